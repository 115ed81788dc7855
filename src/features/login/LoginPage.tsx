import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useLocation, useNavigate } from 'react-router-dom';
import { isApiError, type ErrorCode } from '../../api';
import { handleGlobalApiError } from '../../api/globalErrors';
import { fetchFeatureFlag } from '../../api/session';
import { browserLocation } from '../../lib/browser';
import { COOKIE, getCookie } from '../../lib/cookies';
import { resolveObligation } from '../../lib/obligations';
import { paths } from '../../lib/paths';
import { loginUsernameError, requiredError } from '../../lib/validation/limits';
import { VALIDATION_MESSAGES } from '../../lib/validation/messages';
import { Alert, Button, PageHeading, PasswordField, TextField } from '../../ui';
import { checkAuthPath, signIn } from './api';
import { Captcha } from './Captcha';
import { loginConfig, type LoginConfig } from './config';
import type { LoginEntryCheck } from './entryCheck';
import { appLog } from '../../api/log';
import { prerenderedSubmitPending, prerenderedValue, releasePrerenderedFrame } from './frame/frame';
import { loginErrorKey, type LoginErrorKey } from './messages';
import { SecureInfo } from './SecureInfo';
import { destinationFor, loginTarget, logoutHref, postLoginDestination, type Destination } from './targets';

/**
 * /auth/login (spec sections 2 and 4 "Login"): username first, Next checks the sign-in system, the
 * password appears only for this product's users, Log in signs in and hands over to an obligation or
 * the redirect target. Visitors who are already signed in never see the form.
 */
export default function LoginPage(props: Partial<LoginConfig>) {
  const location = useLocation();
  const navigate = useNavigate();
  const origin = window.location.origin;
  const target = loginTarget(location.search, origin);
  // GET /check has answered before this renders (the route's loader, ./entryCheck).
  const { check, error } = useLoaderData() as LoginEntryCheck;
  const handled = useRef(false);

  const entry: 'signedIn' | 'ssoSession' | 'form' = check?.authenticated
    ? 'signedIn'
    : getCookie(COOKIE.ssoSession) !== null
      ? 'ssoSession'
      : 'form';

  const handOver = useHandOver();
  useEffect(() => {
    if (!error) return;
    appLog.log('warn', 'auth check failed', describe(error));
    handOver(error);
  }, [error, handOver]);

  useEffect(() => {
    if (handled.current) return;
    // On the way elsewhere: the static sign-in frame (if any) must not stay up meanwhile.
    if (entry === 'signedIn' || entry === 'ssoSession') releasePrerenderedFrame();
    if (entry === 'signedIn') {
      handled.current = true;
      go(destinationFor(target, origin), navigate);
    } else if (entry === 'ssoSession') {
      // A single-sign-on cookie without a session: end it properly, then come back to the target.
      handled.current = true;
      void navigate(logoutHref(target, origin), { replace: true });
    }
  }, [entry, target, origin, navigate]);

  // Nothing renders for a visitor who is on the way elsewhere.
  if (entry !== 'form') return null;
  return <LoginForm config={loginConfig(props)} target={target} origin={origin} />;
}

/**
 * 403s and obligations go where the app-wide handler sends them (the form still shows its message):
 * the calls of this page do not go through TanStack Query, whose caches do this for other screens.
 */
function useHandOver(): (error: unknown) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (error: unknown) =>
      handleGlobalApiError(
        error,
        (to) => void navigate(to),
        () => location,
      ),
    [navigate, location],
  );
}

function go(destination: Destination, navigate: ReturnType<typeof useNavigate>): void {
  if (destination.type === 'navigate') void navigate(destination.to, { replace: true });
  else browserLocation.assign(destination.url);
}

type LoginValues = { username: string; password: string; recaptchaToken: string };
type LoginErrors = Partial<Record<keyof LoginValues, string>>;
type LoginRules = { passwordShown: boolean; captchaRequired: boolean };

const EMPTY_VALUES: LoginValues = { username: '', password: '', recaptchaToken: '' };

/**
 * The message key for one field under the form's rules for its current step: the password and the
 * captcha only count once they show. Plain checks rather than a schema library: two fields and a
 * captcha do not need one, and it keeps zod and react-hook-form off the first load of sign-in.
 */
function fieldError(name: keyof LoginValues, value: string, rules: LoginRules): string | undefined {
  switch (name) {
    case 'username':
      return loginUsernameError(value) ?? undefined;
    case 'password':
      return rules.passwordShown ? (requiredError(value) ?? undefined) : undefined;
    case 'recaptchaToken':
      return rules.captchaRequired && value.trim() === '' ? VALIDATION_MESSAGES.required : undefined;
  }
}

/** Every field's error, in the order the fields appear (focus goes to the first). */
export function validateLogin(values: LoginValues, rules: LoginRules): LoginErrors {
  const errors: LoginErrors = {};
  for (const name of ['username', 'password', 'recaptchaToken'] as const) {
    const message = fieldError(name, values[name], rules);
    if (message) errors[name] = message;
  }
  return errors;
}

type HeldError = { key: LoginErrorKey; attempt: number };

