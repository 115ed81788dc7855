/**
 * A single-sign-on session reaches only login and logout, and a username
 * page's success goes to /auth/logout (query kept) when the person is authenticated through
 * the single-sign-on provider. The two meet here: the restriction is decided as each page is reached
 * (./RootLayout.tsx), so an open username page finishes its save and then leaves through logout.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { mockServerForFile } from '../mock-lifecycle';
import { renderApp, signInAs } from '../render-app';
import { browserLocation } from '../../src/lib/browser';
import { COOKIE, deleteCookie } from '../../src/lib/cookies';

mockServerForFile();
const SLOW = { timeout: 5000 };

beforeEach(() => {
  vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
});

afterEach(() => deleteCookie(COOKIE.ssoSession));

const startSsoSession = () => {
  document.cookie = `${COOKIE.ssoSession}=sso-1; Path=/`;
};

it('a single-sign-on session reaching a username page goes to login', async () => {
  await signInAs('uma.username');
  startSsoSession();
  const { router } = renderApp('/auth/review-username');
  await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
});

it('an open username page whose session turns single-sign-on saves, then leaves through logout', async () => {
  await signInAs('uma.username');
  const { router, user } = renderApp('/auth/review-username?redirectUrl=%2Fpayroll');
  await screen.findByRole('heading', { level: 1, name: /user ids are changing/i }, SLOW);
  startSsoSession();
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  // Re-rendered by that click with the cookie in place, and still here.
  expect(await screen.findByRole('heading', { level: 1, name: 'Your new user IDs' })).toBeInTheDocument();
  const paths: string[] = [];
  router.subscribe((state) => paths.push(`${state.location.pathname}${state.location.search}`));

  await user.click(screen.getByRole('button', { name: 'Continue' }));
  // /auth/logout with the query, and from there (a single-sign-on session) to the provider's sign-in.
  await waitFor(() => expect(router.state.location.pathname).toBe('/auth/sso-login/request'), SLOW);
  expect(paths).toContain('/auth/logout?redirectUrl=%2Fpayroll');
  expect(paths).not.toContain('/auth/login');
});
