import { memo, useId } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from './cx';
import { ErrorIcon } from './icons';
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

/** The ids of one field and what its control(s) must carry. */
export interface FieldIds {
  /** The control's id (the caller's `id`, else a generated one). */
  id: string;
  descriptionId: string;
  errorId: string;
  invalid: true | undefined;
  /** Description, error and the caller's extra ids, for the control's aria-describedby. */
  describedBy: string | undefined;
}

const hasContent = (node: ReactNode) => node !== undefined && node !== null && node !== false && node !== '';

/**
 * Ids and aria wiring of a field: every control of the kit gets `id`, `aria-invalid` and
 * `aria-describedby` from here, so a description or an error is always announced with it.
 */
export function useFieldIds(
  idProp: string | undefined,
  description: ReactNode,
  error: ReactNode,
  extra: Array<string | false | undefined> = [],
): FieldIds {
  const autoId = useId();
  const id = idProp ?? `field${autoId}`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const invalid = hasContent(error) || undefined;
  const describedBy = cx(hasContent(description) && descriptionId, invalid && errorId, ...extra) || undefined;
  return { id, descriptionId, errorId, invalid, describedBy };
}

/** What a kit field's props carry besides `FieldBaseProps`: the control's own id and extra descriptions. */
interface FieldOwnProps extends FieldBaseProps {
  id?: string | undefined;
  'aria-describedby'?: string | undefined;
}

const SHELL_KEYS = ['label', 'error', 'description', 'required', 'hideLabel', 'wrapperClassName'] as const;

/**
 * The split every field of the kit makes: the shell's props (label, description, error, required…),
 * the aria wiring its control carries, and the rest of the caller's props for the control. A field
 * writes only what differs: its control and its own props.
 */
export function useFieldProps<TProps extends FieldOwnProps>(props: TProps, extraDescribedBy: string[] = []) {
  const { id, 'aria-describedby': ariaDescribedBy, ...others } = props;
  const rest: Record<string, unknown> = { ...others };
  for (const key of SHELL_KEYS) delete rest[key];
  const ids = useFieldIds(id, props.description, props.error, [ariaDescribedBy, ...extraDescribedBy]);
  const shell = {
    ids,
    label: props.label,
    description: props.description,
    error: props.error,
    required: props.required,
    hideLabel: props.hideLabel,
    wrapperClassName: props.wrapperClassName,
  };
  const control = {
    id: ids.id,
    'aria-invalid': ids.invalid,
    'aria-required': props.required || undefined,
    'aria-describedby': ids.describedBy,
  };
  return {
    ids,
    shell,
    control,
    rest: rest as Omit<TProps, (typeof SHELL_KEYS)[number] | 'id' | 'aria-describedby'>,
  };
}

/**
 * The asterisk of a required field; `aria-required` on the control is what assistive technology reads.
 * Memoised (no props): a field re-renders on every key typed in it, its marker never needs to.
 */
export const RequiredMarker = memo(function RequiredMarker() {
  const { t } = useTranslation('common');
  return (
    <span className="field__required" aria-hidden="true" title={t('required')}>
      *
    </span>
  );
});

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

export interface FieldShellProps extends Omit<FieldBaseProps, 'error'> {
  error?: ReactNode;
  ids: FieldIds;
  /**
   * `label` (default): a `<label for>` above the control. `group`: a `<fieldset>` whose `<legend>` is the
   * label, for fields made of several controls. `after`: no label of the shell's own, the description
   * follows the control (a checkbox renders its label beside its box).
   */
  layout?: 'label' | 'group' | 'after';
  /** Extra class on the wrapper, beside `field` (the caller's `wrapperClassName` is added too). */
  variant?: string;
  /** The control(s). */
  children: ReactNode;
  /** Rendered after the control(s), before the error (e.g. the Caps Lock line). */
  extra?: ReactNode;
}

/**
 * The shell every field of the kit shares: wrapper, label (or legend), description and error, with the
 * ids of `useFieldIds`. The control itself is the caller's, so any input, select or group fits in it.
 */
export function FieldShell({
  ids,
  label,
  description,
  error,
  required,
  hideLabel,
  wrapperClassName,
  layout = 'label',
  variant,
  children,
  extra,
}: FieldShellProps) {
  const desc = hasContent(description) && (
    <div id={ids.descriptionId} className="field__description">
      {description}
    </div>
  );
  const labelContent = (
    <>
      {label}
      {required && <RequiredMarker />}
    </>
  );
  const labelClass = cx('field__label', hideLabel && 'sr-only');
  const Wrapper = layout === 'group' ? 'fieldset' : 'div';
  return (
    <Wrapper className={cx('field', variant, layout === 'group' && 'field--group', wrapperClassName)}>
      {layout === 'group' && <legend className={labelClass}>{labelContent}</legend>}
      {layout === 'label' && (
        <label htmlFor={ids.id} className={labelClass}>
          {labelContent}
        </label>
      )}
      {layout !== 'after' && desc}
      {children}
      {layout === 'after' && desc}
      {extra}
      {ids.invalid && <FieldError id={ids.errorId}>{error}</FieldError>}
    </Wrapper>
  );
}
