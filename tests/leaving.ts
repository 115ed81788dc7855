import { beforeEach, vi } from 'vitest';
import { browserLocation } from '../src/lib/browser';

/**
 * Stands in for leaving the app (`browserLocation.assign`, src/lib/browser.ts) in every test of the
 * file: jsdom cannot navigate, and a test asserts where the app went instead. Returns the stand-in,
 * cleared before each test.
 */
export function stubLeaving() {
  const assign = vi.fn<(url: string) => void>();
  beforeEach(() => {
    assign.mockClear();
    vi.spyOn(browserLocation, 'assign').mockImplementation(assign);
  });
  return assign;
}

/** Lazy screens load on first use: the first visit of a run can take a while on a busy machine. */
export const SLOW = { timeout: 5000 };
