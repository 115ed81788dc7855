import { forwardRef, useId, useState } from 'react';
import type { FocusEvent, InputHTMLAttributes, KeyboardEvent, ReactNode, SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from './cx';
import { ErrorIcon, EyeIcon, EyeOffIcon, WarningIcon } from './icons';
import { VisuallyHidden } from './VisuallyHidden';

/** Props shared by every field. */
export interface FieldBaseProps {
  /** Visible label, also the accessible name of the control. */
  label: ReactNode;
  /** Error message; sets aria-invalid and is linked with aria-describedby. */
  error?: string | undefined;
  /** Hint shown under the label, linked with aria-describedby. */
  description?: ReactNode;
  /**
   * Shows the required marker and sets aria-required. Native `required` is NOT set, so the form's own
   * (zod) messages are shown instead of the browser's bubbles.
   */
  required?: boolean;
  /** Hide the label visually (it stays the accessible name). */
  hideLabel?: boolean;
  /** Class of the wrapping `.field` element (`className` goes to the control). */
  wrapperClassName?: string;
}

interface FieldIds {
  id: string;
  descriptionId: string;
  errorId: string;
  describedBy: string | undefined;
}

function useFieldIds(
  idProp: string | undefined,
  hasDescription: boolean,
  hasError: boolean,
  extra: Array<string | false | undefined>,
): FieldIds {
  const autoId = useId();
  const id = idProp ?? `field${autoId}`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const parts = [hasDescription && descriptionId, hasError && errorId, ...extra].filter(
    (p): p is string => typeof p === 'string' && p.length > 0,
  );
  return { id, descriptionId, errorId, describedBy: parts.length ? parts.join(' ') : undefined };
}

function RequiredMarker() {
  const { t } = useTranslation('common');
  // aria-required on the control tells assistive technology; the asterisk is for the eye.
  return (
    <span className="field__required" aria-hidden="true" title={t('required')}>
      *
    </span>
  );
}

function FieldLabel({
  htmlFor,
  label,
  required,
  hidden,
}: {
  htmlFor: string;
  label: ReactNode;
  required: boolean | undefined;
  hidden: boolean | undefined;
}) {
  return (
    <label htmlFor={htmlFor} className={cx('field__label', hidden && 'sr-only')}>
      {label}
      {required && <RequiredMarker />}
    </label>
  );
}

function FieldDescription({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div id={id} className="field__description">
      {children}
    </div>
  );
}

/** The error line: icon + "Error:" for screen readers + message, in an element with an id. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <p id={id} className="field__error">
      <ErrorIcon />
      <span>
        <VisuallyHidden>{t('errorPrefix')}</VisuallyHidden> {children}
      </span>
    </p>
  );
}

const hasContent = (node: ReactNode) => node !== undefined && node !== null && node !== false && node !== '';

export interface TextFieldProps
  extends FieldBaseProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'required'> {}

/** A labelled text input; forwards its ref to the `<input>` (works with react-hook-form's `register`). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    label,
    error,
    description,
    required,
    hideLabel,
    wrapperClassName,
    id: idProp,
    className,
    type = 'text',
    'aria-describedby': ariaDescribedBy,
    ...rest
  },
  ref,
) {
  const hasError = hasContent(error);
  const hasDescription = hasContent(description);
  const ids = useFieldIds(idProp, hasDescription, hasError, [ariaDescribedBy]);
  return (
    <div className={cx('field', hasError && 'field--invalid', wrapperClassName)}>
      <FieldLabel htmlFor={ids.id} label={label} required={required} hidden={hideLabel} />
      {hasDescription && <FieldDescription id={ids.descriptionId}>{description}</FieldDescription>}
      <input
        ref={ref}
        id={ids.id}
        type={type}
        className={cx('field__control', className)}
        aria-invalid={hasError || undefined}
        aria-required={required || undefined}
        aria-describedby={ids.describedBy}
        {...rest}
      />
      {hasError && <FieldError id={ids.errorId}>{error}</FieldError>}
    </div>
  );
});

export type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

function capsLockState(event: KeyboardEvent<HTMLInputElement>): boolean | undefined {
  return typeof event.getModifierState === 'function' ? event.getModifierState('CapsLock') : undefined;
}

/**
 * A password input with a show/hide toggle (aria-pressed) and a Caps Lock warning announced politely.
 * `autoComplete` defaults to "current-password"; pass "new-password" when choosing one.
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  {
    label,
    error,
    description,
    required,
    hideLabel,
    wrapperClassName,
    id: idProp,
    className,
    autoComplete = 'current-password',
    onKeyDown,
    onKeyUp,
    onBlur,
    'aria-describedby': ariaDescribedBy,
    ...rest
  },
  ref,
) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  const [capsLock, setCapsLock] = useState(false);
  const hasError = hasContent(error);
  const hasDescription = hasContent(description);
  const autoId = useId();
  const baseId = idProp ?? `field${autoId}`;
  const capsId = `${baseId}-caps`;
  const ids = useFieldIds(baseId, hasDescription, hasError, [ariaDescribedBy, capsLock && capsId]);

  const trackCapsLock = (event: KeyboardEvent<HTMLInputElement>) => {
    const state = capsLockState(event);
    if (state !== undefined) setCapsLock(state);
  };

  return (
    <div className={cx('field', hasError && 'field--invalid', wrapperClassName)}>
      <FieldLabel htmlFor={ids.id} label={label} required={required} hidden={hideLabel} />
      {hasDescription && <FieldDescription id={ids.descriptionId}>{description}</FieldDescription>}
      <div className="field__input-wrap">
        <input
          ref={ref}
          id={ids.id}
          type={visible ? 'text' : 'password'}
          className={cx('field__control', 'field__control--password', className)}
          autoComplete={autoComplete}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          aria-invalid={hasError || undefined}
          aria-required={required || undefined}
          aria-describedby={ids.describedBy}
          onKeyDown={(event) => {
            trackCapsLock(event);
            onKeyDown?.(event);
          }}
          onKeyUp={(event) => {
            trackCapsLock(event);
            onKeyUp?.(event);
          }}
          onBlur={(event: FocusEvent<HTMLInputElement>) => {
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
          aria-label={visible ? t('hidePassword') : t('showPassword')}
          title={visible ? t('hidePassword') : t('showPassword')}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      </div>
      <p id={capsId} className="field__caps" aria-live="polite">
        {capsLock && (
          <>
            <WarningIcon />
            <span>{t('capsLockOn')}</span>
          </>
        )}
      </p>
      {hasError && <FieldError id={ids.errorId}>{error}</FieldError>}
    </div>
  );
});

export interface CheckboxFieldProps
  extends
    Omit<FieldBaseProps, 'hideLabel'>,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'required'> {}

/** A checkbox with its label beside it, optional hint and error. */
export const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(function CheckboxField(
  {
    label,
    error,
    description,
    required,
    wrapperClassName,
    id: idProp,
    className,
    'aria-describedby': ariaDescribedBy,
    ...rest
  },
  ref,
) {
  const hasError = hasContent(error);
  const hasDescription = hasContent(description);
  const ids = useFieldIds(idProp, hasDescription, hasError, [ariaDescribedBy]);
  return (
    <div className={cx('field', 'field--checkbox', hasError && 'field--invalid', wrapperClassName)}>
      <div className="checkbox">
        <input
          ref={ref}
          id={ids.id}
          type="checkbox"
          className={cx('checkbox__input', className)}
          aria-invalid={hasError || undefined}
          aria-required={required || undefined}
          aria-describedby={ids.describedBy}
          {...rest}
        />
        <label htmlFor={ids.id} className="checkbox__label">
          {label}
          {required && <RequiredMarker />}
        </label>
      </div>
      {hasDescription && <FieldDescription id={ids.descriptionId}>{description}</FieldDescription>}
      {hasError && <FieldError id={ids.errorId}>{error}</FieldError>}
    </div>
  );
});

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
}

/** A labelled native `<select>`. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  {
    label,
    error,
    description,
    required,
    hideLabel,
    wrapperClassName,
    id: idProp,
    className,
    options,
    placeholder,
    children,
    'aria-describedby': ariaDescribedBy,
    ...rest
  },
  ref,
) {
  const hasError = hasContent(error);
  const hasDescription = hasContent(description);
  const ids = useFieldIds(idProp, hasDescription, hasError, [ariaDescribedBy]);
  return (
    <div className={cx('field', hasError && 'field--invalid', wrapperClassName)}>
      <FieldLabel htmlFor={ids.id} label={label} required={required} hidden={hideLabel} />
      {hasDescription && <FieldDescription id={ids.descriptionId}>{description}</FieldDescription>}
      <select
        ref={ref}
        id={ids.id}
        className={cx('field__control', 'field__control--select', className)}
        aria-invalid={hasError || undefined}
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
      {hasError && <FieldError id={ids.errorId}>{error}</FieldError>}
    </div>
  );
});
