/**
 * /auth/login as a flow: the whole app (route table, shell, lazy screens) against the real mock server
 * handlers through msw/node.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { authenticationService, formBody } from '../../api';
import { SLOW_REQUEST_MS } from '../../common/form/transient';
import { COOKIE, deleteCookie, getCookie } from '../../lib/cookies';
import { initI18n } from '../../app/i18n';
import { LANDING_PATH } from '../../lib/paths';
// Aliased: the helper is a Vitest lifecycle, not a React hook (its name trips react-hooks/rules-of-hooks).
import { stubLeaving } from '../../../tests/flow';
import { mockServerForFile } from '../../../tests/mock-lifecycle';
import { renderApp, signInAs } from '../../../tests/render-app';
import { recordRequests } from '../../../tests/request-recorder';
import { DEFAULT_PASSWORD } from '../../../mock-server/scenarios/default';
import { LOCAL_CAPTCHA_PREFIX } from './Captcha';

const mock = mockServerForFile();
const requests = recordRequests(() => mock.server);
const assign = stubLeaving();

afterEach(() => {
  vi.unstubAllEnvs();
  for (const name of [COOKIE.ssoSession, COOKIE.userId, COOKIE.language, COOKIE.region, COOKIE.timezone])
    deleteCookie(name);
});

const calls = (method: string, suffix: string) => requests.to(suffix, method);
const usernameField = () => screen.findByRole('textbox', { name: /username/i });
const passwordField = () => screen.findByLabelText(/^password/i, { selector: 'input' });
const nextButton = () => screen.getByRole('button', { name: 'Next' });
const logInButton = () => screen.getByRole('button', { name: 'Log in' });

/** Username, Next (by Enter), then the password; returns the app. */
async function reachPassword(username: string, url = '/auth/login') {
  const app = renderApp(url);
  await app.user.type(await usernameField(), `${username}{Enter}`);
  const password = await passwordField();
  return { ...app, password };
}

async function failSignInViaApi(username: string, times: number) {
  await authenticationService.GET('/check').catch(() => undefined);
  for (let i = 0; i < times; i += 1) {
    await authenticationService
      .POST('/login', {
        body: { username, password: 'wrong-password', recaptchaToken: 'api-token' },
        bodySerializer: (body: Record<string, string>) => formBody(body),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      })
      .catch(() => undefined);
  }
}

