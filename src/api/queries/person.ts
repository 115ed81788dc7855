import type { components } from '../generated/identity-orchestrator';
import { orchestrator } from './services';

export type Me = components['schemas']['Me'];
export type ClientInfo = components['schemas']['ClientInfo'];

const FIVE_MINUTES = 5 * 60 * 1000;

/**
 * GET /persons/me: the signed-in person. Loaded once after a successful authentication check
 * and shared: read it through `useSession()` (src/common/session).
 */
export const meQueryOptions = () =>
  orchestrator.queryOptions('get', '/persons/me', undefined, { staleTime: FIVE_MINUTES });

/** GET /associates/me/clientInfo: the client of the session, loaded with the person. */
export const clientInfoQueryOptions = () =>
  orchestrator.queryOptions('get', '/associates/me/clientInfo', undefined, { staleTime: FIVE_MINUTES });
