/**
 * Isolated worlds, over real HTTP as QA's scripts and Playwright workers see it: each world is a
 * complete, independent state; no world means the default one; an unknown world is a 404, never the
 * default world's data; and the registry stays bounded.
 */
import { describe, expect, it } from 'vitest';
import { WORLD_HEADER, Worlds, requestedWorld } from './core/worlds.ts';
import { AUTHENTICATION_SERVICE_BASE as AUTH } from './handlers/authentication-service/http.ts';
import { IDENTITY_ORCHESTRATOR_BASE as ORCH } from './handlers/identity-orchestrator/http.ts';
import { readyClient, serveMockOverHttp } from './httpClient.test-support.ts';
import { DEFAULT_PASSWORD } from './scenarios/default.ts';

const mock = serveMockOverHttp();

async function newWorld(scenario?: string): Promise<string> {
  const response = await fetch(`${mock.origin}/__mock/worlds`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: scenario ? JSON.stringify({ scenario }) : '',
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const inWorld = (id: string) => readyClient(mock.origin, { [WORLD_HEADER]: id });

describe('isolated worlds over HTTP', () => {
  it('keeps sign-in failures, sessions, the outbox, the clock, faults and resets apart', async () => {
    const [a, b] = [await inWorld(await newWorld()), await inWorld(await newWorld())];
    expect((await b.login('ava.associate', DEFAULT_PASSWORD)).status).toBe(200);

    for (let i = 0; i < 3; i++) await a.login('ava.associate', 'wrong');
    expect((await a.login('ava.associate', DEFAULT_PASSWORD)).body.code).toBe(
      'RECAPTCHA_RESPONSE_TOKEN_MISSING',
    );
    await a.call('POST', `${ORCH}/credentials/forgot`, { json: { identifier: 'ava.associate@example.com' } });
    await a.call('POST', '/__mock/clock', { json: { advanceMs: 86_400_000 } });
    await a.call('POST', '/__mock/faults', { json: { method: 'GET', path: '/check', status: 503 } });
    expect((await a.call('GET', '/__mock/outbox')).body).toHaveLength(1);

    // b saw none of it: its outbox is empty, its clock real, its /check unfaulted.
    expect((await b.call('GET', '/__mock/outbox')).body).toEqual([]);
    const state = (await b.call('GET', '/__mock/state')).body as { now: string; faults: unknown[] };
    expect(Math.abs(Date.parse(state.now) - Date.now())).toBeLessThan(60_000);
    expect(state.faults).toEqual([]);
    // a's reset leaves b signed in
    await a.call('POST', '/__mock/reset');
    expect((await b.call('GET', `${AUTH}/check`)).body).toMatchObject({ levelOfAssurance: 3 });
    // and a fresh sign-in in a new world meets no captcha
    const c = await inWorld(await newWorld());
    expect((await c.login('ava.associate', DEFAULT_PASSWORD)).status).toBe(200);
  });

  it('uses the default world when a request names none, and the cookie as the header does', async () => {
    const id = await newWorld();
    const byCookie = await readyClient(mock.origin);
    byCookie.jar.set('mock-world', id);
    await byCookie.call('POST', '/__mock/clock', { json: { now: '2031-01-01T00:00:00Z' } });
    const byHeader = await inWorld(id);
    expect(((await byHeader.call('GET', '/__mock/state')).body as { now: string }).now).toMatch(/^2031-/);
    const none = await readyClient(mock.origin);
    expect(((await none.call('GET', '/__mock/state')).body as { now: string }).now).not.toMatch(/^2031-/);
  });

  it('answers 404 WORLD_NOT_FOUND for an unknown or deleted world, on the API, control and pages', async () => {
    const id = await newWorld();
    expect((await fetch(`${mock.origin}/__mock/worlds/${id}`, { method: 'DELETE' })).status).toBe(204);
    for (const world of [id, 'never-made']) {
      for (const path of [`${AUTH}/check`, '/__mock/outbox', '/view/home']) {
        const response = await fetch(mock.origin + path, { headers: { [WORLD_HEADER]: world } });
        expect(response.status, `${world} ${path}`).toBe(404);
        expect(((await response.json()) as { code: string }).code).toBe('WORLD_NOT_FOUND');
      }
    }
    expect((await fetch(`${mock.origin}/__mock/worlds/${id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('creates a world from a named scenario and refuses an unknown one', async () => {
    const id = await newWorld('default');
    const list = (await (await fetch(`${mock.origin}/__mock/worlds`)).json()) as { worlds: { id: string }[] };
    expect(list.worlds.map((world) => world.id)).toContain(id);
    const refused = await fetch(`${mock.origin}/__mock/worlds`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ scenario: 'nope' }),
    });
    expect(refused.status).toBe(400);
  });
});

describe('the world registry', () => {
  it('drops the least recently used world past the limit', () => {
    const worlds = new Worlds<string>({ maxWorlds: 2 });
    const first = worlds.add('first');
    const second = worlds.add('second');
    worlds.get(first); // first is now the most recently used
    const third = worlds.add('third');
    expect(worlds.get(second)).toBeUndefined();
    expect(worlds.get(first)).toBe('first');
    expect(worlds.get(third)).toBe('third');
  });

  it('drops a world idle for the idle time, and keeps one in use', () => {
    let now = 0;
    const worlds = new Worlds<string>({ idleMs: 1000, now: () => now });
    const idle = worlds.add('idle');
    const busy = worlds.add('busy');
    now = 900;
    worlds.get(busy);
    now = 1500;
    expect(worlds.get(idle)).toBeUndefined();
    expect(worlds.get(busy)).toBe('busy');
    now = 10_000;
    expect(worlds.size).toBe(0);
  });

  it('holds at most 100 worlds by default, whatever is created', () => {
    const worlds = new Worlds<number>();
    for (let i = 0; i < 200; i++) worlds.add(i);
    expect(worlds.size).toBe(100);
    expect(worlds.list().map((world) => world.value)).toEqual(Array.from({ length: 100 }, (_, i) => i + 100));
  });

  it('reads the world from the header before the cookie', () => {
    expect(requestedWorld(new Headers({ cookie: 'a=1; mock-world=w%201' }))).toBe('w 1');
    expect(requestedWorld(new Headers({ [WORLD_HEADER]: 'h', cookie: 'mock-world=c' }))).toBe('h');
    expect(requestedWorld(new Headers())).toBeUndefined();
  });
});
