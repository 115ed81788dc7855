/**
 * Screen/flow tests of the recovery and self-service entry screens: the whole app (route table, shell,
 * result pages) against the real mock server handlers through msw/node.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { SLOW_REQUEST_MS } from '../../common/form/transient';
import { browserLocation } from '../../lib/browser';
import { paths } from '../../lib/paths';
import { mockServerForFile } from '../../../tests/mock-lifecycle';
import { renderApp } from '../../../tests/render-app';
// The password errors' words are the one catalogue's (src/common/password/passwordErrors.ts).
import passwordText from '../../../locales/en-US/password.json';

const mock = mockServerForFile();

const AVA = 'ava.associate@example.com';
const NEWCOMER = 'new.person@example.com';
const NEW_PASSWORD = 'Brand-New#Pass42';

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });
const emailField = () => screen.findByRole('textbox', { name: /email address/i });
const submitButton = () => screen.getByRole('button', { name: 'Submit' });
// The toast regions are role="alert" too: the page's error block is the one inside <main>.
const errorBlock = () => within(screen.getByRole('main')).findByRole('alert');
const queryErrorBlock = () => within(screen.getByRole('main')).queryByRole('alert');
const passwordField = () => screen.getByLabelText(/new password/i, { selector: 'input' });

/** Ava's reset link, once its form is there. */
async function openResetPage() {
  const app = renderApp(paths.forgotPasswordReset.href({ token: 'reset-ava' }));
  await heading('Reset your password');
  return app;
}

/** Types `password` as the new password and presses Reset password. */
async function resetWith(user: ReturnType<typeof renderApp>['user'], password: string) {
  await user.type(passwordField(), password);
  await user.click(screen.getByRole('button', { name: 'Reset password' }));
}

function outbox(kind?: string) {
  const all = mock.context.db.outbox.all();
  return kind ? all.filter((mail) => mail.kind === kind) : all;
}

function requirementStates() {
  const list = screen.getByRole('list', { name: /your password must have/i });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('data-met'));
}

async function expectResult(
  router: ReturnType<typeof renderApp>['router'],
  kind: string,
  title: string | RegExp,
) {
  expect(await heading(title)).toBeInTheDocument();
  expect(
    (router.state.location.state as { redirectResult?: { kind?: string } } | null)?.redirectResult?.kind,
  ).toBe(kind);
  expect(router.state.location.pathname).toBe(paths.notification.path);
}

it('words "used recently" as the spec does', () => {
  expect(passwordText.errors.TOO_WEAK_PASSWORD).toBe(
    "You've used this password recently. Please choose another password",
  );
});

