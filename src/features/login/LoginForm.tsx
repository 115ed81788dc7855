import {
  startTransition,
  lazy,
  Suspense,
  useEffect,
  useId,
  useReducer,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { isApiError, type ErrorCode } from '../../api';
import { appLog, failureContext } from '../../api/log';
import type { ValidationMessageKey } from '../../lib/validation/messages';
import { useAppWideErrors } from '../../common/navigation/go';
import { Button } from '../../ui/Button';
import { CheckboxField, PasswordField, TextField } from '../../ui/Field';
import { Spinner } from '../../ui/Spinner';
import { PageSection } from '../../ui/PageHeading';
import type { LoginConfig } from './config';
import { useFrameHandOver } from './frame/useFrameHandOver';
import { LoginAlerts } from './LoginAlerts';
import { LoginLinks } from './LoginLinks';
import { transientFailure, useSlow } from '../../common/form/transient';
import {
  canSubmit,
  initialLoginState,
  isBusy,
  loginReducer,
  submission,
  submitWaitsFor,
  validateLogin,
  type LoginErrors,
  type LoginRequest,
  type LoginState,
} from './loginReducer';
import { loadAfterSignInChunksAfterLoad } from './afterSignIn/prefetch';
import { SecureInfo } from './SecureInfo';
import { signInWithFollowUps, useAfterSignIn, type SignedInWay } from './afterSignIn/useAfterSignIn';
import { useCheckUsername } from './useCheckUsername';
import { usePasskeySignIn } from './usePasskeySignIn';

/**
 * The captcha shows only after failed sign-ins, so its code stays off the first load: fetched on the
 * first failure, it is there by the time the server asks for it.
 */
const loadCaptcha = () => import('./Captcha');
const Captcha = lazy(() => loadCaptcha().then(({ Captcha }) => ({ default: Captcha })));
/** Its own chunk too, after the first paint: it shows nothing unless someone asked to be remembered. */
const RememberedAccounts = lazy(() => import('./remembered/RememberedAccounts'));

const REMEMBER_FIELD = 'rememberMe';

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
  /**
   * Rendered by the build as the static sign-in frame (./frame/boot.ts): the passkey way is there,
   * hidden, for the boot script to show where the browser has WebAuthn.
   */
  prerendered?: boolean;
  /** Where the form starts: the build renders the frame's password step from it too. */
  initialState?: LoginState;
}

/**
 * The sign-in form: its steps are `./loginReducer.ts`; this wires them to the two calls, focus, the
 * prerendered frame it takes over from, and the way out.
 */
