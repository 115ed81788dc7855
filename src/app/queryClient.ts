import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api';
import { handleGlobalApiError, type CurrentLocation, type Navigate } from '../api/globalErrors';
import type { ApiMeta } from '../api/queries/keys';
import type { DataRouter } from 'react-router-dom';

/** What a test may set differently for the app it builds; the browser's app takes every default. */
export interface AppSettings {
  /** How long a query waits before it tries a failed call again; TanStack Query's backoff if unset. */
  queryRetryDelayMs?: number;
}

export function createQueryClient(
  navigate: Navigate,
  currentLocation: CurrentLocation,
  { queryRetryDelayMs }: AppSettings = {},
): QueryClient {
  // A query or mutation with `meta.ownErrors` answers its failures itself (src/api/queries/keys.ts).
  const onError = (error: unknown, meta: ApiMeta | undefined) => {
    if (!meta?.ownErrors) handleGlobalApiError(error, navigate, currentLocation);
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => onError(error, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        // A server's answer is final; only network failures are worth another try.
        retry: (failureCount, error) => !isApiError(error) && failureCount < 2,
        ...(queryRetryDelayMs === undefined ? {} : { retryDelay: queryRetryDelayMs }),
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}

const clients = new WeakMap<DataRouter, QueryClient>();

/**
 * The router's one query client, made when the first screen that uses TanStack Query mounts (never on
 * the sign-in page, whose first load goes without Query) and kept as long as the router: the cache
 * outlives a visit to sign-in.
 */
export function queryClientFor(router: DataRouter, settings: AppSettings): QueryClient {
  let client = clients.get(router);
  if (!client) {
    client = createQueryClient(
      (to) => void router.navigate(to),
      () => router.state.location,
      settings,
    );
    clients.set(router, client);
  }
  return client;
}
