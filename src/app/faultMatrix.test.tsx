/**
 * Issue 25 item 5: every failure survived, proven by a generated matrix. The calls come from the code
 * (./faultMatrix.calls.ts); each has a driver (how a person reaches it: a page that loads it, or a form
 * filled and sent), and each driver meets every fault kind in the in-process mock. Each cell: the fault
 * was hit, the page is not blank, nothing reaches console.error or goes uncaught, and the person sees
 * the failure with Try again and what they typed still there (every kind here is transient by
 * src/common/form/transient.ts: 5xx, no answer, a timeout, an unreadable 200). The matrix prints at the end.
 */
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FaultKind } from '../../mock-server/core/context';
import { mockServerForFile } from '../../tests/mock-lifecycle';
import { renderApp, signInAs } from '../../tests/render-app';
import { requestTimeout } from '../api/clients';
import { appCalls } from './faultMatrix.calls';
import { DRIVERS, KNOWN_MISSING } from './faultMatrix.drivers';

const mock = mockServerForFile();

/** Short, so the timeout cells take a moment instead of 15 s; the delayed answer comes well after. */
const TEST_TIMEOUT_MS = 300;
const KINDS = {
  '500': { status: 500 },
  '502': { status: 502 },
  '503': { status: 503 },
  '504': { status: 504 },
  drop: { kind: 'drop' },
  // A write gets a 504 at the end of the delay (a late write would change the next cell's state), so
  // its cell also asks for the timeout's own words; a read gets its real answer, which would show
  // the page, not Try again, if the timeout never fired.
  timeout: { delayMs: TEST_TIMEOUT_MS * 5 },
  'html-200': { kind: 'html' },
  'malformed-json': { kind: 'malformed-json' },
} satisfies Record<string, { status?: number; kind?: FaultKind; delayMs?: number }>;
type Kind = keyof typeof KINDS;

/**
 * React's development report of an error an error boundary caught and rendered (QueryBoundary showing
 * a failed load): a handled failure, not an uncaught one.
 */
const isCaughtByBoundary = (args: unknown[]) =>
  args.some((arg) => typeof arg === 'string' && arg.includes('using the error boundary you provided'));

const results = new Map<string, Map<Kind, boolean>>();
const consoleErrors: unknown[][] = [];
const uncaught: unknown[] = [];
const onUncaught = (event: ErrorEvent | PromiseRejectionEvent) =>
  uncaught.push('reason' in event ? event.reason : event.error);

beforeEach(() => {
  requestTimeout.ms = TEST_TIMEOUT_MS;
  consoleErrors.length = 0;
  uncaught.length = 0;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void consoleErrors.push(args));
  // Queries retry a failure with no answer after 1 s, then 2 s: the same retries, without the waits.
  const defaults = QueryClient.prototype.defaultQueryOptions;
  vi.spyOn(QueryClient.prototype, 'defaultQueryOptions').mockImplementation(function (
    this: QueryClient,
    ...args: Parameters<typeof defaults>
  ) {
    return { ...defaults.apply(this, args), retryDelay: 0 };
  } as typeof defaults);
  window.addEventListener('error', onUncaught);
  window.addEventListener('unhandledrejection', onUncaught);
});
afterEach(() => {
  requestTimeout.ms = 15_000;
  window.removeEventListener('error', onUncaught);
  window.removeEventListener('unhandledrejection', onUncaught);
});

describe('the fault matrix covers every call the app makes', () => {
  it('has a driver for every call, or names it as a known gap', () => {
    const driven = new Set(DRIVERS.flatMap((driver) => driver.calls));
    const calls = [...appCalls().keys()];
    expect(calls.length, 'calls found in src/').toBeGreaterThan(40);
    const uncovered = calls.filter((call) => !driven.has(call) && !KNOWN_MISSING.includes(call));
    expect(uncovered, 'calls no driver reaches').toEqual([]);
    const stale = [...driven, ...KNOWN_MISSING].filter((call) => !calls.includes(call));
    expect(stale, 'drivers or gaps for calls the app no longer makes').toEqual([]);
  });
});

describe.each(DRIVERS)('$method $faultPath at $url', (driver) => {
  it.each(Object.keys(KINDS) as Kind[])('survives %s', async (kind) => {
    const row = results.get(`${driver.method} ${driver.faultPath}`) ?? new Map<Kind, boolean>();
    results.set(`${driver.method} ${driver.faultPath}`, row);
    row.set(kind, false);
    if (driver.signedIn) await signInAs('ava.associate');
    // Enough times that the query retries fail too; a form sends once.
    const fault =
      kind === 'timeout' && driver.method !== 'GET' ? { ...KINDS.timeout, status: 504 } : KINDS[kind];
    mock.context.injectFault(driver.method, driver.faultPath, fault, 3);
    const { user } = renderApp(driver.url);
    const typed = driver.act ? await driver.act(user) : [];
    const values = typed.map((field) => field.value);

    await waitFor(() =>
      expect(mock.context.faults.find((fault) => fault.path === driver.faultPath)?.times ?? 0).toBeLessThan(
        3,
      ),
    );
    // Sign-in says "try again" in its message and keeps its button; every other screen has the button.
    await waitFor(() => expect(document.body.textContent, 'Try again is offered').toMatch(/try again/i));
    if (kind === 'timeout' && driver.act) expect(document.body.textContent).toMatch(/took too long/i);
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
    row.set(kind, true);
  });
});

afterAll(() => {
  const kinds = Object.keys(KINDS) as Kind[];
  const width = Math.max(...[...results.keys()].map((call) => call.length));
  const lines = [...results].map(
    ([call, row]) =>
      `${call.padEnd(width)}  ${kinds.map((kind) => (row.get(kind) ? 'pass' : 'FAIL').padEnd(kind.length)).join('  ')}`,
  );
  const passed = [...results.values()].reduce(
    (sum, row) => sum + [...row.values()].filter(Boolean).length,
    0,
  );
  console.info(
    [
      `Fault matrix (issue 25 item 5): ${passed} of ${results.size * kinds.length} cells pass`,
      `${''.padEnd(width)}  ${kinds.join('  ')}`,
      ...lines,
      KNOWN_MISSING.length ? `No driver yet (${KNOWN_MISSING.length}): ${KNOWN_MISSING.join(', ')}` : '',
    ].join('\n'),
  );
});
