import type { ErrorCode } from '../../api';
import { loginUsernameError, requiredError } from '../../lib/validation/limits';
import { VALIDATION_MESSAGES, type ValidationMessageKey } from '../../lib/validation/messages';
import { TRANSIENT_MESSAGE_KEYS, type TransientKind } from '../../common/form/transient';
import { loginErrorKey, type LoginErrorKey } from './messages';
import { usernameEntered } from './usernameEntered';

/**
 * The sign-in form's steps as a pure reducer. Plain state rather than a form
 * library: two fields and a captcha do not need one, and it keeps react-hook-form and zod off the
 * first load of sign-in (docs/performance.md "Performance budgets").
 *
 *   username ──Next──▶ checking ──this product──▶ password ──Log in──▶ signingIn ──▶ leaving
 *                         │   └─check failed──▶ password (with a note)     │
 *                         └─other system──▶ leaving            ◀─failure──┘ (message; captcha round)
 *   username | password ──a passkey──▶ passkey ──▶ leaving
 *                                          └─failure──▶ back where it started (message, or none if cancelled)
 *
 * Any change to the username in `password` (or while signing in) goes back to `username`: the
 * sign-in-system check was about the old one. An answer that arrives after the
 * person has moved on (`checked` when no longer `checking`, …) changes nothing.
 */

export type LoginStep = 'username' | 'checking' | 'password' | 'signingIn' | 'passkey' | 'leaving';
export type LoginField = 'username' | 'password' | 'recaptchaToken';
export type LoginValues = Record<LoginField, string>;
/** Message keys (validation namespace) of the fields in error. */
export type LoginErrors = Partial<Record<LoginField, ValidationMessageKey>>;
/** The message the form holds; `attempt` makes a repeated message new, so it is announced again. */
export type HeldError = {
  key: LoginErrorKey | (typeof TRANSIENT_MESSAGE_KEYS)[TransientKind];
  attempt: number;
  /** Try again beside the message: a passkey sign-in that met a transient failure. */
  retryPasskey?: boolean;
  /** The transient kind the message names, if it is one: the block's `data-failure`. */
  failure?: TransientKind | undefined;
};

export interface LoginState {
  step: LoginStep;
  /** Whether the password field shows: from `password` on, and while leaving from there. */
  passwordShown: boolean;
  values: LoginValues;
  /** Shown errors: a field is checked as it changes, every field on submit. */
  errors: LoginErrors;
  /**
   * The check-auth-path call failed (`failed`: an answer that says nothing; `timedOut`: none in
   * REQUEST_TIMEOUT_MS): the password shows anyway and this is held.
   */
  checkFailed: false | 'failed' | 'timedOut';
  error: HeldError | null;
  /** Asked for by the server after failed sign-ins; a new `round` remounts (resets) the widget. */
  captcha: { siteKey: string; round: number } | null;
  attempt: number;
  /** The password the last sign-in sent. */
  sentPassword: string;
}

export type LoginAction =
  | { type: 'changed'; field: LoginField; value: string }
  /** Submit pressed: every field is checked; a valid form moves to `checking` or `signingIn`. */
  | { type: 'submitted' }
  | { type: 'checked'; outcome: 'password' | 'checkFailed' | 'checkTimedOut' | 'noAddress' }
  /** `transient`: no verdict came (5xx, 429, no answer, timeout); the message names it, Log in retries. */
  | { type: 'signInFailed'; code: ErrorCode; siteKey?: unknown; transient?: TransientKind | null }
  /** A passkey sign-in is under way (the browser's dialog, or the chosen autofill passkey verified). */
  | { type: 'passkeyStarted' }
  /** `key`: its message; null for a ceremony the person cancelled. `transient`: Try again beside it. */
  | { type: 'passkeyFailed'; key: HeldError['key'] | null; transient: TransientKind | null }
  /** On the way elsewhere (signed in, or the other sign-in system): the form stays busy. */
  | { type: 'leaving' }
  /** The app is at a new location with this form still up: an in-app way out came back here. */
  | { type: 'moved' };

