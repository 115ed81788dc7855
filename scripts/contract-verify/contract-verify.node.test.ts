/**
 * contract:verify against the mock server over real HTTP, in-process: the read-only and the full
 * journeys pass; a proxy that drifts one answer from openapi/ makes the run fail and name the
 * operation and the place; a server it cannot use stops the run with one sentence.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serveMockOverHttp } from '../../mock-server/httpClient.test-support.ts';
import { DEFAULT_PASSWORD } from '../../mock-server/scenarios/default.ts';
import { basePathsFromEnv, type VerifyOptions } from './options.ts';
import { jsonDrift, startProxy, type Drift } from './proxy.test-support.ts';
import type { Report } from './report.ts';
import { runVerification } from './run.ts';

const mock = serveMockOverHttp();
let proxy: Awaited<ReturnType<typeof startProxy>>;
let world: string;

beforeAll(async () => {
  proxy = await startProxy(mock.origin);
});
afterAll(() => proxy.close());
beforeEach(async () => {
  // Each run in a world of its own: the full journey's writes and the captcha counter stay in it.
  const created = await fetch(`${mock.origin}/__mock/worlds`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  world = ((await created.json()) as { id: string }).id;
  proxy.drift(undefined);
  proxy.seen.length = 0;
});

const options = (overrides: Partial<VerifyOptions> = {}): VerifyOptions => ({
  server: proxy.origin,
  username: 'ava.associate',
  password: DEFAULT_PASSWORD,
  mode: 'read-only',
  tokens: {},
  headers: { 'X-Mock-World': world },
  basePaths: basePathsFromEnv({}),
  requireAll: false,
  timeoutMs: 10_000,
  ...overrides,
});

async function verify(overrides: Partial<VerifyOptions> = {}) {
  const lines: string[] = [];
  const outcome = await runVerification(options(overrides), (line) => lines.push(line));
  return { ...outcome, output: lines.join('\n') };
}

/** openapi/README.md states both journeys' figures: these tests keep them true. */
const readme = readFileSync(new URL('../../openapi/README.md', import.meta.url), 'utf8');
const results = (report: Report, result: string) => report.operations.filter((op) => op.result === result);

describe('contract:verify against the mock server', () => {
  it('passes the read-only journey with GETs, the sign-in and the sign-out only', async () => {
    const { exitCode, report, output } = await verify({ requireAll: true });
    expect(exitCode, output).toBe(0);
    expect(results(report, 'violates')).toEqual([]);
    expect(results(report, 'conforms').length).toBeGreaterThanOrEqual(30);
    expect(readme).toContain(`# read-only: ${results(report, 'conforms').length} operations conform`);
    const writes = proxy.seen
      .filter((request) => request.method !== 'GET')
      .map((r) => `${r.method} ${r.path}`);
    expect(writes).toEqual([
      'POST /api/authentication-service/v0/login',
      'POST /api/authentication-service/v0/logout',
    ]);
    expect(output).not.toContain(DEFAULT_PASSWORD);
  });

  it('passes the full journey: every operation conforms or is not exercised with a reason', async () => {
    const { exitCode, report, output } = await verify({ mode: 'full' });
    expect(exitCode, output).toBe(0);
    expect(output.split('\n')[0]).toMatch(/^Full mode WRITES to /);
    expect(report.operations).toHaveLength(87);
    expect(results(report, 'violates')).toEqual([]);
    for (const op of results(report, 'not-exercised')) expect(op.reason, op.operationId).toMatch(/\w{8}/);
    expect(results(report, 'not-exercised').length).toBeLessThanOrEqual(10);
    expect(readme).toContain(
      `${results(report, 'conforms').length} of the ${report.operations.length} operations conform\n  and ${results(report, 'not-exercised').length} are listed`,
    );
    expect(output).not.toContain(DEFAULT_PASSWORD);
    // Everything written was put back: ava signs in with her password, in her language.
    const again = await verify();
    expect(again.exitCode, again.output).toBe(0);
    expect(again.output).toMatch(/getMySettings .* 200/);
  });

  it('fails with --require-all when an operation of the journey was not reached', async () => {
    // ava has no passkey, so the journey cannot rename or remove one.
    const { exitCode, output } = await verify({ mode: 'full', requireAll: true });
    expect(exitCode).toBe(1);
    expect(output).toMatch(/--require-all: not reached: removePasskey, renamePasskey\.$/);
  });

  it('calls services at absolute VITE_*_URL addresses, whatever --server says', async () => {
    const { exitCode, report } = await verify({
      server: 'http://127.0.0.1:9',
      basePaths: basePathsFromEnv({
        VITE_AUTHENTICATION_SERVICE_URL: `${proxy.origin}/api/authentication-service/v0`,
        VITE_IDENTITY_ORCHESTRATOR_URL: `${proxy.origin}/api/identity-orchestrator/v0`,
        VITE_IDENTITY_ORCHESTRATOR_V1_URL: `${proxy.origin}/api/identity-orchestrator/v1`,
        VITE_UI_GATEWAY_URL: `${proxy.origin}/api/ui-gateway/v0`,
      }),
    });
    expect(exitCode).toBe(0);
    expect(results(report, 'conforms').length).toBeGreaterThanOrEqual(30);
  });

  it('writes the JSON report in the documented shape and a JUnit file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'contract-verify-'));
    await verify({ report: join(dir, 'report.json'), junit: join(dir, 'junit.xml') });
    const report = JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8')) as Report;
    expect(report).toMatchObject({ server: proxy.origin, mode: 'read-only' });
    expect(report.operations.find((op) => op.operationId === 'getMe')).toEqual({
      operationId: 'getMe',
      method: 'GET',
      path: '/api/identity-orchestrator/v0/persons/me',
      result: 'conforms',
      calls: 1,
      violations: [],
    });
    expect(report.operations.find((op) => op.operationId === 'updateMe')).toMatchObject({
      result: 'not-exercised',
      calls: 0,
      reason: 'writes: only in --mode full',
    });
    const junit = readFileSync(join(dir, 'junit.xml'), 'utf8');
    expect(junit).toMatch(/<testsuites name="contract:verify" tests="87" failures="0" skipped="\d+">/);
    expect(junit).toContain(
      '<testcase classname="contract.read-only" name="getMe GET /api/identity-orchestrator/v0/persons/me">',
    );
  });
});

