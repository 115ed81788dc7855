/**
 * Every control request is checked against openapi/mock-control.yaml: bad bodies, wrong methods and
 * out-of-range values answer 4xx with a message that says what is allowed, and change nothing.
 */
import { describe, expect, it } from 'vitest';
import { serveMockOverHttp } from '../httpClient.test-support.ts';
import { createContract } from '../openapi/contract.ts';
import { loadDocuments, MOCK_CONTROL_DOCUMENT } from '../openapi/documents.node.ts';
import { MAX_FAULTS_PER_WORLD } from '../core/limits.ts';
import { CONTROL_METHODS } from './validate.ts';

const mock = serveMockOverHttp();
const contract = createContract(loadDocuments([MOCK_CONTROL_DOCUMENT]));

async function newWorld(): Promise<string> {
  const response = await fetch(`${mock.origin}/__mock/worlds`, { method: 'POST' });
  return ((await response.json()) as { id: string }).id;
}

async function send(method: string, path: string, body?: unknown, world?: string) {
  const response = await fetch(`${mock.origin}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(world ? { 'X-Mock-World': world } : {}) },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: (text ? JSON.parse(text) : undefined) as { code: string; message: string } & Record<
      string,
      unknown
    >,
  };
}

/** Each control call that takes a body: a valid one, and the path to send it to. */
const WITH_BODY: {
  operationId: string;
  method: string;
  path: string;
  valid: Record<string, unknown>;
  typed: string;
}[] = [
  {
    operationId: 'createWorld',
    method: 'POST',
    path: '/__mock/worlds',
    valid: { scenario: 'empty' },
    typed: 'scenario',
  },
  {
    operationId: 'loadScenario',
    method: 'POST',
    path: '/__mock/scenario',
    valid: { name: 'default' },
    typed: 'name',
  },
  {
    operationId: 'moveClock',
    method: 'POST',
    path: '/__mock/clock',
    valid: { advanceMs: 1000 },
    typed: 'advanceMs',
  },
  {
    operationId: 'injectFault',
    method: 'POST',
    path: '/__mock/faults',
    valid: { method: 'GET', path: '/check', status: 503 },
    typed: 'status',
  },
  {
    operationId: 'verifyRequests',
    method: 'POST',
    path: '/__mock/requests/verify',
    valid: { method: 'POST', path: '/login' },
    typed: 'path',
  },
  {
    operationId: 'verifyOrder',
    method: 'POST',
    path: '/__mock/requests/verify-order',
    valid: { sequence: [{ path: '/login' }, { path: '/check' }] },
    typed: 'sequence',
  },
  {
    operationId: 'addStub',
    method: 'POST',
    path: '/__mock/stubs',
    valid: {
      request: { method: 'GET', path: '/api/authentication-service/v0/check' },
      response: { status: 200, body: { authentication_method: 'Lifion', levelOfAssurance: 3 } },
    },
    typed: 'request',
  },
  {
    operationId: 'loadScenario',
    method: 'POST',
    path: '/__mock/scenario',
    valid: { file: { name: 'qa', personas: [{ username: 'kim.tester' }] } },
    typed: 'file',
  },
  {
    operationId: 'importWorld',
    method: 'POST',
    path: '/__mock/import',
    valid: {
      format: 'identity-web-mock-world/1',
      scenario: 'empty',
      clock: { now: '2030-01-01T00:00:00Z', frozen: false },
      collections: {},
      extraPersonas: [],
      stubs: [],
      faults: [],
      journal: [],
      strictContract: false,
    },
    typed: 'strictContract',
  },
  {
    operationId: 'settleObligation',
    method: 'POST',
    path: '/__mock/obligations/settle',
    valid: { username: 'paula.password' },
    typed: 'username',
  },
  {
    operationId: 'setFlag',
    method: 'PUT',
    path: '/__mock/flags',
    valid: { clientId: '*', flag: 'enableClientRebrand', isEnabled: true },
    typed: 'isEnabled',
  },
];

/** The control calls without a body: any key is unknown to them, and a body that is not an object is the wrong type. */
const WITHOUT_BODY = [
  { operationId: 'resetWorld', method: 'POST', path: '/__mock/reset' },
  { operationId: 'clearFaults', method: 'DELETE', path: '/__mock/faults' },
  { operationId: 'clearRequests', method: 'DELETE', path: '/__mock/requests' },
  { operationId: 'clearStubs', method: 'DELETE', path: '/__mock/stubs' },
  { operationId: 'takeSnapshot', method: 'POST', path: '/__mock/snapshots' },
];

describe('control bodies', () => {
  it.each(WITH_BODY)(
    '$operationId: an unknown key and a wrong type are 400s that say what is allowed',
    async (call) => {
      const world = await newWorld();
      const unknown = await send(call.method, call.path, { ...call.valid, colour: 'red' }, world);
      expect(unknown.status).toBe(400);
      expect(unknown.body.message).toContain("Unknown key 'colour'");
      for (const key of Object.keys(call.valid)) expect(unknown.body.message).toContain(`'${key}'`);

      const wrong = await send(call.method, call.path, { ...call.valid, [call.typed]: [] }, world);
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toContain(call.typed);
      expect((wrong.body.errors as { details?: { field?: string } }[])[0]?.details?.field).toBe(call.typed);

      // The document refuses the same two bodies: the server's checks and the contract agree.
      for (const body of [
        { ...call.valid, colour: 'red' },
        { ...call.valid, [call.typed]: [] },
      ]) {
        const problems = contract.validateRequest({
          method: call.method,
          url: `http://localhost${call.path}`,
          contentType: 'application/json',
          body,
        });
        expect(problems.length, JSON.stringify(body)).toBeGreaterThan(0);
      }
      // And the valid body passes both.
      expect(
        contract.validateRequest({
          method: call.method,
          url: `http://localhost${call.path}`,
          contentType: 'application/json',
          body: call.valid,
        }),
      ).toEqual([]);
      expect((await send(call.method, call.path, call.valid, world)).status).toBeLessThan(300);
    },
  );

  it.each(WITHOUT_BODY)(
    '$operationId: takes no body, so any key and any non-object are 400s',
    async (call) => {
      const world = await newWorld();
      const unknown = await send(call.method, call.path, { colour: 'red' }, world);
      expect(unknown.status).toBe(400);
      expect(unknown.body.message).toBe("Unknown key 'colour': the body takes no keys.");
      const wrong = await send(call.method, call.path, '[1]', world);
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toContain('must be a JSON object');
    },
  );

  it('deleteWorld takes no body either', async () => {
    const world = await newWorld();
    expect((await send('DELETE', `/__mock/worlds/${world}`, { colour: 'red' })).status).toBe(400);
    expect((await send('DELETE', `/__mock/worlds/${world}`, '"text"')).status).toBe(400);
    expect((await send('DELETE', `/__mock/worlds/${world}`)).status).toBe(204);
  });

  it('refuses flag names and clients the world does not have, naming the allowed ones', async () => {
    const world = await newWorld();
    const flag = await send('PUT', '/__mock/flags', { clientId: '*', flag: 'nope', isEnabled: true }, world);
    expect(flag.status).toBe(400);
    expect(flag.body.message).toContain('enableClientRebrand');
    const client = await send(
      'PUT',
      '/__mock/flags',
      { clientId: 'client-nope', flag: 'enableClientRebrand', isEnabled: true },
      world,
    );
    expect(client.status).toBe(400);
    expect(client.body.message).toContain('acme, birch');
    const flags = (await send('GET', '/__mock/flags', undefined, world)).body as unknown as {
      flag: string;
    }[];
    expect(flags.map((item) => item.flag)).not.toContain('nope');
  });

  it('refuses a fault on a path no operation has, naming the nearest operations', async () => {
    const world = await newWorld();
    const typo = await send('POST', '/__mock/faults', { method: 'GET', path: '/chek', status: 503 }, world);
    expect(typo.status).toBe(400);
    expect(typo.body.code).toBe('UNKNOWN_OPERATION');
    expect(typo.body.message).toContain('Nearest: GET /api/authentication-service/v0/check');
    const method = await send(
      'POST',
      '/__mock/faults',
      { method: 'GET', path: '/login', status: 503 },
      world,
    );
    expect(method.body.message).toContain('POST /api/authentication-service/v0/login');
    expect((await send('GET', '/__mock/faults', undefined, world)).body).toEqual([]);
    // A full path and a path with a parameter's value both name operations.
    for (const path of ['/api/authentication-service/v0/login', '/credentials/forgot'])
      expect(
        (await send('POST', '/__mock/faults', { method: 'POST', path, status: 503 }, world)).status,
      ).toBe(201);
  });

  it('answers a fault with the code it names, and takes a code only with a status', async () => {
    const world = await newWorld();
    const refusal = { method: 'POST', path: '/credentials/forgot', status: 403, code: 'CSRF_TOKEN_INVALID' };
    expect((await send('POST', '/__mock/faults', refusal, world)).status).toBe(201);
    const answer = await fetch(`${mock.origin}/api/identity-orchestrator/v0/credentials/forgot`, {
      method: 'POST',
      headers: { 'X-Mock-World': world, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(answer.status).toBe(403);
    expect(((await answer.json()) as { code: string }).code).toBe('CSRF_TOKEN_INVALID');
    for (const bad of [
      { method: 'GET', path: '/check', kind: 'html', code: 'CSRF_TOKEN_INVALID' },
      { method: 'GET', path: '/check', status: 403, code: 'NOT_A_CODE' },
    ])
      expect((await send('POST', '/__mock/faults', bad, world)).status).toBe(400);
  });

  it('counts how often each fault fired, and keeps spent ones listed', async () => {
    const world = await newWorld();
    await send('POST', '/__mock/faults', { method: 'GET', path: '/check', status: 503, times: 2 }, world);
    await fetch(`${mock.origin}/api/authentication-service/v0/check`, { headers: { 'X-Mock-World': world } });
    expect((await send('GET', '/__mock/faults', undefined, world)).body).toEqual([
      expect.objectContaining({ path: '/check', times: 1, fired: 1 }),
    ]);
    await fetch(`${mock.origin}/api/authentication-service/v0/check`, { headers: { 'X-Mock-World': world } });
    expect((await send('GET', '/__mock/faults', undefined, world)).body).toEqual([
      expect.objectContaining({ path: '/check', times: 0, fired: 2 }),
    ]);
  });

  it(`keeps at most ${MAX_FAULTS_PER_WORLD} faults, dropping spent ones first`, async () => {
    const world = await newWorld();
    const fault = { method: 'GET', path: '/check', status: 503 };
    await send('POST', '/__mock/faults', fault, world);
    await fetch(`${mock.origin}/api/authentication-service/v0/check`, { headers: { 'X-Mock-World': world } });
    for (let i = 1; i < MAX_FAULTS_PER_WORLD; i++) await send('POST', '/__mock/faults', fault, world);
    // Full, but one is spent: it makes room.
    expect((await send('POST', '/__mock/faults', fault, world)).status).toBe(201);
    const full = await send('POST', '/__mock/faults', fault, world);
    expect(full.status).toBe(400);
    expect(full.body.code).toBe('TOO_MANY_FAULTS');
    expect(full.body.message).toContain(`at most ${MAX_FAULTS_PER_WORLD}`);
  });
});

describe('the clock', () => {
  it('never moves past 9999-12-31 nor before 1970, and says so', async () => {
    const world = await newWorld();
    expect((await send('POST', '/__mock/clock', { now: '9999-12-31T23:00:00Z' }, world)).status).toBe(200);
    const past = await send('POST', '/__mock/clock', { advanceMs: 2 * 3600_000 }, world);
    expect(past.status).toBe(400);
    expect(past.body.code).toBe('CLOCK_OUT_OF_RANGE');
    expect(past.body.message).toContain('between 1970-01-01T00:00:00.000Z and 9999-12-31T23:59:59.999Z');
    const state = (await send('GET', '/__mock/state', undefined, world)).body;
    expect(state.now).toMatch(/^9999-12-31T23:/);
    expect((await send('POST', '/__mock/clock', { now: '1969-12-31T00:00:00Z' }, world)).body.code).toBe(
      'CLOCK_OUT_OF_RANGE',
    );
  });

  it('says what a clock body takes', async () => {
    const world = await newWorld();
    const both = await send('POST', '/__mock/clock', { advanceMs: 1, now: '2030-01-01T00:00:00Z' }, world);
    expect(both.body.message).toBe(
      'give exactly one of advanceMs (milliseconds forward) or now (a date-time)',
    );
    const far = await send('POST', '/__mock/clock', { advanceMs: 400 * 24 * 3600_000 + 1 }, world);
    expect(far.body.message).toBe('advanceMs must be an integer from 0 to 34560000000 (400 days)');
    const format = await send('POST', '/__mock/clock', { now: 'tomorrow' }, world);
    expect(format.body.message).toContain('2030-01-01T00:00:00Z');
  });
});

describe('methods', () => {
  it('answers a control path called with a method it does not take 405, with Allow', async () => {
    for (const [path, method, allow] of [
      ['/__mock/clock', 'GET', 'POST'],
      ['/__mock/worlds', 'PUT', 'GET, POST'],
      ['/__mock/faults', 'PATCH', 'GET, POST, DELETE'],
      ['/__mock/outbox', 'DELETE', 'GET'],
    ] as const) {
      const answer = await send(method, path);
      expect(answer.status, `${method} ${path}`).toBe(405);
      expect(answer.headers.get('allow')).toBe(allow);
      expect(answer.body.code).toBe('METHOD_NOT_ALLOWED');
    }
    expect((await send('GET', '/__mock/nothing')).status).toBe(404);
  });

  it('allows exactly the methods openapi/mock-control.yaml documents', () => {
    const documented = new Map<string, string[]>();
    for (const operation of contract.operations) {
      const concrete = operation.fullPath.replace(/\{[^}]+\}/g, 'x');
      documented.set(concrete, [...(documented.get(concrete) ?? []), operation.method]);
    }
    const table = new Map<string, string[]>();
    for (const path of documented.keys()) {
      const entry = CONTROL_METHODS.find(([pattern]) => pattern.test(path));
      table.set(path, entry ? [...entry[1]].sort() : []);
    }
    expect(Object.fromEntries(table)).toEqual(
      Object.fromEntries([...documented].map(([path, methods]) => [path, methods.sort()])),
    );
    expect(CONTROL_METHODS).toHaveLength(documented.size);
  });
});
