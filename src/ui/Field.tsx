import { useState } from 'react';
import type { InputHTMLAttributes, KeyboardEvent, Ref, SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from './cx';
import { FieldShell, RequiredMarker, useFieldProps } from './FieldShell';
import type { FieldBaseProps } from './FieldShell';
import { EyeIcon, EyeOffIcon, WarningIcon } from './icons';

export { FieldError } from './FieldShell';
export type { FieldBaseProps } from './FieldShell';

export interface TextFieldProps
  extends FieldBaseProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'required'> {
  /** The `<input>` (React 19 passes `ref` as a prop: react-hook-form's `register` works as is). */
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input. */
export function TextField({ className, type = 'text', ...props }: TextFieldProps) {
  const { shell, control, rest } = useFieldProps(props);
  return (
    <FieldShell {...shell}>
      <input type={type} className={cx('field__control', className)} {...control} {...rest} />
    </FieldShell>
  );
}

export type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

/**
 * A password input with a show/hide toggle (aria-pressed) and a Caps Lock warning announced politely.
 * `autoComplete` defaults to "current-password"; pass "new-password" when choosing one.
 */
export function PasswordField({
  className,
  autoComplete = 'current-password',
  onKeyDown,
  onKeyUp,
  onBlur,
  ...props
}: PasswordFieldProps) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  const [capsLock, setCapsLock] = useState(false);
  const { ids, shell, control, rest } = useFieldProps(props);
  const capsId = `${ids.id}-caps`;
  const toggleLabel = visible ? t('hidePassword') : t('showPassword');

  const trackCapsLock = (event: KeyboardEvent<HTMLInputElement>) => {
    if (typeof event.getModifierState === 'function') setCapsLock(event.getModifierState('CapsLock'));
  };

  return (
    <FieldShell
      {...shell}
      extra={
        <p id={capsId} className="field__caps" aria-live="polite">
          {capsLock && (
            <>
              <WarningIcon />
              <span>{t('capsLockOn')}</span>
            </>
          )}
        </p>
      }
    >
      <div className="field__input-wrap">
        <input
          type={visible ? 'text' : 'password'}
          className={cx('field__control', 'field__control--password', className)}
          autoComplete={autoComplete}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          {...control}
          aria-describedby={capsLock ? cx(ids.describedBy, capsId) : ids.describedBy}
          onKeyDown={(event) => {
            trackCapsLock(event);
            onKeyDown?.(event);
          }}
          onKeyUp={(event) => {
            trackCapsLock(event);
            onKeyUp?.(event);
          }}
          onBlur={(event) => {
            setCapsLock(false);
            onBlur?.(event);
          }}
          {...rest}
        />
        <button
          type="button"
          // Named after its field, so the same control is found again in another rendering of the form.
          name={props.name ? `${props.name}Shown` : undefined}
          className="field__toggle"
          aria-controls={ids.id}
          aria-pressed={visible}
          aria-label={toggleLabel}
          title={toggleLabel}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      </div>
    </FieldShell>
  );
}

export interface CheckboxFieldProps
  extends
    Omit<FieldBaseProps, 'hideLabel'>,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'required'> {
  ref?: Ref<HTMLInputElement>;
}

/** A checkbox with its label beside it, optional hint and error. */
export function CheckboxField({ className, ...props }: CheckboxFieldProps) {
  const { ids, shell, control, rest } = useFieldProps(props);
  return (
    <FieldShell {...shell} layout="after" variant="field--checkbox">
      <div className="checkbox">
        <input type="checkbox" className={cx('checkbox__input', className)} {...control} {...rest} />
        <label htmlFor={ids.id}>
          {shell.label}
          {shell.required && <RequiredMarker />}
        </label>
      </div>
    </FieldShell>
  );
}

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps
  extends FieldBaseProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'required'> {
  /** Options to render (children `<option>`s are rendered after them). */
  options?: SelectOption[];
  /** Text of a first, empty-valued option ("Select…"). */
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native `<select>`. */
export function SelectField({ className, options, placeholder, children, ...props }: SelectFieldProps) {
  const { shell, control, rest } = useFieldProps(props);
  return (
    <FieldShell {...shell}>
      <select className={cx('field__control', 'field__control--select', className)} {...control} {...rest}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options?.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
        {children}
      </select>
    </FieldShell>
  );
}
