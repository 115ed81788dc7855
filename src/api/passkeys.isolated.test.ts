/**
 * The passkey ceremonies against the mock server's real WebAuthn checks: the browser library is
 * replaced by a software authenticator (jsdom has no WebAuthn), everything else runs as in the app.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SoftAuthenticator } from '../../mock-server/handlers/soft-authenticator.test-support';
import { mockServerForFile } from '../../tests/mock-lifecycle';
import { signInAs } from '../../tests/render-app';
import { fetchAuthCheck } from './session';
import { createPasskey, signInWithPasskey, stepUpWithPasskey } from './passkeys';
import { ApiError } from './errors';

const device = vi.hoisted(() => ({ current: undefined as unknown as SoftAuthenticator }));
vi.mock('@simplewebauthn/browser', () => ({
  startRegistration: ({ optionsJSON }: { optionsJSON: unknown }) =>
    Promise.resolve(device.current.register(optionsJSON)),
  startAuthentication: ({ optionsJSON }: { optionsJSON: unknown }) =>
    Promise.resolve(device.current.assert(optionsJSON)),
}));

const mock = mockServerForFile();

beforeEach(() => {
  device.current = new SoftAuthenticator(window.location.hostname, window.location.origin);
});

const level = async () => {
  const check = await fetchAuthCheck();
  return check.authenticated ? check.levelOfAssurance : 0;
};

describe('passkey ceremonies', () => {
  it('creates a passkey, then signs in with it alone at level 3', async () => {
    await signInAs('stan.stepup');
    expect(await createPasskey('Laptop')).toMatchObject({ name: 'Laptop', lastUsedAt: null });
    mock.context.db.sessions.deleteMany((q) => q.where({ personId: 'person-stan' }));
    expect(await level()).toBe(0);
    expect(await signInWithPasskey()).toMatchObject({ personalSettings: expect.any(Object) });
    expect(await level()).toBe(3);
  });

  it('steps up with a passkey', async () => {
    await signInAs('stan.stepup');
    await createPasskey();
    expect(await level()).toBe(1);
    expect(await stepUpWithPasskey()).toBe(3);
    expect(await level()).toBe(3);
  });

  it('refuses a passkey the server does not know with its code', async () => {
    await expect(signInWithPasskey()).rejects.toSatisfy(
      (error) => error instanceof ApiError && error.code === 'PASSKEY_UNKNOWN',
    );
  });
});
