import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, type AlertProps } from './Alert';
import { Button } from './Button';

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
