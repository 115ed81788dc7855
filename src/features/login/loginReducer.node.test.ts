import { describe, expect, it } from 'vitest';
import {
  initialLoginState,
  loginReducer,
  type LoginAction,
  type LoginState,
  canSubmit,
  isBusy,
  submission,
  submitWaitsFor,
  validateLogin,
} from './loginReducer';

const run = (...actions: LoginAction[]) => actions.reduce(loginReducer, initialLoginState);
const type = (field: 'username' | 'password' | 'recaptchaToken', value: string): LoginAction => ({
  type: 'changed',
  field,
  value,
});

/** At the password step with `username` checked. */
const atPassword = (username = 'ava.associate') =>
  run(type('username', username), { type: 'submitted' }, { type: 'checked', outcome: 'password' });
/** Signing in with a password typed. */
const signingIn = (state = atPassword()) =>
  loginReducer(loginReducer(state, type('password', 'secret')), { type: 'submitted' });

describe('the username step', () => {
  it('starts at the username, nothing shown but the field, Next disabled', () => {
    expect(initialLoginState.step).toBe('username');
    expect(initialLoginState.passwordShown).toBe(false);
    expect(canSubmit(initialLoginState)).toBe(false);
    expect(submission(initialLoginState)).toBeNull();
  });

  it('checks the username as it changes, and Next takes a valid one (trimmed)', () => {
    const typed = run(type('username', '  ava.associate '));
    expect(typed.errors).toEqual({});
    expect(canSubmit(typed)).toBe(true);
    expect(submission(typed)).toEqual({ type: 'checkUsername', username: 'ava.associate' });
    expect(canSubmit(run(type('username', '   ')))).toBe(false);
    expect(submission(run(type('username', '   ')))).toBeNull();
  });

  it('a valid submit moves to checking, busy, with old messages gone', () => {
    const state = run(type('username', 'ava.associate'), { type: 'submitted' });
    expect(state.step).toBe('checking');
    expect(isBusy(state)).toBe(true);
    expect(state.error).toBeNull();
    // Busy: a second submit changes nothing and makes no request.
    expect(loginReducer(state, { type: 'submitted' })).toBe(state);
    expect(submission(state)).toBeNull();
  });

  it('an invalid submit stays, with every error shown', () => {
    const state = run({ type: 'submitted' });
    expect(state.step).toBe('username');
    expect(state.errors.username).toBeTruthy();
  });
});

describe('what a disabled button waits for', () => {
  it('names the first field the step lacks, and nothing once the button is enabled or busy', () => {
    expect(submitWaitsFor(initialLoginState, false)).toBe('username');
    expect(submitWaitsFor(run(type('username', 'ava.associate')), false)).toBeNull();
    expect(submitWaitsFor(atPassword(), false)).toBe('password');
    expect(submitWaitsFor(atPassword(), true)).toBeNull();
  });
});

describe('the answer to Next', () => {
  it('this product: the password step', () => {
    const state = atPassword();
    expect(state).toMatchObject({ step: 'password', passwordShown: true, checkFailed: false });
    expect(canSubmit(state)).toBe(false);
  });

  it('a check that took too long: the password anyway, the note saying so', () => {
    const state = run(
      type('username', 'ava'),
      { type: 'submitted' },
      { type: 'checked', outcome: 'checkTimedOut' },
    );
    expect(state).toMatchObject({ step: 'password', passwordShown: true, checkFailed: 'timedOut' });
  });

  it('a failed check: the password anyway, with the note held', () => {
    const state = run(
      type('username', 'ava'),
      { type: 'submitted' },
      { type: 'checked', outcome: 'checkFailed' },
    );
    expect(state).toMatchObject({ step: 'password', passwordShown: true, checkFailed: 'failed' });
    // Next again clears the note.
    const again = run(
      type('username', 'ava'),
      { type: 'submitted' },
      { type: 'checked', outcome: 'checkFailed' },
    );
    expect(loginReducer(loginReducer(again, type('username', '')), type('username', 'b')).checkFailed).toBe(
      false,
    );
  });

  it('the other system without an address: back to the username with "try again"', () => {
    const state = run(
      type('username', 'nora'),
      { type: 'submitted' },
      { type: 'checked', outcome: 'noAddress' },
    );
    expect(state).toMatchObject({ step: 'username', passwordShown: false });
    expect(state.error).toEqual({ key: 'login:errors.generic', attempt: 1 });
  });

  it('the other system: leaving, busy, the password never shown', () => {
    const state = run(type('username', 'nora'), { type: 'submitted' }, { type: 'leaving' });
    expect(state).toMatchObject({ step: 'leaving', passwordShown: false });
    expect(isBusy(state)).toBe(true);
  });

  it('an answer that comes after the person moved on changes nothing', () => {
    const cleared = run(type('username', 'ava'), { type: 'submitted' });
    const moved = loginReducer(atPassword(), { type: 'checked', outcome: 'password' });
    expect(moved).toEqual(atPassword());
    expect(loginReducer(initialLoginState, { type: 'checked', outcome: 'password' })).toBe(initialLoginState);
    expect(cleared.step).toBe('checking');
  });
});

