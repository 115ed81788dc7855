/**
 * /auth/change-password, the change-password login obligation, as a flow: the whole app (route table,
 * shell, lazy screens, auth guard) against the real mock server handlers through msw/node.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authenticationService } from '../../api';
import { SLOW } from '../../../tests/flow';
import { mockServerForFile } from '../../../tests/mock-lifecycle';
import { renderApp, signInAs } from '../../../tests/render-app';
import { recordRequests } from '../../../tests/request-recorder';
import { recordConsole } from '../../../tests/secrets';
import { DEFAULT_PASSWORD, personIdOf } from '../../../mock-server/scenarios/default';
import { errorResponse, type ErrorCode } from '../../../mock-server/core/errors';
import passwordText from '../../../locales/en-US/password.json';
import { PASSWORD_CHANGED_FLAG_KEY } from '../../common/password/passwordChangedFlag';

const mock = mockServerForFile();
const requests = recordRequests(() => mock.server);

const PAULA = 'paula.password';
/** Meets the standard rules and every server rule (no sequences, no repeats, not used before). */
const NEW_PASSWORD = 'Qz7#mLp2vR';
const CREDENTIALS_URL = `${window.location.origin}/api/identity-orchestrator/v0/persons/me/credentials`;

const consoleCalls = recordConsole();

beforeEach(() => {
  localStorage.removeItem(PASSWORD_CHANGED_FLAG_KEY);
});

afterEach(() => {
  vi.useRealTimers();
  localStorage.removeItem(PASSWORD_CHANGED_FLAG_KEY);
});

const calls = (method: string, suffix: string) => requests.to(suffix, method);
const credentialPosts = () => calls('POST', '/persons/me/credentials');

const heading = () => screen.findByRole('heading', { level: 1, name: passwordText.obligationTitle }, SLOW);
const currentField = () => screen.getByLabelText(/^current password/i, { selector: 'input' });
const newField = () => screen.getByLabelText(/^new password/i, { selector: 'input' });
const updateButton = () => screen.getByRole('button', { name: passwordText.form.submit });

/** Signed in as paula (whose change-password obligation is open), on the obligation page. */
async function openAsPaula(url = '/auth/change-password') {
  await signInAs(PAULA);
  const app = renderApp(url);
  await heading();
  return app;
}

async function fillAndSubmit(user: ReturnType<typeof renderApp>['user'], current: string, next: string) {
  await user.type(currentField(), current);
  await user.type(newField(), next);
  await user.click(updateButton());
}

function paulasObligation() {
  return mock.context.db.obligations.findFirst((q) =>
    q.where({ personId: personIdOf(PAULA), kind: 'changePassword' }),
  );
}

/** Nothing the screen sent to the log endpoint or the console carries a password. */
function expectNoPasswordLogged(...passwords: string[]) {
  const logged = [
    ...requests.all.filter((request) => request.path.includes('/logging/')).map((request) => request.body),
    ...consoleCalls().map((args) => args.map((arg) => String(arg)).join(' ')),
  ];
  for (const password of passwords) {
    for (const entry of logged) expect(entry).not.toContain(password);
  }
}

/** An error answer carrying two errors: `first` (the envelope's code too), then `second`. */
const answerWithTwoErrors = (status: number, first: ErrorCode, second: ErrorCode) =>
  errorResponse(status, first, { errors: [{ code: first }, { code: second }] });

