/**
 * The signed-in area: the auth guard (and the one screen behind it, /auth/user) against the real mock
 * server.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserLocation } from '../lib/browser';
import { COOKIE, deleteCookie } from '../lib/cookies';
import { LANDING_PATH } from '../lib/paths';
// Aliased: the helper is a Vitest lifecycle, not a React hook (its name trips react-hooks/rules-of-hooks).
import { mockServerForFile } from '../../tests/mock-lifecycle';
import { renderApp, signInAs } from '../../tests/render-app';
import { productionRedirectUrl } from './AuthGuard';

const mock = mockServerForFile();
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

  it('renders nothing of the route while the check runs', async () => {
    mock.context.faults.push({ method: 'GET', path: '/check', times: 1, delayMs: 1000 });
    const { router } = renderApp('/auth/user');
    expect(await screen.findByText('Checking your session…')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'), { timeout: 3000 });
  });

  it('lets a signed-in person in: /auth/user greets them, links home and to sign out', async () => {
    await signInAs('ava.associate');
    renderApp('/auth/user');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ava' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your products' })).toHaveAttribute('href', LANDING_PATH);
    expect(screen.getByRole('link', { name: 'Sign out' })).toHaveAttribute('href', '/auth/logout');
    expect(document.title).toMatch(/^Your account/);
  });

  it('shows a load error with a retry when /persons/me fails, and recovers', async () => {
    await signInAs('ava.associate');
    mock.context.faults.push({ method: 'GET', path: '/persons/me', status: 500, times: 1, delayMs: 0 });
    const { user } = renderApp('/auth/user');
    expect(await screen.findByText("We couldn't load your details")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ava' })).toBeInTheDocument();
  });

  it('limits a single-sign-on session to login and logout', async () => {
    await signInAs('ava.associate');
    document.cookie = `${COOKIE.ssoSession}=1; Path=/`;
    const { router } = renderApp('/auth/user');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(router.state.location.search).toBe('');
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