const CHECK_FAILURES = {
  password: false,
  checkFailed: 'failed',
  checkTimedOut: 'timedOut',
} as const satisfies Record<string, LoginState['checkFailed']>;

export const initialLoginState: LoginState = {
  step: 'username',
  passwordShown: false,
  values: { username: '', password: '', recaptchaToken: '' },
  errors: {},
  checkFailed: false,
  error: null,
  captcha: null,
  attempt: 0,
  sentPassword: '',
};

/** The message key for one field under the rules of the step: password and captcha count once shown. */
export function fieldError(
  field: LoginField,
  value: string,
  state: LoginState,
): ValidationMessageKey | undefined {
  switch (field) {
    case 'username':
      return loginUsernameError(value) ?? undefined;
    case 'password':
      return state.passwordShown ? (requiredError(value) ?? undefined) : undefined;
    case 'recaptchaToken':
      return state.captcha && value.trim() === '' ? VALIDATION_MESSAGES.required : undefined;
  }
}

/** Every field's error, in the order the fields appear (focus goes to the first). */
export function validateLogin(state: LoginState): LoginErrors {
  const errors: LoginErrors = {};
  for (const field of ['username', 'password', 'recaptchaToken'] as const) {
    const message = fieldError(field, state.values[field], state);
    if (message) errors[field] = message;
  }
  return errors;
}

/** A call is on its way or the page is going: the button shows it and takes no submit. */
export const isBusy = (state: LoginState) =>
  state.step === 'checking' ||
  state.step === 'signingIn' ||
  state.step === 'passkey' ||
  state.step === 'leaving';

/** Whether the step's button is enabled. */
export function canSubmit(state: LoginState): boolean {
  if (!state.passwordShown) return usernameEntered(state.values.username) && !state.errors.username;
  return Object.keys(validateLogin(state)).length === 0;
}

/**
 * The field a disabled Next or Log in waits for, or null when the button is enabled (or busy). The spec
 * keeps the buttons disabled until the form is valid, and a disabled button says nothing of why: the
 * rule stays, and the form says this field's reason beside the button, as its description (each field
 * is marked required too, and Enter in a field still submits, showing that field's error).
 */
export function submitWaitsFor(state: LoginState, busy: boolean): LoginField | null {
  if (busy || canSubmit(state)) return null;
  return (Object.keys(validateLogin(state))[0] as LoginField | undefined) ?? 'username';
}

/** The call a submit of this state makes (the username trimmed), or null when it is not valid. */
export type LoginRequest =
  | { type: 'checkUsername'; username: string }
  | { type: 'signIn'; username: string; password: string; recaptchaToken: string | undefined };

export function submission(state: LoginState): LoginRequest | null {
  if (isBusy(state) || Object.keys(validateLogin(state)).length > 0) return null;
  const username = state.values.username.trim();
  if (!state.passwordShown) return { type: 'checkUsername', username };
  const recaptchaToken = state.captcha ? state.values.recaptchaToken : undefined;
  return { type: 'signIn', username, password: state.values.password, recaptchaToken };
}

/** Answers about the credentials themselves: the password typed is spent. */
const CLEARS_PASSWORD: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'INCORRECT_CREDS',
  'TOO_MANY_ATTEMPTS',
  'ACCOUNT_INACTIVE',
  'ASSOCIATE_SUSPENDED',
]);

const held = (
  state: LoginState,
  key: HeldError['key'],
  failure?: TransientKind,
): Pick<LoginState, 'error' | 'attempt'> => ({
  error: { key, attempt: state.attempt + 1, failure },
  attempt: state.attempt + 1,
});

