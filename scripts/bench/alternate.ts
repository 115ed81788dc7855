/**
 * Two builds of one phone page, alternated (issue 66): a change to a page's long tasks, told apart from the
 * machine. At 7x a journey's long-task total moves about 150 ms from run to run, and a whole bench run's
 * figures move together with the machine's load: one bench run against another cannot show a change that
 * size. Here every round runs the page once on each build, in turn, after one warm-up round, and the medians
 * are printed beside each build's spread. The page is one of the phone run's (./phone-pages.ts) or
 * `sign-in`, the phone run's sign-in journey (./phone.ts `signInOnThePhone`) with its own figures, or
 * `obligation`, a sign-in that goes on to an obligation's page (./phone.ts `signInToObligationOnThePhone`).
 *
 *   node --import tsx scripts/bench/alternate.ts --page "create account" [--runs 5] [--cpu-slowdown N]
 *     [--language es-US] <dist A> <dist B>
 *
 * Each build is served by `vite preview` from this checkout, whose policy allows its own inline scripts'
 * hashes: a build whose inline scripts differ (an older commit's) is given as `<its checkout>:<its dist>`,
 * and one that checkout's policy would block is refused (./served.ts `refuseBlockedBuild`).
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { CHROMIUM_PATH } from './chromium';
import { chooseCpuSlowdown, parseCpuSlowdown } from './calibration';
import { LOGIN_PATH } from './login-page';
import type { Browser } from '@playwright/test';
import { launchPhoneBrowser, signInOnThePhone, signInToObligationOnThePhone } from './phone';
import { PHONE_PAGES, runPhonePageOnce, type PhonePage } from './phone-pages';
import { startPreview, stopAll } from './processes';
import { checkoutPolicy, refuseBlockedBuild } from './served';
import { median } from './stats';

/**
 * The order of one comparison: the build of each run, round by round; the first round is the warm-up.
 * Each round runs the builds in the order opposite to the round before (A B, B A, A B, …): in a fixed
 * order the build run second showed the higher first field in all three comparisons of stop 88 (create
 * account at 6x, 8 rounds: +54.5, +93 and, with the builds swapped, +61.5 ms), a figure no code of either
 * touches (the first screen paints before any script runs).
 */
export function alternation(builds: number, runs: number): { build: number; warmUp: boolean }[] {
  return Array.from({ length: runs + 1 }, (_, round) => {
    const order = Array.from({ length: builds }, (_, build) => ({ build, warmUp: round === 0 }));
    return round % 2 === 0 ? order : order.reverse();
  }).flat();
}

/** One run's figures by name (NaN: not measured). */
type Figures = Readonly<Record<string, number>>;

/** What a comparison prints, in order: each figure's label and its key in a run's figures. */
export type FigureList = ReadonlyArray<readonly [label: string, key: string]>;

/** A phone page's figures (./phone-pages.ts). */
export const PAGE_FIGURES: FigureList = [
  ['first field (ms)', 'fieldVisibleMs'],
  ['form working (ms)', 'formWorkingMs'],
  ['first press answered (ms)', 'firstPressMs'],
  ['long tasks (ms)', 'longTasksMs'],
];

/** Sign-in's figures (./phone.ts `PhoneRun`). */
export const SIGN_IN_FIGURES: FigureList = [
  ['first field (ms)', 'fieldVisibleMs'],
  ["the app's take-over (ms)", 'appTookOverMs'],
  ['Enter → password (ms)', 'enterToPasswordMs'],
  ['Enter → next page (ms)', 'enterToNextPageMs'],
  ['long tasks (ms)', 'longTasksMs'],
];

/** A sign-in that goes on to an obligation's page (./phone.ts `signInToObligationOnThePhone`). */
export const OBLIGATION_FIGURES: FigureList = [
  ["Log in → the obligation's page (ms)", 'loginToPageMs'],
  ['long tasks (ms)', 'longTasksMs'],
];

/** A run that failed: no figure of it counts (`compare` says so). */
export const NOT_MEASURED: Figures = {};

