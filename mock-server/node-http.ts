import { readdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { getResponse, http, HttpResponse, type HttpHandler } from 'msw';
import { createHandlers } from './handlers/index.ts';
import type { MockContext } from './core/context.ts';
import { CONTRACT_VIOLATION_HEADER } from './core/pipeline.ts';
import { MAX_BODY_BYTES } from './core/limits.ts';
import { errorResponse } from './core/errors.ts';
import { badRequest, emptyBody, parseBody, worldBody } from './control/validate.ts';
import { requestedWorld, Worlds, type WorldOptions } from './core/worlds.ts';
import { createContract, type Contract } from './openapi/contract.ts';
import { createMockContext, scenarios } from './scenarios/index.ts';
import { loadDocuments, MOCK_CONTROL_DOCUMENT, OPENAPI_DIR } from './openapi/documents.node.ts';
import { checkScenarioFile, fileScenario } from './scenarios/file.ts';
import { defaultScenario } from './scenarios/default.ts';

const HERE = dirname(fileURLToPath(import.meta.url));

/** Paths the mock server answers when it shares an origin with the app (Vite dev and preview). */
export function isMockPath(pathname: string): boolean {
  return (
    pathname.startsWith('/api/') ||
    pathname.startsWith('/__mock/') ||
    pathname === '/' ||
    pathname === '/view/home' ||
    pathname === '/authn/landing'
  );
}

const contract = lazyContract();

/** One complete mock state: its context and the handlers bound to it. */
interface World {
  context: MockContext;
  handlers: HttpHandler[];
}

export interface ServerOptions {
  /** The one origin allowed to call across origins (a test runner's page); MOCK_CORS_ORIGIN by default. */
  corsOrigin?: string;
  /** Handlers tried before the services' own, in every world: a test's deliberately broken handler. */
  overrides?: () => HttpHandler[];
}

/**
 * The scenario `MOCK_SCENARIO` names: a built-in name, or the path of a scenario file (`.json`), read
 * and checked once at start (a bad file stops the server with one sentence) and then listed like the
 * built-in ones, so `POST /__mock/worlds { "scenario": name }` takes it too.
 */
export function startScenario(nameOrPath: string): string {
  if (!nameOrPath.endsWith('.json')) return nameOrPath;
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(nameOrPath, 'utf8'));
  } catch (error) {
    throw new Error(`MOCK_SCENARIO=${nameOrPath}: not a readable JSON file (${String(error)})`);
  }
  const file = checkScenarioFile(json);
  if (typeof file === 'string') throw new Error(`MOCK_SCENARIO=${nameOrPath}: ${file}`);
  if (!scenarios.some((scenario) => scenario.name === file.name))
    scenarios.push(fileScenario(file, defaultScenario));
  return file.name;
}

async function createWorld(scenario: string, options: ServerOptions): Promise<World> {
  const context = await createMockContext(scenario);
  return {
    context,
    handlers: createHandlers(context, {
      contract: contract(),
      checkAnswers: true,
      overrides: options.overrides?.(),
    }),
  };
}

/**
 * The mock server of the server-side run modes (mounted on Vite, standalone): a default world for
 * requests that name none, and isolated worlds (mock-server/README.md "Isolated worlds") for those that do.
 */
export async function createNodeMockServer(
  scenario = 'default',
  worldOptions?: WorldOptions,
  serverOptions: ServerOptions = {},
) {
  const defaultWorld = await createWorld(startScenario(scenario), serverOptions);
  const worlds = new Worlds<World>(worldOptions);
  const registry = worldHandlers(worlds, serverOptions);

  async function handlersFor(request: Request): Promise<HttpHandler[]> {
    const id = requestedWorld(request.headers);
    if (id === undefined) return defaultWorld.handlers;
    return worlds.get(id)?.handlers ?? [worldNotFound(id)];
  }

  return {
    context: defaultWorld.context,
    worlds,
    handle: (req: IncomingMessage, res: ServerResponse) =>
      allowCrossOrigin(req, res, serverOptions.corsOrigin ?? process.env.MOCK_CORS_ORIGIN)
        ? Promise.resolve(true)
        : handleNodeRequest(async (request) => [...registry, ...(await handlersFor(request))], req, res),
  };
}

