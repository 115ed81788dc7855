import { uiGateway } from './clients';
import { createLogBatcher } from '../lib/logger';
import { routePattern } from '../lib/routePattern';
import { isApiError } from './errors';

/**
 * The route a log line is filed under: the route's pattern, never the concrete path, whose segments
 * may be a token (`/auth/create-account/:token`), which no query scrubbing would catch.
 */
export function routeForLog(pathname: string | undefined): string | undefined {
  return pathname === undefined ? undefined : routePattern(pathname);
}

/**
 * The app's logger: batches of at most 10 entries, 500 ms after the last one, to the UI gateway.
 * The batcher scrubs secrets and query strings before anything leaves.
 */
export const appLog = createLogBatcher({
  send: (entries) => uiGateway.POST('/logging/batch-log', { body: { entries } }),
  getRoute: () => routeForLog(globalThis.location?.pathname),
});

/**
 * What a log line says about a failed call: status, code and trace id of an API error (enough to find
 * the request on the server), else the error's name. Never its message, which may echo what was typed.
 */
export function failureContext(error: unknown): Record<string, unknown> {
  if (isApiError(error)) return { status: error.status, error: error.firstCode, traceId: error.traceId };
  return { name: error instanceof Error ? error.name : typeof error };
}
