/**
 * Every failure survived, proven by a generated matrix. Each area's test file
 * (./<area>.test.tsx) hands its drivers (./driver.ts) to `faultMatrix`, which
 * meets each with every fault kind in the in-process mock. The core of each cell: the fault was hit,
 * the page is not blank, nothing reaches console.error or goes uncaught; then the driver's expectation
 * (Try again with what was typed kept, by default). Everything is found by role and by the kind the
 * page marks (`data-failure`, `data-toast-type`), and named in the app's own words: no English. Each file prints its part of the matrix; the
 * coverage check (every call driven or named as a gap) is ./coverage.test.tsx.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { i18n } from 'i18next';
import { REQUEST_TIMEOUT_MS } from '../../src/api/requestTimeout';
import type { AppSettings } from '../../src/app/appRouter';
import type { TransientKind } from '../../src/common/form/transient';
import type { MessageKey } from '../../src/lib/messageKey';
import { passingTimeouts, type Driver } from './driver';

const KINDS = {
  // One server error stands for every 5xx: the mock answers each with the same body, and the app tells
  // them apart nowhere (src/common/form/transient.ts; its test names 500, 502, 503 and 504). Three more
  // columns of whole-app cells proved nothing more and cost a fifth of the unit run.
  '503': { status: 503 },
  drop: { kind: 'drop' },
  // The answer comes after the app's timeout, which the cell's fake clock passes without waiting, and
  // never within the cell. A write's answer would be a 504 (a late write would change the next cell's
  // state), so its cell also asks for the timeout's own words.
  timeout: { delayMs: REQUEST_TIMEOUT_MS * 2 },
  // A 200 the app cannot read: a proxy's HTML page. A cut-off JSON body is the same UnreadableAnswerError
  // from the same check (src/api/middleware.ts; its test sends both), so it has no column of its own.
  'html-200': { kind: 'html' },
} satisfies Record<string, { status?: number; kind?: 'drop' | 'html'; delayMs?: number }>;
export type FaultKindName = keyof typeof KINDS;
/**
 * The failure each kind is to the app (src/common/form/transient.ts), which an error block names in
 * its `data-failure`: a form's block says exactly that (its message is that kind's).
 */
const FAILURE_OF: Record<FaultKindName, TransientKind> = {
  '503': 'unavailable',
  drop: 'offline',
  timeout: 'timeout',
  'html-200': 'unreadable',
};
export const FAULT_KINDS = Object.keys(KINDS) as FaultKindName[];

/** The parts of the test kit the matrix uses, handed in by each area's file (each runs its own mock server). */
export interface MatrixKit {
  mock: {
    context: {
      injectFault(method: string, path: string, failure: (typeof KINDS)[FaultKindName], times: number): void;
      faults: Array<{ path: string; times: number }>;
    };
  };
  renderApp: (url: string, settings?: AppSettings) => { user: UserEvent; i18n: i18n };
  signInAs: (username: string) => Promise<void>;
  /** Turns a feature flag on for every client (only files whose drivers have `flagsOn` need it). */
  turnOnFlag?: (flag: string) => Promise<void>;
}

/**
 * React's development report of an error an error boundary caught and rendered (QueryBoundary showing
 * a failed load): a handled failure, not an uncaught one.
 */
const isCaughtByBoundary = (args: unknown[]) =>
  args.some((arg) => typeof arg === 'string' && arg.includes('using the error boundary you provided'));

/** A row of the matrix: the call the fault hits, and where (one call may have drivers on two screens). */
const driverName = (driver: Driver) => `${driver.method} ${driver.faultPath} @ ${driver.url.split('?')[0]}`;

/**
 * The error the page shows with its way out: an alert (a form's error, sign-in's, a failed load, a
 * dialog's), in whatever language the page speaks; one that names the failure's kind (`data-failure`,
 * src/common/form/transient.ts) first. A toast is never one: a toast alone is not where the page may say it.
 */
function errorBlock(): HTMLElement | null {
  const alerts = screen.queryAllByRole('alert').filter((alert) => !alert.closest('.toasts'));
  return alerts.find((alert) => alert.hasAttribute('data-failure')) ?? alerts[0] ?? null;
}

/**
 * The block's Try again: its own button, or else the button that sends again: its dialog's (which
 * stays open for a retry) or, on sign-in, whose block only says to try again, the form's submit.
 */
function tryAgainOf(block: HTMLElement): HTMLElement | undefined {
  const dialog = block.closest<HTMLElement>('[role="dialog"], [role="alertdialog"], dialog');
  return [
    ...within(block).queryAllByRole<HTMLButtonElement>('button'),
    ...(dialog ? within(dialog).queryAllByRole<HTMLButtonElement>('button') : []),
    ...screen.queryAllByRole<HTMLButtonElement>('button').filter((button) => button.type === 'submit'),
  ].find((button) => !button.disabled);
}

