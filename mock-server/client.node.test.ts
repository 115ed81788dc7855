/**
 * The control API's typed client walks every operation of openapi/mock-control.yaml, each answer is
 * checked against the document, and mock-server/README.md lists every method (the QA tour runs in
 * qa-tour.node.test.ts).
 */
import { readFileSync } from 'node:fs';
import { afterAll, expect, it, vi } from 'vitest';
import { createWorld, mockControl } from './client.ts';
import { serveMockOverHttp } from './httpClient.test-support.ts';
import { createContract, type Problem } from './openapi/contract.ts';
import { loadDocuments, MOCK_CONTROL_DOCUMENT } from './openapi/documents.node.ts';

const contract = createContract(loadDocuments([MOCK_CONTROL_DOCUMENT]));
const mock = serveMockOverHttp();
const exercised = new Set<string>();
const problems: Problem[] = [];

/** Records every control answer, checked against the document as it arrives. */
function checkControlAnswers() {
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const response = await realFetch(request.clone());
    const url = new URL(request.url);
    if (url.pathname.startsWith('/__mock/')) {
      const operation = contract.findOperation(request.method, url.pathname);
      if (operation) exercised.add(operation.operationId!);
      const text = await response.clone().text();
      problems.push(
        ...contract.validateResponse({
          method: request.method,
          url: request.url,
          status: response.status,
          contentType: response.headers.get('content-type'),
          body: text && /json/.test(response.headers.get('content-type') ?? '') ? JSON.parse(text) : text,
        }),
      );
    }
    return response;
  });
}

afterAll(() => vi.restoreAllMocks());

