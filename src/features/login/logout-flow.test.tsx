/**
 * /auth/logout, /auth/logout-all-sessions and /auth/switch-clients-message against the real mock
 * server: every outcome of a logout and of a logout of all sessions.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authenticationService } from '../../api';
import { fetchAuthCheck } from '../../api/session';
import { COOKIE, deleteCookie } from '../../lib/cookies';
import { readResult } from '../../lib/resultState';
import { http } from 'msw';
import { deferred } from '../../../tests/deferred';
import { stubLeaving } from '../../../tests/flow';
// Aliased: the helper is a Vitest lifecycle, not a React hook (its name trips react-hooks/rules-of-hooks).
import { mockServerForFile } from '../../../tests/mock-lifecycle';
import { renderApp, signInAs } from '../../../tests/render-app';
import { recordRequests } from '../../../tests/request-recorder';
import { personIdOf } from '../../../mock-server/scenarios/default';
import { startSession } from '../../../mock-server/core/session.ts';
import {
  clearSwitchClientsDetails,
  readSwitchClientsDetails,
  storeSwitchClientsDetails,
} from '../../common/session/switchClients';

const mock = mockServerForFile();
const requests = recordRequests(() => mock.server);
/** POSTs but log batches, which earlier tests may send at any time. */
const posts = () =>
  requests.all.filter((entry) => entry.method === 'POST' && !entry.path.includes('/logging/'));
const assign = stubLeaving();

beforeEach(() => {
  vi.stubEnv('VITE_NEXO_LOGOUT_URL', '/__mock/pages/nexo/logout');
});

afterEach(() => {
  vi.unstubAllEnvs();
  deleteCookie(COOKIE.ssoSession);
  clearSwitchClientsDetails();
});

type Router = ReturnType<typeof renderApp>['router'];
const resultKind = (router: Router) => readResult(router.state.location.state)?.kind;

