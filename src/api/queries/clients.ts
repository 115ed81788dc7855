import { keepPreviousData } from '@tanstack/react-query';
import type { components } from '../generated/identity-orchestrator';
import type { components as V1Components } from '../generated/identity-orchestrator-v1';
import { orchestrator, orchestratorV1 } from './services';

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
  const body = {
    clientNamePrefix,
    ignoreTransitionedToService,
    limit: CLIENT_SEARCH_PAGE_SIZE,
    offset: (page - 1) * CLIENT_SEARCH_PAGE_SIZE,
  };
  return {
    ...orchestrator.query(
      'POST',
      '/clm/getPrefixMatch/clientName',
      { body },
      {
        keyParams: { clientNamePrefix, page, ignoreTransitionedToService },
        staleTime: 60 * 1000,
        retry: false,
        meta: { ownErrors: true },
      },
    ),
    enabled: clientNamePrefix.length > 0,
    // The rows of the last page stay while the next loads: the table keeps its height.
    placeholderData: keepPreviousData,
  };
}

/** POST /provisionAllClientAccess (v1): adds a client to a support person's access. */
export const provisionAllClientAccessMutationOptions = () =>
  orchestratorV1.mutation(
    'POST',
    '/provisionAllClientAccess',
    (body: ProvisionAllClientAccessRequest) => ({ body }),
    { meta: { ownErrors: true } },
  );