describe('/auth/login: the two steps', () => {
  it('signs ava in: username, Next, password (focused), Log in, then the landing page', async () => {
    document.cookie = `${COOKIE.userId}=ava.associate; Path=/`;
    const { user } = renderApp('/auth/login');
    const username = await usernameField();
    expect(username).toHaveAttribute('autocomplete', 'username webauthn');
    expect(screen.queryByLabelText(/^password/i, { selector: 'input' })).toBeNull();
    expect(nextButton()).toBeDisabled();

    await user.type(username, 'ava.associate');
    expect(nextButton()).toBeEnabled();
    await user.click(nextButton());

    const password = await passwordField();
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(password).toHaveAttribute('type', 'password');
    await waitFor(() => expect(password).toHaveFocus());
    expect(logInButton()).toBeDisabled();

    await user.type(password, `${DEFAULT_PASSWORD}{Enter}`);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(LANDING_PATH));
    expect(assign).toHaveBeenCalledTimes(1);
    expect(calls('GET', '/username/ava.associate/check-auth-path')).toHaveLength(1);
    expect(calls('GET', '/check-obligations')).toHaveLength(1);
    // Regional cookies from personalSettings, and the remembered user id gone.
    expect(getCookie(COOKIE.language)).toBe('en-US');
    expect(getCookie(COOKIE.region)).toBeTruthy();
    expect(getCookie(COOKIE.userId)).toBeNull();
    // Form-encoded, with the CSRF header.
    const [login] = calls('POST', '/login');
    expect(login?.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    expect(login?.headers.get('x-csrf-token')).toBeTruthy();
    // The form resets: the password is not left in the page.
    await waitFor(() => expect(password).toHaveValue(''));
  });

  it('goes to the sanitised redirectUrl after sign-in', async () => {
    const { password, user } = await reachPassword(
      'ava.associate',
      '/auth/login?redirectUrl=%2F%2Fdashboard%3Ftab%3D1',
    );
    await user.type(password, `${DEFAULT_PASSWORD}{Enter}`);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/dashboard?tab=1'));
  });

  it('routes a target inside the app through the router (no page load)', async () => {
    const { password, router, user } = await reachPassword(
      'ava.associate',
      '/auth/login?redirectUrl=%2Fauth%2Fuser',
    );
    await user.type(password, `${DEFAULT_PASSWORD}{Enter}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ava' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/user');
    expect(assign).not.toHaveBeenCalled();
  });

  describe("a French reader whose saved language is English (ava's)", () => {
    // The test's app has no French texts (nothing fetches them): its words stay English, its language not.
    async function signInInFrench(url: string) {
      const app = renderApp(url, {}, initI18n('fr-CA'));
      await app.user.type(await usernameField(), 'ava.associate{Enter}');
      await app.user.type(await passwordField(), `${DEFAULT_PASSWORD}{Enter}`);
      return app;
    }

    it('leaves for another document with the page as it was: the cookie says English', async () => {
      const { i18n } = await signInInFrench('/auth/login');
      await waitFor(() => expect(assign).toHaveBeenCalledWith(LANDING_PATH));
      expect(i18n.language).toBe('fr-CA');
      expect(document.documentElement.lang).toBe('fr-CA');
      expect(getCookie(COOKIE.language)).toBe('en-US');
    });

    it("draws the app's own next page in English, changing in the draw that shows it", async () => {
      const app = renderApp('/auth/login?redirectUrl=%2Fauth%2Fuser', {}, initI18n('fr-CA'));
      // Where the router was, and what the page showed, as the language changed.
      const changedAt: [string, string | null | undefined][] = [];
      app.i18n.on('languageChanged', () =>
        changedAt.push([app.router.state.location.pathname, document.querySelector('h1')?.textContent]),
      );
      await app.user.type(await usernameField(), 'ava.associate{Enter}');
      await app.user.type(await passwordField(), `${DEFAULT_PASSWORD}{Enter}`);
      await waitFor(() => expect(app.router.state.location.pathname).toBe('/auth/user'));
      await waitFor(() => expect(document.documentElement.lang).toBe('en-US'));
      // Never the sign-in page in English, nor the next page first in French: the change is in its draw.
      expect(changedAt).toEqual([['/auth/user', 'Sign in']]);
      expect(assign).not.toHaveBeenCalled();
    });
  });

  it('lets in, after sign-in, a visitor the auth guard turned away a moment before', async () => {
    // The guard's "not signed in" stays cached in the query client (the sign-in page does not use it).
    const { router, user } = renderApp('/auth/user');
    // Typed at once after the redirect: the heading took the focus as it mounted, not a paint later.
    await user.type(await usernameField(), 'ava.associate{Enter}');
    expect(router.state.location.search).toContain('redirectUrl=%2Fauth%2Fuser');
    await user.type(await passwordField(), `${DEFAULT_PASSWORD}{Enter}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ava' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/user');
  });

  it('keeps every keystroke in a field focused the moment it appeared after a redirect, paint after paint', async () => {
    // A password manager, or a quick click, puts the caret in the field as it appears; the person
    // types over the next frames. Nothing the navigation asked for may take the focus back.
    const caretOnArrival = new MutationObserver(() => {
      const field = document.querySelector<HTMLInputElement>('input[name="username"]');
      if (!field) return;
      field.focus();
      caretOnArrival.disconnect();
    });
    caretOnArrival.observe(document.body, { childList: true, subtree: true });
    try {
      const { user } = renderApp('/auth/user');
      const username = await usernameField();
      expect(username).toHaveFocus();
      const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      for (const key of 'ava.associate') {
        await user.keyboard(key);
        await nextFrame();
      }
      expect(username).toHaveValue('ava.associate');
      expect(username).toHaveFocus();
    } finally {
      caretOnArrival.disconnect();
    }
  });

  it('puts the focus on the sign-in heading as it appears after a redirect, for a screen reader to start there', async () => {
    renderApp('/auth/user');
    await usernameField();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toHaveFocus();
  });

  it('goes to the unauthorized page when the session check answers 403', async () => {
    mock.context.injectFault('GET', '/check', 403);
    const { router } = renderApp('/auth/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/unauthorized-error'));
  });

  it('keeps hostile redirect targets on our origin', async () => {
    const { password, user } = await reachPassword(
      'ava.associate',
      `/auth/login?redirectUrl=${encodeURIComponent('https://app.example.test@evil.example/')}`,
    );
    await user.type(password, `${DEFAULT_PASSWORD}{Enter}`);
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(assign).toHaveBeenCalledWith(LANDING_PATH);
  });

  it('sends a user of the other sign-in system there with the target, never asking for a password', async () => {
    const { user } = renderApp('/auth/login?redirectUrl=%2Fpayroll');
    await user.type(await usernameField(), 'nora.nexo{Enter}');
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('/__mock/pages/nexo/login?redirectUrl=%2Fpayroll'),
    );
    expect(screen.queryByLabelText(/^password/i, { selector: 'input' })).toBeNull();
    expect(calls('POST', '/login')).toHaveLength(0);
  });

  /** Nora's username, answered as the other system's without naming its address. */
  async function giveNorasUsernameWithoutNexoAddress() {
    mock.server.use(
      http.get('*/username/:username/check-auth-path', () =>
        HttpResponse.json({ isLifionLogin: false, isNexoClientRebrandEnabled: false }),
      ),
    );
    const { user } = renderApp('/auth/login');
    await user.type(await usernameField(), 'nora.nexo{Enter}');
  }

  it('falls back to the configured address when the answer names none', async () => {
    vi.stubEnv('VITE_NEXO_LOGIN_URL', 'https://nexo.example.test/login');
    await giveNorasUsernameWithoutNexoAddress();
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://nexo.example.test/login?redirectUrl=%2Fauthn%2Flanding'),
    );
  });

  it('says "try again" when the other system has no address at all', async () => {
    vi.stubEnv('VITE_NEXO_LOGIN_URL', '');
    await giveNorasUsernameWithoutNexoAddress();
    expect(await screen.findByTestId('login-error')).toHaveTextContent(/try again/i);
    expect(assign).not.toHaveBeenCalled();
    expect(screen.queryByLabelText(/^password/i, { selector: 'input' })).toBeNull();
  });

  it('uses POST /check-auth-path when enableCheckAuthPathPost is on', async () => {
    await mock.context.db.featureFlags.updateMany((q) => q.where({ flag: 'enableCheckAuthPathPost' }), {
      data(draft) {
        draft.isEnabled = true;
      },
    });
    await reachPassword('ava.associate');
    expect(calls('POST', '/check-auth-path')).toHaveLength(1);
    expect(requests.all.some((r) => r.path.includes('/username/'))).toBe(false);
  });

  it("shows the rebrand name once the auth-path check says the person's client has it", async () => {
    const ava = mock.context.db.persons.findFirst((q) => q.where({ username: 'ava.associate' }))!;
    await mock.context.db.persons.update(ava, {
      data(draft) {
        draft.nexoClientRebrandEnabled = true;
      },
    });
    const { user } = renderApp('/auth/login');
    const username = await usernameField();
    expect(screen.getByRole('banner')).toHaveTextContent('Workforce ID');
    await user.type(username, 'ava.associate{Enter}');
    await passwordField();
    await waitFor(() => expect(screen.getByRole('banner')).toHaveTextContent('PeoplePath ID'));
    await waitFor(() => expect(document.title).toBe('Sign in · PeoplePath ID'));
  });

  it('treats a failed flag lookup as off, and says so once (FAILED_TO_GET_FEATURE_FLAG)', async () => {
    mock.context.injectFault('GET', '/feature-settings/idm/features/enableCheckAuthPathPost', 503, 5);
    await reachPassword('ava.associate');
    expect(calls('GET', '/username/ava.associate/check-auth-path')).toHaveLength(1);
    expect(await screen.findAllByText(/some settings could not be loaded/i)).toHaveLength(1);
  });

  it('shows the password anyway, with the error held, when the check fails', async () => {
    mock.context.injectFault('GET', '/username/ava.associate/check-auth-path', 503);
    const { password } = await reachPassword('ava.associate');
    expect(await screen.findByTestId('check-failed')).toHaveTextContent(/couldn't check your username/i);
    await waitFor(() => expect(password).toHaveFocus());
  });

  it('checks the sign-in system again when the username changes after Next', async () => {
    const { password, user } = await reachPassword('ava.associate');
    await user.type(password, DEFAULT_PASSWORD);
    const username = await usernameField();
    await user.clear(username);
    await user.type(username, 'nora.nexo');
    expect(screen.queryByLabelText(/^password/i, { selector: 'input' })).toBeNull();
    await user.click(nextButton());
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith(expect.stringContaining('/__mock/pages/nexo/login')),
    );
    expect(calls('POST', '/login')).toHaveLength(0);
  });

  it('hides the password again when the username is cleared', async () => {
    const { user } = await reachPassword('ava.associate');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/auth/forgot-password/request',
    );
    await user.clear(await usernameField());
    await waitFor(() => expect(screen.queryByLabelText(/^password/i, { selector: 'input' })).toBeNull());
    expect(nextButton()).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Forgot username or password?' })).toHaveAttribute(
      'href',
      '/auth/forgot-username/request',
    );
  });

  it('keeps Next disabled for a blank or whitespace-only username', async () => {
    const { user } = renderApp('/auth/login');
    const username = await usernameField();
    expect(nextButton()).toBeDisabled();
    await user.type(username, '   ');
    expect(nextButton()).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(calls('GET', '/check-auth-path')).toHaveLength(0);
  });

  it('says in words, beside each disabled button and as its description, what it waits for', async () => {
    const { user } = renderApp('/auth/login');
    const username = await usernameField();
    expect(nextButton()).toBeDisabled();
    expect(nextButton()).toHaveAccessibleDescription('Enter your username to continue.');
    expect(screen.getByText('Enter your username to continue.')).toBeVisible();
    await user.type(username, 'ava.associate');
    expect(nextButton()).toBeEnabled();
    expect(nextButton()).not.toHaveAccessibleDescription();
    expect(screen.queryByText('Enter your username to continue.')).toBeNull();
    await user.keyboard('{Enter}');
    const password = await passwordField();
    await waitFor(() => expect(logInButton()).toHaveAccessibleDescription('Enter your password to log in.'));
    expect(logInButton()).toBeDisabled();
    await user.type(password, 'x');
    expect(logInButton()).toBeEnabled();
    expect(logInButton()).not.toHaveAccessibleDescription();
  });

  it('has the links of the spec and the secure-information tip', async () => {
    const { user } = renderApp('/auth/login');
    await usernameField();
    expect(screen.getByRole('link', { name: 'Sign in with single sign-on' })).toHaveAttribute(
      'href',
      '/auth/sso-login/request',
    );
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/auth/self-registration/request',
    );
    expect(screen.getByRole('link', { name: 'Forgot username or password?' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Forgot password?' })).toBeNull();

    const tip = screen.getByRole('button', { name: 'Keeping your account secure' });
    expect(tip).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(tip.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeVisible();
    await user.click(tip);
    expect(tip).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    expect(panel).toHaveTextContent(/never share your username or password/i);
    await user.keyboard('{Escape}');
    expect(tip).toHaveAttribute('aria-expanded', 'false');
    expect(tip).toHaveFocus();
  });
});

describe('/auth/login: failures', () => {
  it('shows the wrong-password message, focused, keeps the username and clears the password', async () => {
    const { password, user } = await reachPassword('ava.associate');
    await user.type(password, 'not-the-password{Enter}');
    const alert = await screen.findByTestId('login-error');
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert).toHaveTextContent('The username or password you entered is incorrect');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(await usernameField()).toHaveValue('ava.associate');
    // The wrong password stayed in the field.
    expect(password).toHaveValue('');
    expect(password).not.toHaveAttribute('aria-invalid');
    expect(assign).not.toHaveBeenCalled();
  });

  it('keeps the password after a dropped connection, saying so', async () => {
    mock.server.use(
      http.post(`${window.location.origin}/api/authentication-service/v0/login`, () => HttpResponse.error(), {
        once: true,
      }),
    );
    const { password, user } = await reachPassword('ava.associate');
    await user.type(password, `${DEFAULT_PASSWORD}{Enter}`);
    expect(await screen.findByTestId('login-error')).toHaveTextContent(/couldn't reach the server/i);
    expect(password).toHaveValue(DEFAULT_PASSWORD);
    await user.click(logInButton());
    await waitFor(() => expect(assign).toHaveBeenCalledWith(LANDING_PATH));
  });

  it('shows the captcha with the third failure, without an error on it; the local widget satisfies it', async () => {
    const { password, user } = await reachPassword('ava.associate');
    for (let i = 0; i < 3; i += 1) {
      if (i < 2) expect(screen.queryByTestId('captcha')).toBeNull();
      await user.clear(password);
      await user.type(password, `wrong-${i}{Enter}`);
      await waitFor(() => expect(calls('POST', '/login')).toHaveLength(i + 1));
      await screen.findByText(/username or password you entered is incorrect/i);
    }
    // It appeared only after a fourth attempt was refused, already in error.
    const robot = await screen.findByRole('checkbox', { name: /I'm not a robot/ });
    expect(robot).not.toHaveAttribute('aria-invalid');
    expect(within(screen.getByTestId('captcha')).queryByText('This field is required')).toBeNull();

    // Log in without it: now it is required.
    await user.type(password, DEFAULT_PASSWORD);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(robot).toHaveAttribute('aria-invalid', 'true'));
    expect(within(screen.getByTestId('captcha')).getByText('This field is required')).toBeInTheDocument();
    expect(logInButton()).toBeDisabled();
    expect(logInButton()).toHaveAccessibleDescription("Confirm that you're not a robot to log in.");

    await user.click(robot);
    expect(within(screen.getByTestId('captcha')).queryByText('This field is required')).toBeNull();
    expect(logInButton()).toBeEnabled();
    await user.click(logInButton());
    await waitFor(() => expect(assign).toHaveBeenCalledWith(LANDING_PATH));
    const last = calls('POST', '/login').at(-1);
    await waitFor(() =>
      expect(new URLSearchParams(last?.body).get('recaptchaToken')).toMatch(
        new RegExp(`^${LOCAL_CAPTCHA_PREFIX}`),
      ),
    );
  });

  it('says to wait 5 minutes after five failures (TOO_MANY_ATTEMPTS)', async () => {
    await failSignInViaApi('ava.associate', 5);
    const { password, user } = await reachPassword('ava.associate');
    await user.type(password, `${DEFAULT_PASSWORD}{Enter}`);
    expect(await screen.findByTestId('login-error')).toHaveTextContent(
      /too many unsuccessful sign-in attempts.*wait 5 minutes/i,
    );
    expect(assign).not.toHaveBeenCalled();
  });

  it.each([
    ['iris.inactive', /locked or inactive/i],
    ['sid.suspended', /access has been suspended/i],
  ])('shows the message of its own for %s', async (username, message) => {
    const { password, user } = await reachPassword(username);
    await user.type(password, `${DEFAULT_PASSWORD}{Enter}`);
    expect(await screen.findByTestId('login-error')).toHaveTextContent(message);
  });

  it('shows a generic "try again" for anything else', async () => {
    mock.context.injectFault('POST', '/login', 500);
    const { password, user } = await reachPassword('ava.associate');
    await user.type(password, `${DEFAULT_PASSWORD}{Enter}`);
    expect(await screen.findByTestId('login-error')).toHaveTextContent(
      /having a problem right now.*try again/i,
    );
    // Nothing lost: a second try succeeds.
    await user.click(logInButton());
    await waitFor(() => expect(assign).toHaveBeenCalledWith(LANDING_PATH));
  });

  it('says in words when signing in takes long', async () => {
    // The request and the app's slow timer run on a fake clock that this test moves past SLOW_REQUEST_MS,
    // rather than waiting it out; real time moves it too, for typing and msw.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    onTestFinished(() => void vi.useRealTimers());
    mock.context.faults.push({ method: 'POST', path: '/login', times: 1, delayMs: 2 * SLOW_REQUEST_MS });
    const { password, user } = await reachPassword('ava.associate');
    await user.type(password, `${DEFAULT_PASSWORD}{Enter}`);
    expect(await screen.findByTestId('login-slow', {}, { timeout: 100 })).toBeEmptyDOMElement();
    await act(() => vi.advanceTimersByTimeAsync(SLOW_REQUEST_MS));
    expect(screen.getByTestId('login-slow')).toHaveTextContent(/still working on it/i);
    await act(() => vi.advanceTimersByTimeAsync(SLOW_REQUEST_MS));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(LANDING_PATH));
  });

  it('sends one POST however fast Log in is clicked', async () => {
    mock.context.faults.push({ method: 'POST', path: '/login', times: 1, delayMs: 150 });
    const { password, user } = await reachPassword('ava.associate');
    await user.type(password, DEFAULT_PASSWORD);
    const button = logInButton();
    await user.dblClick(button);
    await user.click(button);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(assign).toHaveBeenCalledWith(LANDING_PATH));
    expect(calls('POST', '/login')).toHaveLength(1);
  });
});

