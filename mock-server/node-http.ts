import type { IncomingMessage, ServerResponse } from 'node:http';
import { getResponse, type HttpHandler } from 'msw';
import { createHandlers } from './handlers/index.ts';
import { createMockContext, type MockContext } from './core/context.ts';
import { createContract } from './openapi/contract.ts';
import { loadDocuments } from './openapi/documents.node.ts';

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

export async function createNodeMockServer(scenario = 'default') {
  const context = await createMockContext(scenario);
  const handlers = createHandlers(context, { contract: createContract(loadDocuments()) });
  return {
    context,
    handlers,
    handle: (req: IncomingMessage, res: ServerResponse) => handleNodeRequest(handlers, req, res),
  };
}

/** Adapts a Node request to msw's `getResponse`: real HTTP, real cookies, the same handlers. */
export async function handleNodeRequest(
  handlers: HttpHandler[],
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
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readAll(req);
  const request = new Request(url, {
    method,
    headers,
    body: body && body.length > 0 ? new Uint8Array(body) : undefined,
  });

  let response: Response | undefined;
  try {
    response = await getResponse(handlers, request);
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
  res.end(Buffer.from(await response.arrayBuffer()));
  return true;
}

function readAll(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

export type { MockContext };