/** Each build's medians and spread, and where B's median lies against A's spread. */
export function compare(
  label: [string, string],
  runs: [Figures[], Figures[]],
  figures: FigureList = PAGE_FIGURES,
): string[] {
  return figures.map(([name, key]) => {
    const [a, b] = runs.map((list) => list.map((run) => run[key] ?? Number.NaN).filter(Number.isFinite));
    if (!a?.length || !b?.length) return `${name}: not measured`;
    const spread = (values: number[]) => `${Math.min(...values)}-${Math.max(...values)}`;
    const [medianA, medianB] = [median(a), median(b)];
    const verdict =
      medianB < Math.min(...a) ? 'below all of A' : medianB > Math.max(...a) ? 'above all of A' : 'within A';
    return (
      `${name}: ${label[0]} ${medianA} (${spread(a)}), ${label[1]} ${medianB} (${spread(b)}); ` +
      `B's median ${verdict}`
    );
  });
}

/** A journey to alternate: its name, its figures, and one run of it on a build. */
type Journey = {
  name: string;
  figures: FigureList;
  once: (browser: Browser, origin: string, language: string, cpuSlowdown: number) => Promise<Figures>;
};

const SIGN_IN: Journey = {
  name: 'sign-in',
  figures: SIGN_IN_FIGURES,
  once: (browser, origin, language, cpuSlowdown) =>
    signInOnThePhone(browser, origin, language, cpuSlowdown).then(({ run }) => run),
};

const OBLIGATION: Journey = {
  name: 'obligation',
  figures: OBLIGATION_FIGURES,
  once: signInToObligationOnThePhone,
};

const pageJourney = (page: PhonePage): Journey => ({
  name: page.name,
  figures: PAGE_FIGURES,
  once: (browser, origin, language, cpuSlowdown) =>
    runPhonePageOnce(browser, origin, page, language, cpuSlowdown).then(
      ({ fieldVisibleMs, formWorkingMs, longTasksMs, pressesMs }) => ({
        fieldVisibleMs,
        formWorkingMs,
        longTasksMs,
        firstPressMs: pressesMs[0] ?? Number.NaN,
      }),
    ),
});

/** The journey `--page` names: `sign-in`, `obligation`, or a phone page whose name contains it. */
export function journeyNamed(name: string): Journey | undefined {
  if (!name) return undefined;
  const named = [SIGN_IN, OBLIGATION].find((journey) => journey.name === name);
  if (named) return named;
  const page = PHONE_PAGES.find((candidate) => candidate.name.includes(name));
  return page && pageJourney(page);
}

async function main(): Promise<void> {
  const { values, positionals: builds } = parseArgs({
    allowPositionals: true,
    options: {
      page: { type: 'string', default: '' },
      runs: { type: 'string', default: '5' },
      'cpu-slowdown': { type: 'string' },
      language: { type: 'string', default: 'en-US' },
    },
  });
  const journey = journeyNamed(values.page);
  if (builds.length !== 2 || !journey)
    throw new Error(
      `usage: alternate.ts --page "<name>" [--runs N] [--cpu-slowdown N] [--language L] <dist A> <dist B>; ` +
        `pages: ${[SIGN_IN.name, OBLIGATION.name, ...PHONE_PAGES.map((candidate) => candidate.name)].join('; ')}`,
    );
  const runs = Number(values.runs);
  const { language } = values;
  try {
    const previews = [];
    for (const build of builds) {
      const [root, dist] = build.includes(':') ? build.split(':') : [process.cwd(), build];
      refuseBlockedBuild(dist!, checkoutPolicy(root!), `${root}'s`);
      previews.push(await startPreview(root!, dist!, LOGIN_PATH));
    }
    const browser = await launchPhoneBrowser(CHROMIUM_PATH);
    const { cpuSlowdown } = await chooseCpuSlowdown(
      parseCpuSlowdown(values['cpu-slowdown']),
      (measure) => measure(browser),
      console.log,
    );
    const measured: [Figures[], Figures[]] = [[], []];
    for (const { build, warmUp } of alternation(2, runs)) {
      const run = await journey
        .once(browser, previews[build]!.origin, language, cpuSlowdown)
        .catch((error: unknown) => {
          console.log(`  ${builds[build]}: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
          return NOT_MEASURED;
        });
      if (warmUp) continue;
      measured[build as 0 | 1].push(run);
      console.log(
        `  ${builds[build]}: ${journey.figures.map(([name, key]) => `${name} ${run[key] ?? Number.NaN}`).join(', ')}`,
      );
    }
    console.log(`${journey.name}, ${language}, CPU ${cpuSlowdown}x, ${runs} alternated runs each:`);
    for (const line of compare([builds[0]!, builds[1]!], measured, journey.figures)) console.log(`  ${line}`);
  } finally {
    await stopAll();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) await main();
