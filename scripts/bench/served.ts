/**
 * The build as production serves it (../prod-server.ts: nginx with deploy/nginx/, brotli where its module
 * is installed, the mock server behind it), reset; `vite preview` with the mock mounted where nginx is
 * not installed, which compresses on the fly with gzip alone (the entry 19 KB heavier than its .br).
 * The bench and its phone trace both time this: a trace of a differently served page explains another.
 */
import { nginxInstalled, startProdServer } from '../prod-server';
import { LOGIN_PATH } from './login-page';
import { resetMock } from './mock';
import { startPreview } from './processes';

export async function startServedBuild(
  root: string,
  dist: string,
  log: (line: string) => void,
): Promise<{ origin: string; stop: () => Promise<void> }> {
  let server: { origin: string; stop: () => Promise<void> };
  if (nginxInstalled()) {
    const prod = await startProdServer({ dist });
    log(
      `  nginx with deploy/nginx/ (${prod.brotli ? 'brotli and gzip' : 'gzip: no brotli module'}) on ${prod.origin}`,
    );
    server = prod;
  } else {
    log('  no nginx (bash scripts/install-nginx.sh): vite preview, gzip alone, heavier than production');
    server = await startPreview(root, dist, LOGIN_PATH);
  }
  await resetMock(server.origin);
  return server;
}
