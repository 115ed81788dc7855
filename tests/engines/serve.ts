/**
 * The production serving path for the engine journeys, started once: the build behind nginx with
 * deploy/nginx/ (scripts/prod-server.ts) and the standalone mock server behind it. One change to what
 * production serves: every HTML answer loads @testing-library/dom's browser bundle, then ./in-page.ts
 * (bundled here, once per run), before anything else (./in-page.ts says why). nginx cannot edit a
 * precompressed file, so the HTML location sends it uncompressed; assets stay as in production.
 */
import { chmodSync, mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';
import { WORLD_COOKIE, WORLD_HEADER } from '../../mock-server/core/worlds.ts';
import { startProdServer, type ProdServer } from '../../scripts/prod-server.ts';

export const IN_PAGE_PATH = '/auth/__engines/in-page.js';
const LIBRARY_PATH = '/auth/__engines/testing-library-dom.js';
const IN_PAGE_SCRIPTS = [LIBRARY_PATH, IN_PAGE_PATH];
let inPageFile = '';

/** The two scripts' text, for a page that did not load them (./driver.ts). */
export const inPageSource = () =>
  [LIBRARY_FILE, inPageFile].map((file) => readFileSync(file, 'utf8')).join(';\n');
const TESTING_LIBRARY = '@testing-library/dom';
// The package's own UMD build: it defines the `TestingLibraryDom` global that ./in-page.ts imports as.
const LIBRARY_FILE = join(
  createRequire(import.meta.url).resolve(TESTING_LIBRARY),
  '../@testing-library/dom.umd.min.js',
);

/** ./in-page.ts as a classic script for the page, in a folder nginx's workers may read. */
async function bundleInPage(): Promise<string> {
  const folder = mkdtempSync(join(tmpdir(), 'engines-'));
  chmodSync(folder, 0o755);
  const file = join(folder, 'in-page.js');
  const bundle = await rolldown({
    input: fileURLToPath(new URL('./in-page.ts', import.meta.url)),
    external: [TESTING_LIBRARY],
  });
  await bundle.write({ file, format: 'iife', globals: { [TESTING_LIBRARY]: 'TestingLibraryDom' } });
  await bundle.close();
  return file;
}

function withInPageScripts(block: string, file: string): string {
  const htmlLocation = '    location /auth/ {\n';
  if (!block.includes(htmlLocation)) throw new Error('deploy/nginx/identity-web.conf: no "location /auth/"');
  const alias = (path: string, file: string) => `    location = ${path} {\n        alias ${file};\n    }\n\n`;
  const scripts = IN_PAGE_SCRIPTS.map((path) => `<script src="${path}"></script>`).join('');
  return block.replace(
    htmlLocation,
    alias(LIBRARY_PATH, LIBRARY_FILE) +
      alias(IN_PAGE_PATH, file) +
      htmlLocation +
      '        gzip_static off;\n' +
      (block.includes('brotli_static on;') ? '        brotli_static off;\n' : '') +
      `        sub_filter '<head>' '<head>${scripts}';\n`,
  );
}

export async function startServer(): Promise<ProdServer> {
  inPageFile = await bundleInPage();
  return startProdServer({ editServerBlock: (block) => withInPageScripts(block, inPageFile) });
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
