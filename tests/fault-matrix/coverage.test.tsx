/**
 * The fault matrix reaches every call the app makes. The calls come from the code
 * (./calls.ts); each area's drivers (./<area>.drivers.ts) run in that area's
 * own test file (./<area>.test.tsx, through ./harness.ts). This is the one
 * check that every call is driven.
 */
import { describe, expect, it } from 'vitest';
import { appCalls } from './calls';
import { DRIVERS } from './drivers';

describe('the fault matrix covers every call the app makes', () => {
  it('has a driver for every call', () => {
    const driven = new Set(DRIVERS.flatMap((driver) => driver.calls));
    const calls = [...appCalls().keys()];
    expect(calls.length, 'calls found in src/').toBeGreaterThan(40);
    const uncovered = calls.filter((call) => !driven.has(call));
    expect(uncovered, 'calls no driver reaches').toEqual([]);
    const stale = [...driven].filter((call) => !calls.includes(call));
    expect(stale, 'drivers for calls the app no longer makes').toEqual([]);
  });
});
