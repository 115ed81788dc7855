/**
 * How an entry of the route table (src/lib/paths.ts) and its code (./routeCode.ts) become the router's
 * routes. Every page, loader and catalogue loads through loadChunk (the 120 s chunk timeout, the
 * stale-chunk reload): `page()` and `loader()` below are the only ways to write an entry's code, so
 * none can forget it (./routeTable.test.tsx).
 */
import type { ComponentType } from 'react';
import {
  Navigate,
  useLocation,
  type LoaderFunctionArgs,
  type RouteObject,
  type ShouldRevalidateFunction,
} from 'react-router-dom';
import { loadChunk } from '../lib/chunkLoad';
import { registeredPaths, STEP_PARAMETER, type Screen } from '../lib/paths';
import { loadCatalogues, withCatalogues } from './i18n';
import type { RouteHandle } from './RootLayout';
import { RouteError } from './RouteError';

export type Loader = (args: LoaderFunctionArgs) => Promise<unknown>;

/** The names of a module's exports that are components a route can render (no props). */
type ComponentsOf<M> = { [K in keyof M]: M[K] extends ComponentType ? K : never }[keyof M] & string;
/** The names of a module's exports that are route loaders. */
type LoadersOf<M> = { [K in keyof M]: M[K] extends Loader ? K : never }[keyof M] & string;

declare const throughLoadChunk: unique symbol;
/** A page's code as a route loads it: made by `page()` alone, so always through loadChunk. */
export type RouteCode = {
  component: () => Promise<ComponentType>;
  loader?: Loader;
  tabs?: Readonly<Record<string, RouteCode>>;
  readonly [throughLoadChunk]: true;
};

type PageOptions = {
  /** The route's data, started beside its code (docs/architecture.md "Page data"). */
  loader?: Loader;
  /**
   * A page with tabs (the table's `tabs`): each tab's own page and loader, under its name. The page is
   * the layout around them and renders the current one in an `<Outlet />`.
   */
  tabs?: Readonly<Record<string, RouteCode>>;
};

/**
 * A route's page: the module's `import()` (a chunk of its own) and the export to render, `default`
 * unless `component` names another (a redirect component, say). A module or export that does not
 * exist fails `npm run typecheck`.
 */
export function page<M extends { default: ComponentType }>(
  load: () => Promise<M>,
  options?: PageOptions,
): RouteCode;
export function page<M, K extends ComponentsOf<M>>(
  load: () => Promise<M>,
  options: PageOptions & { component: K },
): RouteCode;
export function page(
  load: () => Promise<Record<string, unknown>>,
  { component = 'default', loader, tabs }: PageOptions & { component?: string } = {},
): RouteCode {
  return {
    component: async () => (await loadChunk(load))[component] as ComponentType,
    ...(loader ? { loader } : {}),
    ...(tabs ? { tabs } : {}),
  } as RouteCode;
}

/** A route's loader in a module of its own, fetched (through loadChunk) when the route is visited. */
export function loader<M, K extends LoadersOf<M>>(load: () => Promise<M>, name: K): Loader {
  return async (args) => ((await loadChunk(load))[name] as Loader)(args);
}

/**
 * The routes of one entry of the table: one per URL it is registered at. A page with tabs is a layout
 * without a URL of its own around one route per tab, each with the tab's code and loader: moving between
 * tabs is a navigation like any other, the page left still until the next tab's code and data are in.
 */
export function routesOf(
  entry: { path: string; screen: Screen },
  code: RouteCode | undefined,
): RouteObject[] {
  const urls = registeredPaths(entry);
  const tabs = 'tabs' in entry.screen ? entry.screen.tabs : undefined;
  if (!tabs) return urls.map((path) => screenRoute(path, entry.screen, code));
  const { handle, errorElement, lazy } = screenRoute(entry.path, entry.screen, code);
  return [
    {
      handle,
      errorElement,
      lazy,
      children: tabs.map((tab, index) => screenRoute(urls[index]!, entry.screen, code?.tabs?.[tab])),
    },
  ];
}

/** One route: the URL as the router matches it, and what it shows (a page's code, or a redirect). */
export function screenRoute(path: string, screen: Screen, code: RouteCode | undefined): RouteObject {
  const { title, layout = 'card' } = screen;
  const namespaces = 'namespaces' in screen ? (screen.namespaces ?? []) : [];
  const catalogues = [title.split(':')[0]!, ...namespaces];
  const component = async (): Promise<ComponentType> => {
    if ('redirect' in screen) return redirectTo(screen.redirect());
    if (!code) throw new Error(`route table: ${path} has no code in src/app/routeCode.ts`);
    return code.component();
  };
  return {
    path,
    handle: { title, layout } satisfies RouteHandle,
    errorElement: <RouteError />,
    ...(code?.loader ? { loader: code.loader, shouldRevalidate: keepsLoaderDataBetweenSteps } : {}),
    lazy: async () => {
      const [Component, texts] = await Promise.all([
        component(),
        loadChunk(() => loadCatalogues(catalogues)),
      ]);
      return { Component: withCatalogues(Component, texts) };
    },
  };
}

/**
 * React Router runs a route's loader again whenever the query changes: a page whose steps are in the query
 * asked its data again at each step (create account's invitation, a round trip before each step showed).
 * A move that changes the step alone (`STEP_PARAMETER`) keeps the loader's answer; another path, any other
 * parameter, a submission or an explicit revalidation still asks (a token page asks its token fresh on
 * every visit, src/common/data/tokenPage.ts).
 */
export const keepsLoaderDataBetweenSteps: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  const withoutStep = (url: URL) => {
    const query = new URLSearchParams(url.search);
    query.delete(STEP_PARAMETER);
    return url.pathname + query;
  };
  return formMethod || currentUrl.href === nextUrl.href || withoutStep(currentUrl) !== withoutStep(nextUrl)
    ? defaultShouldRevalidate
    : false;
};

function redirectTo(target: string): ComponentType {
  return function Redirect() {
    const { search } = useLocation();
    return <Navigate to={`${target}${search}`} replace />;
  };
}
