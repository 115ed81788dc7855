/**
 * A server in front of the mock server that records every request and can change one answer: the
 * backend that drifted from its contract, in a test.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Upstream {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Changes the answer to one request, or returns undefined to pass it on untouched. */
export type Drift = (method: string, path: string, answer: Upstream) => Upstream | undefined;

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
]);

export async function startProxy(target: string) {
  const seen: { method: string; path: string }[] = [];
  let drift: Drift | undefined;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers))
        if (typeof value === 'string' && name !== 'host' && name !== 'accept-encoding')
          headers.set(name, value);
      const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
      seen.push({ method: req.method ?? 'GET', path: req.url ?? '/' });
      void fetch(`${target}${req.url}`, { method: req.method, headers, body, redirect: 'manual' })
        .then(async (response) => {
          const upstream: Upstream = { status: response.status, headers: {}, body: await response.text() };
          response.headers.forEach((value, name) => {
            if (!HOP_BY_HOP.has(name) && name !== 'set-cookie') upstream.headers[name] = value;
          });
          const answer = drift?.(req.method ?? 'GET', (req.url ?? '/').split('?')[0]!, upstream) ?? upstream;
          res.writeHead(answer.status, { ...answer.headers, 'set-cookie': response.headers.getSetCookie() });
          res.end(answer.body);
        })
        .catch(() => res.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    drift: (next: Drift | undefined) => void (drift = next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A drift that rewrites the JSON answer of one operation's path. */
export function jsonDrift(pathEnd: string, change: (body: Record<string, unknown>) => void): Drift {
  return (method, path, answer) => {
    if (method !== 'GET' || !path.endsWith(pathEnd) || answer.status !== 200) return undefined;
    const body = JSON.parse(answer.body) as Record<string, unknown>;
    change(body);
    return { ...answer, body: JSON.stringify(body) };
  };
}