function LoginForm({ config, target, origin }: { config: LoginConfig; target: string; origin: string }) {
  const { t } = useTranslation(['login', 'validation']);
  const navigate = useNavigate();
  const location = useLocation();

  const [passwordShown, setPasswordShown] = useState(false);
  /** The check-auth-path call failed: the password shows anyway and this is held (spec section 4). */
  const [checkFailed, setCheckFailed] = useState(false);
  const [loginError, setLoginError] = useState<HeldError | null>(null);
  const [captcha, setCaptcha] = useState<{ siteKey: string; round: number } | null>(null);
  /** The browser is being sent elsewhere: keep the form busy until the page goes. */
  const [leaving, setLeaving] = useState(false);
  /** A call is on its way (Next's check or Log in): the button shows it and takes no second submit. */
  const [calling, setCalling] = useState(false);
  /** Set synchronously on submit, before validation and the request: one request per submit. */
  const inFlight = useRef(false);
  /** Whether Next POSTs the username: looked up once, while the person types. */
  const checkAuthPathPost = useRef<Promise<boolean> | null>(null);
  const attempt = useRef(0);
  const errorRef = useRef<HTMLDivElement>(null);
  const captchaRef = useRef<HTMLElement>(null);

  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const captchaRequired = captcha !== null;
  const rules: LoginRules = { passwordShown, captchaRequired };
  const [values, setValues] = useState<LoginValues>(EMPTY_VALUES);
  /** Shown errors: a field is checked as it changes, and every field on submit. */
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitFromFrame, setSubmitFromFrame] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const { username, recaptchaToken } = values;

  const busy = leaving || calling;
  const usesCheckAuthPathPost = () =>
    (checkAuthPathPost.current ??= fetchFeatureFlag('enableCheckAuthPathPost'));
  const handOver = useHandOver();

  // The form is in the page: the static frame gives way before the browser paints (same markup, no
  // shift). What was typed into its username field is kept (read here, at commit, so nothing typed
  // while React rendered is lost), and focus follows if it was there.
  useLayoutEffect(() => {
    const typed = prerenderedValue('username');
    const input = usernameRef.current;
    if (typed !== '' && input) {
      input.value = typed;
      setValues((current) => ({ ...current, username: typed }));
      const message = loginUsernameError(typed);
      if (message) setErrors((current) => ({ ...current, username: message }));
      // Enter pressed in the frame: submit once the typed value is in state (the effect below).
      if (prerenderedSubmitPending()) setSubmitFromFrame(true);
    }
    releasePrerenderedFrame(input);
  }, []);

  useEffect(() => {
    if (!submitFromFrame || values.username === '') return;
    setSubmitFromFrame(false);
    formRef.current?.requestSubmit();
  }, [submitFromFrame, values.username]);

  // Warm the flag Next needs while the person types.
  useEffect(() => {
    void usesCheckAuthPathPost();
  }, []);

  // The password field takes focus when it appears.
  useEffect(() => {
    if (passwordShown) passwordRef.current?.focus();
  }, [passwordShown]);

  // A new error (even with the same text) moves focus to it, so it is read and can be acted on.
  useEffect(() => {
    if (loginError) errorRef.current?.focus();
  }, [loginError]);

  /** Sets a field and checks it, as it changes (the other fields' errors stay as they are). */
  const setField = (name: keyof LoginValues, value: string, validate = true) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (!validate) return;
    const message = fieldError(name, value, rules);
    setErrors((current) => {
      const next = { ...current };
      if (message) next[name] = message;
      else delete next[name];
      return next;
    });
  };

  const onUsernameChange = (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setField('username', value);
    // Clearing the username hides the password again (and drops what was typed there).
    if (value === '' && passwordShown) {
      setPasswordShown(false);
      setCheckFailed(false);
      setLoginError(null);
      setValues((current) => ({ ...current, password: '' }));
      setErrors(({ password: _dropped, ...rest }) => rest);
    }
  };

  const canContinue = username.trim() !== '' && !errors.username;
  const canLogIn = Object.keys(validateLogin(values, rules)).length === 0;

  const showPassword = () => {
    setPasswordShown(true);
  };

  const resetCaptcha = () => {
    setField('recaptchaToken', '', false);
    setCaptcha((current) => (current ? { ...current, round: current.round + 1 } : current));
  };

  const leave = (destination: Destination) => {
    if (destination.type === 'external') setLeaving(true);
    go(destination, navigate);
  };

  async function checkUsername(name: string) {
    setCheckFailed(false);
    setLoginError(null);
    try {
      const outcome = await checkAuthPath(name, {
        usePost: await usesCheckAuthPathPost(),
        nexoLoginUrl: config.nexoLoginUrl,
        target,
        origin,
      });
      if (outcome.type === 'password') {
        showPassword();
      } else if (outcome.url) {
        leave({ type: 'external', url: outcome.url });
        return;
      } else {
        appLog.log('error', 'other sign-in system has no address');
        setLoginError({ key: loginErrorKey(null), attempt: ++attempt.current });
      }
    } catch (error) {
      appLog.log('warn', 'check-auth-path failed', describe(error));
      handOver(error);
      setCheckFailed(true);
      showPassword();
    }
  }

  async function logIn(input: LoginValues) {
    setLoginError(null);
    try {
      const outcome = await signIn({
        username: input.username,
        password: input.password,
        recaptchaToken: captchaRequired ? input.recaptchaToken : undefined,
      });
      // The form resets: nothing secret stays in the page, whichever way it goes from here.
      setValues({ username: input.username, password: '', recaptchaToken: '' });
      setErrors({});
      if (outcome.obligation) {
        const step = resolveObligation(outcome.obligation, {
          pathname: location.pathname,
          search: location.search,
          origin,
        });
        if (step.type === 'navigate') return leave({ type: 'navigate', to: step.to });
        if (step.type === 'external') return leave({ type: 'external', url: step.url });
      }
      leave(postLoginDestination(target, outcome.redirectUrl, origin));
    } catch (error) {
      handOver(error);
      const code: ErrorCode = isApiError(error) ? error.firstCode : 'UNKNOWN_ERROR';
      if (code === 'RECAPTCHA_RESPONSE_TOKEN_MISSING' && isApiError(error)) {
        const siteKey = error.errors[0]?.details?.siteKey;
        setCaptcha((current) => ({
          siteKey: typeof siteKey === 'string' ? siteKey : (current?.siteKey ?? ''),
          round: (current?.round ?? 0) + 1,
        }));
      }
      // A captcha answer is single-use: every failure asks for a new one.
      resetCaptcha();
      appLog.log(code === 'UNKNOWN_ERROR' ? 'error' : 'info', 'sign-in failed', describe(error));
      setLoginError({ key: loginErrorKey(code), attempt: ++attempt.current });
    }
  }

  const onValid = async (input: LoginValues) => {
    setCalling(true);
    try {
      if (passwordShown) await logIn(input);
      else await checkUsername(input.username);
    } finally {
      inFlight.current = false;
      setCalling(false);
    }
  };

  /** The first field in error takes focus; the captcha's box when it is the only one. */
  const onInvalid = (found: LoginErrors) => {
    inFlight.current = false;
    if (found.username) usernameRef.current?.focus();
    else if (found.password) passwordRef.current?.focus();
    else if (found.recaptchaToken) captchaRef.current?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current || busy) return;
    inFlight.current = true;
    const found = validateLogin(values, rules);
    setErrors(found);
    if (Object.keys(found).length > 0) return onInvalid(found);
    // The username is checked trimmed, and sent so.
    void onValid({ ...values, username: values.username.trim() });
  };

  const shownError = (message: string | undefined) => (message ? t(message) : undefined);
  const captchaError = captchaRequired && recaptchaToken === '' ? t('validation:required') : undefined;

  return (
    <section className="stack stack--lg" aria-labelledby="login-heading">
      <PageHeading id="login-heading" subtitle={t('login:subtitle')}>
        {t('login:heading')}
      </PageHeading>

      {loginError ? (
        <Alert key={loginError.attempt} ref={errorRef} status="error" tabIndex={-1} data-testid="login-error">
          {t(loginError.key)}
        </Alert>
      ) : null}
      {checkFailed ? (
        <Alert status="info" data-testid="check-failed">
          {t('login:checkFailed')}
        </Alert>
      ) : null}

      <form ref={formRef} className="stack" noValidate onSubmit={onSubmit} aria-labelledby="login-heading">
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
          value={username}
          onChange={onUsernameChange}
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
            onChange={(event) => setField('password', event.target.value)}
          />
        ) : null}
        {captcha ? (
          <Captcha
            key={captcha.round}
            ref={captchaRef}
            siteKey={captcha.siteKey}
            scriptUrl={config.captchaScriptUrl}
            error={captchaError}
            onToken={(token) => setField('recaptchaToken', token ?? '')}
          />
        ) : null}

        <SecureInfo />

        <div className="actions">
          {passwordShown ? (
            <Button type="submit" block busy={busy} disabled={!canLogIn}>
              {t('login:logIn')}
            </Button>
          ) : (
            <Button type="submit" block busy={busy} disabled={!canContinue}>
              {t('login:next')}
            </Button>
          )}
        </div>
      </form>

      <nav className="stack stack--sm" aria-label={t('login:links.label')}>
        <div className="link-row">
          {passwordShown ? (
            <Link to={paths.forgotPasswordRequest.path}>{t('login:links.forgotPassword')}</Link>
          ) : (
            <Link to={paths.forgotUsernameRequest.path}>{t('login:links.forgotUsernameOrPassword')}</Link>
          )}
          <Link to={paths.ssoLoginRequest.path}>{t('login:links.sso')}</Link>
        </div>
        <p className="text-center">
          {t('login:links.newUser')}{' '}
          <Link to={paths.selfRegistrationRequest.path}>{t('login:links.register')}</Link>
        </p>
      </nav>
    </section>
  );
}

/** What a failed call may tell the log: status, code and trace id, never a body or a form value. */
function describe(error: unknown): Record<string, unknown> {
  if (isApiError(error)) return { status: error.status, error: error.firstCode, traceId: error.traceId };
  return { name: error instanceof Error ? error.name : typeof error };
}
