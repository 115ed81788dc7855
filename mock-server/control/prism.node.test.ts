/**
 * Stoplight Prism, as an independent validator, stands in front of the real mock server and checks every
 * operation of openapi/mock-control.yaml: the request it is sent and the answer the server gives. Our own
 * contract checker (mock-server/openapi/contract.ts) does the same in client.node.test.ts; Prism is a
 * second reader of the document that shares none of its code, so a mistake both in the document and in
 * our checker cannot pass unseen. Prism runs in-process in proxy mode (what `prism proxy` does), with
 * no network beyond 127.0.0.1.
 */
import { join } from 'node:path';
import { getHttpOperationsFromSpec } from '@stoplight/prism-http';
import { createClientFromOperations } from '@stoplight/prism-http/dist/client';
import { beforeAll, expect, it } from 'vitest';
import { serveMockOverHttp } from '../httpClient.test-support.ts';
import { MOCK_CONTROL_DOCUMENT, OPENAPI_DIR } from '../openapi/documents.node.ts';

type PrismClient = ReturnType<typeof createClientFromOperations>;
type PrismConfig = Parameters<typeof createClientFromOperations>[1];

/** One call of the walk: what to send, the status the document gives for it, and a body Prism must refuse. */
interface ControlCase {
  readonly method: 'get' | 'post' | 'put' | 'delete';
  /** The path under /__mock, with any path parameter filled in from what earlier calls answered. */
  readonly path: () => string;
  readonly status: number;
  readonly body?: unknown;
  /** For an operation that takes a body: one that breaks the document, which Prism must report. */
  readonly badBody?: unknown;
  /** Keeps what a later call needs (a world, a stub, a snapshot). */
  readonly keep?: (answer: unknown) => void;
}

const kept = { world: '', spareWorld: '', stub: '', snapshot: '' };
const idOf = (answer: unknown) => (answer as { id: string }).id;

/** Every control operation, by operationId, in the order the walk calls them (later ones use what earlier ones kept). */
const CASES: Record<string, ControlCase> = {
  createWorld: {
    method: 'post',
    path: () => '/worlds',
    body: { scenario: 'default' },
    badBody: { scenario: 42 },
    status: 201,
    keep: (answer) => (kept.world = idOf(answer)),
  },
  listWorlds: { method: 'get', path: () => '/worlds', status: 200 },
  getClient: { method: 'get', path: () => '/client.ts', status: 200 },
  getControlDocument: { method: 'get', path: () => '/openapi.yaml', status: 200 },
  getServiceDocument: { method: 'get', path: () => '/openapi/identity-orchestrator.yaml', status: 200 },
  listScenarios: { method: 'get', path: () => '/scenarios', status: 200 },
  loadScenario: {
    method: 'post',
    path: () => '/scenario',
    body: { name: 'default' },
    badBody: { name: 'default', colour: 'red' },
    status: 200,
  },
  resetWorld: { method: 'post', path: () => '/reset', status: 200 },
  readState: { method: 'get', path: () => '/state', status: 200 },
  readVitals: { method: 'get', path: () => '/vitals', status: 200 },
  readPolicyViolations: { method: 'get', path: () => '/policy-violations', status: 200 },
  readOutbox: { method: 'get', path: () => '/outbox', status: 200 },
  moveClock: {
    method: 'post',
    path: () => '/clock',
    body: { advanceMs: 1000 },
    badBody: { advanceMs: 'soon' },
    status: 200,
  },
  injectFault: {
    method: 'post',
    path: () => '/faults',
    body: { method: 'GET', path: '/check', status: 503 },
    badBody: { method: 'GET', path: '/check', status: 'broken' },
    status: 201,
  },
  listFaults: { method: 'get', path: () => '/faults', status: 200 },
  clearFaults: { method: 'delete', path: () => '/faults', status: 204 },
  listPersonas: { method: 'get', path: () => '/personas', status: 200 },
  listFlags: { method: 'get', path: () => '/flags', status: 200 },
  setFlag: {
    method: 'put',
    path: () => '/flags',
    body: { clientId: '*', flag: 'enableClientRebrand', isEnabled: true },
    badBody: { clientId: '*', flag: 'enableClientRebrand', isEnabled: 'yes' },
    status: 200,
  },
  listRequests: { method: 'get', path: () => '/requests?method=GET', status: 200 },
  verifyRequests: {
    method: 'post',
    path: () => '/requests/verify',
    body: { method: 'GET', path: '/scenarios' },
    // Not an unknown key: Prism does not apply this schema's `unevaluatedProperties` (the server does).
    badBody: { method: 'GET', path: 42 },
    status: 200,
  },
  verifyOrder: {
    method: 'post',
    path: () => '/requests/verify-order',
    body: { sequence: [{ method: 'GET', path: '/scenarios' }, { path: '/check' }] },
    badBody: { sequence: [{ method: 'GET' }] },
    status: 200,
  },
  listUnmatched: { method: 'get', path: () => '/requests/unmatched', status: 200 },
  clearRequests: { method: 'delete', path: () => '/requests', status: 204 },
  addStub: {
    method: 'post',
    path: () => '/stubs',
    body: {
      request: { method: 'GET', path: '/check' },
      response: { status: 200, body: { authentication_method: 'Lifion', levelOfAssurance: 1 } },
    },
    badBody: { request: { method: 'GET', path: '/check' } },
    status: 201,
    keep: (answer) => (kept.stub = idOf(answer)),
  },
  listViolations: { method: 'get', path: () => '/violations', status: 200 },
  setStrictContract: {
    method: 'put',
    path: () => '/violations',
    body: { strict: false },
    badBody: { strict: 'yes' },
    status: 200,
  },
  clearViolations: { method: 'delete', path: () => '/violations', status: 204 },
  listStubs: { method: 'get', path: () => '/stubs', status: 200 },
  deleteStub: { method: 'delete', path: () => `/stubs/${kept.stub}`, status: 204 },
  clearStubs: { method: 'delete', path: () => '/stubs', status: 204 },
  takeSnapshot: {
    method: 'post',
    path: () => '/snapshots',
    status: 201,
    keep: (answer) => (kept.snapshot = idOf(answer)),
  },
  listSnapshots: { method: 'get', path: () => '/snapshots', status: 200 },
  seedRecords: {
    method: 'post',
    path: () => '/records',
    body: { personas: [{ username: 'kim.tester', obligation: { kind: 'addPhone', command: 'addPhone' } }] },
    badBody: { personas: 'kim.tester' },
    status: 201,
  },
  settleObligation: {
    method: 'post',
    path: () => '/obligations/settle',
    body: { username: 'kim.tester' },
    badBody: { kind: 'addPhone' },
    status: 200,
  },
  exportWorld: { method: 'get', path: () => '/export', status: 200 },
  importWorld: {
    method: 'post',
    path: () => '/import',
    body: {
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
    badBody: { format: 'identity-web-mock-world/1' },
    status: 200,
  },
  restoreSnapshot: { method: 'post', path: () => `/snapshots/${kept.snapshot}/restore`, status: 200 },
  deleteWorld: { method: 'delete', path: () => `/worlds/${kept.spareWorld}`, status: 204 },
};

/** When set, the test's server answers `GET /__mock/worlds` with a shape the document forbids (to see Prism catch it). */
let breakWorldList = false;
let prism: PrismClient;
/** The document's operations, as Prism reads them: the walk must cover exactly these. */
let operations: Awaited<ReturnType<typeof getHttpOperationsFromSpec>>;

/** What Prism logs is noise here: the test reads its verdicts, not its log. */
const quiet = () => undefined;
const silentLogger = {
  info: quiet,
  warn: quiet,
  error: quiet,
  debug: quiet,
  trace: quiet,
  fatal: quiet,
  success: quiet,
  child: () => silentLogger,
} as unknown as PrismConfig['logger'];

const mock = serveMockOverHttp((req, res) => {
  if (!(breakWorldList && req.method === 'GET' && req.url === '/__mock/worlds')) return false;
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ worlds: 'none' }));
  return true;
});

