import { createContext, useContext } from 'react';
import {
  RouterContextProvider,
  UNSAFE_createBrowserHistory,
  UNSAFE_createRouter,
  UNSAFE_hydrationRouteProperties,
  UNSAFE_mapRouteProperties,
  createPath,
  parsePath,
  type createBrowserRouter,
  type Path,
  type RouteObject,
  type RouterNavigateOptions,
  type To,
} from 'react-router-dom';
import type { LoaderQueryClient } from '../common/data/loaderContext';
import { takeChangesBeforeNextScreen } from '../common/navigation/nextScreen';
import { startNextRoute } from '../common/navigation/routeStart';
import { SIGNED_IN_ROUTE_ID } from './routeIds';
import type { AppSettings } from './queryClient';

export type { AppSettings };

/** The app's data router (a browser router, or a memory router in tests). */
export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The router itself, for code under it that acts outside React's render (the query client's handlers). */
export const AppRouterContext = createContext<AppRouter | null>(null);

export function useAppRouter(): AppRouter {
  const router = useContext(AppRouterContext);
  if (!router) throw new Error('useAppRouter: no AppRouterContext (render through <App>)');
  return router;
}

export type AppRouterOptions = { getContext: () => RouterContextProvider };

const settingsByRouter = new WeakMap<AppRouter, AppSettings>();

/** The settings `createAppRouter` was given for this router. */
export function appSettingsOf(router: AppRouter): AppSettings {
  return settingsByRouter.get(router) ?? {};
}

/**
 * A navigation's new screen is drawn in the task that changes the URL. React Router's default renders
 * it in a transition after the URL has changed, so for as long as React took to render, the URL named
 * the new screen while the old one stayed up: on a cold visit, tens of milliseconds of the sign-in form
 * under the account-settings URL, and a password manager (or a test) that filled "the password field
 * of the page at this URL" filled sign-in's, which the tab's form then replaced (issue 63). The router
 * tells its subscriber (RouterProvider) to draw an update with `flushSync`; every update that moves
 * the location to another path from a screen of the app's says so. A part of the new screen that still
 * waits shows its own pending state.
 *
 * Not a move within the path (a flow's step in its query, create account's `?step=`, or a redirect back
 * to the same page): the path names the screen, and it stays the same; in a transition React renders the
 * next step in slices. Drawn in one task, create account's code step was a long task of 80 to 140 ms on a
 * phone's CPU at 6x (issue 66); alternated, 8 runs each, its journey's long tasks went 335.5 -> 265 ms.
 *
 * Not the first load's move (a token page's loader takes the token off the URL, create-credential's
 * goes to its first step): no screen of the app's is up yet, and a first screen on the page
 * (src/common/prerendered) shows only where the first reads lead, the page the load lands on. Drawn in
 * one task, that page was a long task of 450 ms on a phone's CPU (create account at 7x, issue 66); in a
 * transition React renders it in slices, and the first screen stays usable meanwhile.
 */
// It wraps the subscribers it is given and adds none of its own: React Router keeps its first update only
// while nobody listens, and hands it to the first subscriber. RouterProvider subscribes after its first
// render, which for another language's reader waits for the texts (src/main.tsx) while the first load
// ends; with a subscriber of the app's there before it, that update went to it alone and the app stayed
// on a spinner (stop 89; appRouter.test.ts "adds no subscriber of its own").
// `seeEachUpdate` sees every update first (`startsEachMove`'s, which must not subscribe either).
function drawnWithItsUrl(router: AppRouter, seeEachUpdate: (state: AppRouter['state']) => void): void {
  const subscribe = router.subscribe.bind(router);
  router.subscribe = (subscriber) => {
    let drawn = router.state;
    return subscribe((state, options) => {
      seeEachUpdate(state);
      const moved = drawn.initialized && state.location.pathname !== drawn.location.pathname;
      drawn = state;
      // What waits for the next screen (../common/navigation/nextScreen.ts) goes into the same draw.
      if (moved) for (const change of takeChangesBeforeNextScreen(router)) change();
      subscriber(state, { ...options, flushSync: options.flushSync || moved });
    });
  };
}

