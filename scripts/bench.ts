/**
 * `npm run bench`: builds the production bundle, then measures it against docs/performance.md "Performance
 * budgets" and prints a table; every figure, the machine and the date go to bench/results.json.
 *
 * 1. per route of src/app/routes.tsx: the JS and CSS a first visit downloads before its first paint,
 *    raw / gzip / brotli, from Vite's manifest (scripts/bench/route-assets.ts);
 * 2. Lighthouse (mobile, default throttling) on /auth/login as production serves it, median of 3 runs, for an
 *    English visitor and for one whose language cookie says fr-CA (no slower in French); and, on the
 *    same server in the same run, on a plain static page of the same text (./bench/plain-page.ts):
 *    the difference of their LCPs is what the session check and the app's start cost before the
 *    largest paint (aim: at most 0.2 s, about one simulated round trip);
 * 3. Playwright: Next → password field shown and focused, Log in → product home; medians of 20 runs;
 *    and Log in pressed at once on the phone's profile, 10 runs: the sequential round trips after
 *    POST /login (./bench/slow-login.ts);
 * 4. the phone run (./bench/phone.ts): a quick person signing in on a mid-range phone's profile, in
 *    each language, medians of 3, each figure beside its network floor; and the machine's Lighthouse
 *    benchmark index; then the same figures for the pages opened from an e-mail's link, account
 *    settings opened after sign-in and the create-account steps (./bench/phone-pages.ts), as budgets.
 *
 * It writes docs/performance.md's "Current figures" tables itself (every route; Lighthouse when it ran), between
 * their markers (./bench/table.ts).
 *
 * Exit codes: 0 all budgets kept; 1 a budget is broken (listed); 2 a measurement could not be made
 * (a Lighthouse run is tried again twice before that, `LIGHTHOUSE_RETRIES`).
 * Options: --skip-lighthouse, --skip-interaction, --skip-phone, --runs N (every measurement N times),
 * --only phone (the phone run alone, no build of the sizes' tables: quick iterations), --only sign-in
 * (the phone run's sign-in journey and Log in → home at 150 ms, no other page), --cpu-slowdown N
 * (the CPU slowdown of Lighthouse's mobile run, the slow login and the phone run; by default this
 * machine's, calibrated before anything is timed to the budgets' phone: ./bench/calibration.ts).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { arch, cpus, loadavg, platform, release, totalmem } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkBudgets, type BudgetReport } from './bench/budgets';
import type { InteractionResult } from './bench/interaction';
import type { SlowLoginResult } from './bench/slow-login';
import { resetMock } from './bench/mock';
import { CHROMIUM_PATH } from './bench/chromium';
import type { LighthouseResult } from './bench/lighthouse';
import { LOGIN_PATH } from './bench/login-page';
import { SLOW_LOGIN_RTT_MS } from './bench/slow-login';
import { isStopping, run, stopAll, stopAllNow } from './bench/processes';
import { startServedBuild } from './bench/served';
import { measureRoutes, type RouteFigures } from './bench/measure-routes';
import { plainPage, plainPageFile } from './bench/plain-page';
import { PHONE_LANGUAGES, PHONE_PROFILE, type PhoneResult } from './bench/phone';
import { benchmarkIndex, chooseCpuSlowdown, parseCpuSlowdown, type Calibration } from './bench/calibration';
import { writePlainDocuments, type PhonePageResult } from './bench/phone-pages';
import {
  formatTable,
  kb,
  LIGHTHOUSE_BLOCK,
  lighthouseMarkdown,
  FIGURES_DOCUMENT,
  ROUTES_BLOCK,
  routesMarkdown,
  SLOW_LOGIN_BLOCK,
  slowLoginMarkdown,
  writeReadmeBlock,
  type LighthouseRow,
} from './bench/table';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'bench');
/** A build of its own, so `npm test` rebuilding dist/ meanwhile cannot pull files from under the preview. */
const DIST = join(OUT, 'dist');
const CHROMIUM = CHROMIUM_PATH;

