import type { QueryClient } from '@tanstack/react-query';
import { authCheckQueryOptions } from '../api/session';

/**
 * The query client the route table may start requests with, so a screen's data is on its way while
 * its lazy chunk downloads instead of after. Set once by src/main.tsx; unset (tests with their own
 * clients) nothing is prefetched and the screens fetch for themselves as before.
 */
let routeQueryClient: QueryClient | null = null;

export function setRouteQueryClient(queryClient: QueryClient | null): void {
  routeQueryClient = queryClient;
}

/** Starts GET /check (the login page waits for it before showing anything). */
export function prefetchAuthCheck(): void {
  void routeQueryClient?.prefetchQuery(authCheckQueryOptions());
}
