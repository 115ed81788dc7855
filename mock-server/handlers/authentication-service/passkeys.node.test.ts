/**
 * Passkeys on the mock, checked with a software authenticator that speaks real
 * WebAuthn. A passkey sign-in is a password sign-in's twin at level 3; a cloned authenticator whose
 * counter goes backwards is refused; step-up takes a passkey; the list, rename and remove.
 */
import { describe, expect, it } from 'vitest';
import { AUTHENTICATION_SERVICE_BASE as AUTH, authenticationServiceHandlers } from './index.ts';
import { SoftAuthenticator } from '../soft-authenticator.test-support.ts';
import { codeOf, createHarness, signIn, type Harness } from '../test-harness.ts';

const harness = () => createHarness(authenticationServiceHandlers);

async function registerPasskey(h: Harness, authenticator: SoftAuthenticator, name?: string) {
  const options = (await h.call('POST', `${AUTH}/passkeys/registration/options`)).body;
  return h.call('POST', `${AUTH}/passkeys/registration/verify`, {
    body: { credential: authenticator.register(options), ...(name ? { name } : {}) },
  });
}

async function passkeySignIn(h: Harness, authenticator: SoftAuthenticator) {
  const options = (await h.call('POST', `${AUTH}/passkeys/authentication/options`)).body;
  return h.call('POST', `${AUTH}/passkeys/authentication/verify`, {
    body: { credential: authenticator.assert(options) },
  });
}

/** A fresh mock where `persona` registered a passkey and signed out again: ready to sign in with it. */
async function signedOutWithPasskey(persona: string) {
  const h = await harness();
  await signIn(h, persona);
  const authenticator = new SoftAuthenticator();
  const registered = await registerPasskey(h, authenticator);
  await h.call('POST', `${AUTH}/logout`);
  return { h, authenticator, registered };
}

const check = async (h: Harness) =>
  (await h.call('GET', `${AUTH}/check`)).body as { levelOfAssurance: number };

describe('passkeys on the mock', () => {
  it('registers for a signed-in person, then signs them in alone at level 3', async () => {
    const h = await harness();
    await signIn(h, 'stan.stepup');
    expect((await check(h)).levelOfAssurance).toBe(1);
    const authenticator = new SoftAuthenticator();
    const created = await registerPasskey(h, authenticator, 'Work laptop');
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ id: authenticator.id, name: 'Work laptop', lastUsedAt: null });

    await h.call('POST', `${AUTH}/logout`);
    const signedIn = await passkeySignIn(h, authenticator);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ personalSettings: { preferredLanguage: expect.any(String) } });
    expect(h.cookie('SESSION')).toBeTruthy();
    expect((await check(h)).levelOfAssurance).toBe(3);
    const list = (await h.call('GET', `${AUTH}/passkeys`)).body as {
      passkeys: { lastUsedAt: string | null }[];
    };
    expect(list.passkeys[0]!.lastUsedAt).not.toBeNull();
  });

  it('meets the same obligations as a password sign-in: paula still owes her password change', async () => {
    const { h, authenticator, registered } = await signedOutWithPasskey('paula.password');
    expect(registered.status).toBe(201);
    expect((await passkeySignIn(h, authenticator)).status).toBe(200);
    expect((await h.call('GET', `${AUTH}/check-obligations`)).status).toBe(412);
  });

  it('refuses a cloned authenticator whose counter goes backwards, with its own code', async () => {
    const { h, authenticator } = await signedOutWithPasskey('ava.associate');
    expect((await passkeySignIn(h, authenticator)).status).toBe(200);
    expect((await passkeySignIn(h, authenticator)).status).toBe(200);
    authenticator.counter = 0; // the clone, one use behind
    const refused = await passkeySignIn(h, authenticator);
    expect(refused.status).toBe(400);
    expect(codeOf(refused.body)).toBe('PASSKEY_COUNTER_REGRESSED');
  });

  it('refuses a signature it cannot verify, a spent challenge, and a passkey it does not know', async () => {
    const { h, authenticator } = await signedOutWithPasskey('ava.associate');

    const options = (await h.call('POST', `${AUTH}/passkeys/authentication/options`)).body;
    const forged = authenticator.assert(options);
    forged.response.signature = new SoftAuthenticator().assert(options).response.signature;
    const bad = await h.call('POST', `${AUTH}/passkeys/authentication/verify`, {
      body: { credential: forged },
    });
    expect(codeOf(bad.body)).toBe('PASSKEY_VERIFICATION_FAILED');
    const replay = await h.call('POST', `${AUTH}/passkeys/authentication/verify`, {
      body: { credential: authenticator.assert(options) },
    });
    expect(codeOf(replay.body)).toBe('PASSKEY_VERIFICATION_FAILED');
    expect(codeOf((await passkeySignIn(h, new SoftAuthenticator())).body)).toBe('PASSKEY_UNKNOWN');
    expect(h.cookie('SESSION')).toBeUndefined();
  });

  it('steps stan up to level 3 with his passkey', async () => {
    const h = await harness();
    await signIn(h, 'stan.stepup');
    const authenticator = new SoftAuthenticator();
    await registerPasskey(h, authenticator);
    const options = (await h.call('POST', `${AUTH}/passkeys/authentication/options`)).body as {
      allowCredentials: { id: string }[];
    };
    expect(options.allowCredentials.map((credential) => credential.id)).toEqual([authenticator.id]);
    const raised = await h.call('POST', `${AUTH}/step-up/passkey`, {
      body: { credential: authenticator.assert(options) },
    });
    expect(raised.body).toEqual({ levelOfAssurance: 3 });
    expect((await check(h)).levelOfAssurance).toBe(3);
  });

  it('lists, renames and removes; a removed passkey no longer signs in', async () => {
    const h = await harness();
    await signIn(h, 'ava.associate');
    const authenticator = new SoftAuthenticator();
    await registerPasskey(h, authenticator);
    const renamed = await h.call('PATCH', `${AUTH}/passkeys/${authenticator.id}`, {
      body: { name: 'Phone' },
    });
    expect(renamed.body).toMatchObject({ name: 'Phone' });
    expect(((await h.call('GET', `${AUTH}/passkeys`)).body as { passkeys: unknown[] }).passkeys).toHaveLength(
      1,
    );
    expect((await h.call('DELETE', `${AUTH}/passkeys/${authenticator.id}`)).status).toBe(204);
    expect((await h.call('DELETE', `${AUTH}/passkeys/${authenticator.id}`)).status).toBe(404);
    await h.call('POST', `${AUTH}/logout`);
    expect(codeOf((await passkeySignIn(h, authenticator)).body)).toBe('PASSKEY_UNKNOWN');
  });
});
