import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { signInNoticeOf } from '../../lib/session';
import { Alert, Button } from '../../ui';
import type { HeldError } from './loginReducer';

export interface LoginAlertsProps {
  /** See LoginFormProps.onRetryEntryCheck. */
  onRetryEntryCheck: (() => void) | undefined;
  error: HeldError | null;
  errorRef: Ref<HTMLDivElement>;
  /** The passkey sign-in again, after a transient failure of it. */
  onRetryPasskey: () => void;
  checkFailed: boolean;
}

/** The messages above the sign-in form: the entry check's, a notice, the error block, the check note. */
export function LoginAlerts({
  onRetryEntryCheck,
  error,
  errorRef,
  onRetryPasskey,
  checkFailed,
}: LoginAlertsProps) {
  const { t, i18n } = useTranslation('login');
  // Why the person is here after a sign-out (src/features/login/LogoutFlow.tsx, the expiry modal).
  const notice = signInNoticeOf(useLocation().state);
  return (
    <>
      {onRetryEntryCheck ? (
        <Alert status="info" data-testid="entry-check-failed">
          <div className="stack stack--sm">
            <p>{t('session.entryCheckFailed')}</p>
            <div>
              <Button type="button" variant="secondary" onClick={onRetryEntryCheck}>
                {t('session.retry')}
              </Button>
            </div>
          </div>
        </Alert>
      ) : null}
      {notice && !error ? (
        <Alert status="info" data-testid="sign-in-notice">
          {t(`notices.${notice}`)}
        </Alert>
      ) : null}
      {error ? (
        <Alert key={error.attempt} ref={errorRef} status="error" tabIndex={-1} data-testid="login-error">
          {error.retryPasskey ? (
            <div className="stack stack--sm">
              <p>{i18n.t(error.key)}</p>
              <div>
                <Button type="button" variant="secondary" onClick={onRetryPasskey}>
                  {i18n.t('common:transient.retry')}
                </Button>
              </div>
            </div>
          ) : (
            i18n.t(error.key)
          )}
        </Alert>
      ) : null}
      {checkFailed ? (
        <Alert status="info" data-testid="check-failed">
          {t('checkFailed')}
        </Alert>
      ) : null}
    </>
  );
}
