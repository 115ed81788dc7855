/**
 * The production serving path for the engine journeys, started once: the build behind nginx with
 * deploy/nginx/ (scripts/prod-server.ts) and the standalone mock server behind it. One change to what
 * production serves: every HTML answer loads ./injected.js first (its comment says why). nginx cannot
 * edit a precompressed file, so the HTML location sends it uncompressed; assets stay as in production.
 */
import { fileURLToPath } from 'node:url';
import { WORLD_COOKIE, WORLD_HEADER } from '../../mock-server/core/worlds.ts';
import { startProdServer, type ProdServer } from '../../scripts/prod-server.ts';

export const INJECTED_PATH = '/auth/__engines/injected.js';
const INJECTED_FILE = fileURLToPath(new URL('./injected.js', import.meta.url));

function withInjectedScript(block: string): string {
  const htmlLocation = '    location /auth/ {\n';
  if (!block.includes(htmlLocation)) throw new Error('deploy/nginx/identity-web.conf: no "location /auth/"');
  return block.replace(
    htmlLocation,
    `    location = ${INJECTED_PATH} {\n        alias ${INJECTED_FILE};\n    }\n\n` +
      htmlLocation +
      '        gzip_static off;\n' +
      (block.includes('brotli_static on;') ? '        brotli_static off;\n' : '') +
      `        sub_filter '<head>' '<head><script src="${INJECTED_PATH}"></script>';\n`,
  );
}

export function startServer(): Promise<ProdServer> {
  return startProdServer({ editServerBlock: withInjectedScript });
}

/** A fresh mock world (mock-server/README.md "Isolated worlds"); the browser chooses it by cookie. */
export async function newWorld(origin: string): Promise<{ id: string; cookie: string }> {
  const answer = await fetch(`${origin}/__mock/worlds`, { method: 'POST' });
  if (answer.status !== 201) throw new Error(`POST /__mock/worlds: ${answer.status}`);
  const { id } = (await answer.json()) as { id: string };
  return { id, cookie: `${WORLD_COOKIE}=${encodeURIComponent(id)}; Path=/; SameSite=Lax` };
}

/** The mock's control API (mock-server/README.md "Control API") in the world `id`. */
export async function control<T = unknown>(
  origin: string,
  world: string,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const answer = await fetch(`${origin}/__mock/${path}`, {
    method,
    headers: { [WORLD_HEADER]: world, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!answer.ok) throw new Error(`${method} /__mock/${path}: ${answer.status} ${await answer.text()}`);
  return (answer.status === 204 ? undefined : await answer.json()) as T;
}
