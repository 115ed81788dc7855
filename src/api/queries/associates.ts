import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { identityOrchestrator, identityOrchestratorV1 } from '../clients';
import type { components } from '../generated/identity-orchestrator';
import type { components as V1Components } from '../generated/identity-orchestrator-v1';
import { apiKey } from './keys';
import { recheckObligationsMutationOptions } from './obligations';

export type Associate = components['schemas']['Associate'];
export type SwitchAssociateRequest = V1Components['schemas']['SwitchAssociateRequest'];
export type SwitchAssociateResult = V1Components['schemas']['SwitchAssociateResult'];

/**
 * GET /persons/me/associates?extended=true: the person's associates with their clients' names.
 * Re-read on every visit: a switch or an added client changes it.
 */
export function associatesQueryOptions() {
  return queryOptions({
    queryKey: apiKey('identity-orchestrator', '/persons/me/associates', { extended: true }),
    queryFn: async ({ signal }) => {
      const { data } = await identityOrchestrator.GET('/persons/me/associates', {
        params: { query: { extended: true } },
        signal,
      });
      if (data === undefined) throw new Error('empty answer from /persons/me/associates');
      return data;
    },
    staleTime: 0,
  });
}

/**
 * PUT /sessions/me/associates (v1): act for another associate. `null` is the 204 (the session now acts
 * for it); an answer with a username means the session has ended and the person signs in again.
 */
export function switchAssociateMutationOptions() {
  return mutationOptions({
    mutationKey: apiKey('identity-orchestrator-v1', '/sessions/me/associates'),
    mutationFn: async (body: SwitchAssociateRequest): Promise<SwitchAssociateResult | null> => {
      const { data, response } = await identityOrchestratorV1.PUT('/sessions/me/associates', { body });
      return response.status === 204 || data === undefined ? null : data;
    },
  });
}

/**
 * GET /check-obligations after a switch: a 412 is the obligation,
 * which the app-wide handler turns into its page; the one wrapper's mutation (./obligations.ts).
 */
export const checkObligationsMutationOptions = recheckObligationsMutationOptions;
