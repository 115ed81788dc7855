import { keepPreviousData } from '@tanstack/react-query';
import type { components } from '../generated/identity-orchestrator';
import type { components as V1Components } from '../generated/identity-orchestrator-v1';
import { orchestrator, orchestratorV1 } from './services';

export type ClientSearchResult = components['schemas']['ClientSearchResult'];
export type ClientSearchResponse = components['schemas']['ClientSearchResponse'];
export type ProvisionAllClientAccessRequest = V1Components['schemas']['ProvisionAllClientAccessRequest'];

/**
 * Rows per page of the client search. The product names "limit 6 in one setting and page size 5 in
 * another"; the app has one client search (Add New Client, account settings), and its one other
 * setting is the search of a person whose only all-client access role is the implementation role,
 * which leaves clients transitioned to service out (`ignoreTransitionedToService`):
 * that search asks for 6 rows a page, every other one for 5.
 */
export const CLIENT_SEARCH_PAGE_SIZE = 5;
export const IMPL_CLIENT_SEARCH_LIMIT = 6;

/** The rows a page of the search asks for and shows, by its setting (see CLIENT_SEARCH_PAGE_SIZE). */
export const clientSearchPageSize = (ignoreTransitionedToService: boolean): number =>
  ignoreTransitionedToService ? IMPL_CLIENT_SEARCH_LIMIT : CLIENT_SEARCH_PAGE_SIZE;

export interface ClientSearch {
  /** What the person typed (the call sends it trimmed). */
  prefix: string;
  /** 1-based page. */
  page: number;
  ignoreTransitionedToService: boolean;
}

/**
 * POST /clm/getPrefixMatch/clientName: one page (of 5 or 6 rows) of the clients whose name starts with
 * `prefix`.
 * A read, so a query, although it is a POST. Every failure is the modal's
 * own message ("Unexpected error occurred while searching by client name"): `ownErrors`.
 */
export function clientSearchQueryOptions({ prefix, page, ignoreTransitionedToService }: ClientSearch) {
  const clientNamePrefix = prefix.trim();
  const limit = clientSearchPageSize(ignoreTransitionedToService);
  const body = { clientNamePrefix, ignoreTransitionedToService, limit, offset: (page - 1) * limit };
  return orchestrator.queryOptions(
    'post',
    '/clm/getPrefixMatch/clientName',
    { body },
    {
      staleTime: 60 * 1000,
      retry: false,
      meta: { ownErrors: true },
      enabled: clientNamePrefix.length > 0,
      // The rows of the last page stay while the next loads: the table keeps its height.
      placeholderData: keepPreviousData,
    },
  );
}

/** POST /provisionAllClientAccess (v1): adds a client to a support person's access. */
export const provisionAllClientAccessMutationOptions = () =>
  orchestratorV1.mutationOptions('post', '/provisionAllClientAccess', { meta: { ownErrors: true } });
