/**
 * The request journal, verify, stubs, and the answer check at run time, over real HTTP with the typed
 * client: what a QA script sees.
 */
import { createServer } from 'node:http';
import { inspect } from 'node:util';
import type { AddressInfo } from 'node:net';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createWorld, MockClientError } from '../client.ts';
import { CONTRACT_VIOLATION_HEADER } from '../core/pipeline.ts';
import { MAX_JOURNAL_BYTES_PER_WORLD, MAX_JOURNAL_ENTRIES_PER_WORLD } from '../core/limits.ts';
import { Journal, REDACTED } from '../core/journal.ts';
import { DEFAULT_PASSWORD } from '../scenarios/default/personas.ts';
import { serveMockOverHttp } from '../httpClient.test-support.ts';
import { createNodeMockServer } from '../node-http.ts';

const mock = serveMockOverHttp();
const ORCHESTRATOR = '/api/identity-orchestrator/v0';
const ME = `${ORCHESTRATOR}/persons/me`;

describe('the request journal', () => {
  it('lists what the world received, newest last, filtered by method, path pattern and since', async () => {
    const world = await createWorld(mock.origin);
    const ava = await world.signInAs('ava.associate');
    const { now: later } = { now: await world.advanceClock(60_000) };
    await ava.call('GET', `${ME}?fields=x`);
    await world.forgotPassword('ava.associate');

    const all = await world.readRequests();
    expect(all.map((entry) => `${entry.method} ${entry.path} ${entry.status}`)).toEqual([
      'POST /api/authentication-service/v0/login 200',
      `GET ${ME} 200`,
      `POST ${ORCHESTRATOR}/credentials/forgot 204`,
    ]);
    expect(all[0]).toMatchObject({ body: { password: REDACTED } });
    expect(JSON.stringify(all)).not.toContain(DEFAULT_PASSWORD);
    expect(all[1]).toMatchObject({ query: { fields: 'x' } });
    expect(all[2]).toMatchObject({
      body: { identifier: 'ava.associate@example.com' },
      headers: expect.objectContaining({ 'content-type': 'application/json' }),
    });
    expect(all[2]!.headers).not.toHaveProperty('cookie');
    expect((await world.readRequests({ method: 'post' })).map((entry) => entry.seq)).toEqual([1, 3]);
    expect((await world.readRequests({ path: '/persons/*' })).map((entry) => entry.seq)).toEqual([2]);
    expect((await world.readRequests({ path: '/api/**/forgot' })).map((entry) => entry.seq)).toEqual([3]);
    expect((await world.readRequests({ since: later })).map((entry) => entry.seq)).toEqual([2, 3]);

    await world.clearRequests();
    expect(await world.readRequests()).toEqual([]);
    await world.deleteWorld();
  });

  it('refuses a bad filter with a 400 that names it, and keeps the journal', async () => {
    const world = await createWorld(mock.origin);
    await world.signInAs('ava.associate');
    const headers = { 'X-Mock-World': world.world! };
    for (const [query, named] of [
      ['colour=red', "Unknown parameter 'colour'"],
      ['since=yesterday', 'since must be a date-time'],
      ['method=FETCH', 'method must be one of'],
      ['path=login', 'path must start with /'],
    ] as const) {
      const answer = await fetch(`${mock.origin}/__mock/requests?${query}`, { headers });
      expect(answer.status, query).toBe(400);
      expect(((await answer.json()) as { message: string }).message).toContain(named);
    }
    expect(await world.readRequests()).toHaveLength(1);
    await world.deleteWorld();
  });

  it('verifies: the count of matching requests, and the near misses when none matched', async () => {
    const world = await createWorld(mock.origin);
    await world.forgotPassword('ava.associate');
    const found = await world.verifyRequests({
      method: 'POST',
      path: '/credentials/forgot',
      body: { identifier: 'ava.associate@example.com' },
    });
    expect(found.count).toBe(1);
    expect(found.nearMisses).toEqual([]);

    const missed = await world.verifyRequests({
      method: 'POST',
      path: '/credentials/forgot',
      body: { identifier: 'nobody@example.com' },
    });
    expect(missed.count).toBe(0);
    expect(missed.nearMisses[0]!.differences).toEqual([
      'body.identifier is "ava.associate@example.com", not "nobody@example.com"',
    ]);
    // A refusal reads as one line: the step, the status, the code and the server's message.
    const refusal = await world.verifyRequests({ path: 'login' }).catch((error: unknown) => error);
    expect(inspect(refusal)).toBe(
      'MockClientError: verify requests: refused 400 INVALID_REQUEST: path must start with /',
    );
    await expect(
      world.expectRequested({
        method: 'POST',
        path: '/credentials/forgot',
        body: { identifier: 'nobody@example.com' },
      }),
    ).rejects.toThrow(/found 0\n {2}near miss #1 POST .*credentials\/forgot: body.identifier is/);
    await world.deleteWorld();
  });

  it(`keeps at most ${MAX_JOURNAL_ENTRIES_PER_WORLD} requests and ${MAX_JOURNAL_BYTES_PER_WORLD} bytes, dropping the oldest`, () => {
    const journal = new Journal();
    const request = (body: string) =>
      new Request('http://mock/api/x', { method: 'POST', headers: { 'content-type': 'text/plain' }, body });
    for (let i = 0; i < MAX_JOURNAL_ENTRIES_PER_WORLD + 10; i++)
      journal.record(request('small'), 'small', 200, '2030-01-01T00:00:00Z');
    expect(journal.all()).toHaveLength(MAX_JOURNAL_ENTRIES_PER_WORLD);
    expect(journal.all()[0]!.seq).toBe(11);
    const big = 'x'.repeat(5000);
    for (let i = 0; i < 200; i++) journal.record(request(big), big, 200, '2030-01-01T00:00:00Z');
    const kept = journal.all();
    const bytes = kept.reduce((sum, entry) => sum + JSON.stringify(entry).length, 0);
    expect(bytes).toBeLessThanOrEqual(MAX_JOURNAL_BYTES_PER_WORLD);
    expect(bytes).toBeGreaterThan(MAX_JOURNAL_BYTES_PER_WORLD - 3000);
    expect(kept.at(-1)).toMatchObject({ bodyTruncated: true, seq: MAX_JOURNAL_ENTRIES_PER_WORLD + 210 });
  });
});

describe('stubs', () => {
  it('answers a matching call with the chosen body, `times` times, then the handler again', async () => {
    const world = await createWorld(mock.origin);
    const ava = await world.signInAs('ava.associate');
    const real = (await ava.call('GET', ME)).body as Record<string, unknown>;
    const stub = await world.addStub({
      request: { method: 'GET', path: '/persons/me' },
      response: { status: 200, headers: { 'X-Stubbed': 'yes' }, body: { ...real, firstName: 'Stubbed' } },
      times: 1,
    });
    expect(stub).toMatchObject({ request: { path: ME }, times: 1, fired: 0, operations: [`GET ${ME}`] });
    const stubbed = await ava.call('GET', ME);
    expect(stubbed.body.firstName).toBe('Stubbed');
    expect(stubbed.headers.get('x-stubbed')).toBe('yes');
    expect(stubbed.headers.get(CONTRACT_VIOLATION_HEADER)).toBeNull();
    expect((await ava.call('GET', ME)).body.firstName).toBe(real.firstName);
    expect(await world.listStubs()).toEqual([expect.objectContaining({ times: 0, fired: 1 })]);
    const withBody = await fetch(`${mock.origin}/__mock/stubs/${stub.id}`, {
      method: 'DELETE',
      headers: { 'X-Mock-World': world.world!, 'content-type': 'application/json' },
      body: '{"colour":"red"}',
    });
    expect(withBody.status).toBe(400);
    await world.deleteStub(stub.id);
    expect(await world.listStubs()).toEqual([]);
    await expect(world.deleteStub(stub.id)).rejects.toMatchObject({
      status: 404,
      code: 'RESOURCE_NOT_FOUND',
    });
    await world.deleteWorld();
  });

  it('matches headers and a body subset; an injected fault still comes first', async () => {
    const world = await createWorld(mock.origin);
    const session = world.apiSession();
    await world.addStub({
      request: { method: 'POST', path: '/credentials/forgot', body: { identifier: 'stub@example.com' } },
      response: { status: 400, body: { code: 'INVALID_REQUEST', errors: [{ code: 'INVALID_REQUEST' }] } },
    });
    const forgot = (identifier: string) =>
      session.call('POST', `${ORCHESTRATOR}/credentials/forgot`, { json: { identifier } });
    expect((await forgot('stub@example.com')).status).toBe(400);
    expect((await forgot('stub@example.com')).status).toBe(400);
    expect((await forgot('ava.associate@example.com')).status).toBe(204);
    await world.injectFault({ method: 'POST', path: '/credentials/forgot', status: 503 });
    expect((await forgot('stub@example.com')).status).toBe(503);
    expect((await world.listFaults())[0]).toMatchObject({ fired: 1 });

    await world.addStub({
      request: { method: 'GET', path: '/persons/me', headers: { 'Accept-Language': 'fr-CA' } },
      response: {
        status: 401,
        body: { code: 'MISSING_SESSION_COOKIE', errors: [{ code: 'MISSING_SESSION_COOKIE' }] },
      },
    });
    const french = await fetch(`${mock.origin}${ME}`, {
      headers: { 'X-Mock-World': world.world!, 'Accept-Language': 'fr-CA' },
    });
    expect(french.status).toBe(401);
    await world.deleteWorld();
  });

  it('refuses an ambiguous path naming the candidates, an unknown one, and a second stub for the same requests', async () => {
    const world = await createWorld(mock.origin);
    const refusal = (stub: Parameters<typeof world.addStub>[0]) =>
      world.addStub(stub).then(
        () => 'added',
        (error: unknown) =>
          error instanceof MockClientError ? `${error.code}: ${error.excerpt}` : String(error),
      );
    const logout = await refusal({ request: { method: 'POST', path: '/logout' }, response: { status: 204 } });
    expect(logout).toContain('AMBIGUOUS_STUB');
    expect(logout).toContain('POST /api/authentication-service/v0/logout');
    expect(logout).toContain('POST /api/ui-gateway/v0/logout');
    expect(
      await refusal({ request: { method: 'GET', path: '/nothing' }, response: { status: 200 } }),
    ).toContain('UNKNOWN_OPERATION');
    expect(
      await refusal({
        request: { method: 'POST', path: '/api/ui-gateway/v0/logout' },
        response: { status: 204 },
      }),
    ).toBe('added');
    expect(
      await refusal({ request: { method: 'post', path: '/logout', headers: {} }, response: { status: 204 } }),
    ).toContain('AMBIGUOUS_STUB');
    expect(
      await refusal({
        request: { method: 'POST', path: '/api/ui-gateway/v0/logout' },
        response: { status: 204 },
      }),
    ).toContain('already matches the same requests');
    expect(await world.listStubs()).toHaveLength(1);
    await world.deleteWorld();
  });

  it('refuses an answer that breaks the contract with the reason, unless deliberate; then the answer says so', async () => {
    const world = await createWorld(mock.origin);
    const broken = {
      request: { method: 'GET' as const, path: '/persons/me' },
      response: { status: 200, body: { firstName: 42 } },
    };
    const refused = await world.addStub(broken).catch((error: unknown) => error as MockClientError);
    expect(refused).toMatchObject({ status: 400, code: 'STUB_BREAKS_CONTRACT' });
    expect((refused as MockClientError).excerpt).toContain('getMe');
    expect(await world.listStubs()).toEqual([]);

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await world.addStub({ ...broken, deliberate: true });
    const answer = await fetch(`${mock.origin}${ME}`, { headers: { 'X-Mock-World': world.world! } });
    expect(answer.headers.get(CONTRACT_VIOLATION_HEADER)).toContain('getMe firstName');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('contract violation: getMe firstName'));
    warn.mockRestore();
    await world.deleteWorld();
  });
});

