import { uiGateway } from './clients';
import { createLogBatcher } from '../lib/logger';

/**
 * The app's logger: batches of at most 10 entries, 500 ms after the last one, to the UI gateway.
 * The batcher scrubs secrets and query strings before anything leaves.
 */
export const appLog = createLogBatcher({
  send: (entries) => uiGateway.POST('/logging/batch-log', { body: { entries } }),
});