const drifts: [string, Drift, string, string][] = [
  [
    'a field renamed',
    jsonDrift('/persons/me', (body) => {
      body.givenName = body.firstName;
      delete body.firstName;
    }),
    'getMe',
    'body.firstName',
  ],
  [
    'a type changed',
    jsonDrift('/check', (body) => void (body.levelOfAssurance = String(body.levelOfAssurance))),
    'checkAuthentication',
    'body.levelOfAssurance',
  ],
  [
    'a required field dropped',
    jsonDrift('/persons/me/settings', (body) => void delete body.timezone),
    'getMySettings',
    'body.timezone',
  ],
  [
    'an undocumented status',
    (method, path, answer) => (path.endsWith('/persons/me/devices') ? { ...answer, status: 203 } : undefined),
    'getMyDevices',
    'status',
  ],
  [
    'an HTML error page',
    (_method, path) =>
      path.endsWith('/persons/me/contact-info')
        ? { status: 502, headers: { 'content-type': 'text/html' }, body: '<html><h1>Bad Gateway</h1></html>' }
        : undefined,
    'getMyContactInfo',
    'content-type',
  ],
];

describe('contract:verify against a backend that drifted', () => {
  it.each(drifts)(
    'fails on %s, naming the operation and the place',
    async (_name, drift, operationId, where) => {
      proxy.drift(drift);
      const { exitCode, report, output } = await verify();
      expect(exitCode).toBe(1);
      const violating = results(report, 'violates');
      expect(violating.map((op) => op.operationId)).toEqual([operationId]);
      expect(violating[0]!.violations[0]!.where).toBe(where);
      const line = output.split('\n').findIndex((text) => text.startsWith(`VIOLATES  ${operationId} `));
      expect(line, output).toBeGreaterThanOrEqual(0);
      const [, detail, curl] = output.split('\n').slice(line, line + 3);
      expect(detail).toContain(`${where}:`);
      expect(curl).toMatch(
        /^ +curl -i -X GET 'http:\/\/127\.0\.0\.1:\d+\/api\/.+' .*-H 'cookie: .*SESSION=.*'/,
      );
    },
  );
});

describe('contract:verify when it cannot run', () => {
  const oneSentence = (text: string | undefined) => {
    expect(text).toMatch(/^[A-Z][^\n]+[.?]$/);
    expect(text).not.toMatch(/\bat .+:\d+:\d+/);
  };

  it('stops on a server it cannot reach', async () => {
    const closed = await startProxy(mock.origin);
    await closed.close();
    const { exitCode, stopped } = await verify({ server: closed.origin });
    expect(exitCode).toBe(2);
    expect(stopped).toBe(`Cannot reach ${closed.origin}: connection refused.`);
    oneSentence(stopped);
  });

  it('stops when the server refuses the test account', async () => {
    const { exitCode, stopped } = await verify({ password: 'not-the-password' });
    expect(exitCode).toBe(2);
    expect(stopped).toContain("refused the test account 'ava.associate' (401 INCORRECT_CREDS)");
    oneSentence(stopped);
  });

  it('stops when there is no sign-in at the base path', async () => {
    const basePaths = { ...basePathsFromEnv({}), 'authentication-service.yaml': '/nowhere/v0' };
    const { exitCode, stopped } = await verify({ basePaths });
    expect(exitCode).toBe(2);
    expect(stopped).toBe(
      'The server has no sign-in at /nowhere/v0/login (404): check --server and VITE_AUTHENTICATION_SERVICE_URL.',
    );
  });

  it('stops when the sign-in answers with an HTML page', async () => {
    proxy.drift((method, path) =>
      method === 'POST' && path.endsWith('/login')
        ? { status: 200, headers: { 'content-type': 'text/html' }, body: '<html>Sign in</html>' }
        : undefined,
    );
    const { exitCode, stopped, report } = await verify();
    expect(exitCode).toBe(2);
    expect(stopped).toMatch(/^The sign-in answered 200 with text\/html, not the documented JSON/);
    oneSentence(stopped);
    expect(report.operations.find((op) => op.operationId === 'login')?.violations[0]?.where).toBe(
      'content-type',
    );
  });
});
