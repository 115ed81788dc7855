/**
 * Contract violations as data (mock-server/README.md "The contract at run time"): counted per world, on the
 * journal entry, resettable, strict on demand, thrown by the client on demand; an unknown route is not one.
 */
import { describe, expect, it, vi } from 'vitest';
import { createWorld, mockControl, MockClientError } from '../client.ts';
import { asciiHeader, CONTRACT_VIOLATION_HEADER } from '../core/pipeline.ts';
import { serveMockOverHttp } from '../httpClient.test-support.ts';

const mock = serveMockOverHttp();
const ME = '/api/identity-orchestrator/v0/persons/me';
const BROKEN = {
  request: { method: 'GET' as const, path: '/persons/me' },
  response: { status: 200, body: { firstName: 42 } },
  deliberate: true,
};

describe('contract violations', () => {
  it('are listed per world with their count and journal entries, and on the entry itself; a clear empties them', async () => {
    const world = await createWorld(mock.origin);
    const other = await createWorld(mock.origin);
    const ava = await world.signInAs('ava.associate');
    expect((await world.listViolations()).violations).toEqual([]);
    await world.addStub(BROKEN);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const answer = await ava.call('GET', ME);
    await ava.call('GET', ME);
    warn.mockRestore();
    const header = answer.headers.get(CONTRACT_VIOLATION_HEADER)!;
    expect(header).toMatch(/^getMe /);
    expect(header).toContain('getMe firstName: ');
    expect(header).toMatch(/^[\x20-\x7e]+$/);
    expect(header).toContain('->');

    const list = await world.listViolations();
    const rows = list.violations;
    expect(list).toMatchObject({ strict: false, total: 2 * rows.length, dropped: 0 });
    const row = rows.find((violation) => violation.problem.startsWith('firstName'))!;
    expect(row).toMatchObject({ operation: 'getMe', method: 'GET', path: ME, status: 200, count: 2 });
    const entries = await world.readRequests({ path: '/persons/me' });
    expect(entries.map((entry) => entry.seq)).toEqual([row.firstSeq, row.lastSeq]);
    expect(entries[0]!.violations).toEqual(rows.map((violation) => violation.problem));
    expect((await other.listViolations()).total).toBe(0);

    await world.clearViolations();
    expect((await world.listViolations()).total).toBe(0);
    await world.deleteWorld();
    await other.deleteWorld();
  });

  it('a request outside every contract is an unknown route, not a violation', async () => {
    const world = await createWorld(mock.origin);
    const session = world.apiSession();
    for (const [method, path] of [
      ['OPTIONS', '/api/authentication-service/v0/login'],
      ['GET', '/api/authentication-service/v0/openapi.yaml'],
    ] as const) {
      const answer = await session.call(method, path);
      expect(answer.status).toBe(404);
      expect(answer.headers.get(CONTRACT_VIOLATION_HEADER)).toBeNull();
    }
    expect((await world.listViolations()).total).toBe(0);
    expect((await world.readRequests()).map((entry) => entry.unknownRoute)).toEqual([true, true]);
    await world.deleteWorld();
  });

  it('strict mode fails a violating answer loudly, across a reset; the client throws on one when asked', async () => {
    const world = await createWorld(mock.origin);
    expect((await world.setStrictContract(true)).strict).toBe(true);
    await world.reset();
    await world.addStub(BROKEN);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const strict = await world.apiSession().call('GET', ME);
    expect(strict.status).toBe(500);
    expect(strict.body).toMatchObject({ code: 'CONTRACT_VIOLATION' });
    expect(strict.body.message).toContain('getMe firstName');
    expect((await world.listViolations()).violations).toContainEqual(
      expect.objectContaining({ status: 200, count: 1 }),
    );

    await world.setStrictContract(false);
    const throwing = mockControl(mock.origin, world.world, { throwOnViolation: true }).apiSession();
    const error = await throwing.call('GET', ME).catch((caught: unknown) => caught);
    warn.mockRestore();
    expect(error).toBeInstanceOf(MockClientError);
    expect(error).toMatchObject({ kind: 'contract-violation', status: 200 });
    expect((error as MockClientError).excerpt).toContain('getMe firstName');
    await world.deleteWorld();
  });

  it('header values are visible ASCII', () => {
    expect(asciiHeader('GET /x \u2192 200: caf\u00e9\nnext')).toBe('GET /x -> 200: caf??next');
  });
});
