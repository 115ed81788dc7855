import { uiGateway } from './clients';
import { createLogBatcher, type LogBatcher } from '../lib/logger';
import { isApiError } from './errors';

/** Route patterns (../lib/routePattern), once loaded. */
let toPattern: ((pathname: string) => string) | undefined;

async function loadPatterns(): Promise<(pathname: string) => string> {
  return (toPattern = (await import('../lib/routePattern')).routePattern);
}

const batcher = createLogBatcher({
  send: async (entries, leaving) => {
    // No wait when the matcher is there: a batch sent as the page is hidden must reach fetch before the
    // page goes, and awaiting the import there, even of a module already loaded, lost it in Chromium
    // (a sign-in failure whose page was left 100 ms later never reached the log).
    const pattern = toPattern ?? (await loadPatterns());
    const filed = entries.map((entry) => (entry.route ? { ...entry, route: pattern(entry.route) } : entry));
    // Direct: the logger runs outside React and before any query client.
    return uiGateway.POST('/logging/batch-log', { body: { entries: filed }, keepalive: leaving });
  },
});

/**
 * The app's logger: batches of at most 10 entries, 500 ms after the last one, to the UI gateway, or
 * at once when the page is hidden, then with `keepalive` (only such a request outlives a page being
 * left; keepalive caps a page's bodies in flight at 64 KB, which the app's lines, a few hundred bytes
 * each, stay far below). The batcher scrubs secrets and query strings before anything leaves, and each
 * line is filed under its route's pattern, never the concrete path, whose segments may be a token
 * (`/auth/create-account/:token`), which no query scrubbing would catch. The pattern matcher is loaded
 * with the first line, not with the sign-in page (it cost that page 0.4 KB), so that it is there when
 * the page is hidden.
 */
export const appLog: LogBatcher = {
  log(level, message, context) {
    if (!toPattern) loadPatterns().catch(() => undefined);
    batcher.log(level, message, context);
  },
  flush: batcher.flush,
};

/**
 * What a log line says about a failed call: status, code and trace id of an API error (enough to find
 * the request on the server), else the error's name. Never its message, which may echo what was typed.
 */
export function failureContext(error: unknown): Record<string, unknown> {
  if (isApiError(error)) return { status: error.status, error: error.firstCode, traceId: error.traceId };
  return { name: error instanceof Error ? error.name : typeof error };
}