/**
 * Who Lighthouse loads the sign-in page as: an English visitor (who gets the prerendered frame) and one
 * whose language cookie says fr-CA (who never sees it: the app paints in French instead).
 */
const LIGHTHOUSE_VISITORS = [
  {
    label: LOGIN_PATH,
    name: 'English visitor',
    language: 'en-US',
    cookie: undefined,
    report: 'lighthouse-auth-login.html',
  },
  {
    label: `${LOGIN_PATH} (fr-CA)`,
    name: 'French visitor (`fr-CA` cookie)',
    language: 'fr-CA',
    cookie: { name: 'user-language', value: 'fr-CA' },
    report: 'lighthouse-auth-login-fr-CA.html',
  },
  {
    label: `${LOGIN_PATH} (es-US)`,
    name: 'Spanish visitor (`es-US` cookie)',
    language: 'es-US',
    cookie: { name: 'user-language', value: 'es-US' },
    report: 'lighthouse-auth-login-es-US.html',
  },
] as const;

/** The target for the sign-in page's LCP over the plain page's, for every visitor. */
const LCP_DIFFERENCE_AIM_MS = 300;
/** Where the bench writes its tables (between markers). */
const FIGURES = join(ROOT, FIGURES_DOCUMENT);

type Options = {
  skipLighthouse: boolean;
  skipInteraction: boolean;
  skipPhone: boolean;
  /** `--only phone`: the phone run alone; `--only sign-in`: its sign-in journey and the slow login. */
  onlyPhone: boolean;
  onlySignIn: boolean;
  runs: number | undefined;
  /** `--cpu-slowdown N`; without it, calibrated to the budgets' phone (./bench/calibration.ts). */
  cpuSlowdown: number | undefined;
};

type Results = {
  date: string;
  machine: Record<string, unknown>;
  options: Options;
  routes: Record<string, RouteFigures>;
  lighthouse: Record<string, Omit<LighthouseResult, 'reportHtml'>>;
  /** Lighthouse on the plain static page of the same text, by the sign-in page's visitor label. */
  plainPage: Record<string, Omit<LighthouseResult, 'reportHtml'>>;
  /** The sign-in page's median LCP less the plain page's, by visitor label. */
  lcpDifferenceMs: Record<string, number>;
  interaction: (InteractionResult & { runsCount: number }) | null;
  /** Log in → home with a real network's round trip, and the sequential round trips after POST /login. */
  slowLogin: SlowLoginResult | null;
  /** The phone run by language, and the machine's Lighthouse benchmark index measured beside it. */
  phone: Record<string, PhoneResult>;
  /** The pages opened from a link, account settings and create account on the phone, by language (budgets). */
  phonePages: Record<string, PhonePageResult[]>;
  benchmarkIndex: number | null;
  /** The CPU slowdown every timing ran with: calibrated here, or given (`--cpu-slowdown`). */
  /** The CPU slowdown of this run's timings; null until one is chosen (a run that times nothing has none). */
  cpu: { cpuSlowdown: number; calibration: Calibration | null } | null;
  budgets: BudgetReport;
  errors: string[];
};

