/**
 * The router's routes, made from the route table (src/lib/paths.ts: each URL written once, with its
 * page, title, area, catalogues and loader). An entry's area puts it under its layouts: `open` pages
 * under the root layout alone, `anonymous` ones in the query scope, `signedIn` ones in the query scope
 * and behind the auth guard. Adding a URL is one entry there; nothing here changes.
 */
import type { RouteObject } from 'react-router-dom';
import { Spinner } from '../ui/Spinner';
import { loadChunk } from '../lib/chunkLoad';
import { paths, type Area } from '../lib/paths';
import { RootLayout, SIGNED_IN_ROUTE_ID } from './RootLayout';
import { RouteError } from './RouteError';
import { loadCatalogues, withCatalogues } from './i18n';
import { routesOf, screenRoute } from './routeEntry';

const inArea = (area: Area): RouteObject[] =>
  Object.values(paths)
    .filter((entry) => entry.screen.area === area)
    .flatMap(routesOf);

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <Spinner />,
    children: [
      ...inArea('open'),
      {
        // The query scope. The `data` catalogue: the pending/error frame and the toasts of src/common (flags).
        // Its code and catalogue, and the auth guard's code, through loadChunk as every page's
        // (./routeTable.test.tsx).
        lazy: async () => {
          const [module, texts] = await Promise.all([
            loadChunk(() => import('./QueryScope')),
            loadChunk(() => loadCatalogues(['data'])),
          ]);
          return { Component: withCatalogues(module.default, texts) };
        },
        children: [
          ...inArea('anonymous'),
          {
            // The auth guard: its loader checks the session and primes the person and the client (useSession()).
            id: SIGNED_IN_ROUTE_ID,
            loader: async (args) => (await loadChunk(() => import('./AuthGuard'))).authGuardLoader(args),
            lazy: async () => ({ Component: (await loadChunk(() => import('./AuthGuard'))).AuthGuard }),
            children: inArea('signedIn'),
          },
        ],
      },
      // Unknown paths go to sign-in, keeping the query (a redirectUrl, say).
      screenRoute('*', paths.root.screen),
    ],
  },
];
