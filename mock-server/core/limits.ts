/**
 * The mock's caps (mock-server/README.md "Limits"): a long QA session, a runaway script or a hostile request
 * must not grow the server's memory without bound. Each is enforced where the value enters the mock, and each
 * refusal says which cap was met.
 */

/** A request body larger than this answers 413 before it is read in full. */
export const MAX_BODY_BYTES = 1024 * 1024;
/** Any string in a request body of the product's API (the services document their own, smaller caps). */
export const MAX_STRING_CHARS = 10_000;
/** Any string in a control request body (a fault's path, a flag's name, a scenario's name). */
export const MAX_CONTROL_STRING_CHARS = 200;
/** Pending and spent faults kept per world; spent ones are dropped first to make room. */
export const MAX_FAULTS_PER_WORLD = 100;
/** Mails kept per world's outbox: the oldest goes when one more is sent. */
export const MAX_OUTBOX_PER_WORLD = 200;
/** Log lines the app sent, kept per world: the oldest goes when one more arrives. */
export const MAX_LOG_LINES_PER_WORLD = 1000;
/** The latest instant the mock clock may show: every `date-time` the mock answers stays four-digit. */
export const CLOCK_MAX = Date.parse('9999-12-31T23:59:59.999Z');
/** The earliest instant `POST /__mock/clock { now }` accepts. */
export const CLOCK_MIN = Date.parse('1970-01-01T00:00:00.000Z');
/** The longest single move forward (400 days). */
export const MAX_ADVANCE_MS = 400 * 24 * 3600 * 1000;

/** Drops the oldest entries of `list` beyond `cap`, in place. */
export function keepNewest<T>(list: T[], cap: number): void {
  if (list.length > cap) list.splice(0, list.length - cap);
}

/** The longest string anywhere in a parsed body, as its length (0 when there is none). */
export function longestString(value: unknown, depth = 0): number {
  if (typeof value === 'string') return value.length;
  if (depth > 20 || value === null || typeof value !== 'object') return 0;
  let longest = 0;
  for (const item of Array.isArray(value) ? value : [...Object.keys(value), ...Object.values(value)])
    longest = Math.max(longest, longestString(item, depth + 1));
  return longest;
}
/** API requests kept in a world's journal: the oldest goes when one more arrives. */
export const MAX_JOURNAL_ENTRIES_PER_WORLD = 500;
/** A world's journal in bytes (its entries as JSON): the oldest go first past it. */
export const MAX_JOURNAL_BYTES_PER_WORLD = 256 * 1024;
/** A request body (or header value) kept in the journal: a longer one is kept as its first characters. */
export const MAX_JOURNAL_BODY_CHARS = 2000;
/** Stubs per world, pending and spent. */
export const MAX_STUBS_PER_WORLD = 100;
/** A stub's answer body, as JSON. */
export const MAX_STUB_BODY_CHARS = 64 * 1024;
/** Snapshots kept per world (POST /__mock/snapshots): the oldest goes when one more is taken. */
export const MAX_SNAPSHOTS_PER_WORLD = 5;
/**
 * How deep a JSON body may nest (objects and arrays): checked on the text before it is parsed, so no walker
 * of the mock (the journal's redaction, verify's matching, the contract's validation) meets a deeper one.
 */
export const MAX_JSON_DEPTH = 64;
/**
 * Identifiers (usernames, addresses, people) whose attempt counters a world keeps, per kind together: one
 * more evicts the one least recently counted, so 3,000 identifiers cost a call what 200 do.
 */
export const MAX_ATTEMPT_KEYS_PER_WORLD = 200;

/**
 * Whether JSON text nests deeper than `max` (strings skipped): one pass with a counter, no recursion, so a
 * body of 300,000 `[` costs a loop, not the stack. Does not check that the text is valid JSON.
 */
export function jsonTooDeep(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 92 /* \ */) index++;
      else if (char === 34 /* " */) inString = false;
    } else if (char === 34) inString = true;
    else if (char === 91 /* [ */ || char === 123 /* { */) {
      if (++depth > max) return true;
    } else if (char === 93 /* ] */ || char === 125 /* } */) depth--;
  }
  return false;
}
/** Distinct contract violations (operation, status, problem) kept per world; more are only counted. */
export const MAX_VIOLATION_ROWS_PER_WORLD = 200;