describe('/auth/forgot-password/request', () => {
  it('shows the email field with its label, autocomplete and a Cancel link to sign-in', async () => {
    renderApp(paths.forgotPasswordRequest.href());
    expect(await heading('Forgot your password?')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Forgot your password\? · /));
    const email = await emailField();
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAccessibleDescription(/email address on your account/i);
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', paths.login.href());
  });

  it('explains a bad address on Enter and after leaving the field, without calling the server', async () => {
    const { user } = renderApp(paths.forgotPasswordRequest.href());
    const email = await emailField();
    await user.type(email, 'not-an-address{Enter}');
    expect(await screen.findByText('A valid email address is required')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(/A valid email address is required/);
    expect(email).toHaveFocus();
    await user.clear(email);
    await user.tab();
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(outbox()).toHaveLength(0);
  });

  it('ends on SUCCESS_FORGOT_PASS_REQUEST and mails a reset link', async () => {
    const { router, user } = renderApp(paths.forgotPasswordRequest.href());
    await user.type(await emailField(), `  ${AVA}  `);
    await user.click(submitButton());
    await expectResult(router, 'SUCCESS_FORGOT_PASS_REQUEST', 'Check your email');
    const mails = outbox('resetPassword');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe(AVA);
    expect(mails[0]?.link).toMatch(/^\/auth\/forgot-password\/reset\?token=/);
  });

  it('sends one request however fast the clicks', async () => {
    const { router, user } = renderApp(paths.forgotPasswordRequest.href());
    await user.type(await emailField(), AVA);
    const button = submitButton();
    await Promise.all([user.click(button), user.click(button), user.click(button)]);
    await user.keyboard('{Enter}');
    await expectResult(router, 'SUCCESS_FORGOT_PASS_REQUEST', 'Check your email');
    expect(outbox('resetPassword')).toHaveLength(1);
  });

  it('marks the button busy while the request is in flight', async () => {
    mock.context.faults.push({ method: 'POST', path: '/credentials/forgot', times: 1, delayMs: 150 });
    const { router, user } = renderApp(paths.forgotPasswordRequest.href());
    await user.type(await emailField(), AVA);
    await user.click(submitButton());
    expect(submitButton()).toHaveAttribute('aria-busy', 'true');
    await user.click(submitButton());
    await expectResult(router, 'SUCCESS_FORGOT_PASS_REQUEST', 'Check your email');
    expect(outbox('resetPassword')).toHaveLength(1);
  });

  // These used to end on "Something went wrong", the typed address thrown away.
  it.each([
    [503, /having a problem right now/i],
    [500, /having a problem right now/i],
    [429, /too many requests right now/i],
  ])('keeps the address on a %i, names it, and Try again sends it', async (status, words) => {
    mock.context.faults.push({ method: 'POST', path: '/credentials/forgot', status, times: 1, delayMs: 0 });
    const { router, user } = renderApp(paths.forgotPasswordRequest.href());
    await user.type(await emailField(), AVA);
    await user.click(submitButton());
    const block = await errorBlock();
    expect(block).toHaveTextContent(words);
    await waitFor(() => expect(block).toHaveFocus());
    expect(await emailField()).toHaveValue(AVA);
    expect(router.state.location.pathname).toBe(paths.forgotPasswordRequest.path);
    await user.click(within(block).getByRole('button', { name: 'Try again' }));
    await expectResult(router, 'SUCCESS_FORGOT_PASS_REQUEST', 'Check your email');
    expect(outbox('resetPassword')).toHaveLength(1);
  });

  it('keeps the address when the connection drops, saying so', async () => {
    mock.context.injectFault('POST', '/credentials/forgot', 'drop');
    const { router, user } = renderApp(paths.forgotPasswordRequest.href());
    await user.type(await emailField(), AVA);
    await user.click(submitButton());
    expect(await errorBlock()).toHaveTextContent(/couldn't reach the server/i);
    expect(await emailField()).toHaveValue(AVA);
    expect(router.state.location.pathname).toBe(paths.forgotPasswordRequest.path);
  });

  it('says in words that a slow request is still running', async () => {
    // The request and the app's slow timer run on a fake clock that this test moves past SLOW_REQUEST_MS,
    // rather than waiting it out; real time moves it too, for typing and msw.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    onTestFinished(() => void vi.useRealTimers());
    mock.context.faults.push({
      method: 'POST',
      path: '/credentials/forgot',
      times: 1,
      delayMs: 2 * SLOW_REQUEST_MS,
    });
    const { router, user } = renderApp(paths.forgotPasswordRequest.href());
    await user.type(await emailField(), AVA);
    await user.click(submitButton());
    expect(screen.queryByText(/still working on it/i)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(SLOW_REQUEST_MS));
    expect(screen.getByText(/still working on it/i)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(SLOW_REQUEST_MS));
    await expectResult(router, 'SUCCESS_FORGOT_PASS_REQUEST', 'Check your email');
  });

  it('redirects other paths under /auth/forgot-password to the request page', async () => {
    const { router } = renderApp('/auth/forgot-password/whatever');
    expect(await heading('Forgot your password?')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.forgotPasswordRequest.path);
  });
});

describe('/auth/forgot-password/reset', () => {
  it('takes the whole journey: request, mailed link, live requirements, reset, and the used link fails', async () => {
    const first = renderApp(paths.forgotPasswordRequest.href());
    await first.user.type(await emailField(), AVA);
    await first.user.click(submitButton());
    await expectResult(first.router, 'SUCCESS_FORGOT_PASS_REQUEST', 'Check your email');
    const link = outbox('resetPassword')[0]?.link;
    expect(link).toBeDefined();
    first.unmount();

    const { router, user, unmount } = renderApp(link!);
    expect(await heading('Reset your password')).toBeInTheDocument();
    const password = passwordField();
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    expect(password).toHaveAttribute('type', 'password');
    expect(requirementStates()).toEqual(['false', 'false', 'false', 'false', 'false']);
    expect(screen.getByRole('button', { name: 'Reset password' })).toBeDisabled();

    await user.type(password, 'b');
    expect(requirementStates()).toEqual(['false', 'false', 'false', 'true', 'false']);
    await user.type(password, 'B');
    expect(requirementStates()).toEqual(['false', 'false', 'true', 'true', 'false']);
    await user.type(password, '7');
    expect(requirementStates()).toEqual(['false', 'true', 'true', 'true', 'false']);
    await user.type(password, '#');
    expect(requirementStates()).toEqual(['false', 'true', 'true', 'true', 'true']);
    await user.type(password, 'Qx9m');
    expect(requirementStates()).toEqual(['true', 'true', 'true', 'true', 'true']);
    expect(screen.getByText('All password requirements met')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(password).toHaveValue('bB7#Qx9m');

    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await expectResult(router, 'SUCCESS_FORGOT_PASS_RESET', 'Your password has been reset');
    const person = mock.context.db.persons.findFirst((q) => q.where({ username: 'ava.associate' }));
    const credential = mock.context.db.credentials.findFirst((q) => q.where({ personId: person!.id }));
    expect(credential?.password).toBe('bB7#Qx9m');
    unmount();

    const again = renderApp(link!);
    await expectResult(again.router, 'FAILURE_LINK_RESET_PASS', 'This reset link is no longer valid');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      paths.forgotPasswordRequest.href(),
    );
  });

  // Corrected: the link is checked by the route's loader now, so what shows meanwhile
  // is the router's pending indicator (a status, "Loading…"), no longer the page's own hidden status.
  it('shows nothing of the page while the link is being checked', async () => {
    mock.context.faults.push({
      method: 'GET',
      path: '/tokens/resetPassword/reset-ava',
      times: 1,
      delayMs: 150,
    });
    renderApp(paths.forgotPasswordReset.href({ token: 'reset-ava' }));
    expect(await screen.findByText('Loading…')).toHaveClass('sr-only');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/new password/i)).not.toBeInTheDocument();
    expect(await heading('Reset your password')).toBeInTheDocument();
  });

  it.each([
    ['an expired link', paths.forgotPasswordReset.href({ token: 'reset-expired' })],
    ['an unknown link', paths.forgotPasswordReset.href({ token: 'no-such-token' })],
    ['an empty token', '/auth/forgot-password/reset?token='],
    ['no token at all', '/auth/forgot-password/reset'],
    ['an over-long token', paths.forgotPasswordReset.href({ token: 'x'.repeat(2000) })],
  ])('ends %s on the link failure, which links to the request page', async (_name, url) => {
    const { router } = renderApp(url);
    await expectResult(router, 'FAILURE_LINK_RESET_PASS', 'This reset link is no longer valid');
    expect(screen.queryByLabelText(/new password/i)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      paths.forgotPasswordRequest.href(),
    );
  });

  it('ends on FAILURE_UNSUPPORTED when loading the link fails for another reason', async () => {
    mock.context.injectFault('GET', '/tokens/resetPassword/reset-ava', 400);
    const { router } = renderApp(paths.forgotPasswordReset.href({ token: 'reset-ava' }));
    await expectResult(router, 'FAILURE_UNSUPPORTED', 'Something went wrong');
  });

  // Corrected: a 503 on loading the link ended on FAILURE_UNSUPPORTED; a blip is not
  // a dead link, so the page stays with Try again (the transient rule).
  it('stays with Try again when loading the link fails for a moment', async () => {
    mock.context.injectFault('GET', '/tokens/resetPassword/reset-ava', 503);
    const { router, user } = renderApp(paths.forgotPasswordReset.href({ token: 'reset-ava' }));
    expect(await heading('Reset your password')).toBeInTheDocument();
    const block = await errorBlock();
    expect(block).toHaveTextContent('Try again');
    expect(screen.queryByLabelText(/new password/i)).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.forgotPasswordReset.path);
    await user.click(within(block).getByRole('button', { name: 'Try again' }));
    await user.type(await screen.findByLabelText(/new password/i, { selector: 'input' }), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await expectResult(router, 'SUCCESS_FORGOT_PASS_RESET', 'Your password has been reset');
  });

  it.each([
    ['Aaaa1111!Qwz', 'PASSWORD_3_REPEATED_CHARS'],
    ['Aaaa1111!xyz', 'PASSWORD_3_SEQUENTIAL_CHARS'],
    ['Password123!', 'PASSWORD_BLACKLISTED'],
    ['Welcome#2024', 'TOO_WEAK_PASSWORD'],
  ] as const)(
    'shows the rejection of %s (%s) inline, in its own words, and keeps the value',
    async (value, code) => {
      const message = passwordText.errors[code];
      const { router, user } = await openResetPage();
      const password = passwordField();
      await resetWith(user, value);

      const block = await errorBlock();
      expect(block).toHaveTextContent("Your password wasn't changed");
      expect(within(block).getByText(message)).toBeInTheDocument();
      expect(block.closest('[tabindex="-1"]') ?? block).toHaveFocus();
      expect(password).toHaveValue(value);
      expect(password).toHaveAttribute('aria-invalid', 'true');
      expect(password).toHaveAccessibleDescription(expect.stringContaining(message));
      expect(router.state.location.pathname).toBe(paths.forgotPasswordReset.path);

      // Editing the password clears the rejection; a good one then goes through on the same link.
      await user.clear(password);
      await user.type(password, NEW_PASSWORD);
      expect(queryErrorBlock()).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Reset password' }));
      await expectResult(router, 'SUCCESS_FORGOT_PASS_RESET', 'Your password has been reset');
    },
  );

  it('checks the standard rules before calling the server and focuses the field', async () => {
    const { user } = await openResetPage();
    const password = passwordField();
    await resetWith(user, 'short1A');
    expect(
      await screen.findByText('Your password does not meet all the requirements yet.'),
    ).toBeInTheDocument();
    expect(password).toHaveFocus();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveValue('short1A');
    const tokens = mock.context.db.tokens.findFirst((q) => q.where({ token: 'reset-ava' }));
    expect(tokens?.used).toBe(false);
  });

  it('ends on FAILURE_LINK_RESET_PASS when the link is used up between loading and submitting', async () => {
    const { router, user } = await openResetPage();
    await mock.context.db.tokens.update((q) => q.where({ token: 'reset-ava' }), {
      data(draft) {
        draft.used = true;
      },
    });
    await resetWith(user, NEW_PASSWORD);
    await expectResult(router, 'FAILURE_LINK_RESET_PASS', 'This reset link is no longer valid');
  });

  it('ends on FAILURE_UNSUPPORTED when the reset fails for another reason', async () => {
    mock.context.injectFault('POST', '/tokens/execute', 400);
    const { router, user } = await openResetPage();
    await resetWith(user, NEW_PASSWORD);
    await expectResult(router, 'FAILURE_UNSUPPORTED', 'Something went wrong');
  });

  // A blip keeps what was typed, which overrides what this page did (and a test here asserted): a 503 on /tokens/execute
  // ended on FAILURE_UNSUPPORTED, throwing away the typed password.
  it('keeps the password on a 503 and Try again resets it', async () => {
    mock.context.injectFault('POST', '/tokens/execute', 503);
    const { router, user } = await openResetPage();
    await resetWith(user, NEW_PASSWORD);
    const block = await errorBlock();
    expect(block).toHaveTextContent(/having a problem right now/i);
    expect(passwordField()).toHaveValue(NEW_PASSWORD);
    await user.click(within(block).getByRole('button', { name: 'Try again' }));
    await expectResult(router, 'SUCCESS_FORGOT_PASS_RESET', 'Your password has been reset');
  });

  it('offers a way back to sign-in', async () => {
    await openResetPage();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', paths.login.href());
  });

  it('keeps the person on the form when no answer comes, then lets them try again', async () => {
    mock.context.injectFault('POST', '/tokens/execute', 'drop');
    const { router, user } = await openResetPage();
    const password = passwordField();
    await resetWith(user, NEW_PASSWORD);

    const block = await errorBlock();
    expect(block).toHaveTextContent(/couldn't reach the server/i);
    expect(block.closest('[tabindex="-1"]') ?? block).toHaveFocus();
    // Not the password's fault: the field is not marked.
    expect(password).not.toHaveAttribute('aria-invalid');
    expect(password).toHaveValue(NEW_PASSWORD);
    expect(router.state.location.pathname).toBe(paths.forgotPasswordReset.path);

    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await expectResult(router, 'SUCCESS_FORGOT_PASS_RESET', 'Your password has been reset');
  });

  it('sends one reset however fast the clicks', async () => {
    mock.context.faults.push({ method: 'POST', path: '/tokens/execute', times: 1, delayMs: 100 });
    const { router, user } = await openResetPage();
    await user.type(passwordField(), NEW_PASSWORD);
    const button = screen.getByRole('button', { name: 'Reset password' });
    await Promise.all([user.click(button), user.click(button), user.click(button)]);
    // A second execute would find the link used and end on the link failure instead.
    await expectResult(router, 'SUCCESS_FORGOT_PASS_RESET', 'Your password has been reset');
  });
});

