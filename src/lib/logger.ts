/**
 * Client-side log batching for POST /logging/batch-log: at most 10 entries
 * per batch, sent once 500 ms pass without a new entry, or at once when the page is hidden: a page
 * being left never fires the timer, so what was queued would be lost with it.
 *
 * Everything passes through `scrubForLog` before it is queued, so a secret never sits in memory
 * waiting to be sent, and no caller can forget to scrub.
 */

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

export type LogEntry = {
  level: LogLevel;
  message: string;
  /** ISO 8601. */
  timestamp: string;
  route?: string;
  context?: Record<string, unknown>;
};

export const LOG_BATCH_MAX_ENTRIES = 10;
export const LOG_BATCH_DEBOUNCE_MS = 500;
export const MAX_LOG_STRING_LENGTH = 2000;
export const REDACTED = '[redacted]';

/**
 * Keys whose values are never logged. Deliberately broad: `code` also catches harmless keys such as
 * `errorCode`, but a one-time passcode under a key like `verificationCode` looks the same, and a
 * redacted error code costs far less than a leaked passcode. Put server error codes under `error`.
 */
const SECRET_KEY = /password|passcode|code|token|csrf|secret|recaptcha/i;
/** `key=value` inside free text, for secrets that reach a message as a form body or header dump. */
const SECRET_PAIR = /\b([\w-]*(?:password|passcode|code|token|csrf|secret|recaptcha)[\w-]*)=[^\s&]+/gi;
const MAX_DEPTH = 8;

function truncate(text: string): string {
  return text.length > MAX_LOG_STRING_LENGTH ? text.slice(0, MAX_LOG_STRING_LENGTH) : text;
}

/**
 * A whitespace-separated word is treated as a URL or path when it contains a slash (paths, absolute
 * URLs, `redirectUrl=/x?y`), or when it carries a `?name=` query on its own. Its query and fragment
 * are cut, since that is where tokens, emails and codes travel; the path alone is enough to debug.
 */
function stripUrlQueries(text: string): string {
  return text.replace(/\S+/g, (word) => {
    const cut = word.search(/[?#]/);
    if (cut === -1) return word;
    const looksLikeUrl = word.includes('/') || /\?[^\s=?#]+=/.test(word);
    return looksLikeUrl ? word.slice(0, cut) : word;
  });
}

/** CR and LF written out, so typed text cannot forge a line of a line-based log downstream. */
function escapeLineBreaks(text: string): string {
  return text.replace(/\r/g, '\\r').replace(/\n/g, '\\n');
}

function scrubString(text: string): string {
  return truncate(escapeLineBreaks(stripUrlQueries(text).replace(SECRET_PAIR, `$1=${REDACTED}`)));
}

/**
 * Returns a copy of `value` that is safe to send: secret-looking keys redacted at any depth, URL
 * queries and fragments removed from strings, strings capped at 2000 characters. Errors keep only
 * name and message (stacks carry file URLs and say nothing a trace id does not).
 */
export function scrubForLog(value: unknown): unknown {
  return scrub(value, 0, new WeakSet());
}

function scrub(value: unknown, depth: number, seen: WeakSet<object>): unknown {
  if (typeof value === 'string') return scrubString(value);
  if (value === null || typeof value !== 'object') {
    // Functions and symbols cannot be serialised and say nothing useful in a log.
    return typeof value === 'function' || typeof value === 'symbol' ? undefined : value;
  }
  if (seen.has(value)) return '[circular]';
  if (depth >= MAX_DEPTH) return '[truncated]';
  seen.add(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (value instanceof Error) {
    return { name: value.name, message: scrubString(value.message) };
  }
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1, seen));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = SECRET_KEY.test(key) ? REDACTED : scrub(item, depth + 1, seen);
  }
  return out;
}

/** What the batcher watches for the page being hidden: the document, in a browser. */
export type HidablePage = Pick<Document, 'addEventListener' | 'visibilityState'>;

export type LogBatcherOptions = {
  /**
   * Sends a batch. `leaving`: sent because the page was hidden, perhaps for good, so only a
   * `keepalive` request would outlive it.
   */
  send: (entries: LogEntry[], leaving: boolean) => Promise<unknown> | void;
  maxEntries?: number;
  debounceMs?: number;
  /** Current route for each entry; defaults to the pathname, which never carries a query. */
  getRoute?: () => string | undefined;
  now?: () => Date;
  /** Queued entries leave when this page is hidden; defaults to `document` (none outside a browser). */
  page?: HidablePage;
};

export type LogBatcher = {
  log: (level: LogLevel, message: string, context?: Record<string, unknown>) => void;
  /** Sends whatever is queued now (the page hidden, or tests). Never rejects. */
  flush: (leaving?: boolean) => Promise<void>;
};

export function createLogBatcher({
  send,
  maxEntries = LOG_BATCH_MAX_ENTRIES,
  debounceMs = LOG_BATCH_DEBOUNCE_MS,
  getRoute = () => globalThis.location?.pathname,
  now = () => new Date(),
  page = globalThis.document,
}: LogBatcherOptions): LogBatcher {
  let queue: LogEntry[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  function cancelTimer() {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  }

  // A failing log endpoint must never break the screen that logged, and reporting the failure
  // through the logger would loop, so failures are dropped.
  async function sendBatch(batch: LogEntry[], leaving: boolean): Promise<void> {
    if (batch.length === 0) return;
    try {
      await send(batch, leaving);
    } catch {
      // dropped on purpose, see above
    }
  }

  function flush(leaving = false): Promise<void> {
    cancelTimer();
    const batch = queue;
    queue = [];
    return sendBatch(batch, leaving);
  }

  // Hidden is the last moment a page is sure to see (it may be left, closed or discarded next), and
  // every one of those ends the timer: what is queued leaves now.
  page?.addEventListener('visibilitychange', () => {
    if (page.visibilityState === 'hidden') void flush(true);
  });

  function log(level: LogLevel, message: string, context?: Record<string, unknown>) {
    try {
      // The 11th entry sends the full batch first, so no batch ever exceeds the cap.
      if (queue.length >= maxEntries) void flush();
      const entry: LogEntry = {
        level,
        message: scrubString(String(message)),
        timestamp: now().toISOString(),
      };
      const route = getRoute();
      if (route) entry.route = scrubString(route);
      if (context !== undefined) entry.context = scrubForLog(context) as Record<string, unknown>;
      queue.push(entry);
      cancelTimer();
      timer = setTimeout(() => void flush(), debounceMs);
    } catch {
      // Logging is best effort: a throwing getRoute/now or an exotic context must not surface.
    }
  }

  return { log, flush };
}
