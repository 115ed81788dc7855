import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { paths } from '../../lib/paths';
import type { RedirectResult } from '../../lib/results';
import { withResult } from '../../lib/resultState';

/**
 * How a route loader reaches the router's query client: the router's context (src/app/appRouter.ts
 * `createAppRouter`) carries a function that loads TanStack Query on first use, so it costs the
 * sign-in page's first load nothing. A plain property, read by duck typing, rather than a react-router
 * context key: a key module shared by the entry and the loaders' chunks makes the bundler split the
 * entry (measured: 1.3 KB gzip more on /auth/login).
 */
export interface LoaderQueryClient {
  queryClient: () => Promise<QueryClient>;
  /**
   * Replaces the navigation under way with another that carries state (a `redirect()` cannot): how a
   * token page's loader ends on a result page for a refused link (`loaderShowResult`, ./tokenPage.ts).
   */
  navigateInstead?: (to: string, options: { state: unknown }) => void;
  /** True until the router's first navigation is done (its URL is already in history, to be replaced). */
  starting?: () => boolean;
}

/** A loader's `context` argument (react-router types it loosely). */
export type LoaderContext = unknown;

/** The router's query client, for a loader; null when the router gives loaders none. */
export async function loaderQueryClient(context: LoaderContext): Promise<QueryClient | null> {
  const get = (context as Partial<LoaderQueryClient> | null | undefined)?.queryClient;
  return typeof get === 'function' ? get() : null;
}

/** The router's way for a loader to end on a result page; null when the router gives loaders none. */
export function loaderShowResult(context: LoaderContext): ((result: RedirectResult) => void) | null {
  const navigate = (context as Partial<LoaderQueryClient> | null | undefined)?.navigateInstead;
  return typeof navigate === 'function'
    ? (result) => navigate(paths.notification.href(), withResult(result))
    : null;
}

/** Whether the loader runs for the app's first navigation; false when the router does not say. */
export function loaderIsStarting(context: LoaderContext): boolean {
  const starting = (context as Partial<LoaderQueryClient> | null | undefined)?.starting;
  return typeof starting === 'function' ? starting() : false;
}

/**
 * A loader's way to have a query's data before the screen paints: `ensureQueryData`, its failure kept
 * in the cache instead of thrown, so the screen's `QueryBoundary` shows it with Try again (a thrown
 * loader error would end on the route's error page instead).
 */
export async function primeQuery<TData, TError, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<TData, TError, TData, TKey>,
): Promise<void> {
  await queryClient.ensureQueryData(options).catch(() => undefined);
}