describe('/auth/forgot-username/request', () => {
  it('is where the base path leads, and Enter submits: SUCCESS_FORGOT_USERNAME_REQUEST with the mail sent', async () => {
    const { router, user } = renderApp('/auth/forgot-username');
    expect(await heading('Forgot your username?')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.forgotUsernameRequest.path);
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', paths.login.href());
    await user.type(await emailField(), `${AVA}{Enter}`);
    await expectResult(router, 'SUCCESS_FORGOT_USERNAME_REQUEST', 'Check your email');
    const mails = outbox('forgotUsername');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe(AVA);
    expect(mails[0]?.subject).toContain('ava.associate');
  });

  it('offers the password reset too', async () => {
    const { router, user } = renderApp(paths.forgotUsernameRequest.href());
    await user.click(await screen.findByRole('link', { name: 'Reset your password' }));
    expect(await heading('Forgot your password?')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.forgotPasswordRequest.path);
  });
});

describe('/auth/self-registration/request', () => {
  it('has Cancel to sign-in, a hint for someone without an account, and ends on SUCCESS_SELF_REGISTRATION_REQUEST', async () => {
    const { router, user } = renderApp(paths.selfRegistrationRequest.href());
    expect(await heading('Register for an account')).toBeInTheDocument();
    // It read "Back", and asked for "the email address on your account".
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', paths.login.href());
    expect(screen.queryByText(/on your account/i)).toBeNull();
    expect(await emailField()).toHaveAccessibleDescription(/you want to register with/i);
    await user.type(await emailField(), NEWCOMER);
    await user.click(submitButton());
    await expectResult(router, 'SUCCESS_SELF_REGISTRATION_REQUEST', 'Check your email');
    const mails = outbox('selfRegistration');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe(NEWCOMER);
    expect(mails[0]?.link).toMatch(/^\/auth\/create-account\//);
  });

  it('goes back to sign-in', async () => {
    const { router, user } = renderApp(paths.selfRegistrationRequest.href());
    await user.click(await screen.findByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login.path));
  });
});

