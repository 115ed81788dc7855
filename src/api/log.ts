import { uiGateway } from './clients';
import { createLogBatcher } from '../lib/logger';
import { isApiError } from './errors';

/**
 * The app's logger: batches of at most 10 entries, 500 ms after the last one, to the UI gateway.
 * The batcher scrubs secrets and query strings before anything leaves.
 */
export const appLog = createLogBatcher({
  send: (entries) => uiGateway.POST('/logging/batch-log', { body: { entries } }),
});

/**
 * What a log line says about a failed call: status, code and trace id of an API error (enough to find
 * the request on the server), else the error's name. Never its message, which may echo what was typed.
 */
export function failureContext(error: unknown): Record<string, unknown> {
  if (isApiError(error)) return { status: error.status, error: error.firstCode, traceId: error.traceId };
  return { name: error instanceof Error ? error.name : typeof error };
}