/**
 * Opt-in CORS for one origin (MOCK_CORS_ORIGIN): a script or test runner served elsewhere may call the API
 * and the control API with credentials. Marks the answer and answers a preflight itself (true: handled).
 * Without the variable, or for any other origin, nothing is added and the browser refuses as before.
 */
function allowCrossOrigin(req: IncomingMessage, res: ServerResponse, allowed: string | undefined): boolean {
  const origin = req.headers.origin;
  if (!allowed || origin !== allowed) return false;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  res.setHeader('Vary', 'Origin');
  res.setHeader('Access-Control-Expose-Headers', `Date, ${CONTRACT_VIOLATION_HEADER}`);
  if (req.method !== 'OPTIONS' || !req.headers['access-control-request-method']) return false;
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE');
  res.setHeader(
    'Access-Control-Allow-Headers',
    String(req.headers['access-control-request-headers'] ?? 'content-type'),
  );
  res.setHeader('Access-Control-Max-Age', '600');
  res.writeHead(204).end();
  return true;
}

/** The /__mock/worlds calls and the client's source: answered before any world. */
function worldHandlers(registry: Worlds<World>, options: ServerOptions): HttpHandler[] {
  return [
    http.post('*/__mock/worlds', async ({ request }) => {
      const body = await parseBody(request, worldBody, ['scenario']);
      if (body instanceof Response) return body;
      const name = body.scenario ?? 'default';
      if (!scenarios.some((candidate) => candidate.name === name)) {
        return badRequest(
          `unknown scenario '${name}': one of ${scenarios.map((candidate) => candidate.name).join(', ')}`,
          'scenario',
        );
      }
      const id = registry.add(await createWorld(name, options));
      return HttpResponse.json({ id, scenario: name }, { status: 201 });
    }),
    // Read from the file path, not `new URL(…, import.meta.url)`, which Vite rewrites (documents.node.ts).
    // The generated, self-contained client (scripts/generate.ts): its types inlined.
    http.get('*/__mock/client.ts', () =>
      HttpResponse.text(readFileSync(resolve(HERE, 'generated/mock-client.ts'), 'utf8')),
    ),
    http.get(
      '*/__mock/openapi.yaml',
      () =>
        new HttpResponse(readFileSync(resolve(OPENAPI_DIR, MOCK_CONTROL_DOCUMENT), 'utf8'), {
          headers: { 'Content-Type': 'application/yaml; charset=utf-8' },
        }),
    ),
    // The services' documents (openapi/*.yaml but this API's own), by name: their `$ref`s are relative.
    http.get('*/__mock/openapi/:document', ({ params }) => {
      const documents = readdirSync(OPENAPI_DIR).filter(
        (name) => name.endsWith('.yaml') && name !== MOCK_CONTROL_DOCUMENT,
      );
      const name = String(params.document);
      if (!documents.includes(name))
        return errorResponse(404, 'RESOURCE_NOT_FOUND', {
          message: `No service document '${name.slice(0, 100)}': one of ${documents.join(', ')}.`,
        });
      return new HttpResponse(readFileSync(resolve(OPENAPI_DIR, name), 'utf8'), {
        headers: { 'Content-Type': 'application/yaml; charset=utf-8' },
      });
    }),
    http.get('*/__mock/worlds', () =>
      HttpResponse.json({
        worlds: registry.list().map(({ id, value, lastUsed }) => ({
          id,
          scenario: value.context.scenario.name,
          lastUsedAt: new Date(lastUsed).toISOString(),
        })),
      }),
    ),
    http.delete('*/__mock/worlds/:id', async ({ params, request }) => {
      const body = await parseBody(request, emptyBody, []);
      if (body instanceof Response) return body;
      return registry.delete(String(params.id))
        ? new HttpResponse(null, { status: 204 })
        : worldNotFoundResponse(String(params.id));
    }),
  ];
}