/**
 * Starts each move to another path of the app as it begins: the document's route start asks the route's
 * first reads and its chunks at once (../common/navigation/routeStart.ts); what it asked and the app did
 * not take is forgotten when the move ends or another replaces it. A call to `navigate` with an address
 * starts it before the router asks the route's code (it does so before it tells its subscriber that a
 * move is under way); the router's updates start any other (back and forward, a loader's redirect). Not
 * the first load's: the document's head started that one. Adds no subscriber (`drawnWithItsUrl`). A move
 * from a page of the signed-in area starts the route's chunks alone (below).
 */
function startsEachMove(router: AppRouter): (state: AppRouter['state']) => void {
  let started: { href: string; forget: (() => void) | undefined } | undefined;
  // From a signed-in page, the auth guard's loader asks the session check alone, not the person and the
  // client the start would ask with it: such a move asks its chunks, and no read.
  const inSignedInArea = () => router.state.matches.some((match) => match.route.id === SIGNED_IN_ROUTE_ID);
  const start = (to: Partial<Path>) => {
    const href = createPath(to);
    if (started?.href === href) return;
    started?.forget?.();
    started =
      router.state.initialized && to.pathname !== router.state.location.pathname
        ? { href, forget: startNextRoute(href, !inSignedInArea()) }
        : undefined;
  };
  const navigate = router.navigate.bind(router);
  router.navigate = ((to: To | number | null, options?: RouterNavigateOptions) => {
    const path = typeof to === 'string' ? parsePath(to) : to;
    if (typeof path === 'object' && path?.pathname?.startsWith('/')) start(path);
    return navigate(to as To, options);
  }) as AppRouter['navigate'];
  return ({ navigation }) => {
    if (navigation.location) start(navigation.location);
    else if (started) {
      started.forget?.();
      started = undefined;
    }
  };
}

/**
 * Makes the app's router (`create` calls createBrowserRouter or createMemoryRouter with these options)
 * so that route loaders can prime the router's query client: `loaderQueryClient(context)`
 * (src/common/data). The client and TanStack Query load on the first loader that asks, never for the
 * sign-in page.
 */
export function createAppRouter(
  create: (options: AppRouterOptions) => AppRouter,
  settings: AppSettings = {},
): AppRouter {
  let router: AppRouter | null = null;
  const queryClient = async () => {
    const { queryClientFor } = await import('./queryClient');
    // The first loaders may start inside `create` (a router it initializes); by the time the import has
    // resolved it has returned.
    if (!router) throw new Error('createAppRouter: the router is not made yet');
    return queryClientFor(router, settings);
  };
  // Generic, so the entry carries no result table (src/lib/results.ts): the loader's chunk builds it.
  const navigateInstead = (to: string, options: { state: unknown }) => {
    if (!router) return;
    // The navigation under way is dropped for this one. On the first load the visited URL is already
    // in history: replace it, so Back does not return to a link that only fails again.
    void router.navigate(to, { ...options, replace: !router.state.initialized });
  };
  const made = create({
    getContext: () =>
      Object.assign(new RouterContextProvider(), {
        queryClient,
        navigateInstead,
        // Loaders of the first navigation may start inside `create`, before `router` is set.
        starting: () => !router?.state.initialized,
      } satisfies LoaderQueryClient),
  });
  settingsByRouter.set(made, settings);
  drawnWithItsUrl(made, startsEachMove(made));
  router = made;
  return router;
}

/**
 * `createBrowserRouter(routes, options)` without its last step: the router is made (its history, its
 * route table ranked) but its first navigation (the first match, the route's code and loaders asked
 * for) starts only when the caller calls `initialize()`, so that the two can run in tasks of their own.
 * Together they were one task of 55 to 100 ms on a phone's CPU at 7x (issue 66); apart, each is under
 * the 50 ms that makes a long task. The options are createBrowserRouter's own (React Router 7's
 * `createBrowserRouter` is this call followed by `initialize()`), less the server's hydration data: the
 * app is never server-rendered.
 */
export function createBrowserRouterUnstarted(routes: RouteObject[], options: AppRouterOptions): AppRouter {
  return UNSAFE_createRouter({
    routes,
    history: UNSAFE_createBrowserHistory(),
    mapRouteProperties: UNSAFE_mapRouteProperties,
    hydrationRouteProperties: UNSAFE_hydrationRouteProperties,
    getContext: options.getContext,
  });
}