export function LoginForm(props: LoginFormProps) {
  const { config, target, origin, onRetryEntryCheck, prerendered, initialState = initialLoginState } = props;
  const { t, i18n } = useTranslation(['login', 'validation']);
  const location = useLocation();
  const toAppWideHandler = useAppWideErrors();
  const [state, dispatch] = useReducer(loginReducer, initialState);
  const { values, errors, passwordShown, captcha } = state;
  // Opt-in; a tick given in the prerendered frame is kept (useFrameHandOver).
  const [remember, setRemember] = useState(false);
  const afterSignIn = useAfterSignIn(dispatch, target, origin);
  const passkey = usePasskeySignIn(
    dispatch,
    (outcome) => void afterSignIn(outcome, { username: null, remember: false, withPassword: false }),
  );

  /** Set synchronously on submit, before the request: one request per submit, however fast. */
  const inFlight = useRef(false);
  const [checkUsername, passwordNext] = useCheckUsername(dispatch, { config, target, origin });

  const formRef = useRef<HTMLFormElement>(null);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const captchaRef = useRef<HTMLElement>(null);

  useFrameHandOver({
    field: usernameRef,
    form: formRef,
    onTyped: (value) => dispatch({ type: 'changed', field: 'username', value }),
    onPasswordStep: (password, answer) => {
      dispatch({ type: 'submitted' });
      passwordNext(answer);
      // Only what was typed: an empty change would show the field's "required" before any submit.
      if (password) dispatch({ type: 'changed', field: 'password', value: password });
    },
    checkbox: { name: REMEMBER_FIELD, onTicked: () => setRemember(true) },
  });

  // What signing in goes on to, fetched while the person types the password (./afterSignIn/prefetch.ts).
  useEffect(() => {
    if (!passwordShown) return;
    passwordRef.current?.focus();
    return loadAfterSignInChunksAfterLoad();
  }, [passwordShown]);

  // A call still running after a few seconds is said in words, not only by the button's spinner.
  const slow = useSlow(isBusy(state) && state.step !== 'leaving');

  // A full page load keeps the form busy until the page goes; an in-app one that ends back here
  // (a target that leads to sign-in again) must not leave it busy for good.
  useEffect(() => dispatch({ type: 'moved' }), [location.key]);

  async function logIn(request: Extract<LoginRequest, { type: 'signIn' }>) {
    try {
      const way: SignedInWay = { username: request.username, remember, withPassword: true };
      const { outcome, followUps } = await signInWithFollowUps(request, way, i18n);
      await afterSignIn(outcome, way, followUps);
    } catch (error) {
      toAppWideHandler(error);
      const code: ErrorCode = isApiError(error) ? error.firstCode : 'UNKNOWN_ERROR';
      const siteKey = isApiError(error) ? error.errors[0]?.details?.siteKey : undefined;
      appLog.log(code === 'UNKNOWN_ERROR' ? 'error' : 'info', 'sign-in failed', failureContext(error));
      void loadCaptcha();
      dispatch({ type: 'signInFailed', code, siteKey, transient: transientFailure(error) });
    }
  }

  async function send(request: LoginRequest) {
    try {
      // The password way: the passkey offer in the field's autofill stops.
      if (request.type === 'checkUsername') passkey.stopAutofill();
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

  /** A remembered account chosen: on with its username, as Next would, and remembered again after. */
  const continueAs = (username: string) => {
    if (inFlight.current || isBusy(state)) return;
    setRemember(true);
    dispatch({ type: 'changed', field: 'username', value: username });
    dispatch({ type: 'submitted' });
    inFlight.current = true;
    void send({ type: 'checkUsername', username });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement> | KeyboardEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current || isBusy(state)) return;
    const request = submission(state);
    if (!request) {
      dispatch({ type: 'submitted' });
      return focusFirstError(validateLogin(state));
    }
    inFlight.current = true;
    // The request leaves in this task; the busy form renders after (an urgent update renders in a
    // microtask, before the call's own steps: on a phone's CPU Next's call left some 20 ms later).
    void send(request);
    startTransition(() => dispatch({ type: 'submitted' }));
  };

  const busy = isBusy(state);
  const shownError = (message: ValidationMessageKey | undefined) => (message ? t(message) : undefined);
  /** A text field's name, value and shown error, its edits sent to the reducer. */
  const textField = (field: 'username' | 'password') => ({
    name: field,
    value: values[field],
    error: shownError(errors[field]),
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      dispatch({ type: 'changed', field, value: event.target.value }),
  });
  // Only after a submit without it (the reducer sets it then), never as the captcha first appears.
  const captchaError = captcha ? shownError(errors.recaptchaToken) : undefined;
  const waitsFor = submitWaitsFor(state, busy);
  const hintId = useId();
  // From useId, so the build's frame (React's identifierPrefix) has its own.
  const headingId = useId();

  return (
    <PageSection
      headingId={headingId}
      title={t('login:heading')}
      subtitle={t('login:subtitle')}
      className="stack stack--lg"
    >
      <LoginAlerts
        onRetryEntryCheck={onRetryEntryCheck}
        error={state.error}
        onRetryPasskey={passkey.start}
        checkFailed={state.checkFailed}
        captcha={Boolean(captcha)}
      />
      {!passwordShown ? (
        <Suspense fallback={null}>
          <RememberedAccounts onChoose={continueAs} disabled={busy} />
        </Suspense>
      ) : null}

      <form
        ref={formRef}
        className="stack"
        noValidate
        onSubmit={onSubmit}
        onKeyDown={onKeyDown}
        aria-labelledby={headingId}
      >
        <TextField
          label={t('login:username')}
          // "webauthn": the browser's autofill offers passkeys here too.
          autoComplete="username webauthn"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          required
          ref={usernameRef}
          {...textField('username')}
        />
        {passwordShown ? null : (
          <CheckboxField
            label={t('login:rememberMe')}
            description={t('login:rememberMeHint')}
            name={REMEMBER_FIELD}
            checked={remember}
            onChange={(event) => setRemember(event.target.checked)}
          />
        )}
        {passwordShown ? (
          <PasswordField
            label={t('login:password')}
            autoComplete="current-password"
            required
            ref={passwordRef}
            {...textField('password')}
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

        {waitsFor ? (
          <p id={hintId} className="field__description">
            {t(`login:waitsFor.${waitsFor}`)}
          </p>
        ) : null}
        <div className="actions">
          <Button
            type="submit"
            // Its name is who it is to the sign-in frame's hand-over (./frame/frame.ts), as every control's.
            name="signIn"
            block
            busy={busy}
            disabled={!canSubmit(state)}
            aria-describedby={waitsFor ? hintId : undefined}
          >
            {t(passwordShown ? 'login:logIn' : 'login:next')}
          </Button>
        </div>
        {/* On every step, not only the first: the captcha the spec asks for after failed sign-ins is a
            cognitive test, and accessible authentication is met by this other way past it (a passkey
            asks no puzzle, nothing to remember or transcribe), so the captcha stays as the spec says. */}
        {passkey.supported || prerendered ? (
          // In the frame: hidden, marked for the boot script (its FRAME_PASSKEY_ATTRIBUTE; boot.test.ts).
          <div className="actions" hidden={prerendered} data-frame-passkey={prerendered ? '' : undefined}>
            <Button
              type="button"
              name="passkey"
              variant="secondary"
              block
              disabled={busy}
              onClick={passkey.start}
            >
              {t('login:passkey.signIn')}
            </Button>
          </div>
        ) : null}
      </form>

      <LoginLinks passwordShown={passwordShown} />
    </PageSection>
  );
}
