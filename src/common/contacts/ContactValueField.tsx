import type { Ref } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { z } from 'zod/mini';
import type { NewContactMethod } from '../../api/queries/contacts';
import { emailSchema } from '../../lib/validation/email';
import { VALIDATION_MESSAGES as M } from '../../lib/validation/messages';
import { TextField } from '../../ui/Field';
import { PHONE_INVALID } from '../../ui/PhoneInput';
import { assignRef } from '../../ui/refs';
import { PhoneField } from '../form/fields';
import type { AppForm } from '../form/useAppForm';
import { loadLocaleDataOffThread } from '../../lib/localeData';

// A phone field names the countries with Intl as it first renders (src/ui/PhoneInput.tsx).
loadLocaleDataOffThread();

/** What a person adds: the settings modal and the add-phone/add-email pages both ask for one. */
export type AddContactKind = 'phone' | 'email';

/** PhoneInput's value: '' or E.164 or PHONE_INVALID (it normalises as the person types). */
const phoneValue = z.string().check(
  z.minLength(1, { error: M.required, abort: true }),
  z.refine((value) => value !== PHONE_INVALID && /^\+\d{8,15}$/.test(value), { error: M.phoneInvalid }),
);

/** The schema of the new method's value, by kind. */
export const contactValueSchemas = { phone: phoneValue, email: emailSchema } as const;

/** The request that adds `value` as a method of `kind`. */
export function newContactMethod(kind: AddContactKind, value: string, isPersonal: boolean): NewContactMethod {
  return kind === 'email'
    ? { type: 'EMAIL', emailAddress: value, isPersonal }
    : { type: 'PHONE', phoneNumber: value, isPersonal };
}

/**
 * The new method's value, the form's field `value`: a phone (a country and the number, libphonenumber-js
 * with `PhoneInput`) or an email address. Required.
 */
export function ContactValueField<TValues extends FieldValues & { value: string }>({
  form,
  kind,
  label,
  description,
  ref,
}: {
  form: AppForm<TValues>;
  kind: AddContactKind;
  label: string;
  description?: string | undefined;
  /** Also given the input (the modal's first focus). */
  ref?: Ref<HTMLElement>;
}) {
  const name = 'value' as Path<TValues>;
  const giveRef = (element: HTMLInputElement | null) => assignRef(ref, element);
  if (kind === 'phone') {
    return (
      <PhoneField form={form} name={name} label={label} description={description} required ref={giveRef} />
    );
  }
  // Not for the phone: `PhoneField` registers the field itself.
  const field = form.field(name);
  return (
    <TextField
      {...field}
      ref={(element) => {
        field.ref(element);
        giveRef(element);
      }}
      type="email"
      autoComplete="email"
      label={label}
      description={description}
      required
    />
  );
}