describe('/auth/login: obligations and visitors already signed in', () => {
  it('hands paula over to the change-password obligation, keeping the query', async () => {
    const { password, router, user } = await reachPassword(
      'paula.password',
      '/auth/login?redirectUrl=%2Fdashboard',
    );
    const visited: string[] = [];
    router.subscribe((state) => visited.push(state.location.pathname + state.location.search));
    await user.type(password, `${DEFAULT_PASSWORD}{Enter}`);
    await waitFor(() => expect(visited).toContain('/auth/change-password?redirectUrl=%2Fdashboard'));
    expect(visited.filter((url) => !url.startsWith('/auth/login'))[0]).toBe(
      '/auth/change-password?redirectUrl=%2Fdashboard',
    );
    // The obligation page takes over (behind the auth guard, which now finds the fresh session).
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/change-password'));
    expect(router.state.location.search).toBe('?redirectUrl=%2Fdashboard');
    expect(assign).not.toHaveBeenCalled();
  });

  // A signed-in person whose check got no answer saw a plain, empty sign-in form.
  it('says the check failed and offers Check again, which sends a signed-in visitor on', async () => {
    await signInAs('ava.associate');
    mock.context.injectFault('GET', '/check', 503);
    const { user } = renderApp('/auth/login?redirectUrl=%2Fpayroll');
    const note = await screen.findByTestId('entry-check-failed');
    expect(note).toHaveTextContent(/couldn't check whether you're already signed in/i);
    await user.click(within(note).getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/payroll'));
  });

  it('sends a visitor who is already signed in straight to the target, without the form', async () => {
    await signInAs('ava.associate');
    renderApp('/auth/login?redirectUrl=%2Fdashboard');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/dashboard'));
    expect(screen.queryByRole('textbox', { name: /username/i })).toBeNull();
  });

  it('sanitises the target of a visitor already signed in', async () => {
    await signInAs('ava.associate');
    for (const hostile of [
      '%2F%2Fevil.example',
      'javascript:alert(1)',
      '%5C%5Cevil.example',
      'https%3A%2F%2Fevil.example',
    ]) {
      assign.mockClear();
      const { unmount } = renderApp(`/auth/login?redirectUrl=${hostile}`);
      await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
      const target = assign.mock.calls[0]?.[0] as string;
      expect(target.startsWith('/') && !target.startsWith('//')).toBe(true);
      expect(new URL(target, window.location.origin).origin).toBe(window.location.origin);
      unmount();
    }
  });

  it('ends a single-sign-on session whose check fails through /auth/logout, then the SSO page', async () => {
    document.cookie = `${COOKIE.ssoSession}=1; Path=/`;
    const { router } = renderApp('/auth/login?redirectUrl=%2Fdashboard');
    const visited: string[] = [];
    router.subscribe((state) => visited.push(state.location.pathname + state.location.search));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/sso-login/request'));
    expect(visited.filter((url) => !url.startsWith('/auth/login'))[0]).toBe(
      '/auth/logout?redirectUrl=%2Fdashboard',
    );
  });
});
