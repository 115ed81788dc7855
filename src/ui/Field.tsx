import { useState } from 'react';
import type { InputHTMLAttributes, KeyboardEvent, Ref, SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from './cx';
import { FieldShell, RequiredMarker, useFieldIds } from './FieldShell';
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
export function TextField({
  label,
  error,
  description,
  required,
  hideLabel,
  wrapperClassName,
  id,
  className,
  type = 'text',
  'aria-describedby': ariaDescribedBy,
  ...rest
}: TextFieldProps) {
  const ids = useFieldIds(id, description, error, [ariaDescribedBy]);
  return (
    <FieldShell {...{ ids, label, description, error, required, hideLabel, wrapperClassName }}>
      <input
        id={ids.id}
        type={type}
        className={cx('field__control', className)}
        aria-invalid={ids.invalid}
        aria-required={required || undefined}
        aria-describedby={ids.describedBy}
        {...rest}
      />
    </FieldShell>
  );
}

export type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

/**
 * A password input with a show/hide toggle (aria-pressed) and a Caps Lock warning announced politely.
 * `autoComplete` defaults to "current-password"; pass "new-password" when choosing one.
 */
export function PasswordField({
  label,
  error,
  description,
  required,
  hideLabel,
  wrapperClassName,
  id,
  className,
  autoComplete = 'current-password',
  onKeyDown,
  onKeyUp,
  onBlur,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: PasswordFieldProps) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  const [capsLock, setCapsLock] = useState(false);
  const ids = useFieldIds(id, description, error, [ariaDescribedBy]);
  const capsId = `${ids.id}-caps`;
  const toggleLabel = visible ? t('hidePassword') : t('showPassword');

  const trackCapsLock = (event: KeyboardEvent<HTMLInputElement>) => {
    if (typeof event.getModifierState === 'function') setCapsLock(event.getModifierState('CapsLock'));
  };

  return (
    <FieldShell
      {...{ ids, label, description, error, required, hideLabel, wrapperClassName }}
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
          id={ids.id}
          type={visible ? 'text' : 'password'}
          className={cx('field__control', 'field__control--password', className)}
          autoComplete={autoComplete}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          aria-invalid={ids.invalid}
          aria-required={required || undefined}
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
export function CheckboxField({
  label,
  error,
  description,
  required,
  wrapperClassName,
  id,
  className,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: CheckboxFieldProps) {
  const ids = useFieldIds(id, description, error, [ariaDescribedBy]);
  return (
    <FieldShell
      {...{ ids, label, description, error, required, wrapperClassName }}
      layout="after"
      variant="field--checkbox"
    >
      <div className="checkbox">
        <input
          id={ids.id}
          type="checkbox"
          className={cx('checkbox__input', className)}
          aria-invalid={ids.invalid}
          aria-required={required || undefined}
          aria-describedby={ids.describedBy}
          {...rest}
        />
        <label htmlFor={ids.id}>
          {label}
          {required && <RequiredMarker />}
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
export function SelectField({
  label,
  error,
  description,
  required,
  hideLabel,
  wrapperClassName,
  id,
  className,
  options,
  placeholder,
  children,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: SelectFieldProps) {
  const ids = useFieldIds(id, description, error, [ariaDescribedBy]);
  return (
    <FieldShell {...{ ids, label, description, error, required, hideLabel, wrapperClassName }}>
      <select
        id={ids.id}
        className={cx('field__control', 'field__control--select', className)}
        aria-invalid={ids.invalid}
        aria-required={required || undefined}
        aria-describedby={ids.describedBy}
        {...rest}
      >
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