it('walks every control operation, each answer as documented', async () => {
  checkControlAnswers();
  const world = await createWorld(mock.origin);
  expect((await world.listWorlds()).map((item) => item.id)).toContain(world.world);
  expect((await world.listScenarios()).map((item) => item.name)).toContain('default');
  expect(await world.loadScenario('default')).toEqual({ scenario: 'default' });

  const { personas, password } = await world.listPersonas();
  expect(personas.map((persona) => persona.username)).toContain('ava.associate');
  const ava = await world.signInAs('ava.associate', password);
  expect(ava.jar.has('SESSION')).toBe(true);

  expect(await world.forgotPassword('ava.associate')).toBe('ava.associate@example.com');
  expect(await world.lastLink('ava.associate@example.com')).toMatch(
    /^\/auth\/forgot-password\/reset\?token=/,
  );
  await expect(world.lastCode('nobody@example.com')).rejects.toThrow('no code mailed');

  expect(await world.advanceClock(60_000)).toEqual(expect.any(String));
  expect(await world.setClock('2030-01-01T00:00:00Z')).toMatch(/^2030-01-01/);
  expect(await world.injectFault({ method: 'GET', path: '/check', status: 503 })).toHaveLength(1);
  expect(await world.injectFault({ method: 'GET', path: '/check', kind: 'drop' })).toHaveLength(2);
  expect(await world.listFaults()).toHaveLength(2);
  await world.clearFaults();
  expect(
    await world.setFlag({ clientId: 'acme', flag: 'enableClientRebrand', isEnabled: true }),
  ).toMatchObject({ isEnabled: true });
  expect(await world.listFlags()).toContainEqual({
    clientId: 'acme',
    flag: 'enableClientRebrand',
    isEnabled: true,
  });
  expect(await (await fetch(`${mock.origin}/__mock/client.ts`)).text()).toContain(
    'export class MockClientError',
  );
  expect((await world.readState()).scenario).toBe('default');
  await ava.call('POST', '/api/ui-gateway/v0/logging/batch-log', {
    json: {
      entries: [
        {
          level: 'info',
          message: 'web-vitals',
          timestamp: '2030-01-01T00:00:00Z',
          context: { route: '/auth/login', lcp: 900, cls: 0, chunkFailures: 0 },
        },
      ],
    },
  });
  expect((await world.readVitals()).routes).toEqual([
    expect.objectContaining({ route: '/auth/login', pageViews: 1, lcp: { count: 1, p75: 900 } }),
  ]);
  await ava.call('POST', '/api/ui-gateway/v0/logging/batch-log', {
    json: {
      entries: [
        {
          level: 'error',
          message: 'policy-violation',
          timestamp: '2030-01-01T00:00:00Z',
          context: {
            directive: 'require-trusted-types-for',
            blocked: 'trusted-types-sink',
            route: '/auth/login',
          },
        },
      ],
    },
  });
  expect(await world.readPolicyViolations()).toEqual([
    { directive: 'require-trusted-types-for', blocked: 'trusted-types-sink', route: '/auth/login', count: 1 },
  ]);
  expect(await world.verifyRequests({ method: 'POST', path: '/credentials/forgot' })).toMatchObject({
    count: 1,
  });
  expect((await world.readRequests({ path: '/login' })).map((entry) => entry.status)).toEqual([200]);
  expect((await world.verifyOrder([{ path: '/login' }, { path: '/credentials/forgot' }])).inOrder).toBe(true);
  expect(await world.listUnmatched()).toEqual([]);
  await world.clearRequests();
  expect(await world.listViolations()).toEqual({ strict: false, total: 0, dropped: 0, violations: [] });
  expect((await world.setStrictContract(false)).strict).toBe(false);
  await world.clearViolations();
  const stub = await world.addStub({
    request: { method: 'GET', path: '/check' },
    response: { status: 200, body: { authentication_method: 'Lifion', levelOfAssurance: 1 } },
  });
  expect(await world.listStubs()).toHaveLength(1);
  await world.deleteStub(stub.id);
  await world.clearStubs();
  const snapshot = await world.takeSnapshot();
  expect(await world.listSnapshots()).toEqual([snapshot]);
  expect(
    await world.seedRecords({
      personas: [{ username: 'kim.tester', obligation: { kind: 'addPhone', command: 'addPhone' } }],
    }),
  ).toEqual({ personas: 1, invitations: 0, tokens: 0, flags: 0 });
  expect(await world.settleObligation('kim.tester')).toEqual(['addPhone']);
  expect(await world.restoreSnapshot(snapshot.id)).toEqual(snapshot);
  expect(await world.importWorld(await world.exportWorld())).toMatchObject({ scenario: 'default' });
  expect((await world.listPersonas()).personas.map((persona) => persona.username)).not.toContain(
    'kim.tester',
  );
  expect(await world.loadScenarioFile({ name: 'qa', personas: [{ username: 'kim.tester' }] })).toEqual({
    scenario: 'qa',
  });
  expect(await (await fetch(`${mock.origin}/__mock/openapi.yaml`)).text()).toContain(
    'operationId: verifyRequests',
  );
  for (const document of [
    'authentication-service',
    'identity-orchestrator',
    'identity-orchestrator-v1',
    'ui-gateway',
    'common',
  ])
    expect(await (await fetch(`${mock.origin}/__mock/openapi/${document}.yaml`)).text()).toContain(
      'openapi: 3.1',
    );
  const missing = await fetch(`${mock.origin}/__mock/openapi/mock-control.yaml`);
  expect(missing.status).toBe(404);
  expect(await missing.text()).toContain('one of authentication-service.yaml, common.yaml');
  expect(await world.reset()).toEqual({ scenario: 'qa' });

  await world.deleteWorld();
  await expect(world.readOutbox()).rejects.toMatchObject({
    kind: 'refused',
    status: 404,
    code: 'WORLD_NOT_FOUND',
  });

  const everyOperation = contract.operations.map((operation) => operation.operationId);
  expect([...exercised].sort()).toEqual([...everyOperation].sort());
  expect(problems).toEqual([]);
});

it('acts on the default world without a world id, and refuses to delete it', async () => {
  const defaults = mockControl(mock.origin);
  expect((await defaults.readState()).scenario).toBe('default');
  await expect(defaults.deleteWorld()).rejects.toThrow('cannot be deleted');
});

const readme = readFileSync('mock-server/README.md', 'utf8');

it('lists every method of the client in mock-server/README.md, and no other', () => {
  const [start, end] = ['<!-- client-methods:start', '<!-- client-methods:end -->'];
  const listed = readme.slice(readme.indexOf(start), readme.indexOf(end));
  const names = [...listed.matchAll(/`(\w+)`/g)].map((match) => match[1]);
  const client = mockControl('http://localhost') as Record<string, unknown>;
  const methods = Object.keys(client).filter((name) => typeof client[name] === 'function');
  expect(names.sort()).toEqual(methods.sort());
});