// Every page that asks for an email address: Submit waits for a whole one.
it.each([
  paths.forgotPasswordRequest,
  paths.forgotUsernameRequest,
  paths.selfRegistrationRequest,
  paths.ssoLoginRequest,
])('$path enables Submit only while the text is a valid email address', async (page) => {
  const { user } = renderApp(page.href());
  const email = await emailField();
  expect(submitButton()).toBeDisabled();
  await user.type(email, 'ava.associate');
  expect(submitButton()).toBeDisabled();
  await user.type(email, '@example');
  expect(submitButton()).toBeDisabled();
  await user.type(email, '.com');
  expect(submitButton()).toBeEnabled();
  await user.type(email, '{backspace}{backspace}{backspace}{backspace}');
  expect(submitButton()).toBeDisabled();
  expect(outbox()).toHaveLength(0);
});

// What the three email-request pages share: three requests for one address a day, then
// FAILURE_RECOVER_ATTEMPT; an answer the page does not know ends on FAILURE_UNSUPPORTED, nothing sent.
describe.each([
  {
    page: paths.forgotPasswordRequest,
    email: AVA,
    endpoint: '/credentials/forgot',
    success: 'SUCCESS_FORGOT_PASS_REQUEST',
    mail: 'resetPassword',
  },
  {
    page: paths.forgotUsernameRequest,
    email: AVA,
    endpoint: '/credentials/forgotUsername',
    success: 'SUCCESS_FORGOT_USERNAME_REQUEST',
    mail: 'forgotUsername',
  },
  {
    page: paths.selfRegistrationRequest,
    email: NEWCOMER,
    endpoint: '/self-registration/send-email',
    success: 'SUCCESS_SELF_REGISTRATION_REQUEST',
    mail: 'selfRegistration',
  },
])('$page.path', ({ page, email, endpoint, success, mail }) => {
  async function request() {
    const app = renderApp(page.href());
    await app.user.type(await emailField(), email);
    await app.user.click(submitButton());
    return app;
  }

  it('ends on FAILURE_RECOVER_ATTEMPT on the fourth request for one address', async () => {
    for (let attempt = 1; attempt <= 3; attempt++) {
      const { router, unmount } = await request();
      await expectResult(router, success, 'Check your email');
      unmount();
    }
    const { router } = await request();
    await expectResult(router, 'FAILURE_RECOVER_ATTEMPT', 'Too many attempts');
    expect(outbox(mail)).toHaveLength(3);
  });

  it('ends on FAILURE_UNSUPPORTED when the service gives a definitive answer it does not know', async () => {
    mock.context.injectFault('POST', endpoint, 400);
    const { router } = await request();
    await expectResult(router, 'FAILURE_UNSUPPORTED', 'Something went wrong');
    expect(outbox()).toHaveLength(0);
  });
});

