/**
 * Lighthouse (mobile, default simulated throttling) on one URL, N runs, each in a fresh Chromium that
 * this module starts itself with `--remote-debugging-port` and stops afterwards. A run the tool itself
 * fails (`NO_NAVSTART`, say, seen now and then on a busy machine) is tried again, up to
 * `LIGHTHOUSE_RETRIES` more times, before the measurement counts as not made.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { generateReport, type Flags, type Result } from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { CHROMIUM_FLAGS } from './chromium';
import { withRetries } from './retry';
import { median } from './stats';
import { delay, register, start } from './processes';

/** How many more times one run is tried after the tool failed it. */
export const LIGHTHOUSE_RETRIES = 2;

export type LighthouseFigures = {
  /** 0–100 */
  performance: number;
  /** 0–100 */
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Total bytes transferred (Lighthouse's total-byte-weight). */
  bytes: number;
};

export type LighthouseResult = LighthouseFigures & {
  runs: LighthouseFigures[];
  /** Lighthouse's measure of this machine's speed (median of the runs); about 1000+ on a fast desktop. */
  benchmarkIndex: number;
  /** Lighthouse's warnings of the median run (a slow host, say). */
  warnings: string[];
  /** Accessibility audits that failed in any run, by id. */
  failedAccessibilityAudits: string[];
  /** The HTML report of the run whose performance score is the median. */
  reportHtml: string;
};

/**
 * Starts Chromium with a DevTools port and waits for it to say which port it took. `stop` ends it and
 * removes its profile; both are also registered for `stopAll()`.
 */
async function launchChromium(executablePath: string): Promise<{ port: number; stop: () => Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-chromium-'));
  const removeProfile = () => rmSync(profile, { recursive: true, force: true });
  // Registered before Chromium, so stopped after it (newest first): the profile goes once nothing uses it.
  const unregisterProfile = register({
    name: 'chromium profile',
    stop: async () => removeProfile(),
    stopNow: removeProfile,
  });
  const child = start('chromium (lighthouse)', executablePath, [
    '--headless=new',
    ...CHROMIUM_FLAGS,
    '--remote-debugging-port=0',
    '--remote-debugging-address=127.0.0.1',
    `--user-data-dir=${profile}`,
    'about:blank',
  ]);
  const stop = async () => {
    await child.stop();
    removeProfile();
    unregisterProfile();
  };
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(child.output());
    if (match) return { port: Number(match[1]), stop };
    const exited = await Promise.race([child.exited.then(() => true), delay(100).then(() => false)]);
    if (exited) break;
  }
  await stop();
  throw new Error(`Chromium did not open a DevTools port:\n${child.output().slice(-3_000)}`);
}

/**
 * Puts a cookie into the browser's jar, where the page's scripts read it (`document.cookie`): a
 * Lighthouse `extraHeaders` cookie would reach the server only. Lighthouse's storage reset leaves
 * cookies alone, so it is still there when the run loads the page.
 */
async function setCookie(port: number, url: string, cookie: { name: string; value: string }): Promise<void> {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    await browser.contexts()[0]!.addCookies([{ ...cookie, url: new URL(url).origin }]);
  } finally {
    // Connected, not launched: this only disconnects; the browser and its default context stay.
    await browser.close();
  }
}

function figures(lhr: Result): LighthouseFigures {
  const score = (id: string) => {
    const value = lhr.categories[id]?.score;
    if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${id} score`);
    return Math.round(value * 100);
  };
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (typeof value !== 'number') {
      throw new Error(`Lighthouse audit ${id} has no value: ${lhr.audits[id]?.errorMessage ?? 'missing'}`);
    }
    return value;
  };
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    fcpMs: Math.round(numeric('first-contentful-paint')),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
    bytes: Math.round(numeric('total-byte-weight')),
  };
}

export async function runLighthouse(
  url: string,
  options: {
    runs: number;
    executablePath: string;
    log: (line: string) => void;
    /** Before each run: a fresh mock server state, say. */
    beforeEach?: () => Promise<void>;
    /** A cookie the browser holds for the page's origin before each run (the language cookie, say). */
    cookie?: { name: string; value: string };
    /** One uncounted run first (default): the first run in a process pays for Lighthouse loading. */
    warmUp?: boolean;
    /** Lighthouse's `cpuSlowdownMultiplier` (its mobile default is 4): a higher one stands for a slower machine. */
    cpuSlowdown?: number;
  },
): Promise<LighthouseResult> {
  const attempt = async (): Promise<{ figures: LighthouseFigures; lhr: Result }> => {
    await options.beforeEach?.();
    const { port, stop } = await launchChromium(options.executablePath);
    try {
      if (options.cookie) await setCookie(port, url, options.cookie);
      const flags: Flags = {
        port,
        hostname: '127.0.0.1',
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance', 'accessibility'],
        throttling: {
          ...throttling.mobileSlow4G,
          cpuSlowdownMultiplier: options.cpuSlowdown ?? throttling.mobileSlow4G.cpuSlowdownMultiplier,
        },
      };
      const result = await lighthouse(url, flags);
      if (!result) throw new Error('Lighthouse returned no result');
      const { lhr } = result;
      if (lhr.runtimeError)
        throw new Error(`Lighthouse: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
      return { figures: figures(lhr), lhr };
    } finally {
      await stop();
    }
  };
  const once = () =>
    withRetries(attempt, LIGHTHOUSE_RETRIES, (error, retry) =>
      options.log(
        `  lighthouse run failed (${(error instanceof Error ? error.message : String(error)).split('\n')[0]}), ` +
          `trying again (${retry}/${LIGHTHOUSE_RETRIES})`,
      ),
    );

  if (options.warmUp ?? true) {
    // Uncounted: the first run in a process also pays for Lighthouse loading itself, on the same cores.
    const warm = await once();
    options.log(`  lighthouse warm-up run (not counted): performance ${warm.figures.performance}`);
  }
  const results: { figures: LighthouseFigures; lhr: Result }[] = [];
  for (let i = 0; i < options.runs; i++) {
    const run = await once();
    results.push(run);
    const f = run.figures;
    options.log(
      `  lighthouse run ${i + 1}/${options.runs}: performance ${f.performance}, accessibility ${f.accessibility}, ` +
        `LCP ${f.lcpMs} ms, TBT ${f.tbtMs} ms`,
    );
  }

  const runs = results.map((r) => r.figures);
  const pick = <K extends keyof LighthouseFigures>(key: K) => median(runs.map((run) => run[key]));
  const medianFigures: LighthouseFigures = {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    fcpMs: pick('fcpMs'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    bytes: pick('bytes'),
  };
  const byPerformance = [...results].sort((a, b) => a.figures.performance - b.figures.performance);
  const medianRun = byPerformance[Math.floor((byPerformance.length - 1) / 2)]!;
  const failedAccessibilityAudits = new Set<string>();
  for (const { lhr } of results) {
    for (const ref of lhr.categories.accessibility?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1)
        failedAccessibilityAudits.add(ref.id);
    }
  }
  return {
    ...medianFigures,
    runs,
    benchmarkIndex: Math.round(median(results.map(({ lhr }) => lhr.environment.benchmarkIndex))),
    warnings: medianRun.lhr.runWarnings,
    failedAccessibilityAudits: [...failedAccessibilityAudits],
    reportHtml: generateReport(medianRun.lhr, 'html'),
  };
}
