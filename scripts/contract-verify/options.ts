/**
 * The command line of `npm run contract:verify`, and the services' base paths: the app's own defaults,
 * overridden by the same VITE_*_URL variables that point a build at real backends.
 */
import { parseArgs } from 'node:util';
import {
  DEFAULT_AUTHENTICATION_SERVICE_URL,
  DEFAULT_IDENTITY_ORCHESTRATOR_URL,
  DEFAULT_IDENTITY_ORCHESTRATOR_V1_URL,
  DEFAULT_UI_GATEWAY_URL,
} from '../../src/api/basePaths.ts';
import { DEFAULT_PASSWORD } from '../../mock-server/scenarios/default/personas.ts';

export type Mode = 'read-only' | 'full';

export interface VerifyOptions {
  server: string;
  username: string;
  password: string;
  mode: Mode;
  /** Tokens by kind (`--token resetPassword=…`), for the token flows of the full journey. */
  tokens: Record<string, string>;
  /** Headers sent with every call (`--header 'X-Mock-World: w1'`, an API gateway's key). */
  headers: Record<string, string>;
  /** Base path (or absolute URL) of each service document, keyed by the document's file name. */
  basePaths: Record<string, string>;
  report?: string;
  junit?: string;
  requireAll: boolean;
  timeoutMs: number;
}

/** A mistake in how the command was called or what it could reach: printed as one sentence. */
export class StopError extends Error {}

export const USAGE = `usage: npm run contract:verify -- --server <origin> [options]
  --username NAME      test account (default ava.associate)
  --password SECRET    its password (default: the mock's; or CONTRACT_VERIFY_PASSWORD)
  --mode MODE          read-only (default: GETs, sign-in, sign-out) or full (also writes, then restores)
  --token KIND=VALUE   a token for the full journey's token flows (repeatable)
  --header 'N: V'      a header for every call (repeatable)
  --report FILE        JSON report       --junit FILE   JUnit XML report
  --require-all        also fail when an operation of the journey was not reached
  --timeout MS         per call (default 10000)`;

export function basePathsFromEnv(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  return {
    'authentication-service.yaml': env.VITE_AUTHENTICATION_SERVICE_URL || DEFAULT_AUTHENTICATION_SERVICE_URL,
    'identity-orchestrator.yaml': env.VITE_IDENTITY_ORCHESTRATOR_URL || DEFAULT_IDENTITY_ORCHESTRATOR_URL,
    'identity-orchestrator-v1.yaml':
      env.VITE_IDENTITY_ORCHESTRATOR_V1_URL || DEFAULT_IDENTITY_ORCHESTRATOR_V1_URL,
    'ui-gateway.yaml': env.VITE_UI_GATEWAY_URL || DEFAULT_UI_GATEWAY_URL,
  };
}

function pairs(values: string[], separator: string, what: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const value of values) {
    const at = value.indexOf(separator);
    if (at <= 0) throw new StopError(`${what} '${value}' is not NAME${separator}VALUE.`);
    result[value.slice(0, at).trim()] = value.slice(at + 1).trim();
  }
  return result;
}

export function parseOptions(argv: string[], env: NodeJS.ProcessEnv = process.env): VerifyOptions {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        server: { type: 'string' },
        username: { type: 'string', default: 'ava.associate' },
        password: { type: 'string' },
        mode: { type: 'string', default: 'read-only' },
        token: { type: 'string', multiple: true, default: [] },
        header: { type: 'string', multiple: true, default: [] },
        report: { type: 'string' },
        junit: { type: 'string' },
        'require-all': { type: 'boolean', default: false },
        timeout: { type: 'string', default: '10000' },
      },
    }));
  } catch (error) {
    throw new StopError(`${(error as Error).message}\n${USAGE}`);
  }
  if (!values.server) throw new StopError(`--server is required.\n${USAGE}`);
  let server: URL;
  try {
    server = new URL(values.server);
  } catch {
    throw new StopError(`--server '${values.server}' is not an origin such as http://127.0.0.1:9090.`);
  }
  if (values.mode !== 'read-only' && values.mode !== 'full') {
    throw new StopError(`--mode must be read-only or full, not '${values.mode}'.`);
  }
  const timeoutMs = Number(values.timeout);
  if (!Number.isFinite(timeoutMs) || timeoutMs <= 0) throw new StopError('--timeout must be a number of ms.');
  return {
    server: server.origin,
    username: values.username,
    password: values.password ?? env.CONTRACT_VERIFY_PASSWORD ?? DEFAULT_PASSWORD,
    mode: values.mode,
    tokens: pairs(values.token, '=', '--token'),
    headers: pairs(values.header, ':', '--header'),
    basePaths: basePathsFromEnv(env),
    report: values.report,
    junit: values.junit,
    requireAll: values['require-all'],
    timeoutMs,
  };
}
