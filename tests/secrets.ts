import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Checking that a secret (a one-time code, say) is in no log body: a six-digit code can turn up by
 * chance inside a random 32-hex trace id (`newTraceId`, src/api/middleware.ts), which carries no secret,
 * so trace ids are taken out before looking.
 */
const TRACE_ID = /\b[0-9a-f]{32}\b/g;

export function withoutTraceIds(text: string): string {
  return text.replace(TRACE_ID, '<trace id>');
}

/**
 * Records, for each test of the file, every console call (still passed on to the console), for
 * checking that no secret reached it: `const consoleCalls = recordConsole();` at the top, then
 * `consoleCalls()` in a test.
 */
export function recordConsole(): () => unknown[][] {
  let calls: unknown[][] = [];
  beforeEach(() => {
    calls = [];
    for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      const original = console[method].bind(console);
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        calls.push(args);
        original(...args);
      });
    }
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  return () => calls;
}
