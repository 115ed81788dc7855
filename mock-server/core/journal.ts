/**
 * The request journal of one world (mock-server/README.md "Request journal"): every API call the world's
 * services received, newest last, so a QA script can assert what the app asked for, as with WireMock's
 * verify. Bounded in count and in bytes, so a script looping over a call cannot grow the server.
 */
import {
  MAX_JOURNAL_BODY_CHARS,
  MAX_JOURNAL_BYTES_PER_WORLD,
  MAX_JOURNAL_ENTRIES_PER_WORLD,
} from './limits.ts';

export interface JournalEntry {
  /** Numbers the world's requests from 1, so `since` can also be a position. */
  seq: number;
  method: string;
  path: string;
  query: Record<string, string>;
  /** The headers a test asserts on (content type, language, CSRF, the app's own `x-…`); no cookies. */
  headers: Record<string, string>;
  /** The parsed body (a form as an object), every `…password…` field's value replaced by `[redacted]`;
   * a body longer than the cap is kept as its first characters. */
  body?: unknown;
  bodyTruncated?: boolean;
  /** The answer's status; null when an injected `drop` fault gave none. */
  status: number | null;
  /** When it arrived, on the world's mock clock. */
  at: string;
  /** How the answer broke the contract (the HTTP modes check every answer), one line each; absent when it kept it. */
  violations?: string[];
  /** No operation of openapi/ has this method and path: the mock answered 404, and nothing was checked. */
  unknownRoute?: true;
}

/**
 * A value to match other than by equality: a regular expression (`$matches`, searched in the value), a part
 * (`$contains`: of a string, or an element of an array) or no value at all (`$absent`).
 */
export type Matcher = { $matches: string } | { $contains: unknown } | { $absent: true };

/** What to look for: every given field must match. Shared by the journal's filter, verify and stubs. */
export interface RequestPattern {
  method?: string;
  /** A full path or the path inside a service; `*` stands for one segment's characters, `**` for any. */
  path?: string;
  query?: Record<string, string | Matcher>;
  /** Header values, names in any case. */
  headers?: Record<string, string | Matcher>;
  /** A JSON subset the body must contain (objects: these keys with these values; arrays and scalars: equal;
   * a Matcher anywhere matches the value there). */
  body?: unknown;
  /** The answer's status (verify and the journal's filter only; a stub has no answer to match yet). */
  status?: number;
}

const KEPT_HEADERS = new Set(['content-type', 'accept', 'accept-language', 'x-csrf-token']);

/** A secret is never kept, even a demo persona's: the journal is read by anyone who can reach the mock. */
const SECRET_FIELD = /password/i;
export const REDACTED = '[redacted]';

function withoutSecrets(body: unknown): unknown {
  if (Array.isArray(body)) return body.map(withoutSecrets);
  if (body === null || typeof body !== 'object') return body;
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [
      key,
      SECRET_FIELD.test(key) && typeof value === 'string' ? REDACTED : withoutSecrets(value),
    ]),
  );
}

export class Journal {
  private entries: { entry: JournalEntry; bytes: number }[] = [];
  private bytes = 0;
  private next = 1;

  record(
    request: Request,
    body: unknown,
    status: number | null,
    at: string,
    extra: Pick<JournalEntry, 'violations' | 'unknownRoute'> = {},
  ): JournalEntry {
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      const lower = name.toLowerCase();
      if (KEPT_HEADERS.has(lower) || (lower.startsWith('x-') && lower !== 'x-mock-world'))
        headers[lower] = value.slice(0, MAX_JOURNAL_BODY_CHARS);
    });
    const entry: JournalEntry = {
      seq: this.next++,
      method: request.method.toUpperCase(),
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers,
      status,
      at,
      ...extra,
    };
    if (body !== undefined) {
      body = withoutSecrets(body);
      const text = typeof body === 'string' ? body : JSON.stringify(body);
      if (text.length > MAX_JOURNAL_BODY_CHARS) {
        entry.body = text.slice(0, MAX_JOURNAL_BODY_CHARS);
        entry.bodyTruncated = true;
      } else entry.body = body;
    }
    this.keep(entry);
    return entry;
  }

  /** Adds an entry, then drops the oldest while the journal is over its limits (mock-server/README.md "Limits"). */
  private keep(entry: JournalEntry): void {
    const bytes = JSON.stringify(entry).length;
    this.entries.push({ entry, bytes });
    this.bytes += bytes;
    while (
      this.entries.length > MAX_JOURNAL_ENTRIES_PER_WORLD ||
      (this.bytes > MAX_JOURNAL_BYTES_PER_WORLD && this.entries.length > 1)
    ) {
      this.bytes -= this.entries.shift()!.bytes;
    }
  }

  /** Puts back entries of an exported journal, oldest first, as bounded as recorded ones. */
  load(entries: JournalEntry[]): void {
    this.clear();
    for (const entry of entries) this.keep(entry);
    this.next = Math.max(0, ...entries.map((entry) => entry.seq)) + 1;
  }

  all(): JournalEntry[] {
    return this.entries.map(({ entry }) => entry);
  }

  clear(): void {
    this.entries = [];
    this.bytes = 0;
  }

  /** The number the next request gets. */
  get nextSeq(): number {
    return this.next;
  }
}

