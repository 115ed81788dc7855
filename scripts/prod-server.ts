/**
 * The built app as production serves it: Debian's nginx with deploy/nginx/ as committed, and the mock
 * server behind it as the backends, all on one port. Used by `npm run serve:prod` (scripts/serve-prod.ts)
 * and by tests/e2e/nginx.spec.ts.
 *
 * The committed server block is used as it is, with only what differs on a workstation replaced:
 * its `listen` and `root`, and the proxy to the mock server added for the backends' same-origin paths
 * (a production server proxies the same paths to the real services). Each replacement must match, so
 * a change to the block that breaks one fails here instead of testing something else.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  NGINX_EXTENSION_POINT,
  NGINX_HEADERS_INCLUDE,
  nginxBackendProxy,
} from '../deploy/security-headers.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const NGINX_DIR = join(ROOT, 'deploy', 'nginx');
export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
/** Debian's brotli module package puts its `load_module` line here (libnginx-mod-http-brotli-static). */
const MODULES_ENABLED = '/etc/nginx/modules-enabled';
const BROTLI_MODULE = join(MODULES_ENABLED, '50-mod-http-brotli-static.conf');

/** Paths the app calls its backends and the mock's stand-in pages on, when they share its origin. */
const BACKEND_LOCATIONS = ['/api/', '/__mock/', '= /', '= /view/home', '= /authn/landing'];

export function nginxInstalled(): boolean {
  return existsSync(NGINX_PATH);
}

export function brotliInstalled(): boolean {
  return existsSync(BROTLI_MODULE);
}

export type ProdServerOptions = {
  /** The build to serve (`dist/` by default). */
  dist?: string;
  /** nginx's port; 0 picks a free one. */
  port?: number;
  /** The mock server's port; 0 picks a free one. */
  mockPort?: number;
  /** A mock server already running, to share instead of starting one. */
  mockOrigin?: string;
  /** Lines put at the extension point of every location (the spec adds a header of its own there). */
  extraLocationLines?: string[];
  /** Changes to the server block before it is used (the spec removes a directive to see a check fail). */
  editServerBlock?: (block: string) => string;
};

export type ProdServer = {
  origin: string;
  mockOrigin: string;
  /** Whether nginx serves the .br files (the brotli module is installed). */
  brotli: boolean;
  stop: () => Promise<void>;
};

function replaceOnce(text: string, from: string, to: string): string {
  const parts = text.split(from);
  if (parts.length !== 2) throw new Error(`deploy/nginx/identity-web.conf: expected "${from}" exactly once`);
  return parts.join(to);
}

/** The committed server block, adapted to this machine as the header of this file says. */
export function localServerBlock(
  root: string,
  port: number,
  mockPort: number,
  brotli: boolean,
  options: Pick<ProdServerOptions, 'extraLocationLines' | 'editServerBlock'> = {},
): string {
  let block = readFileSync(join(NGINX_DIR, 'identity-web.conf'), 'utf8');
  block = replaceOnce(block, '    listen 80;', `    listen 127.0.0.1:${port};`);
  block = replaceOnce(block, '    root /srv/identity-web;', `    root ${root};`);
  if (!brotli) block = replaceOnce(block, '    brotli_static on;\n', '');
  if (options.extraLocationLines?.length) {
    const marker = `        ${NGINX_EXTENSION_POINT}\n`;
    if (!block.includes(marker)) throw new Error('deploy/nginx/identity-web.conf: no extension point');
    block = block.replaceAll(
      marker,
      marker + options.extraLocationLines.map((l) => `        ${l}\n`).join(''),
    );
  }
  // The guide's proxy (docs/deployment.md "Backends on the same site"), to the mock server, which also
  // serves the stand-in pages; their own headers stay theirs.
  const proxies = nginxBackendProxy(`http://127.0.0.1:${mockPort}`, BACKEND_LOCATIONS);
  block = replaceOnce(
    block.trimEnd() + '\n',
    '\n}\n',
    `\n\n    # The backends: here the mock server.\n${proxies}}\n`,
  );
  return options.editServerBlock ? options.editServerBlock(block) : block;
}

