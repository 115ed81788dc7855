import type { components } from '../generated/identity-orchestrator';
import type { components as V1Components } from '../generated/identity-orchestrator-v1';
import { orchestrator, orchestratorV1 } from './services';

export type Associate = components['schemas']['Associate'];
export type SwitchAssociateRequest = V1Components['schemas']['SwitchAssociateRequest'];
export type SwitchAssociateResult = V1Components['schemas']['SwitchAssociateResult'];

/**
 * GET /persons/me/associates?extended=true: the person's associates with their clients' names.
 * Re-read on every visit: a switch or an added client changes it.
 */
export const associatesQueryOptions = () =>
  orchestrator.queryOptions(
    'get',
    '/persons/me/associates',
    { params: { query: { extended: true } } },
    { staleTime: 0 },
  );

/**
 * PUT /sessions/me/associates (v1): act for another associate. No body (the 204) means the session now
 * acts for it; an answer with a username means the session has ended and the person signs in again.
 */
export const switchAssociateMutationOptions = () =>
  orchestratorV1.mutationOptions('put', '/sessions/me/associates');
