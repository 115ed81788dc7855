/**
 * `npm run atlas [-- --only <word>] [--skip-build]`: builds the app, serves it with `vite preview` (the
 * mock server mounted), visits every state of ./plan.ts in Chromium and writes atlas/index.html with a
 * screenshot of each at 1280 and 375 px. One mock world per flow (mock-server/README.md "Isolated worlds"),
 * reset before each visit, so no state leaks between flows or visits. `--only` keeps the visits whose flow,
 * route or URL contains one of its comma-separated words. A visit that fails is listed at the top of the
 * gallery and makes the run exit 1, its other pictures kept.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from '@playwright/test';
import { WORLD_HEADER } from '../../mock-server/core/worlds';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../bench/chromium';
import { run, startPreview, stopAll, stopAllNow } from '../bench/processes';
import { galleryHtml, shotFileName, type Failure, type Screenshot } from './gallery';
import { atlasPlan, unplannedRoutes, type Flow, type Visit } from './plan';
import { routeTablePaths } from './routeTable';
import { settle, signInByCall, signInByForm } from './session';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const OUT = join(ROOT, 'atlas');
/**
 * A build of its own, so a `vite build` of dist/ meanwhile cannot pull files from under the preview;
 * outside the work tree, so lint and format never read its bundles. Kept for --skip-build.
 */
const DIST = join(tmpdir(), `identity-web-atlas-build-${basename(ROOT)}`);
const WIDTHS = [1280, 375] as const;
/** Each state is photographed in light, then in these (tests/e2e/sweep/displays.ts checks them on every route). */
const SCHEMES = [
  { scheme: 'dark', media: { colorScheme: 'dark', forcedColors: 'none' } },
  { scheme: 'forced colours', media: { colorScheme: 'light', forcedColors: 'active' } },
] as const;
const HEIGHT = 900;

type Options = { only: string | undefined; skipBuild: boolean };

function parseOptions(argv: string[]): Options {
  const options: Options = { only: undefined, skipBuild: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--only') options.only = argv[++i];
    else if (arg.startsWith('--only=')) options.only = arg.slice('--only='.length);
    else if (arg === '--skip-build') options.skipBuild = true;
    else throw new Error(`unknown option ${arg}; npm run atlas [-- --only <word>] [--skip-build]`);
  }
  return options;
}

