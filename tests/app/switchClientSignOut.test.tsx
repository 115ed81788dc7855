/**
 * sam.support switching to a client that needs a fresh sign-in, here a
 * client of this system while his session came through the other sign-in system (Nexo): the person is
 * signed out (one POST /logout), the switch-clients message explains,
 * and Continue goes to the configured external base URL, not to the login URL the switch answered
 * (that is for a Nexo client: tests/e2e/settings.spec.ts). A screen test: the e2e build configures no
 * external base URL.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServerForFile } from '../mock-lifecycle';
import { renderApp, signInAs } from '../render-app';
import { recordRequests } from '../request-recorder';
import { personIdOf } from '../../mock-server/scenarios/default';
import { LIFION_LOGIN_URL } from '../../mock-server/handlers/identity-orchestrator-v1';
import login from '../../locales/en-US/login.json';
import { browserLocation } from '../../src/lib/browser';

const mock = mockServerForFile();
const requests = recordRequests(() => mock.server);
const SLOW = { timeout: 10_000 };
const EXTERNAL_BASE_URL = 'https://id.example.com';

afterEach(() => vi.unstubAllEnvs());

/** sam as the other sign-in system signs him in: acting for its client, Nexo Components. */
async function signInThroughNexo() {
  await signInAs('sam.support');
  const { db } = mock.context;
  const personId = personIdOf('sam.support');
  const nexoAssociate = db.associates.findFirst((q) => q.where({ personId, clientId: 'nexo-co' }))!;
  await db.sessions.updateMany((q) => q.where({ personId }), {
    data(session) {
      session.authenticationMethod = 'Nexo';
      session.associateId = nexoAssociate.id;
    },
  });
  await db.associates.updateMany((q) => q.where({ personId }), {
    data(associate) {
      associate.isCurrentlySelectedAssociate = associate.id === nexoAssociate.id;
    },
  });
}

describe('switching to a client that needs a fresh sign-in here', () => {
  it('sam signs out once, reads the message, and Continue goes to sign-in at the external base URL', async () => {
    vi.stubEnv('VITE_EXTERNAL_BASE_URL', EXTERNAL_BASE_URL);
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    await signInThroughNexo();
    const { user, router } = renderApp('/auth/account-settings/switch-clients');

    await user.click(
      await screen.findByRole('button', { name: 'Switch to Platform Internal Support' }, SLOW),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/switch-clients-message'), SLOW);
    expect(requests.to('/logout', 'POST')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: login.switchClientsMessage.heading })).toBeVisible();
    expect(screen.getByTestId('switch-clients-user-id')).toHaveTextContent('sam.support');
    expect(requests.to('/sessions/me/associates', 'PUT')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: login.switchClientsMessage.continue }));
    expect(assign).toHaveBeenCalledTimes(1);
    // Not the login URL the switch answered (LIFION_LOGIN_URL, this origin): that path at the external one.
    const destination = new URL(assign.mock.calls[0]![0]);
    expect(destination.origin).toBe(EXTERNAL_BASE_URL);
    expect(destination.pathname).toBe(LIFION_LOGIN_URL);
    expect(router.state.location.pathname).toBe('/auth/switch-clients-message');
    expect(requests.to('/logout', 'POST')).toHaveLength(1);
  });
});
