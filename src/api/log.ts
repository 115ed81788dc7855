import { uiGateway } from './clients';
import { createLogBatcher } from '../lib/logger';
import { isApiError } from './errors';

/**
 * The app's logger: batches of at most 10 entries, 500 ms after the last one, to the UI gateway.
 * The batcher scrubs secrets and query strings before anything leaves, and each line is filed under
 * its route's pattern, never the concrete path, whose segments may be a token
 * (`/auth/create-account/:token`), which no query scrubbing would catch. The pattern matcher is loaded
 * when a batch leaves, not with the sign-in page (it cost that page 0.4 KB).
 */
export const appLog = createLogBatcher({
  send: async (entries) => {
    const { routePattern } = await import('../lib/routePattern');
    const filed = entries.map((entry) =>
      entry.route ? { ...entry, route: routePattern(entry.route) } : entry,
    );
    // Direct: the logger runs outside React and before any query client.
    return uiGateway.POST('/logging/batch-log', { body: { entries: filed } });
  },
});

/**
 * What a log line says about a failed call: status, code and trace id of an API error (enough to find
 * the request on the server), else the error's name. Never its message, which may echo what was typed.
 */
export function failureContext(error: unknown): Record<string, unknown> {
  if (isApiError(error)) return { status: error.status, error: error.firstCode, traceId: error.traceId };
  return { name: error instanceof Error ? error.name : typeof error };
}
