/**
 * The production serving path for the engine journeys, started once: the build behind nginx with
 * deploy/nginx/ (scripts/prod-server.ts) and the standalone mock server behind it. One change to what
 * production serves: every HTML answer loads ./in-page.ts first (bundled here with @testing-library/dom,
 * once per run). nginx cannot edit a precompressed file, so the HTML location sends it uncompressed.
 */
import { chmodSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';
import { WORLD_COOKIE, WORLD_HEADER } from '../../mock-server/core/worlds.ts';
import { startProdServer } from '../../scripts/prod-server.ts';

export const IN_PAGE_PATH = '/auth/__engines/in-page.js';
// In a folder nginx's workers may read.
const folder = mkdtempSync(join(tmpdir(), 'engines-'));
const IN_PAGE_FILE = join(folder, 'in-page.js');

/** The script's text, for a page that did not load it (./driver.ts). */
export const inPageSource = () => readFileSync(IN_PAGE_FILE, 'utf8');

export async function startServer() {
  chmodSync(folder, 0o755);
  await build({
    input: fileURLToPath(new URL('./in-page.ts', import.meta.url)),
    output: { file: IN_PAGE_FILE, format: 'iife', minify: true },
    platform: 'browser',
    logLevel: 'silent',
  });
  const htmlLocation = '    location /auth/ {\n';
  return startProdServer({
    editServerBlock: (block) => {
      if (!block.includes(htmlLocation))
        throw new Error('deploy/nginx/identity-web.conf: no "location /auth/"');
      return block.replace(
        htmlLocation,
        `    location = ${IN_PAGE_PATH} {\n        alias ${IN_PAGE_FILE};\n    }\n\n${htmlLocation}` +
          '        gzip_static off;\n' +
          (block.includes('brotli_static on;') ? '        brotli_static off;\n' : '') +
          `        sub_filter '<head>' '<head><script src="${IN_PAGE_PATH}"></script>';\n`,
      );
    },
  });
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
