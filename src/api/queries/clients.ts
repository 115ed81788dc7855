import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query';
import { identityOrchestrator, identityOrchestratorV1 } from '../clients';
import type { components } from '../generated/identity-orchestrator';
import type { components as V1Components } from '../generated/identity-orchestrator-v1';
import { apiKey } from './keys';

export type ClientSearchResult = components['schemas']['ClientSearchResult'];
export type ClientSearchResponse = components['schemas']['ClientSearchResponse'];
export type ProvisionAllClientAccessRequest = V1Components['schemas']['ProvisionAllClientAccessRequest'];

/** Rows per page of the client search (spec section 9: page size 5). */
export const CLIENT_SEARCH_PAGE_SIZE = 5;

export interface ClientSearch {
  /** What the person typed (the call sends it trimmed). */
  prefix: string;
  /** 1-based page. */
  page: number;
  ignoreTransitionedToService: boolean;
}

/**
 * POST /clm/getPrefixMatch/clientName: one page of the clients whose name starts with `prefix` (spec
 * section 9 "Client search"). A read, so a query, although it is a POST. Every failure is the modal's
 * own message ("Unexpected error occurred while searching by client name"): `ownErrors`.
 */
export function clientSearchQueryOptions({ prefix, page, ignoreTransitionedToService }: ClientSearch) {
  const clientNamePrefix = prefix.trim();
  return queryOptions({
    queryKey: apiKey('identity-orchestrator', '/clm/getPrefixMatch/clientName', {
      clientNamePrefix,
      page,
      ignoreTransitionedToService,
    }),
    queryFn: async ({ signal }) => {
      const { data } = await identityOrchestrator.POST('/clm/getPrefixMatch/clientName', {
        body: {
          clientNamePrefix,
          ignoreTransitionedToService,
          limit: CLIENT_SEARCH_PAGE_SIZE,
          offset: (page - 1) * CLIENT_SEARCH_PAGE_SIZE,
        },
        signal,
      });
      if (data === undefined) throw new Error('empty answer from /clm/getPrefixMatch/clientName');
      return data;
    },
    enabled: clientNamePrefix.length > 0,
    // The rows of the last page stay while the next loads: the table keeps its height.
    placeholderData: keepPreviousData,
    staleTime: 60 * 1000,
    retry: false,
    meta: { ownErrors: true },
  });
}

/** POST /provisionAllClientAccess (v1): adds a client to a support person's access. */
export function provisionAllClientAccessMutationOptions() {
  return mutationOptions({
    mutationKey: apiKey('identity-orchestrator-v1', '/provisionAllClientAccess'),
    mutationFn: async (body: ProvisionAllClientAccessRequest): Promise<void> => {
      await identityOrchestratorV1.POST('/provisionAllClientAccess', { body });
    },
    meta: { ownErrors: true },
  });
}
