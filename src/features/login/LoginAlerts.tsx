import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { signInNoticeOf } from '../../lib/session';
import { Alert, FocusedAlert, RetryMessage } from '../../ui/Alert';
import type { HeldError, LoginState } from './loginReducer';

export interface LoginAlertsProps {
  /** See LoginFormProps.onRetryEntryCheck. */
  onRetryEntryCheck: (() => void) | undefined;
  error: HeldError | null;
  /** The passkey sign-in again, after a transient failure of it. */
  onRetryPasskey: () => void;
  checkFailed: LoginState['checkFailed'];
  /** The captcha is on the form: a failure's message goes on to ask for it. */
  captcha: boolean;
}

const CAPTCHA_DEMAND = 'login:errors.RECAPTCHA_RESPONSE_TOKEN_MISSING';

/** The messages above the sign-in form: the entry check's, a notice, the error block, the check note. */
export function LoginAlerts({
  onRetryEntryCheck,
  error,
  onRetryPasskey,
  checkFailed,
  captcha,
}: LoginAlertsProps) {
  const { t, i18n } = useTranslation('login');
  // Why the person is here after a sign-out (src/features/login/LogoutFlow.tsx, the expiry modal).
  const notice = signInNoticeOf(useLocation().state);
  return (
    <>
      {onRetryEntryCheck ? (
        <Alert status="info" data-testid="entry-check-failed">
          <RetryMessage
            message={t('session.entryCheckFailed')}
            retryLabel={t('session.retry')}
            onRetry={onRetryEntryCheck}
          />
        </Alert>
      ) : null}
      {notice && !error ? (
        <Alert status="info" data-testid="sign-in-notice">
          {t(`notices.${notice}`)}
        </Alert>
      ) : null}
      {error ? (
        // A new attempt is a new block, focused again, so the message is read and can be acted on.
        <FocusedAlert
          key={error.attempt}
          data-testid="login-error"
          data-failure={error.failure}
          // The captcha appears below this focused block, silently to anyone who does not see it, and
          // every failure resets it: the block says it must be ticked (again).
          message={
            captcha && error.key !== CAPTCHA_DEMAND
              ? `${i18n.t(error.key)} ${i18n.t(CAPTCHA_DEMAND)}`
              : i18n.t(error.key)
          }
          onRetry={error.retryPasskey ? onRetryPasskey : undefined}
        />
      ) : null}
      {checkFailed ? (
        <Alert status="info" data-testid="check-failed" data-failure={checkFailed}>
          {t(checkFailed === 'timedOut' ? 'checkTimedOut' : 'checkFailed')}
        </Alert>
      ) : null}
    </>
  );
}
