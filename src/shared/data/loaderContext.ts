import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { createContext, type RouterContextProvider } from 'react-router-dom';

/**
 * How a route loader reaches the router's query client: the router's context (src/app/appRouter.ts
 * `createAppRouter` puts it there) holds a function that loads TanStack Query on first use, so the
 * context costs the sign-in page's first load nothing. Null when the router was made without it.
 */
export const queryClientContext = createContext<(() => Promise<QueryClient>) | null>(null);

/** A loader's `context` argument: the router's context provider. */
export type LoaderContext = Readonly<RouterContextProvider> | undefined;

export async function loaderQueryClient(context: LoaderContext): Promise<QueryClient | null> {
  const get = context?.get(queryClientContext);
  return get ? get() : null;
}

/**
 * A loader's way to have a query's data before the screen paints: `ensureQueryData`, its failure kept
 * in the cache instead of thrown, so the screen's `QueryBoundary` shows it with Try again (a thrown
 * loader error would end on the route's error page instead).
 */
export async function primeQuery<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<TData, Error, TData, TKey>,
): Promise<void> {
  await queryClient.ensureQueryData(options).catch(() => undefined);
}
