/**
 * How an entry of the route table (src/lib/paths.ts) becomes the router's routes: the loader's side of
 * the table. Every page, loader and catalogue loads through loadChunk (the 120 s chunk timeout, the
 * stale-chunk reload), found by the module name the entry gives: no entry writes an `import()` of
 * its own, so none can forget the timeout (./routeTable.test.tsx loads every entry that way).
 */
import type { ComponentType } from 'react';
import { Navigate, useLocation, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { loadChunk } from '../lib/chunkLoad';
import { registeredPaths, type Screen } from '../lib/paths';
import { loadCatalogues, withCatalogues } from './i18n';
import type { RouteHandle } from './RootLayout';
import { RouteError } from './RouteError';

type Module = Record<string, unknown>;
type Loader = (args: LoaderFunctionArgs) => Promise<unknown>;

/** Every module an entry's `page` may name, each its own chunk, fetched when its route is visited. */
const pages = import.meta.glob<Module>(
  [
    './features/*/*Page.tsx',
    './features/*/*Pages.tsx',
    './features/*/Redirects.tsx',
    './app/OutageRoute.tsx',
    // Pieces of pages, not pages: each stays in the chunks of the pages that use it.
    '!./features/notices/OutagePage.tsx',
    '!./features/obligations/AddContactPage.tsx',
    '!./features/recovery/EmailRequestPage.tsx',
    '!./features/support/LeavingPage.tsx',
  ],
  { base: '/src' },
);
/** Every module an entry's `loader` may name. */
const loaderModules = import.meta.glob<Module>(
  ['./features/*/loader.ts', './features/*/loaders.ts', './features/obligations/changePasswordApi.ts'],
  { base: '/src' },
);
/** Sign-in's loader is in the entry bundle: GET /check starts with the route, not after a chunk. */
const entryLoaders = import.meta.glob<Module>('./features/login/entryCheck.ts', {
  base: '/src',
  eager: true,
});

/** The module an entry names (`features/login/LoginPage`), as the globs above key it. */
const moduleKey = (module: string, extension: 'ts' | 'tsx') => `./${module}.${extension}`;

/** The page module's load, or undefined when no module of that name can be a page. */
export function pageModule(page: string): (() => Promise<Module>) | undefined {
  return pages[moduleKey(page, 'tsx')];
}

/** The loader an entry names (`module#export`), or undefined when its module cannot hold one. */
export function loaderOf(reference: `${string}#${string}`): Loader | undefined {
  const [module, name] = reference.split('#') as [string, string];
  const eager = entryLoaders[moduleKey(module, 'ts')];
  if (eager) return eager[name] as Loader | undefined;
  const load = loaderModules[moduleKey(module, 'ts')];
  if (!load) return undefined;
  return async (args) => ((await loadChunk(load))[name] as Loader)(args);
}

/** The routes of one entry of the table: one per URL it is registered at. */
export function routesOf(entry: { path: string; screen: Screen }): RouteObject[] {
  return registeredPaths(entry).map((path) => screenRoute(path, entry.screen));
}

/**
 * One route: the URL as the router matches it, and what it shows. `load` is the page module's
 * (tests give one that never comes).
 */
export function screenRoute(
  path: string,
  screen: Screen,
  load: (() => Promise<Module>) | undefined = 'page' in screen ? pageModule(screen.page) : undefined,
): RouteObject {
  const { title, layout = 'card' } = screen;
  const namespaces = 'page' in screen ? (screen.namespaces ?? []) : [];
  const catalogues = [title.split(':')[0]!, ...namespaces];
  const loader = 'page' in screen && screen.loader ? loaderOf(screen.loader) : undefined;
  const component = async (): Promise<ComponentType> => {
    if ('redirect' in screen) return redirectTo(screen.redirect());
    if (!load) throw new Error(`route table: ${path} names no page module src/${screen.page}.tsx`);
    const module = (await loadChunk(load)) as Record<string, ComponentType>;
    return module[screen.component ?? 'default']!;
  };
  return {
    path,
    handle: { title, layout } satisfies RouteHandle,
    errorElement: <RouteError />,
    ...(loader ? { loader } : {}),
    lazy: async () => {
      const [Component, texts] = await Promise.all([
        component(),
        loadChunk(() => loadCatalogues(catalogues)),
      ]);
      return { Component: withCatalogues(Component, texts) };
    },
  };
}

function redirectTo(target: string): ComponentType {
  return function Redirect() {
    const { search } = useLocation();
    return <Navigate to={`${target}${search}`} replace />;
  };
}