describe('the contract at run time', () => {
  it('reports an answer of a broken handler: logged with operation and field, and in a header', async () => {
    const broken = () => [
      http.get('*/api/identity-orchestrator/v0/persons/me', () => HttpResponse.json({ personId: 7 })),
    ];
    const server = await createNodeMockServer('default', undefined, { overrides: broken });
    const started = createServer((req, res) => void server.handle(req, res));
    await new Promise<void>((resolve) => started.listen(0, '127.0.0.1', resolve));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const origin = `http://127.0.0.1:${(started.address() as AddressInfo).port}`;
      const answer = await fetch(`${origin}${ME}`);
      expect(answer.status).toBe(200);
      const header = answer.headers.get(CONTRACT_VIOLATION_HEADER);
      expect(header).toContain('getMe personId: GET /api/identity-orchestrator/v0/persons/me');
      expect(header).toContain('getMe lastName');
      expect(warn).toHaveBeenCalledWith(
        expect.stringMatching(/^\[mock-server\] contract violation: getMe personId: /),
      );
      // An answer that keeps the contract carries no such header.
      const check = await fetch(`${origin}/api/authentication-service/v0/check`);
      expect(check.headers.get(CONTRACT_VIOLATION_HEADER)).toBeNull();
    } finally {
      warn.mockRestore();
      await new Promise((resolve) => started.close(resolve));
    }
  });
});

describe('verify with a count range and the answer status', () => {
  it('at least 2 POST /login answered 401; out of range gives the near misses; a bad range is a 400', async () => {
    const world = await createWorld(mock.origin);
    for (let i = 0; i < 2; i++) await world.signInAs('ava.associate', 'wrong').catch(() => undefined);
    await world.signInAs('ava.associate', { recaptchaToken: 'any' });
    const failed = await world.expectRequested(
      { method: 'POST', path: '/login', status: 401 },
      { atLeast: 2 },
    );
    expect(failed).toHaveLength(2);
    const verify = await world.verifyRequests({ method: 'POST', path: '/login', status: 401, atMost: 1 });
    expect(verify).toMatchObject({ count: 2, inRange: false });
    expect(verify.nearMisses[0]!.differences).toEqual(['status is 200, not 401']);
    await expect(
      world.expectRequested({ path: '/login', status: 200 }, { atLeast: 2, atMost: 3 }),
    ).rejects.toThrow(/expected 2 to 3 request\(s\) .* found 1/);
    await expect(world.verifyRequests({ atLeast: -1 })).rejects.toMatchObject({ status: 400 });
    await world.deleteWorld();
  });
});
