/**
 * The typed client is truthful: an answer its contract does not document, or none, throws one
 * MockClientError saying which; and it makes no request the script did not ask for.
 */
import { describe, expect, it } from 'vitest';
import { createWorld, mockControl, MockClientError, type FaultRequest } from './client.ts';
import { serveMockOverHttp } from './httpClient.test-support.ts';

const mock = serveMockOverHttp();
const LOGIN = { method: 'POST', path: '/login' } as const;

/** Each way an injected fault can answer a sign-in, and the error the client must throw for it. */
const FAULTS: { name: string; fault: Partial<FaultRequest>; expected: Partial<MockClientError> }[] = [
  { name: '503', fault: { status: 503 }, expected: { kind: 'status', status: 503, code: 'UNKNOWN_ERROR' } },
  { name: '500', fault: { status: 500 }, expected: { kind: 'status', status: 500, code: 'UNKNOWN_ERROR' } },
  {
    name: '401',
    fault: { status: 401 },
    expected: { kind: 'refused', status: 401, code: 'MISSING_SESSION_COOKIE' },
  },
  { name: '429', fault: { status: 429 }, expected: { kind: 'refused', status: 429, code: 'UNKNOWN_ERROR' } },
  { name: 'drop', fault: { kind: 'drop' }, expected: { kind: 'dropped', status: undefined } },
  { name: 'html', fault: { kind: 'html' }, expected: { kind: 'not-json', status: 200 } },
  {
    name: 'malformed-json',
    fault: { kind: 'malformed-json' },
    expected: { kind: 'malformed-json', status: 200 },
  },
  // Held past the client's timeout: the script hears of it at the timeout, not from a hung await.
  { name: 'delay', fault: { delayMs: 30_000 }, expected: { kind: 'timeout', status: undefined } },
];

describe('signInAs under each fault kind', () => {
  it.each(FAULTS)(
    '$name throws a MockClientError with its kind, status and code',
    async ({ fault, expected }) => {
      const world = await createWorld(mock.origin);
      await world.injectFault({ ...LOGIN, ...fault });
      // Only the held call meets a short timeout, far shorter than the hold: no machine is that slow.
      const client = fault.delayMs ? mockControl(mock.origin, world.world, { timeoutMs: 2_000 }) : world;
      const error = await client.signInAs('ava.associate', 'Welcome#2024').then(
        () => null,
        (thrown: unknown) => thrown,
      );
      expect(error).toBeInstanceOf(MockClientError);
      expect(error).toMatchObject({ step: 'sign in as ava.associate', ...expected });
      expect((error as MockClientError).message).toContain('sign in as ava.associate');
      if (fault.kind === 'html')
        expect((error as MockClientError).excerpt).toContain('<title>502 Bad Gateway');
      if (fault.kind === 'malformed-json')
        expect((error as MockClientError).excerpt).toBe('{"code": "OK", "trunc');
      // The fault fired once, on the sign-in itself, and the next sign-in goes through.
      expect((await world.listFaults()).map(({ fired }) => fired)).toEqual([1]);
      expect((await world.signInAs('ava.associate')).jar.has('SESSION')).toBe(true);
    },
  );
});

describe('what the client sends', () => {
  it('makes no hidden request: a fault on GET /check waits for the browser it was meant for', async () => {
    const world = await createWorld(mock.origin);
    await world.injectFault({ method: 'GET', path: '/check', status: 503 });
    const ava = await world.signInAs('ava.associate');
    await world.forgotPassword('ava.associate@example.com');
    expect(await world.listFaults()).toEqual([
      expect.objectContaining({ path: '/check', times: 1, fired: 0 }),
    ]);
    expect((await ava.call('GET', '/api/authentication-service/v0/check')).status).toBe(503);
  });

  it('reaches the captcha branch: the refusal names it, a token passes', async () => {
    const world = await createWorld(mock.origin);
    for (let i = 0; i < 3; i++)
      await expect(world.signInAs('ava.associate', 'wrong')).rejects.toMatchObject({
        code: 'INCORRECT_CREDS',
      });
    const asked = await world.signInAs('ava.associate').catch((error: MockClientError) => error);
    expect(asked).toMatchObject({ kind: 'refused', status: 401, code: 'RECAPTCHA_RESPONSE_TOKEN_MISSING' });
    expect(JSON.stringify((asked as MockClientError).body)).toContain('siteKey');
    const ava = await world.signInAs('ava.associate', { recaptchaToken: 'any' });
    expect(ava.jar.has('SESSION')).toBe(true);
  });

  it('sends any other input of the login form as given, so the contract can refuse it', async () => {
    const world = await createWorld(mock.origin);
    await expect(world.signInAs('ava.associate', { rememberMe: 'yes' })).rejects.toMatchObject({
      kind: 'refused',
      status: 400,
      code: 'INVALID_REQUEST',
    });
  });

  it('asks for a reset by username or e-mail, answering the address the mail goes to', async () => {
    const world = await createWorld(mock.origin);
    expect(await world.forgotPassword('uma.username')).toBe('uma.username@example.com');
    expect(await world.lastLink('uma.username@example.com')).toMatch(/token=/);
    expect(await world.forgotPassword('carl.contact@example.com')).toBe('carl.contact@example.com');
    await expect(world.forgotPassword('nobody.here')).rejects.toThrow('no persona nobody.here');
  });

  it('lists exactly the personas of the world: none in the empty scenario', async () => {
    expect((await (await createWorld(mock.origin, 'empty')).listPersonas()).personas).toEqual([]);
    const { personas } = await (await createWorld(mock.origin)).listPersonas();
    expect(personas.find((persona) => persona.username === 'pia.phone')).toMatchObject({
      obligation: 'addPhone',
      leadsTo: expect.stringMatching(/^\/auth\/add-phone/),
    });
    expect(personas.find((persona) => persona.username === 'iris.inactive')?.leadsTo).toBe(
      'refused: ACCOUNT_INACTIVE',
    );
  });

  it('refuses to sign in a persona the world does not have', async () => {
    const world = await createWorld(mock.origin, 'empty');
    await expect(world.signInAs('ava.associate', 'Welcome#2024')).rejects.toMatchObject({ kind: 'refused' });
  });
});