describe('/auth/sso-login/request', () => {
  it('sends the browser to the provider and empties the form', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const { router, user } = renderApp(paths.ssoLoginRequest.href());
    expect(await heading('Sign in with single sign-on')).toBeInTheDocument();
    const email = await emailField();
    expect(email).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', paths.login.href());
    await user.type(email, 'sso.user@sso-client.example');
    await user.click(submitButton());
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(assign).toHaveBeenCalledWith('/__mock/pages/idp/idp-sso-client/initiate');
    expect(email).toHaveValue('');
    expect(submitButton()).toBeDisabled();
    expect(router.state.location.pathname).toBe(paths.ssoLoginRequest.path);
  });

  it('shows the not-found error on the field when no provider serves the address, keeping it', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const { user } = renderApp(paths.ssoLoginRequest.href());
    const email = await emailField();
    await user.type(email, AVA);
    await user.click(submitButton());
    const message = /couldn't find single sign-on for this email address/i;
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(message);
    expect(email).toHaveFocus();
    expect(email).toHaveValue(AVA);
    expect(assign).not.toHaveBeenCalled();

    // Correcting the address clears the error.
    await user.clear(email);
    await user.type(email, 'sso.user@sso-client.example');
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    await user.click(submitButton());
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
  });

  it('keeps the address and offers to try again when the search fails', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    mock.context.injectFault('POST', '/saml/as-sp/clients/identity-providers/search', 503);
    const { user } = renderApp(paths.ssoLoginRequest.href());
    const email = await emailField();
    await user.type(email, 'sso.user@sso-client.example');
    await user.click(submitButton());
    const block = await errorBlock();
    expect(block).toHaveTextContent(/try again/i);
    expect(email).toHaveValue('sso.user@sso-client.example');
    expect(assign).not.toHaveBeenCalled();
    await user.click(submitButton());
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
  });
});
