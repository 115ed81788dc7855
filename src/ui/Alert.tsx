import { forwardRef, useEffect, useId, useRef } from 'react';
import type { HTMLAttributes, MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { cx } from './cx';
import { CheckCircleIcon, ErrorIcon, InfoIcon } from './icons';

export type AlertStatus = 'success' | 'error' | 'info';

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role'> {
  status?: AlertStatus;
  title?: ReactNode;
  children?: ReactNode;
}

const ICONS = { success: CheckCircleIcon, error: ErrorIcon, info: InfoIcon } as const;

/** An inline message box: role="alert" for errors (assertive), role="status" otherwise (polite). */
export const Alert = forwardRef<HTMLDivElement, AlertProps>(function Alert(
  { status = 'info', title, children, className, ...rest },
  ref,
) {
  const Icon = ICONS[status];
  return (
    <div
      ref={ref}
      role={status === 'error' ? 'alert' : 'status'}
      className={cx('alert', `alert--${status}`, className)}
      {...rest}
    >
      <Icon className="alert__icon" />
      <div className="alert__content">
        {title !== undefined && title !== null && <p className="alert__title">{title}</p>}
        {children !== undefined && children !== null && <div>{children}</div>}
      </div>
    </div>
  );
});

/** A message with a button under it that asks again (a request that met a snag, a check unanswered). */
export function RetryMessage({
  message,
  retryLabel,
  onRetry,
}: {
  message: ReactNode;
  retryLabel: ReactNode;
  onRetry: () => void;
}) {
  return (
    <div className="stack stack--sm">
      <p>{message}</p>
      <div>
        <Button type="button" variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      </div>
    </div>
  );
}

export interface FocusedAlertProps extends Omit<AlertProps, 'status' | 'children' | 'tabIndex'> {
  message: ReactNode;
  /** Try again under the message: the request met a transient failure. */
  onRetry?: (() => void) | undefined;
}

/**
 * An error block that takes the focus when it appears, so keyboard and screen-reader users land on
 * the message (role="alert" announces it too) and Tab goes on to Try again. A new error, even with
 * the same words, wants a new `key`: a fresh block, focused again.
 */
export function FocusedAlert({ message, onRetry, ...rest }: FocusedAlertProps) {
  const { i18n } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <Alert ref={ref} status="error" tabIndex={-1} {...rest}>
      {onRetry ? (
        <RetryMessage message={message} retryLabel={i18n.t('common:transient.retry')} onRetry={onRetry} />
      ) : (
        message
      )}
    </Alert>
  );
}

export interface ErrorSummaryItem {
  message: string;
  /** Id of the field the message is about: the item becomes a link that focuses it. */
  fieldId?: string;
  /** Alternatively the field's `name` (as react-hook-form registers it). */
  fieldName?: string;
}

export interface ErrorSummaryProps {
  errors: ErrorSummaryItem[];
  /** Defaults to `common:errorSummary.title`. */
  title?: ReactNode;
  /** Move focus to the summary when it appears (default true). */
  autoFocus?: boolean;
  className?: string;
}

function findField(item: ErrorSummaryItem): HTMLElement | null {
  if (item.fieldId) return document.getElementById(item.fieldId);
  if (item.fieldName) return document.getElementsByName(item.fieldName)[0] ?? null;
  return null;
}

/**
 * The list of a form's errors shown after a failed submit (GOV.UK pattern): the box is focused when it
 * appears and its content sits in a role="alert" labelled by the title; each item links to (and focuses)
 * its field. Renders nothing when `errors` is empty.
 */
export function ErrorSummary({ errors, title, autoFocus = true, className }: ErrorSummaryProps) {
  const { t } = useTranslation('common');
  const titleId = `${useId()}-title`;
  const ref = useRef<HTMLDivElement>(null);
  const shown = errors.length > 0;

  useEffect(() => {
    if (shown && autoFocus) ref.current?.focus();
  }, [shown, autoFocus]);

  if (!shown) return null;

  const focusField = (item: ErrorSummaryItem) => (event: MouseEvent<HTMLAnchorElement>) => {
    const field = findField(item);
    if (!field) return;
    event.preventDefault();
    field.focus();
    field.scrollIntoView?.({ block: 'center' });
  };

  return (
    <div ref={ref} className={cx('alert', 'alert--error', 'error-summary', className)} tabIndex={-1}>
      <ErrorIcon className="alert__icon" />
      <div className="alert__content" role="alert" aria-labelledby={titleId}>
        <h2 id={titleId} className="alert__title">
          {title ?? t('errorSummary.title')}
        </h2>
        <ul className="error-summary__list">
          {errors.map((item, index) =>
            item.fieldId || item.fieldName ? (
              <li key={`${index}-${item.message}`}>
                <a href={`#${item.fieldId ?? ''}`} onClick={focusField(item)}>
                  {item.message}
                </a>
              </li>
            ) : (
              <li key={`${index}-${item.message}`}>{item.message}</li>
            ),
          )}
        </ul>
      </div>
    </div>
  );
}