describe('/auth/change-password: the form', () => {
  it('is where paula lands after signing in, with the redirect target kept', async () => {
    const { router, user } = renderApp('/auth/login?redirectUrl=%2Fpayroll');
    await user.type(await screen.findByRole('textbox', { name: /username/i }, SLOW), `${PAULA}{Enter}`);
    await user.type(
      await screen.findByLabelText(/^password/i, { selector: 'input' }, SLOW),
      `${DEFAULT_PASSWORD}{Enter}`,
    );
    expect(await heading()).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/change-password');
    expect(router.state.location.search).toBe('?redirectUrl=%2Fpayroll');
  });

  it('names the account and offers Sign out', async () => {
    const { router, user } = await openAsPaula();
    expect(screen.getByTestId('change-password-account')).toHaveTextContent('Signed in as Paula Password.');
    await user.click(screen.getByRole('link', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'), SLOW);
    expect(await screen.findByTestId('sign-in-notice')).toHaveTextContent('You have signed out.');
  });

  it('does not tell someone who owes no change that their password has expired', async () => {
    await signInAs('ava.associate');
    renderApp('/auth/change-password');
    expect(
      await screen.findByRole('heading', { level: 1, name: passwordText.changeTitle }, SLOW),
    ).toBeInTheDocument();
    expect(screen.queryByText(passwordText.obligationTitle)).toBeNull();
    expect(screen.queryByText(passwordText.obligationSubtitle)).toBeNull();
  });

  it('shows title, subtitle, both password fields, the requirements and the reuse hint', async () => {
    await openAsPaula();
    expect(screen.getByText(passwordText.obligationSubtitle)).toBeInTheDocument();
    expect(currentField()).toHaveAttribute('autocomplete', 'current-password');
    expect(currentField()).toHaveAttribute('type', 'password');
    expect(newField()).toHaveAttribute('autocomplete', 'new-password');
    expect(newField()).toHaveAttribute('type', 'password');
    expect(newField()).toHaveAccessibleDescription(expect.stringContaining(passwordText.form.reuseHint));
    expect(screen.getByText('8 to 72 characters')).toBeInTheDocument();
    expect(screen.getByText('A special character, such as ! # $ or %')).toBeInTheDocument();
    expect(credentialPosts()).toHaveLength(0);
  });

  it('keeps Update disabled until the current password is filled and the new one meets the rules', async () => {
    const { user } = await openAsPaula();
    expect(updateButton()).toBeDisabled();

    await user.type(currentField(), DEFAULT_PASSWORD);
    expect(updateButton()).toBeDisabled();

    await user.type(newField(), 'short1!');
    expect(updateButton()).toBeDisabled();
    // The product's rule keeps it disabled; the form says why, beside it and in its description.
    expect(updateButton()).toHaveAccessibleDescription(passwordText.form.submitWaits);
    const list = screen.getByRole('list', { name: 'Your password must have:' });
    expect(within(list).getByText('8 to 72 characters').closest('li')).toHaveAttribute('data-met', 'false');
    expect(within(list).getByText('A number').closest('li')).toHaveAttribute('data-met', 'true');

    await user.clear(newField());
    await user.type(newField(), NEW_PASSWORD);
    expect(within(list).getByText('8 to 72 characters').closest('li')).toHaveAttribute('data-met', 'true');
    expect(updateButton()).toBeEnabled();
    expect(screen.queryByText(passwordText.form.submitWaits)).not.toBeInTheDocument();

    await user.clear(currentField());
    expect(updateButton()).toBeDisabled();
    expect(credentialPosts()).toHaveLength(0);
  });
});

describe('/auth/change-password: rejected', () => {
  it('shows a wrong current password on that field, keeps both values and focuses it', async () => {
    const { user } = await openAsPaula();
    await fillAndSubmit(user, 'Not-the-password#1', NEW_PASSWORD);

    await waitFor(() => expect(currentField()).toHaveAttribute('aria-invalid', 'true'));
    expect(currentField()).toHaveAccessibleDescription(
      expect.stringContaining(passwordText.errors.INCORRECT_PASSWORD),
    );
    expect(currentField()).toHaveFocus();
    expect(currentField()).toHaveValue('Not-the-password#1');
    expect(newField()).toHaveValue(NEW_PASSWORD);
    expect(newField()).not.toHaveAttribute('aria-invalid');
    expect(credentialPosts()).toHaveLength(1);
    expect(JSON.parse(credentialPosts()[0]!.body)).toEqual({
      oldPassword: 'Not-the-password#1',
      newPassword: NEW_PASSWORD,
    });
    expect(paulasObligation()?.resolved).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem(PASSWORD_CHANGED_FLAG_KEY)).toBeNull();

    // Correcting it clears the message; the next submit goes through.
    await user.clear(currentField());
    await user.type(currentField(), DEFAULT_PASSWORD);
    expect(currentField()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(passwordText.errors.INCORRECT_PASSWORD)).toBeNull();
  });

  it.each([
    ['three repeated characters', 'Aaaa1357!Q', passwordText.errors.PASSWORD_3_REPEATED_CHARS],
    ['three sequential characters', 'Abc#2468Qw', passwordText.errors.PASSWORD_3_SEQUENTIAL_CHARS],
    ['the current password again', DEFAULT_PASSWORD, passwordText.errors.TOO_WEAK_PASSWORD],
  ])('shows %s on the new-password field in its own words', async (_what, rejected, message) => {
    const { user } = await openAsPaula();
    await fillAndSubmit(user, DEFAULT_PASSWORD, rejected);

    await waitFor(() => expect(newField()).toHaveAttribute('aria-invalid', 'true'));
    expect(newField()).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(newField()).toHaveFocus();
    expect(newField()).toHaveValue(rejected);
    expect(currentField()).toHaveValue(DEFAULT_PASSWORD);
    expect(currentField()).not.toHaveAttribute('aria-invalid');
    expect(credentialPosts()).toHaveLength(1);
    expect(paulasObligation()?.resolved).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('reads the second error when it is a known code', async () => {
    mock.server.use(
      http.post(CREDENTIALS_URL, () => answerWithTwoErrors(400, 'PASSWORD_BLACKLISTED', 'TOO_WEAK_PASSWORD')),
    );
    const { user } = await openAsPaula();
    await fillAndSubmit(user, DEFAULT_PASSWORD, NEW_PASSWORD);
    await waitFor(() =>
      expect(newField()).toHaveAccessibleDescription(
        expect.stringContaining(passwordText.errors.TOO_WEAK_PASSWORD),
      ),
    );
    expect(screen.queryByText(passwordText.errors.PASSWORD_BLACKLISTED)).toBeNull();
  });

  it('shows a snag above the form for anything else, focused, the values kept', async () => {
    mock.server.use(
      http.post(CREDENTIALS_URL, () =>
        HttpResponse.json({ code: 'SOMETHING_NEW', errors: [{ code: 'SOMETHING_NEW' }] }, { status: 400 }),
      ),
    );
    const { user } = await openAsPaula();
    await fillAndSubmit(user, DEFAULT_PASSWORD, NEW_PASSWORD);

    const snag = await screen.findByText(passwordText.errors.snag);
    const box = snag.closest('[role="alert"]');
    expect(box).toHaveTextContent(passwordText.form.errorTitle);
    await waitFor(() => expect(box).toHaveFocus());
    expect(currentField()).toHaveValue(DEFAULT_PASSWORD);
    expect(newField()).toHaveValue(NEW_PASSWORD);
    expect(updateButton()).toBeEnabled();
  });

  it('keeps both values on a 503 and Try again sends them', async () => {
    mock.context.injectFault('POST', '/persons/me/credentials', 503);
    const { user } = await openAsPaula();
    await fillAndSubmit(user, DEFAULT_PASSWORD, NEW_PASSWORD);
    const box = (await screen.findByText(/having a problem right now/i)).closest('[role="alert"]')!;
    expect(currentField()).toHaveValue(DEFAULT_PASSWORD);
    expect(newField()).toHaveValue(NEW_PASSWORD);
    await user.click(within(box as HTMLElement).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('dialog', { name: passwordText.modal.changedTitle })).toBeInTheDocument();
  });

  it('sends one request per submit, however often Update is pressed', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    mock.server.use(
      http.post(CREDENTIALS_URL, async () => {
        await gate;
        return answerWithTwoErrors(400, 'INCORRECT_PASSWORD', 'INCORRECT_PASSWORD');
      }),
    );
    const { user } = await openAsPaula();
    await fillAndSubmit(user, DEFAULT_PASSWORD, NEW_PASSWORD);
    await waitFor(() => expect(updateButton()).toHaveAttribute('aria-busy', 'true'));
    await user.click(updateButton());
    await user.type(newField(), '{Enter}');
    release();
    await waitFor(() => expect(currentField()).toHaveAttribute('aria-invalid', 'true'));
    expect(credentialPosts()).toHaveLength(1);
  });
});

describe('/auth/change-password: changed', () => {
  it('shows the toast and counts down 10 s in the modal, then ends every session and the obligation is gone', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval', 'Date'] });
    const { router, user } = await openAsPaula('/auth/change-password?redirectUrl=%2Fpayroll');
    await fillAndSubmit(user, DEFAULT_PASSWORD, NEW_PASSWORD);

    const dialog = await screen.findByRole('dialog', { name: passwordText.modal.changedTitle });
    // Both, as the product asks: the toast and the modal's countdown.
    expect(screen.getByText(passwordText.toasts.CHANGE_PW_SUCCESS_MESSAGE)).toBeInTheDocument();
    expect(localStorage.getItem(PASSWORD_CHANGED_FLAG_KEY)).not.toBeNull();
    expect(within(dialog).getByText('Signing out in 10 seconds.')).toBeInTheDocument();
    expect(paulasObligation()?.resolved).toBe(true);

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(within(dialog).getByText('Signing out in 9 seconds.')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(7000));
    expect(within(dialog).getByText(/Signing out in [12] seconds?\./)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/change-password');
    expect(calls('POST', '/logout-all-sessions')).toHaveLength(0);

    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'), SLOW);
    expect(router.state.location.search).toBe('?redirectUrl=%2Fpayroll');
    expect(calls('POST', '/logout-all-sessions')).toHaveLength(1);
    expect(credentialPosts()).toHaveLength(1);
    expect(localStorage.getItem(PASSWORD_CHANGED_FLAG_KEY)).toBeNull();
    expectNoPasswordLogged(DEFAULT_PASSWORD, NEW_PASSWORD);

    // The new password signs paula in, and no obligation stands in the way any more.
    vi.useRealTimers();
    await signInAs(PAULA, NEW_PASSWORD);
    const { response } = await authenticationService.GET('/check-obligations');
    expect(response.status).toBe(200);
  });

  it("says the time left in the dialog's description, and Stop the countdown keeps the person there until OK", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval', 'Date'] });
    const { router, user } = await openAsPaula('/auth/change-password?redirectUrl=%2Fpayroll');
    await fillAndSubmit(user, DEFAULT_PASSWORD, NEW_PASSWORD);

    const dialog = await screen.findByRole('dialog', { name: passwordText.modal.changedTitle });
    expect(dialog).toHaveAccessibleDescription(
      `${passwordText.modal.changedMessage} Signing out in 10 seconds.`,
    );
    await act(() => vi.advanceTimersByTimeAsync(3000));
    await user.click(within(dialog).getByRole('button', { name: passwordText.modal.wait }));
    // The button pressed is gone: the words that say what happened take the focus.
    expect(document.activeElement).toHaveTextContent(passwordText.modal.paused);
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining(passwordText.modal.paused));

    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(router.state.location.pathname).toBe('/auth/change-password');
    expect(calls('POST', '/logout-all-sessions')).toHaveLength(0);
    // The product's rule still holds: the flag stays, so a reload ends every session too.
    expect(localStorage.getItem(PASSWORD_CHANGED_FLAG_KEY)).not.toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'), SLOW);
    expect(router.state.location.search).toBe('?redirectUrl=%2Fpayroll');
    expect(calls('POST', '/logout-all-sessions')).toHaveLength(1);
  });

  it('ends every session at once on OK', async () => {
    const { router, user } = await openAsPaula();
    await fillAndSubmit(user, DEFAULT_PASSWORD, NEW_PASSWORD);
    const dialog = await screen.findByRole('dialog', { name: passwordText.modal.changedTitle });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(calls('POST', '/logout-all-sessions')).toHaveLength(1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'), SLOW);
    expect(router.state.location.search).toBe('');
    expect(localStorage.getItem(PASSWORD_CHANGED_FLAG_KEY)).toBeNull();
  });

  it("shows 'not changed' on too many attempts, stores the flag and ends every session", async () => {
    mock.server.use(
      http.post(CREDENTIALS_URL, () => answerWithTwoErrors(403, 'TOO_MANY_ATTEMPTS', 'INCORRECT_PASSWORD')),
    );
    const { router, user } = await openAsPaula('/auth/change-password?redirectUrl=%2Fpayroll');
    await fillAndSubmit(user, DEFAULT_PASSWORD, NEW_PASSWORD);

    const dialog = await screen.findByRole('dialog', { name: passwordText.modal.notChangedTitle });
    expect(within(dialog).getByText(passwordText.modal.notChangedMessage)).toBeInTheDocument();
    expect(within(dialog).getByText('Signing out in 10 seconds.')).toBeInTheDocument();
    expect(localStorage.getItem(PASSWORD_CHANGED_FLAG_KEY)).not.toBeNull();
    expect(screen.queryByText(passwordText.toasts.CHANGE_PW_SUCCESS_MESSAGE)).toBeNull();
    expect(screen.queryByText(passwordText.errors.INCORRECT_PASSWORD)).toBeNull();
    expect(router.state.location.pathname).toBe('/auth/change-password');

    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'), SLOW);
    expect(router.state.location.search).toBe('?redirectUrl=%2Fpayroll');
    expect(calls('POST', '/logout-all-sessions')).toHaveLength(1);
    expect(paulasObligation()?.resolved).toBe(false);
  });
});

describe('/auth/change-password: on arrival', () => {
  it('ends every session at once when the changed flag is stored', async () => {
    localStorage.setItem(PASSWORD_CHANGED_FLAG_KEY, '1');
    await signInAs(PAULA);
    const { router } = renderApp('/auth/change-password?redirectUrl=%2Fpayroll');
    await waitFor(() => expect(calls('POST', '/logout-all-sessions')).toHaveLength(1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'), SLOW);
    expect(router.state.location.search).toBe('?redirectUrl=%2Fpayroll');
    expect(localStorage.getItem(PASSWORD_CHANGED_FLAG_KEY)).toBeNull();
    expect(credentialPosts()).toHaveLength(0);
  });

  it('sends an anonymous visitor to sign-in with a way back', async () => {
    const { router } = renderApp('/auth/change-password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'), SLOW);
    expect(new URLSearchParams(router.state.location.search).get('redirectUrl')).toBe(
      '/auth/change-password',
    );
    expect(await screen.findByRole('textbox', { name: /username/i }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: passwordText.obligationTitle })).toBeNull();
    expect(credentialPosts()).toHaveLength(0);
  });
});
