/**
 * The router's routes, made from the route table (src/lib/paths.ts: each URL written once, with its
 * title, area and catalogues) and its code (./routeCode.ts: each page and loader, imported). An entry's
 * area puts it under its layouts: `open` pages under the root layout alone, `anonymous` ones in the
 * query scope, `signedIn` ones in the query scope and behind the auth guard. Adding a URL is one entry
 * in each table; nothing here changes.
 */
import type { RouteObject } from 'react-router-dom';
import { Spinner } from '../ui/Spinner';
import { loadChunk } from '../lib/chunkLoad';
import { paths, type Area, type RouteName } from '../lib/paths';
import { RootLayout } from './RootLayout';
import { SIGNED_IN_ROUTE_ID } from './routeIds';
import { RouteError } from './RouteError';
import { loadCatalogues, withCatalogues } from './i18n';
import { layoutCode, routeCode } from './routeCode';
import { routesOf, screenRoute, type RouteCode } from './routeEntry';

/** What the routes load: the app's code, or (./routeTable.test.tsx) code that never comes. */
export type AppCode = {
  routes: Partial<Record<RouteName, RouteCode>>;
  layouts: typeof layoutCode;
};

export function makeRoutes(code: AppCode): RouteObject[] {
  const inArea = (area: Area): RouteObject[] =>
    Object.entries(paths)
      .filter(([, entry]) => entry.screen.area === area)
      .flatMap(([name, entry]) => routesOf(entry, code.routes[name as RouteName]));
  const { queryScope, authGuard } = code.layouts;
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <Spinner />,
      children: [
        ...inArea('open'),
        {
          // The query scope. The `data` catalogue: the pending/error boundary and the toasts of src/common (flags).
          lazy: async () => {
            const [module, texts] = await Promise.all([
              loadChunk(queryScope),
              loadChunk(() => loadCatalogues(['data'])),
            ]);
            return { Component: withCatalogues(module.default, texts) };
          },
          children: [
            ...inArea('anonymous'),
            {
              // The auth guard: its loader checks the session and primes the person and the client (useSession()).
              id: SIGNED_IN_ROUTE_ID,
              loader: async (args) => (await loadChunk(authGuard)).authGuardLoader(args),
              lazy: async () => ({ Component: (await loadChunk(authGuard)).AuthGuard }),
              children: inArea('signedIn'),
            },
          ],
        },
        // Unknown paths go to sign-in, keeping the query (a redirectUrl, say).
        screenRoute('*', paths.root.screen, undefined),
      ],
    },
  ];
}

export const routes: RouteObject[] = makeRoutes({ routes: routeCode, layouts: layoutCode });
