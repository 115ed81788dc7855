/**
 * The phone's CPU, the same on every machine. A fixed CPU slowdown means a different phone on each
 * machine: Lighthouse's 4x on a machine of benchmark index 3,500 is twice as fast a phone as on one of
 * 1,750. The budgets were set for CI's reference machine, a 2-core
 * machine of index about 1,800, at Lighthouse's mobile 4x: a phone of index 450. The bench slows each
 * machine's CPU by its own index over that, as DevTools' CPU calibration aims its presets at a target
 * score (chrome-devtools-frontend, panels/mobile_throttling/CalibrationController.ts).
 */
import type { Browser } from '@playwright/test';
import { median } from './stats';

/** The budgets' phone: CI's reference machine (index about 1,800) at Lighthouse's mobile slowdown (4x). */
export const REFERENCE_PHONE_INDEX = 1_800 / 4;

/** Reads of the machine's index for one calibration: a read moves by about a tenth from one to the next. */
const READS = 3;

/**
 * The slowdown that makes a machine of `machineIndex` the reference phone, to a tenth. A machine already
 * slower than that phone is not sped up: it runs unthrottled (1x), and its figures are pessimistic.
 */
export function calibratedSlowdown(machineIndex: number, phoneIndex = REFERENCE_PHONE_INDEX): number {
  if (!Number.isFinite(machineIndex) || machineIndex <= 0)
    throw new Error(`a benchmark index must be a positive number, got ${machineIndex}`);
  return Math.max(1, Math.round((machineIndex / phoneIndex) * 10) / 10);
}

/**
 * Lighthouse's benchmark index (higher is faster) in a fresh page of `browser`, unthrottled. Not a measure
 * of a slowed CPU: Chromium's throttling suspends the page's thread in slices, and under it the index
 * jumps (in one browser: 451 and 638 at 2x, 125 and 298 at 7x).
 */
export async function benchmarkIndex(browser: Browser): Promise<number> {
  const { pageFunctions } = await import('lighthouse/core/lib/page-functions.js');
  const page = await browser.newPage();
  try {
    return Math.round(
      (await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`)) as number,
    );
  } finally {
    await page.close();
  }
}

export type Calibration = {
  /** This machine's index, the median of its reads. */
  machineIndex: number;
  phoneIndex: number;
  cpuSlowdown: number;
};

/** Measures the machine and returns the slowdown that makes it the reference phone. */
export async function calibrate(browser: Browser): Promise<Calibration> {
  const reads: number[] = [];
  for (let i = 0; i < READS; i++) reads.push(await benchmarkIndex(browser));
  const machineIndex = Math.round(median(reads));
  return { machineIndex, phoneIndex: REFERENCE_PHONE_INDEX, cpuSlowdown: calibratedSlowdown(machineIndex) };
}

/** One line for a report: the slowdown, and where it came from. */
export function describeCalibration({ machineIndex, phoneIndex, cpuSlowdown }: Calibration): string {
  const slower = machineIndex < phoneIndex ? ' (this machine is slower than that phone: no slowdown)' : '';
  return (
    `CPU ${cpuSlowdown}x slower, calibrated: this machine's benchmark index ${machineIndex} (median of ` +
    `${READS} reads) over the budgets' phone's ${phoneIndex} (CI's reference machine, index 1,800, at 4x)${slower}`
  );
}

/**
 * The CPU slowdown a timing runs with: the one given (`--cpu-slowdown`), or this machine's, calibrated and
 * logged. `withBrowser` lends a browser to measure in; it is not called when a slowdown is given.
 */
export async function chooseCpuSlowdown(
  given: number | undefined,
  withBrowser: (measure: (browser: Browser) => Promise<Calibration>) => Promise<Calibration>,
  log: (line: string) => void,
): Promise<{ cpuSlowdown: number; calibration: Calibration | null }> {
  if (given !== undefined) return { cpuSlowdown: given, calibration: null };
  const calibration = await withBrowser(calibrate);
  log(describeCalibration(calibration));
  return { cpuSlowdown: calibration.cpuSlowdown, calibration };
}

/** A `--cpu-slowdown` option's text as a slowdown: none given is none (calibrate); anything else a number ≥ 1. */
export function parseCpuSlowdown(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const slowdown = Number(value);
  if (!Number.isFinite(slowdown) || slowdown < 1)
    throw new Error(`--cpu-slowdown needs a number ≥ 1, got "${value}"`);
  return slowdown;
}
