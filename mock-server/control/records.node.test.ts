/**
 * Scenario files, seeded records, settled obligations and snapshots over real HTTP: bad input is a 400
 * that says why and changes nothing; a file named by MOCK_SCENARIO is checked at start; CORS only for the
 * origin it is opened to.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { MockClientError, ScenarioFile } from '../client.ts';
import { createWorld } from '../client.ts';
import { MAX_SNAPSHOTS_PER_WORLD } from '../core/limits.ts';
import { serveMockOverHttp } from '../httpClient.test-support.ts';
import { createNodeMockServer, startScenario } from '../node-http.ts';

const mock = serveMockOverHttp();

async function post(world: string, path: string, body: unknown) {
  const answer = await fetch(`${mock.origin}/__mock${path}`, {
    method: 'POST',
    headers: { 'X-Mock-World': world, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: answer.status, body: (await answer.json()) as { code: string; message: string } };
}

const usernames = async (world: Awaited<ReturnType<typeof createWorld>>) =>
  (await world.listPersonas()).personas.map((persona) => persona.username);

describe('scenario files and records', () => {
  it('loads a file: its personas sign in, its tokens work, its clock is set', async () => {
    const world = await createWorld(mock.origin, 'empty');
    await world.loadScenarioFile({
      name: 'qa-reset',
      clock: { now: '2030-01-01T00:00:00Z' },
      personas: [{ username: 'kim.tester', password: 'Harbor#Lights42', phone: '+15555550199' }],
      tokens: [
        {
          token: 'reset-kim',
          kind: 'resetPassword',
          username: 'kim.tester',
          email: 'kim.tester@example.com',
        },
      ],
      flags: [{ clientId: 'acme', flag: 'enableClientRebrand', isEnabled: true }],
    });
    expect(await usernames(world)).toEqual(['kim.tester']);
    expect((await world.readState()).now).toMatch(/^2030-01-01T00:00/);
    await world.signInAs('kim.tester', 'Harbor#Lights42');
    await world.executeToken('resetPassword', 'reset-kim', { password: 'Quiet#River77' });
    await world.signInAs('kim.tester', 'Quiet#River77');
    expect(await world.listFlags()).toContainEqual({
      clientId: 'acme',
      flag: 'enableClientRebrand',
      isEnabled: true,
    });
    // A reset goes back to the file, not to a built-in scenario.
    await world.reset();
    await world.signInAs('kim.tester', 'Harbor#Lights42');
    await world.deleteWorld();
  });

  it('refuses a bad file or clashing records with the reason, and keeps the world as it was', async () => {
    const world = await createWorld(mock.origin);
    const before = await usernames(world);
    for (const [path, body, reason] of [
      ['/scenario', { file: { name: 'qa', colour: 'red' } }, "Unknown key 'colour'"],
      ['/scenario', { file: { name: 'qa', personas: [{ username: 'Kim' }] } }, 'personas.0.username'],
      [
        '/scenario',
        { file: { name: 'qa', tokens: [{ token: 't', kind: 'resetPassword', username: 'no.one' }] } },
        'no persona no.one',
      ],
      ['/scenario', { name: 'default', file: { name: 'qa' } }, 'exactly one of name'],
      ['/records', { personas: [{ username: 'ava.other' }] }, "'person-ava' is taken"],
      [
        '/records',
        { personas: [{ username: 'kim.tester', clients: ['nowhere'] }] },
        "unknown client 'nowhere'",
      ],
      ['/records', { personas: 'kim' }, 'personas must be an array'],
      ['/records', { people: [] }, "Unknown key 'people'"],
      ['/records', { tokens: [{ token: 'reset-ava', kind: 'resetPassword' }] }, "token 'reset-ava' is taken"],
    ] as const) {
      const answer = await post(world.world!, path, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message).toContain(reason);
    }
    expect(await usernames(world)).toEqual(before);
    expect((await world.readState()).scenario).toBe('default');
    await world.deleteWorld();
  });

  it('settles an open obligation, and says what is open when there is nothing to settle', async () => {
    const world = await createWorld(mock.origin);
    const owed = await world.signInAs('paula.password');
    expect((await owed.call('GET', '/api/authentication-service/v0/check-obligations')).status).toBe(412);
    const refused = await world
      .settleObligation('paula.password', 'reviewUsername')
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 400, code: 'NOTHING_TO_SETTLE' });
    expect(String(refused)).toContain('open: changePassword');
    expect(await world.settleObligation('paula.password')).toEqual(['changePassword']);
    expect((await owed.call('GET', '/api/authentication-service/v0/check-obligations')).status).toBe(200);
    expect((await post(world.world!, '/obligations/settle', { username: 'no.one' })).status).toBe(400);
    await world.deleteWorld();
  });
});

it("loads mock-server/README.md's example scenario file as written", async () => {
  const readme = readFileSync('mock-server/README.md', 'utf8');
  const example = /## Scenario files[\s\S]*?```json\n([\s\S]*?)```/.exec(readme)?.[1];
  const world = await createWorld(mock.origin);
  expect(await world.loadScenarioFile(JSON.parse(example!) as ScenarioFile)).toEqual({
    scenario: 'qa-reset',
  });
  expect(await usernames(world)).toEqual(['kim.tester']);
  await world.signInAs('kim.tester', 'Harbor#Lights42');
  await world.deleteWorld();
});

describe('snapshots', () => {
  it('restores the database and clock as taken; an unknown one is a 404', async () => {
    const world = await createWorld(mock.origin);
    const snapshot = await world.takeSnapshot();
    await world.advanceClock(3_600_000);
    await world.seedRecords({ personas: [{ username: 'kim.tester' }] });
    await world.forgotPassword('ava.associate');
    await world.restoreSnapshot(snapshot.id);
    expect(await usernames(world)).not.toContain('kim.tester');
    expect(await world.readOutbox()).toEqual([]);
    expect(Date.parse((await world.readState()).now) - Date.parse(snapshot.now)).toBeLessThan(3_600_000);
    // A body where none is taken is a 400, and the world stays as it is.
    expect((await post(world.world!, `/snapshots/${snapshot.id}/restore`, { colour: 'red' })).status).toBe(
      400,
    );
    const missing = await world
      .restoreSnapshot('snapshot-nope')
      .catch((error: unknown) => error as MockClientError);
    expect(missing).toMatchObject({ status: 404, code: 'SNAPSHOT_NOT_FOUND' });
    await world.deleteWorld();
  });

  it(`keeps the newest ${MAX_SNAPSHOTS_PER_WORLD} per world`, async () => {
    const world = await createWorld(mock.origin);
    const taken = [];
    for (let i = 0; i <= MAX_SNAPSHOTS_PER_WORLD; i++) taken.push((await world.takeSnapshot()).id);
    expect((await world.listSnapshots()).map((snapshot) => snapshot.id)).toEqual(taken.slice(1));
    await world.deleteWorld();
  });
});

describe('starting from a file, and CORS', () => {
  it('MOCK_SCENARIO=path.json loads the file; a bad one stops the start with one sentence', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'scenario-'));
    try {
      const good = join(folder, 'qa.json');
      writeFileSync(good, JSON.stringify({ name: 'qa-start', personas: [{ username: 'kim.tester' }] }));
      expect(startScenario(good)).toBe('qa-start');
      const server = await createNodeMockServer(good);
      expect(server.context.db.persons.all().map((person) => person.username)).toEqual(['kim.tester']);
      const bad = join(folder, 'bad.json');
      writeFileSync(bad, JSON.stringify({ name: 'Bad Name' }));
      expect(() => startScenario(bad)).toThrow(`MOCK_SCENARIO=${bad}: name: name is lower-case letters`);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('answers the one origin MOCK_CORS_ORIGIN names, preflight included, and no other', async () => {
    const server = await createNodeMockServer('empty', undefined, { corsOrigin: 'http://runner.test' });
    const started = createServer((req, res) => void server.handle(req, res));
    await new Promise<void>((resolve) => started.listen(0, '127.0.0.1', resolve));
    try {
      const origin = `http://127.0.0.1:${(started.address() as AddressInfo).port}`;
      const preflight = await fetch(`${origin}/__mock/requests/verify`, {
        method: 'OPTIONS',
        headers: {
          Origin: 'http://runner.test',
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type, x-mock-world',
        },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type, x-mock-world');
      const allowed = await fetch(`${origin}/__mock/outbox`, { headers: { Origin: 'http://runner.test' } });
      expect(allowed.headers.get('access-control-allow-origin')).toBe('http://runner.test');
      const other = await fetch(`${origin}/__mock/outbox`, { headers: { Origin: 'http://elsewhere.test' } });
      expect(other.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await new Promise((resolve) => started.close(resolve));
    }
  });
});