function parseOptions(argv: string[]): Options {
  const options: Options = {
    skipLighthouse: false,
    skipInteraction: false,
    skipPhone: false,
    onlyPhone: false,
    onlySignIn: false,
    runs: undefined,
    cpuSlowdown: undefined,
  };
  const valueOf = (arg: string, i: number) => (arg.includes('=') ? arg.split('=')[1] : argv[i + 1]);
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--skip-lighthouse') options.skipLighthouse = true;
    else if (arg === '--skip-interaction') options.skipInteraction = true;
    else if (arg === '--skip-phone') options.skipPhone = true;
    else if (arg === '--only' || arg.startsWith('--only=')) {
      const what = valueOf(arg, i);
      if (!arg.includes('=')) i++;
      if (what !== 'phone' && what !== 'sign-in')
        throw new Error(`--only knows "phone" and "sign-in", got "${what}"`);
      options.onlyPhone = true;
      options.onlySignIn = what === 'sign-in';
      options.skipLighthouse = true;
      options.skipInteraction = true;
    } else if (arg === '--cpu-slowdown' || arg.startsWith('--cpu-slowdown=')) {
      const value = valueOf(arg, i);
      if (!arg.includes('=')) i++;
      options.cpuSlowdown = parseCpuSlowdown(value ?? 'none');
    } else if (arg === '--runs' || arg.startsWith('--runs=')) {
      const value = arg.includes('=') ? arg.split('=')[1] : argv[++i];
      const runs = Number(value);
      if (!Number.isInteger(runs) || runs < 1)
        throw new Error(`--runs needs a whole number ≥ 1, got "${value}"`);
      options.runs = runs;
    } else if (arg === '--help' || arg === '-h') {
      console.log(
        'npm run bench [-- --skip-lighthouse] [--skip-interaction] [--skip-phone] [--only phone|sign-in] [--runs N] [--cpu-slowdown N]',
      );
      process.exit(0);
    } else
      throw new Error(
        `unknown option "${arg}" (--skip-lighthouse, --skip-interaction, --skip-phone, --only phone|sign-in, --runs N, --cpu-slowdown N)`,
      );
  }
  return options;
}

function log(line = '') {
  if (!isStopping()) console.log(line);
}

function quiet(command: string, args: string[]): string | undefined {
  try {
    return execFileSync(command, args, {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'ignore'],
      encoding: 'utf8',
    }).trim();
  } catch {
    return undefined;
  }
}

function machine(): Record<string, unknown> {
  const cpu = cpus();
  const version = (name: string) =>
    (
      JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as {
        version: string;
      }
    ).version;
  return {
    cpu: cpu[0]?.model ?? 'unknown',
    cores: cpu.length,
    memoryGB: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    os: `${platform()} ${release()} ${arch()}`,
    /** 1-minute load average when the bench started: other work on the machine skews the timings. */
    loadAverage: Math.round(loadavg()[0]! * 100) / 100,
    node: process.version,
    chromium: quiet(CHROMIUM, ['--version']) ?? 'unknown',
    vite: version('vite'),
    lighthouse: version('lighthouse'),
    playwright: version('@playwright/test'),
    commit: quiet('git', ['rev-parse', '--short', 'HEAD']),
    dirtyWorkTree: (quiet('git', ['status', '--porcelain']) ?? '') !== '',
  };
}