export function faultMatrix(area: string, drivers: Driver[], kit: MatrixKit): void {
  const results = new Map<string, Map<FaultKindName, boolean>>();
  const consoleErrors: unknown[][] = [];
  const uncaught: unknown[] = [];
  const onUncaught = (event: ErrorEvent | PromiseRejectionEvent) =>
    uncaught.push('reason' in event ? event.reason : event.error);

  beforeEach(() => {
    consoleErrors.length = 0;
    uncaught.length = 0;
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void consoleErrors.push(args));
    window.addEventListener('error', onUncaught);
    window.addEventListener('unhandledrejection', onUncaught);
  });
  afterEach(() => {
    // A timeout cell runs on a fake clock; a driver may move the clock (the session-expiry sync).
    vi.useRealTimers();
    window.removeEventListener('error', onUncaught);
    window.removeEventListener('unhandledrejection', onUncaught);
  });

  async function cell(driver: Driver, kind: FaultKindName) {
    for (const flag of driver.flagsOn ?? []) await kit.turnOnFlag!(flag);
    if (driver.cleanUp) onTestFinished(driver.cleanUp);
    if (driver.as) await kit.signInAs(driver.as);
    await driver.before?.();
    // Enough times that the query retries fail too; a form sends once.
    const fault =
      kind === 'timeout' && driver.method !== 'GET' && !driver.isRead
        ? { ...KINDS.timeout, status: 504 }
        : KINDS[kind];
    kit.mock.context.injectFault(driver.method, driver.faultPath, fault, 3);
    const faultsLeft = () =>
      kit.mock.context.faults.find((fault) => fault.path === driver.faultPath)?.times ?? 0;
    // The timeout cell's clock runs with real time (typing, msw, React), and the cell moves it past the
    // app's timeout (`passingTimeouts`, ./driver.ts) instead of waiting 15 s.
    if (kind === 'timeout') {
      vi.useFakeTimers({
        toFake: ['setTimeout', 'clearTimeout', 'Date'],
        shouldAdvanceTime: true,
        advanceTimeDelta: 5,
      });
    }
    // Queries retry a failure with no answer at once rather than after 1 s, then 2 s: the same retries.
    const { user, i18n } = kit.renderApp(driver.url, { queryRetryDelayMs: 0 });
    const typed = driver.act ? await driver.act(user) : [];
    const values = typed.map((field) => field.value);

    // Long only when something is wrong; a loaded CI core may take a while to type a long form.
    await waitFor(() => expect(faultsLeft(), 'the fault was hit').toBeLessThan(3), { timeout: 10_000 });
    const expectation = (kind === 'html-200' ? driver.expectFor?.[kind] : undefined) ??
      driver.expect ?? { rule: 'try-again' };
    if (expectation.rule === 'try-again') {
      const block = await passingTimeouts(() => {
        const found = errorBlock();
        expect(found, 'an error block names the failure').not.toBeNull();
        return found!;
      });
      expect(tryAgainOf(block), 'the error block offers Try again').toBeDefined();
      // A form's block names the failure; a one-button action's own message may not.
      if (typed.length && !driver.isRead)
        expect(block.dataset.failure, 'the failure the block names').toBe(FAILURE_OF[kind]);
    } else {
      const t = (key: MessageKey, values?: Record<string, string>) => i18n.t(key, values);
      await passingTimeouts(() => expectation.shows(t));
      // Nothing to try again: no block names a failure.
      if (expectation.rule === 'usable')
        expect(document.querySelector('[role="alert"][data-failure]'), expectation.why).toBeNull();
    }
    expect(screen.getAllByRole('heading', { level: 1 }).length, 'the page is not blank').toBeGreaterThan(0);
    expect(
      typed.map((field) => field.isConnected && field.value),
      'what was typed is still there',
    ).toEqual(values);
    expect(
      consoleErrors.filter((args) => !isCaughtByBoundary(args)),
      'console.error',
    ).toEqual([]);
    expect(uncaught, 'uncaught errors').toEqual([]);
  }

  describe.each(drivers)(`${area}: $method $faultPath at $url`, (driver) => {
    it.each(FAULT_KINDS)('survives %s', async (kind) => {
      const row = results.get(driverName(driver)) ?? new Map<FaultKindName, boolean>();
      results.set(driverName(driver), row);
      row.set(kind, false);
      await cell(driver, kind);
      row.set(kind, true);
    });
  });

  afterAll(() => console.info(printMatrix(area, results)));
}

function printMatrix(area: string, results: Map<string, Map<FaultKindName, boolean>>): string {
  const width = Math.max(...[...results.keys()].map((call) => call.length));
  const lines = [...results].map(
    ([call, row]) =>
      `${call.padEnd(width)}  ${FAULT_KINDS.map((kind) => (row.get(kind) ? 'pass' : 'FAIL').padEnd(kind.length)).join('  ')}`,
  );
  const passed = [...results.values()].reduce(
    (sum, row) => sum + [...row.values()].filter(Boolean).length,
    0,
  );
  return [
    `Fault matrix, ${area}: ${passed} of ${results.size * FAULT_KINDS.length} cells pass`,
    `${''.padEnd(width)}  ${FAULT_KINDS.join('  ')}`,
    ...lines,
  ].join('\n');
}
