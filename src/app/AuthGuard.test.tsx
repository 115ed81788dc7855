/**
 * The signed-in area: the auth guard, its loader (the session context), the client's brand, the
 * single-sign-on restriction of the root layout, and the one screen behind the guard (/auth/user)
 * against the real mock server.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserLocation } from '../lib/browser';
import { COOKIE, deleteCookie } from '../lib/cookies';
import { LANDING_PATH } from '../lib/paths';
// Aliased: the helper is a Vitest lifecycle, not a React hook (its name trips react-hooks/rules-of-hooks).
import { mockServerForFile } from '../../tests/mock-lifecycle';
import { renderApp, signInAs } from '../../tests/render-app';
import { recordRequests } from '../../tests/request-recorder';
import { productionRedirectUrl } from './AuthGuard';

const mock = mockServerForFile();
const requests = recordRequests(() => mock.server);
let assign: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
});

afterEach(() => {
  deleteCookie(COOKIE.ssoSession);
});

describe('AuthGuard', () => {
  it('sends an anonymous visit of /auth/user to login with a way back', async () => {
    const { router } = renderApp('/auth/user?tab=1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(router.state.location.search).toBe(`?redirectUrl=${encodeURIComponent('/auth/user?tab=1')}`);
    expect(screen.queryByRole('heading', { name: /welcome/i })).toBeNull();
    // …and signing in there comes back.
    expect(await screen.findByRole('textbox', { name: /username/i })).toBeInTheDocument();
  });

  // A 503 twice sent a signed-in person to an empty sign-in form.
  it('keeps a signed-in person on the page with Try again when the check answers 503 twice', async () => {
    await signInAs('ava.associate');
    mock.context.injectFault('GET', '/check', 503, 2);
    const { router, user } = renderApp('/auth/user');
    const alert = await screen
      .findByText(/you may still be signed in/i)
      .then((text) => text.closest('[role="alert"]')!);
    expect(alert).toHaveTextContent(/couldn't check your session/i);
    expect(router.state.location.pathname).toBe('/auth/user');
    expect(screen.queryByRole('textbox', { name: /username/i })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ava' })).toBeInTheDocument();
  });

  it('renders nothing of the route while the check runs', async () => {
    mock.context.faults.push({ method: 'GET', path: '/check', times: 1, delayMs: 1000 });
    const { router } = renderApp('/auth/user');
    expect(await screen.findByText('Loading…')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'), { timeout: 3000 });
  });

  it('primes the session context in its loader: the screen paints with the person and the client', async () => {
    await signInAs('ava.associate');
    // Slow enough that a screen loading its own data would first show its pending state.
    mock.context.faults.push({ method: 'GET', path: '/persons/me', times: 1, delayMs: 300 });
    requests.all.length = 0;
    renderApp('/auth/user');
    // The first heading the page shows already greets her: no pending state in between.
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 3000 })).toHaveTextContent(
      'Welcome, Ava',
    );
    expect(screen.getByText('Signed in with Acme Manufacturing')).toBeInTheDocument();
    expect(screen.queryByText('Loading your details…')).toBeNull();
    // One check for the whole navigation, and the person and the client once each.
    expect(requests.to('/check', 'GET')).toHaveLength(1);
    expect(requests.to('/persons/me', 'GET')).toHaveLength(1);
    expect(requests.to('/associates/me/clientInfo', 'GET')).toHaveLength(1);
  });

  it('lets a signed-in person in: /auth/user greets them, links home and to sign out', async () => {
    await signInAs('ava.associate');
    renderApp('/auth/user');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ava' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your products' })).toHaveAttribute('href', LANDING_PATH);
    expect(screen.getByRole('link', { name: 'Sign out' })).toHaveAttribute('href', '/auth/logout');
    await waitFor(() => expect(document.title).toMatch(/^Your account/));
  });

  it('shows a load error with a retry when /persons/me fails, and recovers', async () => {
    await signInAs('ava.associate');
    mock.context.injectFault('GET', '/persons/me', 500);
    const { user } = renderApp('/auth/user');
    expect(await screen.findByText("We couldn't load your details")).toBeInTheDocument();
    // The page keeps its heading in the error state.
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument();
    // "Signed in" said once, not in the error and again in the intro.
    expect(within(screen.getByRole('main')).getAllByText(/signed in/i)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ava' })).toBeInTheDocument();
    expect(requests.to('/persons/me', 'GET')).toHaveLength(2);
  });

  it('shows the same boundary when the client info fails, and recovers', async () => {
    await signInAs('ava.associate');
    mock.context.injectFault('GET', '/associates/me/clientInfo', 503);
    const { user } = renderApp('/auth/user');
    expect(await screen.findByText("We couldn't load your details")).toBeInTheDocument();
    expect(screen.queryByText('Signed in with Acme Manufacturing')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Signed in with Acme Manufacturing')).toBeInTheDocument();
  });

  it("shows the client's rebrand once signed in, and the default again after signing out", async () => {
    await mock.context.db.clients.updateMany((q) => q.where({ id: 'acme' }), {
      data(draft) {
        draft.isClientRebrandEnabled = true;
      },
    });
    await signInAs('ava.associate');
    const { router, user } = renderApp('/auth/user');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ava' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Your account · PeoplePath ID'));
    await user.click(screen.getByRole('link', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    await waitFor(() => expect(document.title).toMatch(/· Workforce ID$/));
  });

  it("shows the rebrand when the client's flag enableClientRebrand is on", async () => {
    await mock.context.db.featureFlags.create({
      clientId: 'acme',
      flag: 'enableClientRebrand',
      isEnabled: true,
    });
    await signInAs('ava.associate');
    renderApp('/auth/user');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ava' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Your account · PeoplePath ID'));
  });

  it('keeps the default brand for a client without the rebrand', async () => {
    await signInAs('ava.associate');
    renderApp('/auth/user');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ava' })).toBeInTheDocument();
    await waitFor(() => expect(requests.to('/features/enableClientRebrand', 'GET')).toHaveLength(1));
    await waitFor(() => expect(document.title).toBe('Your account · Workforce ID'));
  });

  it('limits a single-sign-on session to login and logout', async () => {
    await signInAs('ava.associate');
    document.cookie = `${COOKIE.ssoSession}=1; Path=/`;
    const { router } = renderApp('/auth/user');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(router.state.location.search).toBe('');
  });

  it.each(['/auth/legal', '/auth/forgot-password/request', '/auth/archived', '/auth/switch-clients-message'])(
    'sends a single-sign-on session from the public route %s to login',
    async (url) => {
      document.cookie = `${COOKIE.ssoSession}=1; Path=/`;
      const { router } = renderApp(url);
      const visited: string[] = [];
      router.subscribe((state) => visited.push(state.location.pathname));
      // Login, finding no session but the single-sign-on cookie, signs out to the single-sign-on page;
      // waiting for the end keeps this visit's calls out of the next test.
      await waitFor(() => expect(router.state.location.pathname).toBe('/auth/sso-login/request'));
      expect(visited).toContain('/auth/login');
    },
  );

  it('lets a single-sign-on session reach the logout page', async () => {
    await signInAs('ava.associate');
    document.cookie = `${COOKIE.ssoSession}=1; Path=/`;
    const { router } = renderApp('/auth/logout');
    // The logout runs (not bounced to login first) and ends on the single-sign-on request page.
    await waitFor(() => expect(requests.to('/logout', 'POST')).toHaveLength(1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/sso-login/request'));
  });

  it('sends an anonymous visitor on a pre-production host to the same path on production', async () => {
    vi.stubEnv('VITE_PREPRODUCTION_HOST_PATTERN', '^localhost(:\\d+)?$');
    vi.stubEnv('VITE_PRODUCTION_HOST', 'https://id.example.com');
    try {
      const { router } = renderApp('/auth/user?tab=2');
      await waitFor(() => expect(assign).toHaveBeenCalledWith('https://id.example.com/auth/user?tab=2'));
      expect(router.state.location.pathname).toBe('/auth/user');
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe('productionRedirectUrl', () => {
  const base = {
    host: 'preprod-7.id.example.net',
    protocol: 'https:',
    pattern: '^preprod-\\d+\\.id\\.example\\.net$',
    productionHost: 'id.example.com',
    pathAndSearch: '/auth/user?x=1',
  };

  it('maps a matching host to the same path on production', () => {
    expect(productionRedirectUrl(base)).toBe('https://id.example.com/auth/user?x=1');
    expect(productionRedirectUrl({ ...base, productionHost: 'http://prod.test:8080' })).toBe(
      'http://prod.test:8080/auth/user?x=1',
    );
  });

  it('does nothing when unconfigured, not matching, already on production or misconfigured', () => {
    expect(productionRedirectUrl({ ...base, pattern: '' })).toBeNull();
    expect(productionRedirectUrl({ ...base, productionHost: '' })).toBeNull();
    expect(productionRedirectUrl({ ...base, host: 'id.example.com' })).toBeNull();
    expect(productionRedirectUrl({ ...base, pattern: '.*', host: 'id.example.com' })).toBeNull();
    expect(productionRedirectUrl({ ...base, pattern: '([' })).toBeNull();
    expect(productionRedirectUrl({ ...base, productionHost: 'javascript:alert(1)//x' })).toBeNull();
  });

  it('never builds a protocol-relative path', () => {
    expect(productionRedirectUrl({ ...base, pathAndSearch: '//evil.example/x' })).toBe(
      'https://id.example.com/',
    );
  });
});
