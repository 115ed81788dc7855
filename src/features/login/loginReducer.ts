import type { ErrorCode } from '../../api';
import { loginUsernameError, requiredError } from '../../lib/validation/limits';
import { VALIDATION_MESSAGES, type ValidationMessageKey } from '../../lib/validation/messages';
import { loginErrorKey, type LoginErrorKey } from './messages';

/**
 * The sign-in form's steps (spec section 4 "Login") as a pure reducer. Plain state rather than a form
 * library: two fields and a captcha do not need one, and it keeps react-hook-form and zod off the
 * first load of sign-in (src/README.md "Performance budgets").
 *
 *   username ──Next──▶ checking ──this product──▶ password ──Log in──▶ signingIn ──▶ leaving
 *                         │   └─check failed──▶ password (with a note)     │
 *                         └─other system──▶ leaving            ◀─failure──┘ (message; captcha round)
 *
 * Clearing the username in `password` (or while signing in) goes back to `username`. An answer that
 * arrives after the person has moved on (`checked` when no longer `checking`, …) changes nothing.
 */

export type LoginStep = 'username' | 'checking' | 'password' | 'signingIn' | 'leaving';
export type LoginField = 'username' | 'password' | 'recaptchaToken';
export type LoginValues = Record<LoginField, string>;
/** Message keys (validation namespace) of the fields in error. */
export type LoginErrors = Partial<Record<LoginField, ValidationMessageKey>>;
/** The message the form holds; `attempt` makes a repeated message new, so it is announced again. */
export type HeldError = { key: LoginErrorKey; attempt: number };

export interface LoginState {
  step: LoginStep;
  /** Whether the password field shows: from `password` on, and while leaving from there. */
  passwordShown: boolean;
  values: LoginValues;
  /** Shown errors: a field is checked as it changes, every field on submit. */
  errors: LoginErrors;
  /** The check-auth-path call failed: the password shows anyway and this is held (spec section 4). */
  checkFailed: boolean;
  error: HeldError | null;
  /** Asked for by the server after failed sign-ins; a new `round` remounts (resets) the widget. */
  captcha: { siteKey: string; round: number } | null;
  attempt: number;
}

export type LoginAction =
  | { type: 'changed'; field: LoginField; value: string }
  /** Submit pressed: every field is checked; a valid form moves to `checking` or `signingIn`. */
  | { type: 'submitted' }
  | { type: 'checked'; outcome: 'password' | 'checkFailed' | 'noAddress' }
  | { type: 'signInFailed'; code: ErrorCode; siteKey?: unknown }
  /** On the way elsewhere (signed in, or the other sign-in system): the form stays busy. */
  | { type: 'leaving' }
  /** The app is at a new location with this form still up: an in-app way out came back here. */
  | { type: 'moved' };

export const initialLoginState: LoginState = {
  step: 'username',
  passwordShown: false,
  values: { username: '', password: '', recaptchaToken: '' },
  errors: {},
  checkFailed: false,
  error: null,
  captcha: null,
  attempt: 0,
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
  state.step === 'checking' || state.step === 'signingIn' || state.step === 'leaving';

/** Whether the step's button is enabled. */
export function canSubmit(state: LoginState): boolean {
  if (!state.passwordShown) return state.values.username.trim() !== '' && !state.errors.username;
  return Object.keys(validateLogin(state)).length === 0;
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

const held = (state: LoginState, key: LoginErrorKey): Pick<LoginState, 'error' | 'attempt'> => ({
  error: { key, attempt: state.attempt + 1 },
  attempt: state.attempt + 1,
});

export function loginReducer(state: LoginState, action: LoginAction): LoginState {
  switch (action.type) {
    case 'changed': {
      const values = { ...state.values, [action.field]: action.value };
      const errors = { ...state.errors };
      const message = fieldError(action.field, action.value, state);
      if (message) errors[action.field] = message;
      else delete errors[action.field];
      const back = action.field === 'username' && action.value === '' && state.passwordShown;
      if (!back || state.step === 'leaving') return { ...state, values, errors };
      // Clearing the username hides the password again, and drops what was typed there.
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
        ? { ...state, errors, step: 'signingIn', error: null }
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
        checkFailed: action.outcome === 'checkFailed',
      };
    }
    case 'signInFailed': {
      if (state.step !== 'signingIn') return state;
      const askedFor = action.code === 'RECAPTCHA_RESPONSE_TOKEN_MISSING';
      // The site key comes with the server's request for a captcha; later rounds keep it.
      const siteKey =
        askedFor && typeof action.siteKey === 'string' ? action.siteKey : (state.captcha?.siteKey ?? '');
      return {
        ...state,
        step: 'password',
        // A captcha answer is single-use: every failure asks for a new one.
        captcha: askedFor || state.captcha ? { siteKey, round: (state.captcha?.round ?? 0) + 1 } : null,
        values: { ...state.values, recaptchaToken: '' },
        ...held(state, loginErrorKey(action.code)),
      };
    }
    case 'leaving':
      if (state.step === 'signingIn') {
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
