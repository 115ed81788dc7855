/**
 * `npm run serve:prod` from a clone in a private folder: run as root, nginx's workers drop to an
 * unprivileged user, who cannot walk into a mode-700 folder, so a build served from there (as a link
 * once was) answers every page with a 500.
 */
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, expect, it } from 'vitest';
import { nginxInstalled, NGINX_PATH, startProdServer, type ProdServer } from './prod-server';

if (!nginxInstalled())
  throw new Error(`No nginx at ${NGINX_PATH}: bash scripts/install-nginx.sh installs Debian's nginx-light`);

let server: ProdServer | undefined;
let privateFolder: string | undefined;
afterEach(async () => {
  await server?.stop();
  if (privateFolder) rmSync(privateFolder, { recursive: true, force: true });
});

it('serves a build that sits in a folder only its owner may enter', async () => {
  privateFolder = mkdtempSync(join(tmpdir(), 'identity-web-private-'));
  chmodSync(privateFolder, 0o700);
  const dist = join(privateFolder, 'clone', 'dist');
  mkdirSync(dist, { recursive: true });
  const page = '<!doctype html><title>identity-web</title><p>the build</p>';
  writeFileSync(join(dist, 'index.html'), page);
  writeFileSync(join(dist, 'index.html.gz'), gzipSync(page));
  // No backend is called: only the page is asked for.
  server = await startProdServer({ dist, mockOrigin: 'http://127.0.0.1:9' });
  const answer = await fetch(`${server.origin}/auth/login`);
  expect(answer.status).toBe(200);
  expect(await answer.text()).toContain('the build');
});