describe('/auth/logout', () => {
  it('ends the session and goes to login with the same query', async () => {
    await signInAs('ava.associate');
    expect((await fetchAuthCheck()).authenticated).toBe(true);
    // POST /logout held until the page has been seen saying what it does (the mock's handler answers
    // once this one lets the request through), however quickly the machine would finish.
    const held = deferred();
    mock.server.use(http.post('*/logout', () => held.promise.then(() => undefined)));
    const { router } = renderApp('/auth/logout?redirectUrl=%2Fdashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Signing out' })).toBeInTheDocument();
    held.resolve();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(router.state.location.search).toBe('?redirectUrl=%2Fdashboard');
    expect(requests.to('/logout', 'POST')).toHaveLength(1);
    expect(await fetchAuthCheck()).toEqual({ authenticated: false });
    // The login page knows at once that nobody is signed in, and says what happened.
    expect(await screen.findByRole('textbox', { name: /username/i })).toBeInTheDocument();
    expect(screen.getByTestId('sign-in-notice')).toHaveTextContent('You have signed out.');
  });

  it('passes on a sanitised redirect target only', async () => {
    await signInAs('ava.associate');
    const { router } = renderApp('/auth/logout?redirectUrl=https%3A%2F%2Fevil.example%2Fx');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirectUrl')).toBe('/authn/landing');
  });

  it('sends a single-sign-on session to the single-sign-on request page', async () => {
    await signInAs('ava.associate');
    document.cookie = `${COOKIE.ssoSession}=1; Path=/`;
    const { router } = renderApp('/auth/logout');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/sso-login/request'));
    expect(await fetchAuthCheck()).toEqual({ authenticated: false });
  });

  it("sends a session of the other sign-in system to that system's logout address", async () => {
    await signInAs('nora.nexo');
    expect(await fetchAuthCheck()).toMatchObject({ authenticated: true, isNexo: true });
    renderApp('/auth/logout?redirectUrl=%2Fpayroll');
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('/__mock/pages/nexo/logout?redirectUrl=%2Fpayroll'),
    );
    expect(await fetchAuthCheck()).toEqual({ authenticated: false });
  });

  it('ends on FAILURE_UNDETERMINED_NEXO_SESSION without that address', async () => {
    vi.stubEnv('VITE_NEXO_LOGOUT_URL', '');
    await signInAs('nora.nexo');
    const { router } = renderApp('/auth/logout');
    await waitFor(() => expect(resultKind(router)).toBe('FAILURE_UNDETERMINED_NEXO_SESSION'));
    expect(assign).not.toHaveBeenCalled();
  });

  it('goes to the switch-clients message page when a client switch left its details', async () => {
    storeSwitchClientsDetails({
      username: 'nora.newco',
      redirectLoginUrl: '/__mock/pages/nexo/login?client=newco',
      isNexoClient: true,
    });
    await signInAs('nora.nexo');
    const { router, user } = renderApp('/auth/logout');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You switched companies' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/switch-clients-message');
    expect(screen.getByTestId('switch-clients-user-id')).toHaveTextContent('nora.newco');
    expect(screen.getByText(/with the user ID below/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // A Nexo client: its login URL, carrying where the person was going.
    expect(assign).toHaveBeenCalledWith(
      '/__mock/pages/nexo/login?client=newco&redirectUrl=%2Fauthn%2Flanding',
    );
    expect(readSwitchClientsDetails()).toBeNull();
  });

  it('ends on FAILURE_UNSUPPORTED when the logout call fails', async () => {
    await signInAs('ava.associate');
    mock.context.injectFault('POST', '/logout', 500);
    const { router } = renderApp('/auth/logout');
    await waitFor(() => expect(resultKind(router)).toBe('FAILURE_UNSUPPORTED'));
    expect(router.state.location.pathname).toBe('/auth/logout');
  });

  it('leaves a 403 to the app-wide handler: the unauthorized page, not a result', async () => {
    await signInAs('ava.associate');
    mock.context.injectFault('POST', '/logout', 403);
    const { router } = renderApp('/auth/logout');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/unauthorized-error'));
    expect(new URLSearchParams(router.state.location.search).get('traceId')).toBe(
      requests.to('/logout', 'POST')[0]?.headers.get('X-Trace-Id'),
    );
    expect(resultKind(router)).toBeUndefined();
  });

  it('still ends on the login page for a visitor who was not signed in', async () => {
    const { router } = renderApp('/auth/logout');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });
});

describe('/auth/logout-all-sessions', () => {
  it('ends every session of the person, then goes to login with the query', async () => {
    await signInAs('ava.associate');
    // A second session of the same person, as from another browser.
    const ava = mock.context.db.persons.findFirst((q) => q.where({ id: personIdOf('ava.associate') }), {
      strict: true,
    });
    await startSession(mock.context, ava, mock.context.db.sessions.all()[0]!.associateId);
    const { router } = renderApp('/auth/logout-all-sessions?redirectUrl=%2Fdashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(router.state.location.search).toBe('?redirectUrl=%2Fdashboard');
    expect(requests.to('/logout-all-sessions', 'POST')).toHaveLength(1);
    expect(mock.context.db.sessions.all()).toHaveLength(0);
    expect(await screen.findByTestId('sign-in-notice')).toHaveTextContent(/signed out on all your devices/);
  });

  it('goes to login without calling the server when nobody is signed in', async () => {
    await authenticationService.GET('/check').catch(() => undefined);
    const { router } = renderApp('/auth/logout-all-sessions');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(posts()).toHaveLength(0);
  });
});

describe('/auth/switch-clients-message', () => {
  it('explains the switch without stored details and continues to login', async () => {
    const { router, user } = renderApp('/auth/switch-clients-message?redirectUrl=%2Fx');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You switched companies' }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('switch-clients-user-id')).toBeNull();
    // It promised "the user ID below" with none below.
    expect(screen.getByRole('main')).not.toHaveTextContent(/below/i);
    expect(screen.getByText(/sign in again with the user ID you use/i)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(router.state.location.search).toBe('?redirectUrl=%2Fx');
  });
});