/** The mock's control API in one world. */
function control(origin: string, world: string) {
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${origin}/__mock/${path}`, {
      method,
      headers: { [WORLD_HEADER]: world, 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`${method} /__mock/${path} answered ${response.status}`);
    return response.status === 204 ? undefined : ((await response.json()) as unknown);
  };
  return {
    reset: () => call('POST', 'reset'),
    // The mock lists spent faults too (their `fired` count stays readable): pending ones have calls left.
    pendingFaults: async () =>
      ((await call('GET', 'faults')) as { times: number }[]).filter((fault) => fault.times > 0),
    injectFault: (fault: unknown) => call('POST', 'faults', fault),
    lastCode: async (to: string) => {
      const mails = (await call('GET', 'outbox')) as { to: string; code?: string }[];
      const code = mails.filter((mail) => mail.to === to && mail.code).at(-1)?.code;
      if (!code) throw new Error(`no code mailed to ${to}`);
      return code;
    },
  };
}

async function createWorld(origin: string): Promise<string> {
  const response = await fetch(`${origin}/__mock/worlds`, { method: 'POST' });
  if (response.status !== 201) throw new Error(`POST /__mock/worlds answered ${response.status}`);
  return ((await response.json()) as { id: string }).id;
}

async function photograph(page: Page, index: number, visit: Visit, state: string): Promise<Screenshot> {
  await settle(page);
  const shoot = async (scheme: string) => {
    const files: Record<number, string> = {};
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: HEIGHT });
      await page.waitForTimeout(100);
      const file = shotFileName(index, visit.route, state, width, scheme);
      await page.screenshot({ path: join(OUT, file), fullPage: true, animations: 'disabled' });
      files[width] = file;
    }
    return files;
  };
  const files = await shoot('');
  // The same state in the person's other displays: the media change in place, the page stays as it is.
  const schemeFiles: Record<string, Record<number, string>> = {};
  for (const { scheme, media } of SCHEMES) {
    await page.emulateMedia(media);
    schemeFiles[scheme] = await shoot(scheme);
  }
  await page.emulateMedia({ colorScheme: 'light', forcedColors: 'none' });
  await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
  const url = new URL(page.url());
  return {
    flow: visit.flow,
    route: visit.route,
    url: url.pathname + url.search,
    ...(visit.persona ? { persona: visit.persona } : {}),
    state,
    files,
    schemeFiles,
  };
}

async function runVisit(
  browser: Browser,
  origin: string,
  world: string,
  visit: Visit,
  nextIndex: () => number,
): Promise<Screenshot[]> {
  const mock = control(origin, world);
  await mock.reset();
  const context = await browser.newContext({
    baseURL: origin,
    viewport: { width: WIDTHS[0], height: HEIGHT },
    extraHTTPHeaders: { [WORLD_HEADER]: world },
    locale: 'en-US',
    timezoneId: 'UTC',
  });
  context.setDefaultTimeout(10_000);
  try {
    const page = await context.newPage();
    if (visit.persona && visit.signIn === 'form') {
      await signInByForm(page, visit.persona);
      const landed = new URL(page.url()).pathname;
      const planned = new URL(visit.url, origin).pathname;
      if (landed !== planned) throw new Error(`sign-in landed on ${landed}, not ${planned}`);
    } else if (visit.persona) await signInByCall(context, origin, visit.persona);
    for (const fault of visit.faults ?? []) await mock.injectFault(fault);
    if (visit.signIn !== 'form') await page.goto(visit.url);
    const shots: Screenshot[] = [];
    for (const shot of visit.shots) {
      await shot.act?.(page, mock);
      shots.push(await photograph(page, nextIndex(), visit, shot.state));
    }
    // A fault still waiting means the screen never made the call: the picture would not show the state.
    const pending = await mock.pendingFaults();
    if (pending.length) throw new Error(`injected fault(s) never fired: ${JSON.stringify(pending)}`);
    return shots;
  } finally {
    await context.close();
  }
}

async function main(): Promise<number> {
  const started = Date.now();
  const options = parseOptions(process.argv.slice(2));
  const routes = routeTablePaths();
  const unplanned = unplannedRoutes(routes);
  if (unplanned.length) console.warn(`atlas: routes with no planned state: ${unplanned.join(', ')}`);
  const words = options.only?.split(',') ?? [];
  const wanted = (visit: Visit) =>
    words.length === 0 ||
    words.some((word) => [visit.flow, visit.route, visit.url].some((text) => text.includes(word)));
  const visits = atlasPlan.filter(wanted);
  if (visits.length === 0) throw new Error(`no visit matches --only ${options.only}`);

  mkdirSync(OUT, { recursive: true });
  // The last run's pictures go.
  for (const file of readdirSync(OUT)) if (/\.(png|html)$/.test(file)) rmSync(join(OUT, file));
  if (options.skipBuild) console.log('atlas: --skip-build, serving the build of the last run');
  if (!options.skipBuild) {
    console.log(`atlas: building into ${DIST}…`);
    await run('npx', ['vite', 'build', '--outDir', DIST, '--emptyOutDir'], { cwd: ROOT });
  }
  const preview = await startPreview(ROOT, DIST, '/auth/login');
  const { origin } = preview;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });

  const worlds = new Map<Flow, string>();
  const shots: Screenshot[] = [];
  const failures: Failure[] = [];
  let index = 0;
  try {
    for (const visit of visits) {
      if (!worlds.has(visit.flow)) worlds.set(visit.flow, await createWorld(origin));
      const label = `${visit.flow} · ${visit.url}${visit.persona ? ` as ${visit.persona}` : ''}`;
      try {
        const taken = await runVisit(browser, origin, worlds.get(visit.flow)!, visit, () => index++);
        shots.push(...taken);
        console.log(`  ✓ ${label} (${taken.length})`);
      } catch (error) {
        const message =
          error instanceof Error ? error.message.split('\n').slice(0, 6).join('\n') : String(error);
        failures.push({
          flow: visit.flow,
          route: visit.route,
          state: visit.shots.map((s) => s.state).join(' → '),
          error: message,
        });
        console.log(`  ✗ ${label}\n    ${message.replace(/\n/g, '\n    ')}`);
      }
    }
  } finally {
    await browser.close();
    await preview.stop();
  }

  const shown = new Set(shots.map((shot) => shot.route));
  const html = galleryHtml({
    shots,
    failures,
    widths: WIDTHS,
    routes: shown.size,
    createdAt: new Date().toISOString(),
  });
  writeFileSync(join(OUT, 'index.html'), html);
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(
    `\natlas: ${shots.length} states of ${shown.size}/${routes.length} routes × ${WIDTHS.length} widths × ${SCHEMES.length + 1} schemes = ${shots.length * WIDTHS.length * (SCHEMES.length + 1)} screenshots in ${seconds} s` +
      `\n  ${relative(ROOT, join(OUT, 'index.html'))}${failures.length ? `\n  ${failures.length} visit(s) failed, listed at the top` : ''}`,
  );
  return failures.length || unplanned.length ? 1 : 0;
}

process.on('exit', stopAllNow);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void stopAll().finally(() => process.exit(130)));
}

main()
  .catch((error: unknown) => {
    console.error(`atlas: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  })
  .then(async (code) => {
    await stopAll();
    process.exit(code);
  });
