/**
 * The production build served by a real nginx with deploy/nginx/ as committed (scripts/prod-server.ts),
 * the mock server behind it as the backends: compression on the wire, caching, the security headers on
 * every kind of answer (and kept when an operator adds a header at the documented place), and a sign-in
 * journey in Chromium with no policy violation.
 *
 * In the Playwright suite rather than Vitest because it needs the build, which `npm test` makes after
 * the unit tests and before this suite, and Chromium, which this suite already drives.
 */
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
// Not ./support's test: these pages talk to a mock server of their own, behind nginx, which knows
// nothing of the worlds the shared one gives each worker.
// eslint-disable-next-line no-restricted-imports
import { test, expect, type Page, type Response } from '@playwright/test';
import { IMMUTABLE, REVALIDATE, securityHeaders } from '../../deploy/security-headers';
import { measureRoutes } from '../../scripts/bench/measure-routes';
import { nginxInstalled, NGINX_PATH, startProdServer, type ProdServer } from '../../scripts/prod-server';
import { logIn } from './support';

const ROOT = join(import.meta.dirname, '..', '..');
const DIST = process.env.E2E_DIST ?? 'dist';
const SIGNED_IN_ROUTE = '/auth/account-settings/switch-clients';
/** Text the build precompresses (scripts/precompress.ts), by the content type nginx sends it with. */
const COMPRESSIBLE = /javascript|css|html|json|svg/;

// Like Chromium (scripts/require-browser.ts), nginx is part of what `npm test` needs: a missing one fails
// with the command that installs it, never a skipped test that reads as green.
if (!nginxInstalled())
  throw new Error(`No nginx at ${NGINX_PATH}: bash scripts/install-nginx.sh installs Debian's nginx-light`);

let server: ProdServer;
// One server for the file's tests, on one worker (the suite shares tests out one by one).
test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  server = await startProdServer({ dist: DIST, port: Number(process.env.E2E_NGINX_PORT ?? 0) });
});
test.afterAll(async () => {
  await server?.stop();
});

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; bytes: number };

/** One request as it is on the wire: no decompression, no redirect followed (Node's http, not fetch). */
function raw(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((done, fail) => {
    const req = httpRequest(url, { headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, bytes }));
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end();
  });
}

function expectSecurityHeaders(answer: Answer, what: string) {
  for (const [name, value] of Object.entries(securityHeaders()))
    expect(answer.headers[name.toLowerCase()], `${what}: ${name}`).toBe(value);
}

/** Every same-origin URL under /auth/ the page fetches while `step` runs, with its content type. */
async function filesLoaded(page: Page, step: () => Promise<void>): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const record = (response: Response) => {
    const url = new URL(response.url());
    if (url.origin === server.origin && url.pathname.startsWith('/auth/'))
      files.set(url.pathname, response.headers()['content-type'] ?? '');
  };
  page.on('response', record);
  await step();
  page.off('response', record);
  return files;
}

