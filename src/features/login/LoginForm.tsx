import { announceSession } from '../../common/session/crossTab';
import {
  lazy,
  Suspense,
  useEffect,
  useReducer,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { isApiError, type ErrorCode } from '../../api';
import { appLog, failureContext } from '../../api/log';
import { fetchFeatureFlag } from '../../api/session';
import { resolveObligation } from '../../lib/obligations';
import { signInNoticeOf } from '../../lib/session';
import { paths } from '../../lib/paths';
import type { ValidationMessageKey } from '../../lib/validation/messages';
import { useGo, useHandOver, type Destination } from '../../common/navigation/go';
import { Alert, Button, PageHeading, PasswordField, Spinner, TextField } from '../../ui';
import { checkAuthPath, signIn, type SignInOutcome } from './api';
import { clientRebrandStore } from '../../lib/brand';
import type { LoginConfig } from './config';
import { useFrameHandOver } from './frame/useFrameHandOver';
import { SLOW_REQUEST_MS, transientFailure } from '../../common/form/transient';
import {
  canSubmit,
  initialLoginState,
  isBusy,
  loginReducer,
  submission,
  validateLogin,
  type LoginErrors,
  type LoginRequest,
} from './loginReducer';
import { SecureInfo } from './SecureInfo';
import { postLoginDestination } from './targets';

/**
 * The captcha shows only after failed sign-ins, so its code stays off the first load: fetched on the
 * first failure, it is there by the time the server asks for it.
 */
const loadCaptcha = () => import('./Captcha');
const Captcha = lazy(() => loadCaptcha().then(({ Captcha }) => ({ default: Captcha })));

export interface LoginFormProps {
  config: LoginConfig;
  /**
   * The entry check (GET /check) got no verdict (5xx, 429, no answer): the person may be signed in
   * already, so the form says so and offers to ask again rather than passing for a plain sign-in.
   */
  onRetryEntryCheck?: (() => void) | undefined;
  /** The sanitised redirect target. */
  target: string;
  origin: string;
}

/**
 * The sign-in form: its steps are `./loginReducer.ts`; this wires them to the two calls, focus, the
 * prerendered frame it takes over from, and the way out.
 */
export function LoginForm({ config, target, origin, onRetryEntryCheck }: LoginFormProps) {
  const { t, i18n } = useTranslation(['login', 'validation']);
  const location = useLocation();
  const go = useGo();
  const handOver = useHandOver();
  const [state, dispatch] = useReducer(loginReducer, initialLoginState);
  const { values, errors, passwordShown, captcha } = state;
  // Why the person is here after a sign-out (src/features/login/LogoutFlow.tsx, the expiry modal).
  const notice = signInNoticeOf(location.state);

  /** Set synchronously on submit, before the request: one request per submit, however fast. */
  const inFlight = useRef(false);
  /** Whether Next POSTs the username: looked up once, while the person types. */
  const checkAuthPathPost = useRef<Promise<boolean> | null>(null);
  const usesCheckAuthPathPost = () =>
    (checkAuthPathPost.current ??= fetchFeatureFlag('enableCheckAuthPathPost'));

  const formRef = useRef<HTMLFormElement>(null);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const captchaRef = useRef<HTMLElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);

  useFrameHandOver({
    field: usernameRef,
    form: formRef,
    onTyped: (value) => dispatch({ type: 'changed', field: 'username', value }),
  });

  // Warm the flag Next needs while the person types: after the form's first paint, which the lookup
  // must not hold up (a lab measurement counts any request started before it as needed for it).
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => void usesCheckAuthPathPost())));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);

  // The password field takes focus when it appears.
  useEffect(() => {
    if (passwordShown) passwordRef.current?.focus();
  }, [passwordShown]);

  // A new message (even with the same text) takes focus, so it is read and can be acted on.
  useEffect(() => {
    if (state.error) errorRef.current?.focus();
  }, [state.error]);

  // A call still running after a few seconds is said in words, not only by the button's spinner.
  const [slow, setSlow] = useState(false);
  const callRunning = state.step === 'checking' || state.step === 'signingIn';
  useEffect(() => {
    if (!callRunning) return undefined;
    const timer = setTimeout(() => setSlow(true), SLOW_REQUEST_MS);
    return () => {
      clearTimeout(timer);
      setSlow(false);
    };
  }, [callRunning]);

  // A full page load keeps the form busy until the page goes; an in-app one that ends back here
  // (a target that leads to sign-in again) must not leave it busy for good.
  useEffect(() => dispatch({ type: 'moved' }), [location.key]);

  const leave = (destination: Destination) => {
    dispatch({ type: 'leaving' });
    go(destination);
  };

  async function checkUsername(username: string) {
    try {
      const outcome = await checkAuthPath(username, {
        usePost: await usesCheckAuthPathPost(),
        nexoLoginUrl: config.nexoLoginUrl,
        target,
        origin,
      });
      if (outcome.type === 'password') {
        // The person's client may carry the rebrand: the page's brand follows from here on.
        clientRebrandStore.set(outcome.rebrand);
        return dispatch({ type: 'checked', outcome: 'password' });
      }
      if (outcome.url) return leave({ type: 'external', url: outcome.url });
      appLog.log('error', 'other sign-in system has no address');
      dispatch({ type: 'checked', outcome: 'noAddress' });
    } catch (error) {
      appLog.log('warn', 'check-auth-path failed', failureContext(error));
      handOver(error);
      dispatch({ type: 'checked', outcome: 'checkFailed' });
    }
  }

  /** After sign-in: an obligation the app can route to takes over, else the redirect target. */
  const afterSignIn = ({ obligation, redirectUrl }: SignInOutcome): Destination => {
    if (obligation) {
      const step = resolveObligation(obligation, {
        pathname: location.pathname,
        search: location.search,
        origin,
      });
      if (step.type === 'navigate' || step.type === 'external') return step;
    }
    return postLoginDestination(target, redirectUrl, origin);
  };

  async function logIn(request: Extract<LoginRequest, { type: 'signIn' }>) {
    try {
      const outcome = await signIn(request);
      // Other tabs on the sign-in page now go where they were going (./LoginPage.tsx).
      announceSession('signed-in');
      leave(afterSignIn(outcome));
    } catch (error) {
      handOver(error);
      const code: ErrorCode = isApiError(error) ? error.firstCode : 'UNKNOWN_ERROR';
      const siteKey = isApiError(error) ? error.errors[0]?.details?.siteKey : undefined;
      appLog.log(code === 'UNKNOWN_ERROR' ? 'error' : 'info', 'sign-in failed', failureContext(error));
      void loadCaptcha();
      dispatch({ type: 'signInFailed', code, siteKey, transient: transientFailure(error) });
    }
  }

  async function send(request: LoginRequest) {
    try {
      if (request.type === 'checkUsername') await checkUsername(request.username);
      else await logIn(request);
    } finally {
      inFlight.current = false;
    }
  }

  /** The first field in error takes focus; the captcha's box when it is the only one. */
  const focusFirstError = (found: LoginErrors) => {
    if (found.username) usernameRef.current?.focus();
    else if (found.password) passwordRef.current?.focus();
    else if (found.recaptchaToken) captchaRef.current?.focus();
  };

  /**
   * A disabled default button blocks implicit submission, so Enter in a field of an incomplete form
   * would do nothing: it submits anyway, which shows what is missing (the captcha's "required" shows
   * only then, never as the captcha appears).
   */
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    const field = event.target;
    if (event.key !== 'Enter' || !(field instanceof HTMLInputElement) || field.type === 'checkbox') return;
    if (canSubmit(state)) return;
    onSubmit(event);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement> | KeyboardEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current || isBusy(state)) return;
    dispatch({ type: 'submitted' });
    const request = submission(state);
    if (!request) return focusFirstError(validateLogin(state));
    inFlight.current = true;
    void send(request);
  };

  const busy = isBusy(state);
  const shownError = (message: ValidationMessageKey | undefined) => (message ? t(message) : undefined);
  // Only after a submit without it (the reducer sets it then), never as the captcha first appears.
  const captchaError = captcha ? shownError(errors.recaptchaToken) : undefined;

  return (
    <section className="stack stack--lg" aria-labelledby="login-heading">
      <PageHeading id="login-heading" subtitle={t('login:subtitle')}>
        {t('login:heading')}
      </PageHeading>

      {onRetryEntryCheck ? (
        <Alert status="info" data-testid="entry-check-failed">
          <div className="stack stack--sm">
            <p>{t('login:session.entryCheckFailed')}</p>
            <div>
              <Button type="button" variant="secondary" onClick={onRetryEntryCheck}>
                {t('login:session.retry')}
              </Button>
            </div>
          </div>
        </Alert>
      ) : null}
      {notice && !state.error ? (
        <Alert status="info" data-testid="sign-in-notice">
          {t(`login:notices.${notice}`)}
        </Alert>
      ) : null}
      {state.error ? (
        <Alert
          key={state.error.attempt}
          ref={errorRef}
          status="error"
          tabIndex={-1}
          data-testid="login-error"
        >
          {i18n.t(state.error.key)}
        </Alert>
      ) : null}
      {state.checkFailed ? (
        <Alert status="info" data-testid="check-failed">
          {t('login:checkFailed')}
        </Alert>
      ) : null}

      <form
        ref={formRef}
        className="stack"
        noValidate
        onSubmit={onSubmit}
        onKeyDown={onKeyDown}
        aria-labelledby="login-heading"
      >
        <TextField
          label={t('login:username')}
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          required
          error={shownError(errors.username)}
          ref={usernameRef}
          name="username"
          value={values.username}
          onChange={(event) => dispatch({ type: 'changed', field: 'username', value: event.target.value })}
        />
        {passwordShown ? (
          <PasswordField
            label={t('login:password')}
            autoComplete="current-password"
            required
            error={shownError(errors.password)}
            ref={passwordRef}
            name="password"
            value={values.password}
            onChange={(event) => dispatch({ type: 'changed', field: 'password', value: event.target.value })}
          />
        ) : null}
        {captcha ? (
          <Suspense fallback={<Spinner />}>
            <Captcha
              key={captcha.round}
              ref={captchaRef}
              siteKey={captcha.siteKey}
              scriptUrl={config.captchaScriptUrl}
              scriptIntegrity={config.captchaScriptIntegrity}
              error={captchaError}
              onToken={(token) => dispatch({ type: 'changed', field: 'recaptchaToken', value: token ?? '' })}
            />
          </Suspense>
        ) : null}

        <p role="status" className="form-status" data-testid="login-slow">
          {slow ? i18n.t('common:transient.slow') : null}
        </p>

        <SecureInfo />

        <div className="actions">
          {passwordShown ? (
            <Button type="submit" block busy={busy} disabled={!canSubmit(state)}>
              {t('login:logIn')}
            </Button>
          ) : (
            <Button type="submit" block busy={busy} disabled={!canSubmit(state)}>
              {t('login:next')}
            </Button>
          )}
        </div>
      </form>

      {/* One column of left-aligned links on both steps (src/ui/styles.css .link-row). */}
      <nav className="link-row" aria-label={t('login:links.label')}>
        {passwordShown ? (
          <Link to={paths.forgotPasswordRequest.path}>{t('login:links.forgotPassword')}</Link>
        ) : (
          <Link to={paths.forgotUsernameRequest.path}>{t('login:links.forgotUsernameOrPassword')}</Link>
        )}
        <Link to={paths.ssoLoginRequest.path}>{t('login:links.sso')}</Link>
        <p>
          {t('login:links.newUser')}{' '}
          <Link to={paths.selfRegistrationRequest.path}>{t('login:links.register')}</Link>
        </p>
      </nav>
    </section>
  );
}
