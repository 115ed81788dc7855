/**
 * Verify beyond equality (mock-server/README.md "Request journal and verify"): `$matches`, `$contains` and
 * `$absent` on query, headers and body; the order of calls; and the requests nothing answered.
 */
import { describe, expect, it } from 'vitest';
import { createWorld } from '../client.ts';
import { serveMockOverHttp } from '../httpClient.test-support.ts';

const mock = serveMockOverHttp();
const ORCHESTRATOR = '/api/identity-orchestrator/v0';
const ME = `${ORCHESTRATOR}/persons/me`;

describe('matchers', () => {
  it('match body, query and headers by regular expression, part and absence, and say how a miss differs', async () => {
    const world = await createWorld(mock.origin);
    const ava = await world.signInAs('ava.associate');
    await ava.call('GET', `${ME}?fields=firstName,lastName`);
    await world.forgotPassword('ava.associate');
    const count = async (pattern: Parameters<typeof world.verifyRequests>[0]) =>
      (await world.verifyRequests(pattern)).count;

    expect(await count({ path: '/credentials/forgot', body: { identifier: { $matches: '^ava\\.' } } })).toBe(
      1,
    );
    expect(await count({ path: '/credentials/forgot', body: { identifier: { $matches: '^bob' } } })).toBe(0);
    expect(
      await count({ path: '/credentials/forgot', body: { identifier: { $contains: '@example' } } }),
    ).toBe(1);
    expect(await count({ path: '/credentials/forgot', body: { recaptchaToken: { $absent: true } } })).toBe(1);
    expect(await count({ path: '/credentials/forgot', body: { identifier: { $absent: true } } })).toBe(0);
    expect(await count({ path: '/persons/me', query: { fields: { $contains: 'lastName' } } })).toBe(1);
    expect(await count({ path: '/persons/me', query: { fields: { $matches: '^first' } } })).toBe(1);
    expect(await count({ path: '/persons/me', query: { page: { $absent: true } } })).toBe(1);
    expect(await count({ path: '/persons/me', query: { fields: { $absent: true } } })).toBe(0);
    expect(
      await count({ method: 'POST', headers: { 'X-CSRF-Token': { $matches: '^[0-9a-f-]{36}$' } } }),
    ).toBe(2);
    expect(await count({ method: 'GET', headers: { 'X-CSRF-Token': { $absent: true } } })).toBe(1);
    expect(await count({ method: 'POST', headers: { 'Content-Type': { $contains: 'json' } } })).toBe(1);

    const miss = await world.verifyRequests({
      path: '/credentials/forgot',
      body: { identifier: { $matches: '^bob' } },
    });
    expect(miss.nearMisses[0]!.differences).toEqual([
      'body.identifier is "ava.associate@example.com", not matching /^bob/',
    ]);
    await world.deleteWorld();
  });

  it('refuses a regular expression that does not compile or nests repetition, and an unknown matcher', async () => {
    const world = await createWorld(mock.origin);
    for (const pattern of [
      { body: { identifier: { $matches: '(' } } },
      { query: { fields: { $matches: '[' } } },
      { headers: { accept: { $like: 'x' } } },
      // A group that repeats a repetition can take exponential time: refused, not run.
      { body: { identifier: { $matches: '^(a+)+$' } } },
      { headers: { accept: { $matches: '(x*)*y' } } },
    ]) {
      const answer = await fetch(`${mock.origin}/__mock/requests/verify`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'X-Mock-World': world.world! },
        body: JSON.stringify(pattern),
      });
      expect(answer.status, JSON.stringify(pattern)).toBe(400);
    }
    await world.deleteWorld();
  });
});

describe('order', () => {
  it('says whether steps came in order, and which step failed', async () => {
    const world = await createWorld(mock.origin);
    const ava = await world.signInAs('ava.associate');
    await ava.call('GET', ME);
    await world.forgotPassword('ava.associate');

    const inOrder = await world.expectInOrder([
      { method: 'POST', path: '/login', status: 200 },
      { method: 'GET', path: '/persons/me' },
      { method: 'POST', path: '/credentials/forgot' },
    ]);
    expect(inOrder.map((entry) => entry.seq)).toEqual([1, 2, 3]);

    const reversed = await world.verifyOrder([
      { method: 'POST', path: '/credentials/forgot' },
      { method: 'GET', path: '/persons/me' },
    ]);
    expect(reversed).toMatchObject({ inOrder: false, failedAt: 1 });
    expect(reversed.message).toContain("step 2 matched only requests up to #3, step 1's (#2)");
    expect((await world.verifyOrder([{ path: '/login' }, { path: '/logout' }])).message).toBe(
      'step 2 matched no request',
    );
    await expect(world.expectInOrder([{ path: '/credentials/forgot' }, { path: '/login' }])).rejects.toThrow(
      'step 2 matched only requests up to #3',
    );
    await world.deleteWorld();
  });
});

describe('unmatched requests', () => {
  it('lists the requests no operation has, and only those', async () => {
    const world = await createWorld(mock.origin);
    const session = world.apiSession();
    await session.call('GET', '/api/authentication-service/v0/check');
    await session.call('OPTIONS', '/api/authentication-service/v0/login');
    await session.call('GET', '/api/identity-orchestrator/v0/no-such-thing');
    const unmatched = await world.listUnmatched();
    expect(unmatched.map((entry) => `${entry.method} ${entry.path} ${entry.status}`)).toEqual([
      'OPTIONS /api/authentication-service/v0/login 404',
      'GET /api/identity-orchestrator/v0/no-such-thing 404',
    ]);
    await world.deleteWorld();
  });
});
