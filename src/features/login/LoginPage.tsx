import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { isApiError, type ErrorCode } from '../../api';
import { authCheckQueryOptions, featureFlagQueryOptions, markAuthCheckStale } from '../../api/session';
import { browserLocation } from '../../lib/browser';
import { COOKIE, getCookie } from '../../lib/cookies';
import { resolveObligation } from '../../lib/obligations';
import { paths } from '../../lib/paths';
import { loginUsernameSchema, VALIDATION_MESSAGES } from '../../lib/validation';
import { Alert, Button, PageHeading, PasswordField, TextField } from '../../ui';
import { useCheckAuthPath, useSignIn } from './api';
import { Captcha } from './Captcha';
import { loginConfig, type LoginConfig } from './config';
import { appLog } from '../../api/log';
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
  const check = useQuery(authCheckQueryOptions());
  const handled = useRef(false);

  const entry: 'pending' | 'signedIn' | 'ssoSession' | 'form' = check.isPending
    ? 'pending'
    : check.data?.authenticated
      ? 'signedIn'
      : getCookie(COOKIE.ssoSession) !== null
        ? 'ssoSession'
        : 'form';

  useEffect(() => {
    if (handled.current) return;
    if (entry === 'signedIn') {
      handled.current = true;
      go(destinationFor(target, origin), navigate);
    } else if (entry === 'ssoSession') {
      // A single-sign-on cookie without a session: end it properly, then come back to the target.
      handled.current = true;
      void navigate(logoutHref(target, origin), { replace: true });
    }
  }, [entry, target, origin, navigate]);

  // Nothing renders while the check runs, nor for a visitor who is on the way elsewhere.
  if (entry !== 'form') return null;
  return <LoginForm config={loginConfig(props)} target={target} origin={origin} />;
}

function go(destination: Destination, navigate: ReturnType<typeof useNavigate>): void {
  if (destination.type === 'navigate') void navigate(destination.to, { replace: true });
  else browserLocation.assign(destination.url);
}

type LoginValues = { username: string; password: string; recaptchaToken: string };

/** The form's rules for its current step: the password and the captcha only count once they show. */
export function loginFormSchema({
  passwordShown,
  captchaRequired,
}: {
  passwordShown: boolean;
  captchaRequired: boolean;
}) {
  return z
    .object({ username: loginUsernameSchema, password: z.string(), recaptchaToken: z.string() })
    .superRefine((values, ctx) => {
      if (passwordShown && values.password === '') {
        ctx.addIssue({ code: 'custom', path: ['password'], message: VALIDATION_MESSAGES.required });
      }
      if (captchaRequired && values.recaptchaToken.trim() === '') {
        ctx.addIssue({ code: 'custom', path: ['recaptchaToken'], message: VALIDATION_MESSAGES.required });
      }
    });
}

type HeldError = { key: LoginErrorKey; attempt: number };

function LoginForm({ config, target, origin }: { config: LoginConfig; target: string; origin: string }) {
  const { t } = useTranslation(['login', 'validation']);
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();

  const [passwordShown, setPasswordShown] = useState(false);
  /** The check-auth-path call failed: the password shows anyway and this is held (spec section 4). */
  const [checkFailed, setCheckFailed] = useState(false);
  const [loginError, setLoginError] = useState<HeldError | null>(null);
  const [captcha, setCaptcha] = useState<{ siteKey: string; round: number } | null>(null);
  /** The browser is being sent elsewhere: keep the form busy until the page goes. */
  const [leaving, setLeaving] = useState(false);
  /** Set synchronously on submit, before validation and the request: one request per submit. */
  const inFlight = useRef(false);
  const attempt = useRef(0);
  const errorRef = useRef<HTMLDivElement>(null);
  const captchaRef = useRef<HTMLElement>(null);

  const captchaRequired = captcha !== null;
  const schema = useMemo(
    () => loginFormSchema({ passwordShown, captchaRequired }),
    [passwordShown, captchaRequired],
  );
  const form = useForm<LoginValues>({
    defaultValues: { username: '', password: '', recaptchaToken: '' },
    mode: 'onChange',
    resolver: zodResolver(schema),
  });
  const { register, handleSubmit, setValue, setFocus, formState } = form;
  const values = useWatch({ control: form.control }) as Partial<LoginValues>;
  const username = values.username ?? '';
  const recaptchaToken = values.recaptchaToken ?? '';

  const checkAuthPath = useCheckAuthPath({ nexoLoginUrl: config.nexoLoginUrl, target, origin });
  const signIn = useSignIn();
  const busy = leaving || checkAuthPath.isPending || signIn.isPending;

  // Warm the flag Next needs while the person types.
  useEffect(() => {
    void queryClient.prefetchQuery(featureFlagQueryOptions('enableCheckAuthPathPost'));
  }, [queryClient]);

  // The password field takes focus when it appears.
  useEffect(() => {
    if (passwordShown) setFocus('password');
  }, [passwordShown, setFocus]);

  // A new error (even with the same text) moves focus to it, so it is read and can be acted on.
  useEffect(() => {
    if (loginError) errorRef.current?.focus();
  }, [loginError]);

  // Clearing the username hides the password again (and drops what was typed there).
  useEffect(() => {
    if (username === '' && passwordShown) {
      setPasswordShown(false);
      setCheckFailed(false);
      setLoginError(null);
      setValue('password', '');
    }
  }, [username, passwordShown, setValue]);

  const canContinue = username.trim() !== '' && !formState.errors.username;
  const canLogIn = schema.safeParse({ username, password: values.password ?? '', recaptchaToken }).success;

  const showPassword = () => {
    setPasswordShown(true);
  };

  const resetCaptcha = () => {
    setValue('recaptchaToken', '', { shouldValidate: false });
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
      const outcome = await checkAuthPath.mutateAsync(name);
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
      setCheckFailed(true);
      showPassword();
    }
  }

  async function logIn(input: LoginValues) {
    setLoginError(null);
    try {
      const outcome = await signIn.mutateAsync({
        username: input.username,
        password: input.password,
        recaptchaToken: captchaRequired ? input.recaptchaToken : undefined,
      });
      await markAuthCheckStale(queryClient);
      // The form resets: nothing secret stays in the page, whichever way it goes from here.
      form.reset({ username: input.username, password: '', recaptchaToken: '' });
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
    try {
      if (passwordShown) await logIn(input);
      else await checkUsername(input.username);
    } finally {
      inFlight.current = false;
    }
  };

  const onInvalid = (errors: FieldErrors<LoginValues>) => {
    inFlight.current = false;
    if (errors.recaptchaToken && !errors.username && !errors.password) captchaRef.current?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current || busy) return;
    inFlight.current = true;
    void handleSubmit(onValid, onInvalid)(event);
  };

  const fieldError = (message: string | undefined) => (message ? t(message) : undefined);
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

      <form className="stack" noValidate onSubmit={onSubmit} aria-labelledby="login-heading">
        <TextField
          label={t('login:username')}
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          required
          error={fieldError(formState.errors.username?.message)}
          {...register('username')}
        />
        {passwordShown ? (
          <PasswordField
            label={t('login:password')}
            autoComplete="current-password"
            required
            error={fieldError(formState.errors.password?.message)}
            {...register('password')}
          />
        ) : null}
        {captcha ? (
          <Captcha
            key={captcha.round}
            ref={captchaRef}
            siteKey={captcha.siteKey}
            scriptUrl={config.captchaScriptUrl}
            error={captchaError}
            onToken={(token) => setValue('recaptchaToken', token ?? '', { shouldValidate: true })}
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
