import { isValidElement, useId, type FormHTMLAttributes, type ReactElement, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { FormError } from './FormError';
import type { AppForm } from './useAppForm';

/**
 * The button beside the submit: an action (Cancel, Back, Start over), disabled while a request runs;
 * or a navigation, a `<LinkButton variant="secondary">` the screen renders (Back to sign in, a Cancel
 * that signs out): a link has no disabled state, and leaving mid-request is the person's choice.
 */
export type FormSecondary = { label: ReactNode; onClick: () => void } | ReactElement;

/**
 * A screen's own reason to keep the submit disabled, beyond a blank required field. Only where the
 * product's rules say so (an email-only form until the address is valid, change password until the
 * new one meets its rules): a disabled button hides what is wrong, so `reason` says it beside the
 * button, and the button is described by it. Anywhere else the submit stays enabled and the schema's
 * messages show on submit.
 */
export interface FormBlock {
  when: boolean;
  reason: ReactNode;
}

export interface FormShellProps extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'noValidate' | 'children'
> {
  /** The form's `useAppForm`. */
  form: Pick<
    AppForm<FieldValues>,
    | 'submit'
    | 'formError'
    | 'formErrorId'
    | 'slow'
    | 'submitProps'
    | 'busy'
    | 'blankRequired'
    | 'hasRequiredFields'
  > &
    Partial<Pick<AppForm<FieldValues>, 'fieldNews'>>;
  /** A heading inside the form, above the error block (a form labelled by its own heading). */
  heading?: ReactNode;
  /** The fields, in the order they show. */
  children: ReactNode;
  submitLabel: ReactNode;
  /** `submitProps`'s `blocked`, with the words that say why. */
  blocked?: FormBlock;
  /** `submitProps`'s `finished`: the form's work is done, something else took over. */
  finished?: boolean;
  secondary?: FormSecondary | undefined;
  /** The secondary before the submit: the recovery pages put their way back first (Back, Cancel). */
  secondaryFirst?: boolean;
  /** What follows the buttons inside the form (the code step's Resend and its status line). */
  footer?: ReactNode;
}

/**
 * A `useAppForm` form: the `<form>` (no browser validation: the schema's messages show instead)
 * submitting through the pattern; its error block first, saying a slow request too; what the required
 * marker means, on a form whose schema has a required field (./requiredFields.ts; the screen marks
 * those fields with the kit's `required`), known before the first paint; the fields, the screen's own JSX; then why the submit is
 * unavailable, while it is; its buttons: the submit, by the pattern's one rule (`submitProps`), and an
 * optional second one; then an optional footer.
 *
 * The product's rules keep a submit disabled while a required field is blank; that stays, and the
 * reason is shown rather than left for the person to guess.
 */
export function FormShell({
  form,
  heading,
  className = 'stack',
  children,
  submitLabel,
  blocked,
  finished,
  secondary,
  secondaryFirst = false,
  footer,
  ...rest
}: FormShellProps) {
  const { t } = useTranslation('common');
  const reasonId = `${useId()}-submit-reason`;
  const blockedNow = blocked?.when ?? false;
  const reason =
    finished || form.busy
      ? null
      : blockedNow
        ? blocked?.reason
        : form.blankRequired
          ? t('form.fillRequired')
          : null;
  const secondaryButton = isValidElement(secondary) ? (
    secondary
  ) : secondary ? (
    <Button variant="secondary" disabled={form.busy} onClick={secondary.onClick}>
      {secondary.label}
    </Button>
  ) : null;
  return (
    <form className={className} noValidate onSubmit={form.submit} {...rest}>
      {heading}
      <FormError error={form.formError} id={form.formErrorId} slow={form.slow} />
      {form.hasRequiredFields ? <p className="text-muted">{t('form.requiredNote')}</p> : null}
      {children}
      {reason ? (
        <p id={reasonId} className="text-muted">
          {reason}
        </p>
      ) : null}
      <div className="actions">
        {secondaryFirst ? secondaryButton : null}
        <Button
          {...form.submitProps({ blocked: blockedNow, finished })}
          aria-describedby={reason ? reasonId : undefined}
        >
          {submitLabel}
        </Button>
        {secondaryFirst ? null : secondaryButton}
      </div>
      {footer}
      {/* Always in the page, so a field's error is heard as it appears (useFieldErrorNews). */}
      <p className="sr-only" aria-live="polite">
        {form.fieldNews}
      </p>
    </form>
  );
}