test('every file of the sign-in page and a signed-in route is compressed on the wire, and cached by its kind', async ({
  page,
}) => {
  page.setDefaultNavigationTimeout(15_000);
  const signIn = await filesLoaded(page, async () => {
    await page.goto(`${server.origin}/auth/login`, { waitUntil: 'networkidle' });
    await expect(page.getByRole('textbox', { name: 'Username' })).toBeEditable();
  });
  await logIn(page, 'ava.associate');
  await expect(page).not.toHaveURL(/\/auth\/login/);
  const signedIn = await filesLoaded(page, async () => {
    await page.goto(`${server.origin}${SIGNED_IN_ROUTE}`, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
  expect([...signIn.keys()].filter((path) => path.endsWith('.js')).length).toBeGreaterThan(2);
  expect([...signedIn.keys()].filter((path) => path.startsWith('/auth/assets/')).length).toBeGreaterThan(0);

  for (const [path, type] of new Map([...signIn, ...signedIn])) {
    if (!COMPRESSIBLE.test(type)) continue;
    const url = `${server.origin}${path}`;
    const gzip = await raw(url, { 'accept-encoding': 'gzip' });
    expect(gzip.status, path).toBe(200);
    expect(gzip.headers['content-encoding'], `${path} with gzip accepted`).toBe('gzip');
    expect(gzip.headers['vary'], path).toMatch(/Accept-Encoding/i);
    if (server.brotli) {
      const brotli = await raw(url, { 'accept-encoding': 'gzip, br' });
      expect(brotli.headers['content-encoding'], `${path} with br accepted`).toBe('br');
    }
    const hashed = path.startsWith('/auth/assets/');
    expect(gzip.headers['cache-control'], path).toBe(hashed ? IMMUTABLE : REVALIDATE);
    expectSecurityHeaders(gzip, path);
  }

  // The JS and CSS the bench counts for sign-in (before its first paint), as nginx sends them, beside
  // the bench's own figures (gzip 9, brotli 11); and all the browser fetched on that page.
  const bench = measureRoutes(join(ROOT, DIST)).routes['/auth/login'];
  expect(bench).toBeDefined();
  const benchFiles = [...bench!.files.js, ...bench!.files.css].map((file) => `/auth/${file}`);
  for (const file of benchFiles) expect(signIn.has(file), `the sign-in page fetched ${file}`).toBe(true);
  const onTheWire = async (paths: string[], encoding: string) => {
    let bytes = 0;
    for (const path of paths)
      bytes += (await raw(`${server.origin}${path}`, { 'accept-encoding': encoding })).bytes;
    return bytes;
  };
  const scripts = [...signIn].filter(([, type]) => /javascript|css/.test(type)).map(([path]) => path);
  const wire = {
    gzip: await onTheWire(benchFiles, 'gzip'),
    brotli: server.brotli ? await onTheWire(benchFiles, 'br') : 0,
    everythingGzip: await onTheWire(scripts, 'gzip'),
  };
  const benchGzip = bench!.js.gzip + bench!.css.gzip;
  const benchBrotli = bench!.js.brotli + bench!.css.brotli;
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
  const figures =
    `gzip ${kb(wire.gzip)} (bench ${kb(benchGzip)})` +
    (server.brotli ? `, brotli ${kb(wire.brotli)} (bench ${kb(benchBrotli)})` : ', no brotli module') +
    `; with what loads after the first paint (${scripts.length} files) ${kb(wire.everythingGzip)} gzip`;
  test.info().annotations.push({ type: 'sign-in JS and CSS on the wire', description: figures });
  console.log(`nginx: sign-in JS and CSS on the wire: ${figures}`);
  expect(Math.abs(wire.gzip - benchGzip) / benchGzip).toBeLessThan(0.02);
  if (server.brotli) expect(Math.abs(wire.brotli - benchBrotli) / benchBrotli).toBeLessThan(0.02);
});

test('the security headers are on every kind of answer: 200, 301, the app fallback, a missing asset', async () => {
  const page = await raw(`${server.origin}/auth/login`);
  expect(page.status).toBe(200);
  expect(page.headers['cache-control']).toBe(REVALIDATE);
  expectSecurityHeaders(page, 'GET /auth/login');

  const redirect = await raw(`${server.origin}/auth?redirectUrl=%2Fauth%2Fuser`);
  expect(redirect.status).toBe(301);
  expect(redirect.headers.location).toBe('/auth/?redirectUrl=%2Fauth%2Fuser');
  expectSecurityHeaders(redirect, 'GET /auth (301)');

  const fallback = await raw(`${server.origin}/auth/no/such/page`);
  expect(fallback.status).toBe(200);
  expect(fallback.headers['content-type']).toMatch(/text\/html/);
  expect(fallback.headers['cache-control']).toBe(REVALIDATE);
  expectSecurityHeaders(fallback, 'GET /auth/no/such/page (fallback)');

  const missing = '/auth/assets/gone-Abc12345.js';
  const answer = await raw(`${server.origin}${missing}`);
  expect(answer.status, missing).toBe(404);
  // A missing hashed file must not be kept for a year: it may be there after the deploy finishes.
  expect(answer.headers['cache-control'], missing).toBeUndefined();
  expectSecurityHeaders(answer, `GET ${missing} (404)`);
});

test('a header added at the documented extension point keeps every security header', async () => {
  const extended = await startProdServer({
    dist: DIST,
    mockOrigin: server.mockOrigin,
    extraLocationLines: ['add_header X-Operator-Check "kept" always;'],
  });
  try {
    for (const [path, status] of [
      ['/auth/login', 200],
      ['/auth', 301],
      ['/auth/no/such/page', 200],
      ['/auth/assets/gone-Abc12345.js', 404],
    ] as const) {
      const answer = await raw(`${extended.origin}${path}`);
      expect(answer.status, path).toBe(status);
      expect(answer.headers['x-operator-check'], path).toBe('kept');
      expectSecurityHeaders(answer, `${path} with an operator's header`);
    }
  } finally {
    await extended.stop();
  }
});

test('a sign-in journey through nginx raises no policy violation, and reports its field measurements', async ({
  page,
}) => {
  const violations: string[] = [];
  // Reported to this process as they happen, so they survive the navigations of the journey.
  await page.exposeFunction('__reportViolation', (line: string) => violations.push(line));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { __reportViolation: (line: string) => void }).__reportViolation(
        `${location.pathname}: ${event.violatedDirective} ${event.blockedURI}`,
      ),
    );
  });
  await page.request.post(`${server.origin}/__mock/reset`);
  // The field measurement is a lazy chunk (src/main.tsx): the journey starts once it is there.
  const vitalsChunk = page.waitForResponse((response) =>
    /\/auth\/assets\/vitals-[\w-]+\.js$/.test(response.url()),
  );
  await page.goto(`${server.origin}/auth/login`);
  expect((await vitalsChunk).status()).toBe(200);
  await logIn(page, 'ava.associate');
  await expect(page).toHaveURL(/\/authn\/landing/);
  await page.goto(`${server.origin}${SIGNED_IN_ROUTE}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(violations).toEqual([]);

  // Leaving the sign-in page sent its page view (keepalive): the mock summarises it per route.
  type Row = {
    route: string;
    pageViews: number;
    lcp: { count: number };
    inp: { count: number };
    cls: { count: number };
  };
  const signIn = async () => {
    const answer = await page.request.get(`${server.origin}/__mock/vitals`);
    const { routes } = (await answer.json()) as { routes: Row[] };
    return routes.find((row) => row.route === '/auth/login');
  };
  await expect
    .poll(signIn)
    .toMatchObject({ pageViews: 1, lcp: { count: 1 }, inp: { count: 1 }, cls: { count: 1 } });
  console.log(`nginx: GET /__mock/vitals after the journey: ${JSON.stringify(await signIn())}`);
});
