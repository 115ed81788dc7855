import { queryOptions } from '@tanstack/react-query';
import { identityOrchestrator } from '../clients';
import type { components } from '../generated/identity-orchestrator';
import { apiKey, required } from './keys';

export type Me = components['schemas']['Me'];
export type ClientInfo = components['schemas']['ClientInfo'];

/**
 * GET /persons/me: the signed-in person. Loaded once after a successful check (spec section 4
 * "Authentication check") and shared: read it through `useSession()` (src/common/session).
 */
export function meQueryOptions() {
  return queryOptions({
    queryKey: apiKey('identity-orchestrator', '/persons/me'),
    queryFn: async ({ signal }) =>
      required((await identityOrchestrator.GET('/persons/me', { signal })).data, '/persons/me'),
    staleTime: 5 * 60 * 1000,
  });
}

/** GET /associates/me/clientInfo: the client of the session, loaded with the person. */
export function clientInfoQueryOptions() {
  return queryOptions({
    queryKey: apiKey('identity-orchestrator', '/associates/me/clientInfo'),
    queryFn: async ({ signal }) =>
      required(
        (await identityOrchestrator.GET('/associates/me/clientInfo', { signal })).data,
        '/associates/me/clientInfo',
      ),
    staleTime: 5 * 60 * 1000,
  });
}