describe('the password step', () => {
  it('Log in takes username and password; the captcha token only once asked for', () => {
    const state = loginReducer(atPassword(' ava.associate '), type('password', 'secret'));
    expect(canSubmit(state)).toBe(true);
    expect(submission(state)).toEqual({
      type: 'signIn',
      username: 'ava.associate',
      password: 'secret',
      recaptchaToken: undefined,
    });
  });

  it('an empty password is an error once submitted', () => {
    const state = loginReducer(atPassword(), { type: 'submitted' });
    expect(state.step).toBe('password');
    expect(Object.keys(state.errors)).toEqual(['password']);
  });

  it('clearing the username goes back to the username step and drops the password', () => {
    const typed = loginReducer(atPassword(), type('password', 'secret'));
    const state = loginReducer(typed, type('username', ''));
    expect(state).toMatchObject({ step: 'username', passwordShown: false, checkFailed: false, error: null });
    expect(state.values.password).toBe('');
    expect(state.errors.password).toBeUndefined();
    expect(state.errors.username).toBeTruthy();
  });

  it('any change to the username goes back to the username step', () => {
    const typed = loginReducer(atPassword('ava.associate'), type('password', 'secret'));
    const state = loginReducer(typed, type('username', 'nora.nexo'));
    expect(state).toMatchObject({ step: 'username', passwordShown: false });
    expect(state.values).toMatchObject({ username: 'nora.nexo', password: '' });
    expect(submission(state)).toEqual({ type: 'checkUsername', username: 'nora.nexo' });
  });

  it('clearing the username while signing in: a late failure does not bring the password back', () => {
    const cleared = loginReducer(signingIn(), type('username', ''));
    expect(cleared.step).toBe('username');
    const late = loginReducer(cleared, { type: 'signInFailed', code: 'INCORRECT_CREDS' });
    expect(late).toBe(cleared);
  });
});

describe('signing in', () => {
  it('is busy, and success leaves with the secrets dropped', () => {
    const state = signingIn();
    expect(state.step).toBe('signingIn');
    expect(isBusy(state)).toBe(true);
    const leaving = loginReducer(state, { type: 'leaving' });
    expect(leaving).toMatchObject({ step: 'leaving', passwordShown: true, errors: {} });
    expect(leaving.values).toEqual({ username: 'ava.associate', password: '', recaptchaToken: '' });
    expect(submission(leaving)).toBeNull();
  });

  it('an in-app way out that comes back here makes the form usable again', () => {
    const leaving = loginReducer(signingIn(), { type: 'leaving' });
    expect(loginReducer(leaving, { type: 'moved' }).step).toBe('password');
    expect(loginReducer(atPassword(), { type: 'moved' })).toEqual(atPassword());
  });

  it('a failure holds its message, clears a judged password, keeps the username; each new one is a new message', () => {
    const failed = loginReducer(signingIn(), { type: 'signInFailed', code: 'INCORRECT_CREDS' });
    expect(failed).toMatchObject({ step: 'password', captcha: null });
    expect(failed.error).toEqual({ key: 'login:errors.INCORRECT_CREDS', attempt: 1 });
    // The wrong password stayed in the field.
    expect(failed.values).toMatchObject({ username: 'ava.associate', password: '' });
    expect(failed.errors.password).toBeUndefined();
    // A snag never judged the password: it stays for the retry.
    const snag = loginReducer(signingIn(), { type: 'signInFailed', code: 'UNKNOWN_ERROR' });
    expect(snag.values.password).toBe('secret');
    // Typed while the answer was on its way: not the judged password, so it stays.
    const retyped = loginReducer(signingIn(), type('password', 'secret2'));
    const late = loginReducer(retyped, { type: 'signInFailed', code: 'INCORRECT_CREDS' });
    expect(late.values.password).toBe('secret2');
    const again = loginReducer(signingIn(failed), { type: 'signInFailed', code: 'INCORRECT_CREDS' });
    expect(again.error).toEqual({ key: 'login:errors.INCORRECT_CREDS', attempt: 2 });
    const unknown = loginReducer(signingIn(failed), { type: 'signInFailed', code: 'UNKNOWN_ERROR' });
    expect(unknown.error?.key).toBe('login:errors.generic');
  });
});