beforeAll(async () => {
  operations = await getHttpOperationsFromSpec(join(OPENAPI_DIR, MOCK_CONTROL_DOCUMENT));
  prism = createClientFromOperations(operations, {
    isProxy: true,
    upstream: new URL(`${mock.origin}/__mock`),
    upstreamProxy: undefined,
    // Prism reports what breaks the document instead of answering for the server: the test reads the report.
    errors: false,
    validateRequest: true,
    validateResponse: true,
    checkSecurity: true,
    mock: { dynamic: false },
    logger: silentLogger,
  });
});

/** One call through Prism, in the walk's world; its status and the violations Prism found, by side. */
async function throughPrism(call: ControlCase, body: unknown) {
  const headers: Record<string, string> = kept.world ? { 'x-mock-world': kept.world } : {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  const answer = await prism.request(call.path(), {
    method: call.method,
    headers,
    ...(body === undefined ? {} : { body }),
  });
  const describe = (side: typeof answer.violations.input) =>
    side.map((v) => `${v.path?.join('.') ?? ''}: ${v.message}`);
  return {
    status: answer.status,
    data: answer.data,
    request: describe(answer.violations.input),
    answer: describe(answer.violations.output),
  };
}

it('has a case for every operation of the control document, and none it lacks', () => {
  expect(Object.keys(CASES).sort()).toEqual(operations.map((operation) => operation.iid).sort());
});

it('finds nothing wrong in any good call, and reports every bad body', async () => {
  // A world of its own for deleteWorld, so the walk's world lives to the end.
  kept.spareWorld = idOf((await throughPrism(CASES.createWorld!, {})).data);
  const verdicts: Record<string, unknown> = {};
  for (const [operationId, call] of Object.entries(CASES)) {
    const good = await throughPrism(call, call.body);
    verdicts[operationId] = { status: good.status, request: good.request, answer: good.answer };
    if (good.status === call.status) call.keep?.(good.data);
    if (call.badBody !== undefined) {
      const bad = await throughPrism(call, call.badBody);
      verdicts[`${operationId} (bad body)`] = {
        refused: bad.request.length > 0,
        status: bad.status,
        answer: bad.answer,
      };
    }
  }
  const expected = Object.fromEntries(
    Object.entries(CASES).flatMap(([operationId, call]) => [
      [operationId, { status: call.status, request: [], answer: [] }],
      ...(call.badBody === undefined
        ? []
        : [[`${operationId} (bad body)`, { refused: true, status: 400, answer: [] }]]),
    ]),
  );
  expect(verdicts).toEqual(expected);
});

it('reports an answer that breaks the document', async () => {
  breakWorldList = true;
  try {
    const broken = await throughPrism(CASES.listWorlds!, undefined);
    expect(broken.request).toEqual([]);
    expect(broken.answer.join('\n')).toMatch(/worlds/);
  } finally {
    breakWorldList = false;
  }
});
