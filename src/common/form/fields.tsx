/**
 * Kit fields whose value is not an `<input>`'s text, bound to a `useAppForm` form. Fields that are
 * (`TextField`, `RadioGroup`, …) take `form.field(name)` spread on them instead.
 */
import { useCallback } from 'react';
import type { Ref } from 'react';
import { useController } from 'react-hook-form';
import type { FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../../lib/messageKey';
import { PhoneInput } from '../../ui/PhoneInput';
import type { PhoneInputProps } from '../../ui/PhoneInput';
import { assignRef } from '../../ui/refs';
import type { AppForm } from './useAppForm';

export interface PhoneFieldProps<TValues extends FieldValues> extends Omit<
  PhoneInputProps,
  'form' | 'name' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'ref'
> {
  form: AppForm<TValues>;
  name: Path<TValues>;
  /** Also given the number input (react-hook-form keeps its own ref to focus it on an error). */
  ref?: Ref<HTMLInputElement>;
}

/**
 * `PhoneInput` bound to the form field `name`: the form holds '' (empty), the E.164 number or
 * `PHONE_INVALID` (which the schema's `phoneSchema()`/refine rejects), starts from the field's default
 * value, shows the field's error translated, and drops a server's verdict on the first edit, as
 * `form.field()` does for text fields.
 */
export function PhoneField<TValues extends FieldValues>({
  form,
  name,
  ref,
  ...props
}: PhoneFieldProps<TValues>) {
  const { i18n } = useTranslation();
  const { field, fieldState } = useController({ control: form.form.control, name });
  const { ref: fieldRef } = field;
  const bothRefs = useCallback(
    (element: HTMLInputElement | null) => {
      fieldRef(element);
      assignRef(ref, element);
    },
    [fieldRef, ref],
  );
  const message = fieldState.error?.message;
  return (
    <PhoneInput
      {...props}
      ref={bothRefs}
      name={field.name}
      defaultValue={(field.value as string | undefined) || undefined}
      error={message ? i18n.t(message as MessageKey) : undefined}
      onChange={(next) => {
        if (fieldState.error?.type === 'server') form.form.clearErrors(name);
        field.onChange(next);
      }}
      onBlur={field.onBlur}
    />
  );
}