export function loginReducer(state: LoginState, action: LoginAction): LoginState {
  switch (action.type) {
    case 'changed': {
      const values = { ...state.values, [action.field]: action.value };
      const errors = { ...state.errors };
      const message = fieldError(action.field, action.value, state);
      // The captcha's "required" shows only after a submit without it, never on its own expiry.
      if (message && action.field !== 'recaptchaToken') errors[action.field] = message;
      else if (!message) delete errors[action.field];
      const back =
        action.field === 'username' && action.value !== state.values.username && state.passwordShown;
      if (!back || state.step === 'leaving') return { ...state, values, errors };
      // A new username hides the password again, and drops what was typed there.
      delete errors.password;
      return {
        ...state,
        step: 'username',
        passwordShown: false,
        values: { ...values, password: '' },
        errors,
        checkFailed: false,
        error: null,
      };
    }
    case 'submitted': {
      if (isBusy(state)) return state;
      const errors = validateLogin(state);
      if (Object.keys(errors).length > 0) return { ...state, errors };
      return state.passwordShown
        ? { ...state, errors, step: 'signingIn', error: null, sentPassword: state.values.password }
        : { ...state, errors, step: 'checking', error: null, checkFailed: false };
    }
    case 'checked': {
      if (state.step !== 'checking') return state;
      if (action.outcome === 'noAddress')
        return { ...state, step: 'username', ...held(state, loginErrorKey(null)) };
      return {
        ...state,
        step: 'password',
        passwordShown: true,
        checkFailed: CHECK_FAILURES[action.outcome],
      };
    }
    case 'signInFailed': {
      if (state.step !== 'signingIn') return state;
      // The failure that reaches the threshold carries the site key, so the captcha shows at once
      // rather than after one more refused attempt; a demand for it carries it too.
      const offered = typeof action.siteKey === 'string' && action.siteKey !== '';
      const askedFor = offered || action.code === 'RECAPTCHA_RESPONSE_TOKEN_MISSING';
      // Later rounds keep the site key.
      const siteKey = offered ? (action.siteKey as string) : (state.captcha?.siteKey ?? '');
      const errors = { ...state.errors };
      delete errors.recaptchaToken;
      // A judged password is cleared (a wrong one must not sit in the field); after
      // a snag or a demand for the captcha it was never judged, and stays for the next try.
      // Only the password that was judged: one typed while the answer was on its way stays.
      const judged = CLEARS_PASSWORD.has(action.code) && state.values.password === state.sentPassword;
      if (judged) delete errors.password;
      return {
        ...state,
        step: 'password',
        // A captcha answer is single-use: every failure asks for a new one.
        captcha: askedFor || state.captcha ? { siteKey, round: (state.captcha?.round ?? 0) + 1 } : null,
        values: { ...state.values, password: judged ? '' : state.values.password, recaptchaToken: '' },
        errors,
        ...held(
          state,
          action.transient ? TRANSIENT_MESSAGE_KEYS[action.transient] : loginErrorKey(action.code),
          action.transient ?? undefined,
        ),
      };
    }
    case 'passkeyStarted':
      return isBusy(state) ? state : { ...state, step: 'passkey', error: null };
    case 'passkeyFailed': {
      if (state.step !== 'passkey') return state;
      const back = { ...state, step: state.passwordShown ? ('password' as const) : ('username' as const) };
      if (!action.key) return back;
      const attempt = state.attempt + 1;
      const failure = action.transient ?? undefined;
      return { ...back, attempt, error: { key: action.key, attempt, retryPasskey: !!failure, failure } };
    }
    case 'leaving':
      if (state.step === 'signingIn' || state.step === 'passkey') {
        // The form resets: nothing secret stays in the page, whichever way it goes from here.
        return {
          ...state,
          step: 'leaving',
          values: { username: state.values.username, password: '', recaptchaToken: '' },
          errors: {},
        };
      }
      return state.step === 'checking' ? { ...state, step: 'leaving' } : state;
    case 'moved':
      if (state.step !== 'leaving') return state;
      return { ...state, step: state.passwordShown ? 'password' : 'username' };
  }
}