/** Step 1: what each route downloads before its first paint. */
function measureRouteSizes(errors: string[]): Record<string, RouteFigures> {
  const { routes, errors: unmeasured, manifest, sizes } = measureRoutes(DIST);
  errors.push(...unmeasured);

  const rows = Object.entries(routes).map(([path, r]) => [
    path,
    kb(r.js.raw),
    kb(r.js.gzip),
    kb(r.js.brotli),
    kb(r.css.raw),
    kb(r.css.gzip),
    kb(r.css.brotli),
    String(r.files.js.length + r.files.css.length),
    kb(r.afterSignIn.gzip),
  ]);
  log('\nFirst visit to each route, before first paint (KB = 1,000 bytes):\n');
  log(
    formatTable(
      [
        'route',
        'JS raw',
        'JS gzip',
        'JS br',
        'CSS raw',
        'CSS gzip',
        'CSS br',
        'files',
        'JS gzip after sign-in',
      ],
      rows,
    ),
  );

  const login = routes[LOGIN_PATH];
  if (login) {
    const byKey = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
    const heaviest = [...login.files.js]
      .map((file) => ({ file, key: byKey.get(file) ?? '?', size: sizes.of(file) }))
      .sort((a, b) => b.size.gzip - a.size.gzip)
      .slice(0, 6);
    log(`\nHeaviest JS chunks on ${LOGIN_PATH}:\n`);
    log(
      formatTable(
        ['file', 'manifest key', 'raw', 'gzip'],
        heaviest.map((c) => [c.file, c.key, kb(c.size.raw), kb(c.size.gzip)]),
      ),
    );
  }
  return routes;
}

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2));
  const started = Date.now();
  const errors: string[] = [];
  const results: Results = {
    date: new Date().toISOString(),
    machine: machine(),
    options,
    routes: {},
    lighthouse: {},
    plainPage: {},
    lcpDifferenceMs: {},
    interaction: null,
    slowLogin: null,
    phone: {},
    phonePages: {},
    benchmarkIndex: null,
    cpu: null,
    budgets: { broken: [], kept: [], notes: [] },
    errors,
  };

  const { cores, loadAverage } = results.machine as { cores: number; loadAverage: number };
  log(`Machine: ${cores} cores, load average ${loadAverage} at the start.`);
  if (loadAverage > cores / 2)
    log('  (a busy machine: Lighthouse and interaction timings will be noisy and pessimistic)');
  log(`Building the production bundle (npx vite build --outDir ${relative(ROOT, DIST)})…`);
  await run('npx', ['vite', 'build', '--outDir', DIST, '--emptyOutDir'], { cwd: ROOT });
  if (!options.onlyPhone) results.routes = measureRouteSizes(errors);
  const indexHtml = readFileSync(join(DIST, 'index.html'), 'utf8');
  for (const language of new Set([
    ...LIGHTHOUSE_VISITORS.map((visitor) => visitor.language),
    ...PHONE_LANGUAGES,
  ]))
    writeFileSync(join(DIST, plainPageFile(language)), plainPage(indexHtml, language));
  if (!options.skipPhone && !options.onlySignIn) writePlainDocuments(DIST, PHONE_LANGUAGES);

  const lighthouse = new Map<string, LighthouseResult>();
  const plain = new Map<string, LighthouseResult>();
  if (!options.skipLighthouse || !options.skipInteraction || !options.skipPhone) {
    log('\nServing the build with the mock server…');
    const { warmUp } = await import('./bench/interaction');
    const preview = await startServedBuild(ROOT, DIST, log);
    try {
      // The mock server and the JIT start on first use: pay for that in one unmeasured page load.
      await warmUp(preview.origin, CHROMIUM).catch((error: unknown) =>
        log(`  warm-up failed: ${message(error)}`),
      );
      results.cpu = await cpuSlowdownOfThisRun(options.cpuSlowdown);
      const { cpuSlowdown } = results.cpu;
      for (const visitor of options.skipLighthouse ? [] : LIGHTHOUSE_VISITORS) {
        const runs = options.runs ?? 3;
        log(`Lighthouse on ${visitor.label} (mobile, default throttling), ${runs} run(s) after a warm-up…`);
        try {
          // Loaded only when used: Lighthouse takes a while to import.
          const { runLighthouse } = await import('./bench/lighthouse');
          const result = await runLighthouse(`${preview.origin}${LOGIN_PATH}`, {
            runs,
            executablePath: CHROMIUM,
            log,
            beforeEach: () => resetMock(preview.origin),
            cookie: visitor.cookie,
            cpuSlowdown,
          });
          lighthouse.set(visitor.label, result);
          const { reportHtml, ...figures } = result;
          results.lighthouse[visitor.label] = figures;
          mkdirSync(OUT, { recursive: true });
          writeFileSync(join(OUT, visitor.report), reportHtml);

          log(`Lighthouse on the plain page of the same text (${visitor.language}), ${runs} run(s)…`);
          const plainResult = await runLighthouse(
            `${preview.origin}/auth/${plainPageFile(visitor.language)}`,
            {
              runs,
              executablePath: CHROMIUM,
              log,
              cookie: visitor.cookie,
              warmUp: false,
              cpuSlowdown,
            },
          );
          plain.set(visitor.label, plainResult);
          const { reportHtml: _plainReport, ...plainFigures } = plainResult;
          results.plainPage[visitor.label] = plainFigures;
          results.lcpDifferenceMs[visitor.label] = result.lcpMs - plainResult.lcpMs;
        } catch (error) {
          errors.push(`Lighthouse on ${visitor.label}: ${message(error)}`);
        }
      }
      if (!options.skipInteraction) {
        const runs = options.runs ?? 20;
        log(`Sign-in interaction in Chromium (Playwright), ${runs} run(s) after a warm-up…`);
        try {
          const { runInteraction } = await import('./bench/interaction');
          const interaction = await runInteraction(preview.origin, {
            runs,
            executablePath: CHROMIUM,
            log,
            failureScreenshot: join(OUT, 'interaction-failure.png'),
          });
          results.interaction = { ...interaction, runsCount: interaction.runs.length };
        } catch (error) {
          errors.push(message(error));
        }
      }
      if (!options.skipInteraction || options.onlySignIn) {
        // At least ten: the budget holds in every run (issue 66), and one run in ten broke it.
        const slowRuns = Math.max(options.runs ?? 10, 10);
        log(
          `Log in → home on the phone's profile (${SLOW_LOGIN_RTT_MS} ms round trips, CPU ${cpuSlowdown}x), Log in pressed at once, ${slowRuns} run(s)…`,
        );
        try {
          const { runSlowLogin } = await import('./bench/slow-login');
          results.slowLogin = await runSlowLogin(preview.origin, {
            runs: slowRuns,
            executablePath: CHROMIUM,
            log,
            cpuSlowdown,
          });
        } catch (error) {
          errors.push(`slow login: ${message(error)}`);
        }
      }
      if (!options.skipPhone) await measurePhone(preview.origin, options, cpuSlowdown, results);
    } finally {
      await preview.stop();
    }
  }

  if (lighthouse.size > 0) {
    log(`\nLighthouse on ${LOGIN_PATH}, median of each visitor's runs:\n`);
    log(
      formatTable(
        ['visitor', 'perf', 'a11y', 'FCP ms', 'LCP ms', 'plain LCP ms', 'LCP diff ms', 'TBT ms', 'CLS', 'KB'],
        [...lighthouse].map(([label, l]) => [
          label,
          String(l.performance),
          String(l.accessibility),
          String(l.fcpMs),
          String(l.lcpMs),
          String(plain.get(label)?.lcpMs ?? '-'),
          String(results.lcpDifferenceMs[label] ?? '-'),
          String(l.tbtMs),
          String(l.cls),
          kb(l.bytes),
        ]),
      ),
    );
    log(`\nLighthouse TBT beside the plain form's, same run:\n`);
    log(
      formatTable(
        ['visitor', 'perf', 'plain perf', 'TBT ms', 'plain TBT ms', 'TBT over plain ms'],
        [...lighthouse].map(([label, l]) => {
          const p = plain.get(label);
          return [
            label,
            String(l.performance),
            String(p?.performance ?? '-'),
            String(l.tbtMs),
            String(p?.tbtMs ?? '-'),
            p ? String(l.tbtMs - p.tbtMs) : '-',
          ];
        }),
      ),
    );
    for (const [label, difference] of Object.entries(results.lcpDifferenceMs))
      log(
        `  ${label}: LCP ${difference} ms after the plain page's ` +
          `(${difference <= LCP_DIFFERENCE_AIM_MS ? 'within' : 'over'} the aim of ${LCP_DIFFERENCE_AIM_MS} ms)`,
      );
    for (const [label, l] of lighthouse) {
      log(`  ${label}: Lighthouse benchmark index of this machine ${l.benchmarkIndex} (higher is faster)`);
      if (l.failedAccessibilityAudits.length)
        log(`  ${label}: failed accessibility audits: ${l.failedAccessibilityAudits.join(', ')}`);
      for (const warning of l.warnings) log(`  ${label}: Lighthouse warning: ${warning}`);
    }
  }
  if (results.interaction) {
    const i = results.interaction;
    log(`\nSign-in interaction, median of ${i.runsCount} run(s):\n`);
    log(
      formatTable(
        ['step', 'median ms', 'min ms', 'max ms'],
        [
          [
            'Next → password shown and focused',
            i.nextToPasswordMs,
            i.runs.map((r) => r.nextToPasswordMs),
          ] as const,
          ['Log in → home page painted', i.loginToHomeMs, i.runs.map((r) => r.loginToHomeMs)] as const,
        ].map(([name, med, all]) => [name, String(med), String(Math.min(...all)), String(Math.max(...all))]),
      ),
    );
    const marks = new Map<string, number>();
    for (const run of i.runs) marks.set(run.homeMark, (marks.get(run.homeMark) ?? 0) + 1);
    log(`  home timed at: ${[...marks].map(([mark, count]) => `${mark} ×${count}`).join(', ')}`);
  }

  if (Object.keys(results.phone).length > 0) printPhone(results);
  if (Object.keys(results.phonePages).length > 0) printPhonePages(results);
  results.budgets = checkBudgets({
    routes: results.routes,
    lighthouse: results.lighthouse,
    plainPage: results.plainPage,
    lighthouseTbtMs: Object.fromEntries(
      Object.entries(results.lighthouse).map(([label, l]) => [label, l.tbtMs]),
    ),
    sequentialRoundTripsAfterLogin: results.slowLogin?.sequentialRoundTrips,
    phone: results.phone,
    phonePages: results.phonePages,
    skipSizes: options.onlyPhone,
  });
  mkdirSync(OUT, { recursive: true });
  writeFileSync(join(OUT, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  writeCurrentFigures(results, lighthouse, plain);

  log('\nBudgets (docs/performance.md "Performance budgets"):');
  for (const kept of results.budgets.kept) log(`  ok    ${kept}`);
  for (const note of results.budgets.notes) log(`  note  ${note}`);
  for (const broken of results.budgets.broken) log(`  FAIL  ${broken}`);
  for (const error of errors) log(`  ERROR ${error}`);
  log(
    `\nWrote ${relative(ROOT, join(OUT, 'results.json'))} in ${Math.round((Date.now() - started) / 1000)} s.`,
  );

  if (results.budgets.broken.length) {
    log(`${results.budgets.broken.length} budget(s) broken.`);
    return 1;
  }
  return errors.length ? 2 : 0;
}

/**
 * The CPU slowdown for every timing of this run: `--cpu-slowdown`'s, or this machine's own, calibrated to
 * the budgets' phone in a browser of its own before anything is timed.
 */
function cpuSlowdownOfThisRun(given: number | undefined): Promise<NonNullable<Results['cpu']>> {
  return chooseCpuSlowdown(
    given,
    async (measure) => {
      const { launchPhoneBrowser } = await import('./bench/phone');
      const browser = await launchPhoneBrowser(CHROMIUM);
      try {
        return await measure(browser);
      } finally {
        await browser.close();
      }
    },
    log,
  );
}

/** Step 4: the phone run in each language, after the machine's benchmark index. */
async function measurePhone(
  origin: string,
  options: Options,
  cpuSlowdown: number,
  results: Results,
): Promise<void> {
  const runs = options.runs ?? 3;
  const { launchPhoneBrowser, runPhone } = await import('./bench/phone');
  const { runPhonePages } = await import('./bench/phone-pages');
  const browser = await launchPhoneBrowser(CHROMIUM);
  try {
    // Read again, not taken from the calibration: in a full run Lighthouse's runs lie between the two, and
    // this read says how fast the machine is as the phone run starts.
    results.benchmarkIndex = await benchmarkIndex(browser);
    log(
      `Phone run (CPU ${cpuSlowdown}x slower, ${PHONE_PROFILE.rttMs} ms RTT, ` +
        `${PHONE_PROFILE.downloadKbps / 1000} Mbps down / ${PHONE_PROFILE.uploadKbps} Kbps up, ` +
        `${PHONE_PROFILE.width}x${PHONE_PROFILE.height}, touch), ${runs} run(s) per language after a warm-up; ` +
        `Lighthouse benchmark index of this machine now: ${results.benchmarkIndex}`,
    );
    for (const language of PHONE_LANGUAGES) {
      const phoneOptions = { runs, language, cpuSlowdown, log };
      // A journey that fails is an error of the run; the others are still made.
      const attempt = async (what: string, measure: () => Promise<unknown>) => {
        try {
          await measure();
        } catch (error) {
          results.errors.push(`${what} (${language}): ${message(error)}`);
        }
      };
      await attempt('phone run', async () => {
        results.phone[language] = await runPhone(browser, origin, phoneOptions);
      });
      if (!options.onlySignIn)
        await attempt('phone pages', async () => {
          results.phonePages[language] = await runPhonePages(browser, origin, phoneOptions);
        });
    }
    const after = await benchmarkIndex(browser);
    log(`  Lighthouse benchmark index after the phone run: ${after}`);
  } finally {
    await browser.close();
  }
}

function printPhone(results: Results): void {
  const phone = Object.values(results.phone);
  const first = phone[0]!;
  log(
    `\nOn the phone (CPU ${first.cpuSlowdown}x slower, ${PHONE_PROFILE.rttMs} ms RTT, 1.6 Mbps down), ` +
      `median of ${first.runs.length} run(s); benchmark index ${results.benchmarkIndex ?? '?'}:\n`,
  );
  const row = (what: string, value: (p: PhoneResult) => number, floor: (p: PhoneResult) => string) => [
    what,
    ...phone.map((p) => String(value(p))),
    phone.map(floor).join(' / '),
  ];
  log(
    formatTable(
      ['from → to (ms)', ...phone.map((p) => p.language), 'network floor'],
      [
        row(
          'navigation → username field visible',
          (p) => p.fieldVisibleMs,
          (p) => String(p.floors.fieldVisibleMs),
        ),
        row(
          'navigation → the form working (Next answered without waiting for code)',
          (p) => p.formWorkingMs,
          (p) => String(p.floors.formWorkingMs),
        ),
        row(
          'navigation → the app has taken over from the frame',
          (p) => p.appTookOverMs,
          () => '—',
        ),
        row(
          'Enter → password field shown and focused',
          (p) => p.enterToPasswordMs,
          (p) => String(p.floors.enterToPasswordMs),
        ),
        row(
          "Enter → the next page's first paint",
          (p) => p.enterToNextPageMs,
          (p) => String(p.floors.enterToNextPageMs),
        ),
        row(
          'long tasks (over 50 ms each), total',
          (p) => p.longTasksMs,
          (p) => `${p.longTasksFloorMs} (the page, no script)`,
        ),
        row(
          '  of which beyond 50 ms each',
          (p) => p.blockingMs,
          () => '0',
        ),
        row(
          'keystrokes lost (most in a run)',
          (p) => p.keystrokesLost,
          () => '0',
        ),
      ],
    ),
  );
}

/** The other pages on the phone, one table each: the same figures as sign-in's (budgets: BUDGETS.phonePages). */
function printPhonePages(results: Results): void {
  const languages = Object.keys(results.phonePages);
  const pages = results.phonePages[languages[0]!]!.map((page) => page.page);
  for (const [index, name] of pages.entries()) {
    const byLanguage = languages.map((language) => results.phonePages[language]![index]!);
    const first = byLanguage[0]!;
    log(
      `\nOn the phone, ${name}: median of ${first.runs.length} run(s), budgets: first field, long tasks, keystrokes; ` +
        `benchmark index ${results.benchmarkIndex ?? '?'}; floors are round trips × ${PHONE_PROFILE.rttMs} ms, ` +
        `and for long tasks the page's own document with its scripts taken out (each language):\n`,
    );
    const row = (what: string, value: (p: PhonePageResult) => number, floor: string) => [
      what,
      ...byLanguage.map((p) => String(value(p))),
      floor,
    ];
    log(
      formatTable(
        ['from → to (ms)', ...languages, 'network floor'],
        [
          row(
            `navigation → first field visible (at most ${first.fieldBudgetMs})`,
            (p) => p.fieldVisibleMs,
            String(first.fieldVisibleFloorMs),
          ),
          row(
            "navigation → form working (no frame: the app's own field)",
            (p) => p.formWorkingMs,
            String(first.fieldVisibleFloorMs),
          ),
          ...first.presses.map((press, at) =>
            row(`${press.what} shown`, (p) => p.presses[at]!.ms, String(press.floorMs)),
          ),
          row(
            'long tasks (over 50 ms each), total',
            (p) => p.longTasksMs,
            `${byLanguage.map((p) => p.longTasksFloorMs).join(' / ')} (its document, no script)`,
          ),
          row('  of which beyond 50 ms each', (p) => p.blockingMs, '0'),
          row('keystrokes lost (most in a run)', (p) => p.keystrokesLost, '0'),
        ],
      ),
    );
  }
}

/**
 * docs/performance.md's "Current figures": the route table whenever every route was measured, the Lighthouse
 * table when both visitors were measured on both pages; a table the run could not fill stays as it was.
 */
function writeCurrentFigures(
  results: Results,
  lighthouse: Map<string, LighthouseResult>,
  plain: Map<string, LighthouseResult>,
): void {
  const { machine } = results;
  const routes = Object.entries(results.routes);
  if (routes.length === 0 || results.errors.some((error) => error.startsWith('route table'))) return;
  let readme = readFileSync(FIGURES, 'utf8');
  const when =
    `${results.date.slice(0, 10)}, commit \`${String(machine.commit)}\`${machine.dirtyWorkTree ? ' (with changes)' : ''}, ` +
    `${String(machine.cores)} cores, load average ${String(machine.loadAverage)} at the start.`;
  readme = writeReadmeBlock(
    readme,
    ROUTES_BLOCK,
    `${when}\n\n${routesMarkdown(routes.map(([path, figures]) => ({ path, ...figures })))}\n`,
  );
  const rows: LighthouseRow[] = [];
  for (const visitor of LIGHTHOUSE_VISITORS) {
    const page = lighthouse.get(visitor.label);
    const plainPageFigures = plain.get(visitor.label);
    if (!page || !plainPageFigures) continue;
    rows.push({
      visitor: visitor.name,
      performance: page.performance,
      accessibility: page.accessibility,
      fcpMs: page.fcpMs,
      lcpMs: page.lcpMs,
      plainLcpMs: plainPageFigures.lcpMs,
      runs: page.runs.map((run) => run.performance),
    });
  }
  if (results.slowLogin) {
    const { rttMs, loginToHomeMs, sequentialRoundTrips, runs } = results.slowLogin;
    readme = writeReadmeBlock(
      readme,
      SLOW_LOGIN_BLOCK,
      `${when}\n\n${slowLoginMarkdown({ rttMs, loginToHomeMs, sequentialRoundTrips, runs: runs.length, requests: runs[0]!.afterLogin })}\n`,
    );
  }
  // Which CPU the figures are for: Lighthouse's slowdown, and how fast this machine measured itself.
  const indexes = [...lighthouse.values()].map((result) => result.benchmarkIndex);
  const cpu =
    (results.cpu
      ? `Lighthouse's CPU slowdown ${results.cpu.cpuSlowdown}x (${results.cpu.calibration ? 'calibrated' : '`--cpu-slowdown`'}), `
      : '') + `benchmark index ${Math.min(...indexes)}–${Math.max(...indexes)}.`;
  if (rows.length === LIGHTHOUSE_VISITORS.length)
    readme = writeReadmeBlock(readme, LIGHTHOUSE_BLOCK, `${when} ${cpu}\n\n${lighthouseMarkdown(rows)}\n`);
  writeFileSync(FIGURES, readme);
  log(
    `${FIGURES_DOCUMENT}: current figures written (${routes.length} routes${rows.length ? ', Lighthouse' : ''}).`,
  );
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

process.on('exit', stopAllNow);
// A browser or server stopped under running work (Ctrl-C, say) makes that work throw from wherever it
// was; while stopping that is expected, otherwise it is a failure like any other.
for (const event of ['uncaughtException', 'unhandledRejection'] as const) {
  process.on(event, (error: unknown) => {
    if (isStopping()) return;
    console.error(`bench: ${message(error)}`);
    void stopAll().finally(() => process.exit(2));
  });
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.error(`\nbench: ${signal}, stopping the preview server and browsers…`);
    void stopAll().finally(() => process.exit(130));
  });
}

main()
  .catch((error: unknown) => {
    console.error(`bench: ${message(error)}`);
    return 2;
  })
  .then(async (code) => {
    await stopAll();
    process.exit(code);
  });
