/**
 * The one shape of an entry of the route table (./routes.tsx): `page(url, { title, screen | redirect })`.
 * Every entry, screen or redirect, gets its document title, its error boundary and the same lazy path:
 * the screen's code and its catalogues each through loadChunk (the 120 s timeout, the stale-chunk reload).
 */
import type { ComponentType } from 'react';
import { Navigate, useLocation, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { loadChunk } from '../lib/chunkLoad';
import type { MessageKey } from '../lib/messageKey';
import { loadNamespaces } from './i18n';
import type { RouteHandle } from './RootLayout';
import { RouteError } from './RouteError';

/** The names of a module's exports that are components. */
type ComponentExport<M> = { [K in keyof M]: M[K] extends ComponentType ? K : never }[keyof M] & string;

type EntryOptions = {
  /** i18n key of the document title; its namespace is a catalogue of the screen. */
  title: MessageKey;
  layout?: RouteHandle['layout'];
  /**
   * The catalogues the screen renders besides its title's namespace and the entry's (common, login,
   * validation, results): a shared piece's namespace, say. src/app/translations.test.tsx renders every
   * route and fails on a key its catalogues lack. `npm run bench` counts them with the route.
   */
  namespaces?: readonly string[];
  /** Data the screen reads, started beside its code (src/README.md "Page data"); gets the URL's `params`. */
  loader?: (args: LoaderFunctionArgs) => Promise<unknown>;
};

type ScreenEntry<M> = EntryOptions & {
  /** The screen's module: `() => import('../features/…/XPage')`. */
  screen: () => Promise<M>;
  /** The export to render, when it is not the module's default (a redirect component, say). */
  component?: ComponentExport<M>;
};

type RedirectEntry = EntryOptions & {
  /** Where this URL goes instead, keeping its query (a redirectUrl, say). */
  redirect: string;
};

/** A route of the table: the URL as the router matches it, and what it shows. */
export function page<M extends object>(path: string, entry: ScreenEntry<M> | RedirectEntry): RouteObject {
  const { title, layout = 'card', namespaces = [], loader } = entry;
  const catalogues = [title.split(':')[0]!, ...namespaces];
  const component = async (): Promise<ComponentType> => {
    if ('redirect' in entry) return redirectTo(entry.redirect);
    const module = (await loadChunk(entry.screen)) as Record<string, ComponentType>;
    return module[entry.component ?? 'default']!;
  };
  return {
    path,
    handle: { title, layout } satisfies RouteHandle,
    errorElement: <RouteError />,
    ...(loader ? { loader } : {}),
    lazy: async () => {
      const [Component] = await Promise.all([component(), loadChunk(() => loadNamespaces(catalogues))]);
      return { Component };
    },
  };
}

function redirectTo(target: string): ComponentType {
  return function Redirect() {
    const { search } = useLocation();
    return <Navigate to={`${target}${search}`} replace />;
  };
}