/** A main configuration like Debian's stock one (mime types, `gzip on`), everything else in `dir`. */
function mainConfig(dir: string, brotli: boolean): string {
  return [
    'daemon off;',
    'worker_processes 1;',
    `pid ${join(dir, 'nginx.pid')};`,
    'error_log stderr warn;',
    ...(brotli ? [`include ${BROTLI_MODULE};`] : []),
    'events { worker_connections 256; }',
    'http {',
    '    include /etc/nginx/mime.types;',
    '    default_type application/octet-stream;',
    '    sendfile on;',
    '    access_log off;',
    '    gzip on;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (kind) => `    ${kind}_temp_path ${join(dir, `${kind}-temp`)};`,
    ),
    `    include ${join(dir, 'identity-web.conf')};`,
    '}',
    '',
  ].join('\n');
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => done((server.address() as AddressInfo).port));
  });
}

async function freePort(): Promise<number> {
  const probe = createServer();
  const port = await listen(probe, 0);
  await new Promise((done) => probe.close(done));
  return port;
}

async function waitForAnswer(
  url: string,
  child: ChildProcess,
  errors: () => string,
  timeoutMs = 5_000,
): Promise<void> {
  for (let attempt = 0; attempt < timeoutMs / 25; attempt++) {
    if (child.exitCode !== null)
      throw new Error(`${url}: the server exited (${child.exitCode}): ${errors()}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((done) => setTimeout(done, 25));
    }
  }
  throw new Error(`no answer on ${url}: ${errors()}`);
}

type Stoppable = { origin: string; stop: () => Promise<void> };

/** `npm run mock-server` in a child process (tsx reads the mock's JSON imports, Playwright's loader cannot). */
async function startMockServer(port: number): Promise<Stoppable> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'mock-server', 'standalone.ts')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    await exited;
  };
  try {
    await waitForAnswer(`${origin}/__mock/scenarios`, child, () => stderr, 30_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}

export async function startProdServer(options: ProdServerOptions = {}): Promise<ProdServer> {
  const dist = resolve(ROOT, options.dist ?? 'dist');
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist}: no build (run vite build first)`);
  if (!existsSync(join(dist, 'index.html.gz')))
    throw new Error(`${dist}: no .gz files beside the build (built without scripts/precompress.ts?)`);
  const brotli = brotliInstalled();

  const mock = options.mockOrigin ? undefined : await startMockServer(options.mockPort || (await freePort()));
  const mockOrigin = options.mockOrigin ?? mock!.origin;
  const mockPort = Number(new URL(mockOrigin).port);

  const dir = mkdtempSync(join(tmpdir(), 'identity-web-nginx-'));
  // Run as root, nginx's workers drop to an unprivileged user, who must be able to walk to the build:
  // a copy here, not a link into the clone, which may sit in a private folder (a mode-700 mktemp -d,
  // root's home).
  chmodSync(dir, 0o755);
  const root = join(dir, 'root');
  mkdirSync(root);
  cpSync(dist, join(root, 'auth'), { recursive: true });
  for (const folder of [dir, root]) chmodSync(folder, 0o755);
  mkdirSync(join(dir, dirname(NGINX_HEADERS_INCLUDE)), { recursive: true });
  writeFileSync(
    join(dir, NGINX_HEADERS_INCLUDE),
    readFileSync(join(NGINX_DIR, 'identity-web-security-headers.conf'), 'utf8'),
  );
  const port = options.port || (await freePort());
  writeFileSync(join(dir, 'identity-web.conf'), localServerBlock(root, port, mockPort, brotli, options));
  writeFileSync(join(dir, 'nginx.conf'), mainConfig(dir, brotli));

  let stderr = '';
  // The includes are relative to the directory of nginx.conf, as on a server (/etc/nginx).
  const child = spawn(NGINX_PATH, ['-c', join(dir, 'nginx.conf'), '-e', 'stderr'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    }
    await mock?.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForAnswer(`${origin}/auth/`, child, () => stderr);
    const page = await fetch(`${origin}/auth/`);
    if (!page.ok)
      throw new Error(
        `nginx answers ${page.status} for ${origin}/auth/: its workers cannot read the build copied to ` +
          `${join(root, 'auth')} (running as root, they drop to an unprivileged user, who must be able to ` +
          `walk every folder above it; set TMPDIR to a folder anyone may read). nginx said: ${stderr}`,
      );
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, mockOrigin, brotli, stop };
}