/** An unknown or dropped world answers this on every request: never the default world's data. */
function worldNotFoundResponse(id: string): Response {
  return HttpResponse.json(
    {
      code: 'WORLD_NOT_FOUND',
      message: `No mock world '${id}': it was never created, was deleted, or idled out.`,
      errors: [{ code: 'WORLD_NOT_FOUND' }],
    },
    { status: 404 },
  );
}

function worldNotFound(id: string): HttpHandler {
  return http.all('*', () => worldNotFoundResponse(id));
}

function lazyContract() {
  let value: Contract | undefined;
  return () => (value ??= createContract(loadDocuments()));
}

/** Adapts a Node request to msw's `getResponse`: real HTTP, real cookies, the same handlers. */
export async function handleNodeRequest(
  handlersFor: (request: Request) => Promise<HttpHandler[]>,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<boolean> {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const method = (req.method ?? 'GET').toUpperCase();
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readAll(req, MAX_BODY_BYTES);
  if (body === TOO_LARGE) {
    refuseTooLarge(res);
    return true;
  }
  const request = new Request(url, {
    method,
    headers,
    body: body && body.length > 0 ? new Uint8Array(body) : undefined,
  });

  let response: Response | undefined;
  try {
    response = await getResponse(await handlersFor(request), request);
  } catch (error) {
    // A handler bug must not take the server down; answer in the envelope like any other failure.
    console.error('[mock-server]', error);
    response = Response.json(
      { code: 'UNKNOWN_ERROR', message: 'Mock server error', errors: [{ code: 'UNKNOWN_ERROR' }] },
      { status: 500 },
    );
  }
  if (!response) return false;
  if (response.type === 'error') {
    // An injected `drop` fault: the connection fails with no answer, as a dead upstream would.
    res.destroy();
    return true;
  }
  res.statusCode = response.status;
  response.headers.forEach((value, name) => {
    if (name.toLowerCase() !== 'set-cookie') res.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('Set-Cookie', cookies);
  res.end(encodeLikeAProxy(req, res, Buffer.from(await response.arrayBuffer())));
  return true;
}

/** Below this a compressed body saves less than its header costs. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * Gzips a larger answer for a client that accepts it, as the gateway in front of the real services
 * does: the text resource package (about 70 KB of JSON) would otherwise make every measurement of a
 * non-English sign-in page (`npm run bench`) pay for bytes production never sends.
 */
export function encodeLikeAProxy(req: IncomingMessage, res: ServerResponse, body: Buffer): Buffer {
  const accepts = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  if (!accepts || body.length < COMPRESS_FROM_BYTES || res.hasHeader('content-encoding')) return body;
  res.setHeader('Content-Encoding', 'gzip');
  res.setHeader('Vary', 'Accept-Encoding');
  res.removeHeader('content-length');
  return gzipSync(body);
}

const TOO_LARGE = Symbol('too large');

/**
 * The body, or TOO_LARGE as soon as it is known to pass `limit`: from its Content-Length before a byte
 * is read, else while it streams in. Nothing past the limit is kept, so a 100 MB upload costs no memory.
 */
function readAll(req: IncomingMessage, limit: number): Promise<Buffer | typeof TOO_LARGE> {
  if (Number(req.headers['content-length'] ?? 0) > limit) return Promise.resolve(TOO_LARGE);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      req.off('data', onData);
      chunks.length = 0;
      resolve(TOO_LARGE);
    };
    req.on('data', onData);
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/**
 * 413 in the envelope, then the connection closes: the rest of the upload is never read. The socket
 * is ended once the answer is out, so a client still sending gets the answer, not a reset.
 */
function refuseTooLarge(res: ServerResponse): void {
  const body = JSON.stringify({
    code: 'PAYLOAD_TOO_LARGE',
    message: `A request body is at most ${MAX_BODY_BYTES} bytes (1 MB).`,
    errors: [{ code: 'PAYLOAD_TOO_LARGE' }],
  });
  res.writeHead(413, { 'Content-Type': 'application/json', Connection: 'close' });
  res.end(body, () => res.socket?.destroySoon());
}

export type { MockContext };