/** A path pattern's test: the whole path, or its end on a segment boundary (the path inside a service). */
export function pathMatcher(pattern: string): (path: string) => boolean {
  const source = pattern
    .split(/(\*\*|\*)/)
    .map((part) =>
      part === '**' ? '.*' : part === '*' ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  const regex = new RegExp(`(?:^|/)${source.replace(/^\\?\//, '')}$`);
  return (path) => regex.test(path);
}

/** How `entry` differs from `pattern`, one sentence per difference; [] when it matches. */
export function differences(
  pattern: RequestPattern,
  entry: Omit<JournalEntry, 'seq' | 'status' | 'at'> & { status?: number | null },
): string[] {
  const found: string[] = [];
  if (pattern.status !== undefined && entry.status !== pattern.status)
    found.push(`status is ${entry.status ?? 'none (dropped)'}, not ${pattern.status}`);
  if (pattern.method && pattern.method.toUpperCase() !== entry.method)
    found.push(`method is ${entry.method}, not ${pattern.method.toUpperCase()}`);
  if (pattern.path && !pathMatcher(pattern.path)(entry.path))
    found.push(`path is ${entry.path}, which does not match ${pattern.path}`);
  for (const [name, value] of Object.entries(pattern.query ?? {}))
    if (!valueMatches(value, entry.query[name]))
      found.push(`query ${name} is ${describe(entry.query[name])}, not ${describeExpected(value)}`);
  for (const [name, value] of Object.entries(pattern.headers ?? {})) {
    const actual = entry.headers[name.toLowerCase()];
    if (!valueMatches(value, actual))
      found.push(`header ${name} is ${describe(actual)}, not ${describeExpected(value)}`);
  }
  if (pattern.body !== undefined) found.push(...subsetDifferences(pattern.body, entry.body, 'body'));
  return found;
}

/** Where `actual` fails to contain `expected` (a JSON subset), as `body.a.b is …, not …` sentences. */
export function subsetDifferences(expected: unknown, actual: unknown, at: string): string[] {
  if (isMatcher(expected))
    return valueMatches(expected, actual)
      ? []
      : [`${at} is ${describe(actual)}, not ${describeExpected(expected)}`];
  if (expected !== null && typeof expected === 'object' && !Array.isArray(expected)) {
    if (actual === null || typeof actual !== 'object' || Array.isArray(actual))
      return [`${at} is ${describe(actual)}, not an object`];
    return Object.entries(expected).flatMap(([key, value]) =>
      subsetDifferences(value, (actual as Record<string, unknown>)[key], `${at}.${key}`),
    );
  }
  return JSON.stringify(expected) === JSON.stringify(actual)
    ? []
    : [`${at} is ${describe(actual)}, not ${JSON.stringify(expected)}`];
}

/** Whether a value is a Matcher: an object of exactly one key `$matches`, `$contains` or `$absent`. */
export function isMatcher(value: unknown): value is Matcher {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length === 1 && ['$matches', '$contains', '$absent'].includes(keys[0]!);
}

/** Whether `actual` is `expected`: equal, or as a Matcher says. */
function valueMatches(expected: unknown, actual: unknown): boolean {
  if (!isMatcher(expected)) return subsetDifferences(expected, actual, '').length === 0;
  if ('$absent' in expected) return actual === undefined;
  if (actual === undefined) return false;
  if ('$matches' in expected)
    return new RegExp(expected.$matches).test(typeof actual === 'string' ? actual : JSON.stringify(actual));
  const part = expected.$contains;
  if (typeof actual === 'string') return typeof part === 'string' && actual.includes(part);
  if (Array.isArray(actual)) return actual.some((item) => subsetDifferences(part, item, '').length === 0);
  return false;
}

function describeExpected(expected: unknown): string {
  if (!isMatcher(expected)) return JSON.stringify(expected);
  if ('$absent' in expected) return 'absent';
  if ('$matches' in expected) return `matching /${expected.$matches}/`;
  return `containing ${JSON.stringify(expected.$contains)}`;
}

const QUANTIFIER = String.raw`(?:[+*]|\{\d*,?\d*\})`;
const NESTED_QUANTIFIER = new RegExp(
  String.raw`\((?:\\.|[^\\()])*${QUANTIFIER}(?:\\.|[^\\()])*\)${QUANTIFIER}`,
);

/** The first `$matches` in a pattern that is not a regular expression, with why; undefined when all are. */
export function badRegex(value: unknown, depth = 0): string | undefined {
  if (depth > 64 || value === null || typeof value !== 'object') return undefined;
  if (isMatcher(value) && '$matches' in value) {
    if (typeof value.$matches !== 'string') return '$matches must be a string (a regular expression)';
    try {
      new RegExp(value.$matches);
      // A quantified group with a quantifier inside ((a+)+) can take exponential time on a long value, and
      // the server has one thread: refused rather than run.
      if (NESTED_QUANTIFIER.test(value.$matches))
        return `$matches ${JSON.stringify(value.$matches)} repeats a group that repeats (as in (a+)+): write it without the nesting`;
      return undefined;
    } catch (error) {
      return `$matches ${JSON.stringify(value.$matches)} is not a regular expression: ${(error as Error).message}`;
    }
  }
  for (const item of Object.values(value)) {
    const found = badRegex(item, depth + 1);
    if (found) return found;
  }
  return undefined;
}

function describe(value: unknown): string {
  if (value === undefined) return 'absent';
  const text = JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}