describe('the captcha round', () => {
  const askedFor = (state: LoginState = signingIn(), siteKey: unknown = 'site-1') =>
    loginReducer(state, { type: 'signInFailed', code: 'RECAPTCHA_RESPONSE_TOKEN_MISSING', siteKey });

  it('shows the captcha with the site key the server sent, and requires its token', () => {
    const state = askedFor();
    expect(state.captcha).toEqual({ siteKey: 'site-1', round: 1 });
    expect(state.error?.key).toBe('login:errors.RECAPTCHA_RESPONSE_TOKEN_MISSING');
    expect(canSubmit(state)).toBe(false);
    expect(validateLogin(state)).toEqual({ recaptchaToken: 'validation:required' });
  });

  it('shows the captcha at once when the failure reaching the threshold carries the site key, without an error yet', () => {
    const state = loginReducer(signingIn(), {
      type: 'signInFailed',
      code: 'INCORRECT_CREDS',
      siteKey: 'site-1',
    });
    expect(state.captcha).toEqual({ siteKey: 'site-1', round: 1 });
    expect(state.error?.key).toBe('login:errors.INCORRECT_CREDS');
    expect(state.errors.recaptchaToken).toBeUndefined();
    // An expired answer is no submit: still no "required" until one.
    const expired = loginReducer(
      loginReducer(state, type('recaptchaToken', 'tok')),
      type('recaptchaToken', ''),
    );
    expect(expired.errors.recaptchaToken).toBeUndefined();
    const submitted = loginReducer(loginReducer(expired, type('password', 'x')), { type: 'submitted' });
    expect(submitted.errors.recaptchaToken).toBe('validation:required');
  });

  it('sends the token once the widget gives one', () => {
    const state = loginReducer(askedFor(), type('recaptchaToken', 'tok'));
    expect(state.errors.recaptchaToken).toBeUndefined();
    expect(submission(state)).toMatchObject({ type: 'signIn', recaptchaToken: 'tok' });
  });

  it('every failure is a new round: the token is single-use, the site key stays', () => {
    const answered = loginReducer(askedFor(), type('recaptchaToken', 'tok'));
    const failed = loginReducer(signingIn(answered), { type: 'signInFailed', code: 'INCORRECT_CREDS' });
    expect(failed.captcha).toEqual({ siteKey: 'site-1', round: 2 });
    expect(failed.values.recaptchaToken).toBe('');
    // Asked for again without a key: the one already held is kept.
    const answeredAgain = loginReducer(failed, type('recaptchaToken', 'tok-2'));
    expect(askedFor(signingIn(answeredAgain), undefined).captcha).toEqual({ siteKey: 'site-1', round: 3 });
    // Without a fresh token there is no sign-in to fail.
    expect(signingIn(failed).step).toBe('password');
  });

  it('a site key that is not a string is not used', () => {
    expect(askedFor(signingIn(), 42).captcha).toEqual({ siteKey: '', round: 1 });
  });
});
