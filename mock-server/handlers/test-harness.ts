/**
 * Drives service handlers the way production mounts them (behind the API pipeline: faults, CSRF,
 * request validation) with msw's `getResponse`, keeping a browser-like cookie jar. Every answer is
 * checked against openapi/: a response the YAML does not document fails the test.
 */
import { getResponse, type HttpHandler } from 'msw';
import type { MockContext } from '../core/context.ts';
import { createMockContext } from '../scenarios/index.ts';
import { apiPipeline } from '../core/pipeline.ts';
import { XSRF_COOKIE } from '../core/session.ts';
import { createContract, type Contract } from '../openapi/contract.ts';
import { loadDocuments } from '../openapi/documents.node.ts';
import { DEFAULT_PASSWORD } from '../scenarios/default.ts';

export const ORIGIN = 'http://localhost';

export interface CallOptions {
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as is, labelled JSON (malformed bodies). */
  raw?: string;
  /** Sent form-encoded. */
  form?: Record<string, string>;
  headers?: Record<string, string>;
  /** false: leave out the X-CSRF-Token header the jar's token would give. */
  csrf?: false;
}

export interface CallResult {
  status: number;
  /** Parsed JSON, text for other content types, undefined when empty. */
  body: unknown;
  contentType: string | null;
  headers: Headers;
  setCookies: string[];
}

export interface Harness {
  context: MockContext;
  contract: Contract;
  call(method: string, path: string, options?: CallOptions): Promise<CallResult>;
  /** The jar's value of a cookie. */
  cookie(name: string): string | undefined;
  /** Puts a cookie in the jar (a session started directly in the database). */
  setCookie(name: string, value: string): void;
  /** Forgets every cookie but the CSRF one (a browser whose session cookie is gone). */
  clearSessionCookies(): void;
}

let sharedContract: Contract | undefined;

export async function createHarness(
  handlers: (context: MockContext) => HttpHandler[],
  options: {
    scenario?: string;
    /** Another browser on the same backend: pass the first harness's context. */ context?: MockContext;
  } = {},
): Promise<Harness> {
  sharedContract ??= createContract(loadDocuments());
  const contract = sharedContract;
  const context = options.context ?? (await createMockContext(options.scenario ?? 'default'));
  const pipeline = apiPipeline(context, { contract, serviceHandlers: handlers(context) });
  const jar = new Map<string, string>();

  function store(setCookies: string[]): void {
    for (const header of setCookies) {
      const [pair = '', ...attributes] = header.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age\s*=\s*0\s*$/i.test(attribute));
      if (expired) jar.delete(name);
      else jar.set(name, value);
    }
  }

  async function send(method: string, path: string, options: CallOptions = {}): Promise<Response> {
    const headers = new Headers(options.headers);
    if (jar.size > 0) headers.set('Cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const xsrf = jar.get(XSRF_COOKIE);
    const safe = ['GET', 'HEAD'].includes(method.toUpperCase());
    if (!safe && xsrf && options.csrf !== false && !headers.has('X-CSRF-Token')) {
      headers.set('X-CSRF-Token', xsrf);
    }
    let body: string | undefined;
    if (options.form) {
      headers.set('Content-Type', 'application/x-www-form-urlencoded');
      body = new URLSearchParams(options.form).toString();
    } else if (options.raw !== undefined || options.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = options.raw ?? JSON.stringify(options.body);
    }
    const request = new Request(new URL(path, ORIGIN), { method: method.toUpperCase(), headers, body });
    const response = await getResponse([pipeline], request);
    if (!response) throw new Error(`${method} ${path}: no handler answered`);
    store(response.headers.getSetCookie());
    return response;
  }

  async function call(method: string, path: string, options: CallOptions = {}): Promise<CallResult> {
    if (!jar.has(XSRF_COOKIE)) await send('GET', '/api/__csrf'); // any /api answer hands out the token
    const response = await send(method, path, options);
    const contentType = response.headers.get('content-type');
    const text = await response.text();
    const body: unknown = text === '' ? undefined : contentType?.includes('json') ? JSON.parse(text) : text;
    const problems = contract.validateResponse({
      method: method.toUpperCase(),
      url: path,
      status: response.status,
      contentType,
      body,
    });
    if (problems.length > 0) {
      throw new Error(
        `Response breaks the contract:\n${problems.map((problem) => `  ${problem.message}`).join('\n')}`,
      );
    }
    return {
      status: response.status,
      body,
      contentType,
      headers: response.headers,
      setCookies: response.headers.getSetCookie(),
    };
  }

  return {
    context,
    contract,
    call,
    cookie: (name) => jar.get(name),
    setCookie: (name, value) => jar.set(name, value),
    clearSessionCookies() {
      for (const name of [...jar.keys()]) if (name !== XSRF_COOKIE) jar.delete(name);
    },
  };
}

/** The error code of an error-envelope body. */
export function codeOf(body: unknown): string | undefined {
  return typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'string'
    ? body.code
    : undefined;
}

/** Signs in through POST /login (the harness must include the authentication-service handlers). */
export async function signIn(
  harness: Harness,
  username: string,
  password = DEFAULT_PASSWORD,
): Promise<CallResult> {
  const result = await harness.call('POST', '/api/authentication-service/v0/login', {
    form: { username, password },
  });
  if (result.status !== 200)
    throw new Error(`sign-in as ${username} failed: ${result.status} ${JSON.stringify(result.body)}`);
  return result;
}
