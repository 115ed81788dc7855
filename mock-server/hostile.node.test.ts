/**
 * Hostile input (mock-server/README.md "Limits"): JSON nested past any walker's stack, control calls a web
 * page could send across sites, and a flood of identifiers. Each is a clear 4xx that changes nothing.
 */
import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createWorld } from './client.ts';
import { attemptsFor } from './core/attempts.ts';
import { createMockContext } from './scenarios/index.ts';
import { jsonTooDeep, MAX_ATTEMPT_KEYS_PER_WORLD, MAX_JSON_DEPTH } from './core/limits.ts';
import { serveMockOverHttp } from './httpClient.test-support.ts';

const mock = serveMockOverHttp();
const DEEP = '['.repeat(300_000) + ']'.repeat(300_000);
const deepObject = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

/** One control call over node:http, which adds no header of its own (fetch adds a content type and Sec-Fetch-Mode). */
function control(
  world: string,
  method: string,
  path: string,
  init: { headers?: Record<string, string>; body?: string } = {},
) {
  return new Promise<{ status: number; body: { code: string; message: string } }>((resolve, reject) => {
    const req = httpRequest(`${mock.origin}/__mock${path}`, {
      method,
      headers: { 'X-Mock-World': world, ...init.headers },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as never }));
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

describe('JSON nested deeper than the mock reads', () => {
  it('is found in one pass, strings and escapes skipped', () => {
    expect(jsonTooDeep(DEEP)).toBe(true);
    expect(jsonTooDeep(deepObject(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonTooDeep(deepObject(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonTooDeep(JSON.stringify({ a: '['.repeat(1000), b: '\\"[[[' }))).toBe(false);
  });

  it('to verify, to stubs and to a service call: 400 naming the cap, and nothing changed', async () => {
    const world = await createWorld(mock.origin);
    const json = { 'content-type': 'application/json' };
    for (const body of [DEEP, `{"method":"GET","body":${DEEP}}`]) {
      const verify = await control(world.world!, 'POST', '/requests/verify', { headers: json, body });
      expect(verify.status).toBe(400);
      expect(verify.body.message).toContain(`deeper than ${MAX_JSON_DEPTH} levels`);
    }
    const stub = await control(world.world!, 'POST', '/stubs', {
      headers: json,
      body: `{"request":{"method":"GET","path":"/persons/me"},"response":{"status":200,"body":${DEEP}}}`,
    });
    expect(stub.status).toBe(400);
    expect(await world.listStubs()).toEqual([]);

    const session = world.apiSession();
    const answer = await session.call('POST', '/api/identity-orchestrator/v0/credentials/forgot', {
      raw: DEEP,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain(`${MAX_JSON_DEPTH} levels`);
    expect(await world.readOutbox()).toEqual([]);
    const [entry] = await world.readRequests();
    expect(entry).toMatchObject({ status: 400, body: '(nested too deep)' });
    await world.deleteWorld();
  });
});

describe('a control call that is not JSON', () => {
  it.each([
    ['text/plain', { 'content-type': 'text/plain' }, '{"advanceMs":60000}'],
    ['a form', { 'content-type': 'application/x-www-form-urlencoded' }, 'advanceMs=60000'],
    ['no content type', {}, '{"advanceMs":60000}'],
    ['a no-cors fetch without a body', { 'sec-fetch-mode': 'no-cors' }, undefined],
  ])('%s: 415, and the clock stays', async (_, headers, body) => {
    const world = await createWorld(mock.origin);
    const before = Date.parse((await world.readState()).now);
    const answer = await control(world.world!, 'POST', '/clock', { headers, body });
    expect(answer.status).toBe(415);
    expect(answer.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(answer.body.message).toContain('application/json');
    expect(Date.parse((await world.readState()).now) - before).toBeLessThan(30_000);
    const reset = await control(world.world!, 'POST', '/reset', { headers, body });
    expect(reset.status).toBe(415);
    await world.deleteWorld();
  });

  it('a body-less call without a content type (curl -X POST) still works', async () => {
    const world = await createWorld(mock.origin);
    expect((await control(world.world!, 'POST', '/reset')).status).toBe(200);
    await world.deleteWorld();
  });
});

describe('attempt counters', () => {
  it(`keep ${MAX_ATTEMPT_KEYS_PER_WORLD} identifiers per world, the least recently counted going first`, async () => {
    const context = await createMockContext('empty');
    const kept = await attemptsFor(context, 'login', 'kept@example.com');
    await context.db.attempts.update(kept, { data: (draft) => void (draft.at = [Date.now() + 1e9]) });
    for (let i = 0; i < 3000; i++) await attemptsFor(context, 'login', `user-${i}@example.com`);
    const keys = context.db.attempts.all().map((record) => record.key);
    expect(keys).toHaveLength(MAX_ATTEMPT_KEYS_PER_WORLD);
    expect(keys).toContain('kept@example.com');
    expect(keys).toContain('user-2999@example.com');
    expect(keys).not.toContain('user-0@example.com');
  });

  it('3,000 identifiers add under 20 % of a sign-in to the lookup', async () => {
    const context = await createMockContext('empty');
    const time = async (runs: number) => {
      const started = performance.now();
      for (let i = 0; i < runs; i++) await attemptsFor(context, 'login', 'kim@example.com');
      return (performance.now() - started) / runs;
    };
    await time(200);
    const fresh = Math.min(await time(500), await time(500));
    for (let i = 0; i < 3000; i++) await attemptsFor(context, 'login', `user-${i}@example.com`);
    const flooded = Math.min(await time(500), await time(500));
    // The lookup is bounded by the cap; the slack covers a loaded machine's noise.
    // The lookup is bounded by the cap: what it adds stays under 20 % of a sign-in over HTTP (1.6 ms on
    // the 2-core machine), the slack covering a loaded machine's noise.
    expect(flooded - fresh).toBeLessThan(0.32);
  });
});
