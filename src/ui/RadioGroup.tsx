import type { FocusEventHandler, InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from './cx';
import { FieldShell, useFieldProps } from './FieldShell';
import type { FieldBaseProps } from './FieldShell';

export interface RadioOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps extends FieldBaseProps {
  /** The radios' shared name: one tab stop, arrow keys move the choice (native radios). */
  name: string;
  options: RadioOption[];
  /** Controlled: the chosen option. Leave it out with react-hook-form, which checks the radios itself. */
  value?: string;
  /** Uncontrolled: the option chosen at first. */
  defaultValue?: string;
  onChange?: InputHTMLAttributes<HTMLInputElement>['onChange'];
  onBlur?: FocusEventHandler<HTMLInputElement>;
  /** Given to every radio: react-hook-form's `register` ref keeps them all and focuses the first on an error. */
  ref?: Ref<HTMLInputElement>;
  /** The first radio's id (the others get it with a suffix). */
  id?: string;
  disabled?: boolean;
  'aria-describedby'?: string;
  /** From `useAppForm`'s `field()` when the form's error block is about this choice. */
  'aria-invalid'?: true;
}

/**
 * One choice among a few, as native radios in a fieldset whose legend is the label; the description and
 * the error are announced with every radio. Spread `form.field(name)` from `useAppForm` on it, as on any
 * kit field: react-hook-form registers each radio, so no screen builds a fieldset by hand.
 */
export function RadioGroup({
  name,
  options,
  value,
  defaultValue,
  onChange,
  onBlur,
  ref,
  disabled,
  ...props
}: RadioGroupProps) {
  const { ids, shell, control, rest } = useFieldProps(props);
  // aria-required is not allowed on a radio; the legend's marker says it.
  const { 'aria-required': _required, ...wiring } = control;
  return (
    <FieldShell {...shell} layout="group" variant={cx('radio-group', 'stack', 'stack--sm')}>
      {options.map((option, index) => {
        const optionId = index === 0 ? ids.id : `${ids.id}-${index}`;
        return (
          <div className="checkbox" key={option.value}>
            <input
              {...wiring}
              {...rest}
              id={optionId}
              type="radio"
              className="checkbox__input"
              name={name}
              value={option.value}
              ref={ref}
              disabled={disabled || option.disabled}
              onChange={onChange}
              onBlur={onBlur}
              {...(value !== undefined && { checked: value === option.value })}
              {...(defaultValue !== undefined && { defaultChecked: defaultValue === option.value })}
            />
            <label htmlFor={optionId}>{option.label}</label>
          </div>
        );
      })}
    </FieldShell>
  );
}
