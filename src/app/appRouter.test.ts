import { createMemoryRouter, redirect } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { beforeTheNextScreen } from '../common/navigation/nextScreen';
import { NEXT_ROUTE_START, type StartRoute } from '../common/navigation/routeStart';
import { createAppRouter, createBrowserRouterUnstarted, type AppRouter } from './appRouter';
import { SIGNED_IN_ROUTE_ID } from './routeIds';

/**
 * How the app's router asks its subscriber (RouterProvider) to draw: an update that moves the URL to
 * another path from a screen of the app's in the same task (`flushSync`, issue 63); the first load's own
 * move (a token page taking its token off the URL) and a move within the path (a step in the query) in a
 * transition, sliced (issue 66).
 */
function routerAt(initialEntry: string) {
  return createAppRouter(({ getContext }) =>
    createMemoryRouter(
      [
        { path: '/link', loader: () => redirect('/page') },
        { path: '/to-other', loader: () => redirect('/other') },
        { path: '/page', loader: () => null, Component: () => null },
        { path: '/other', loader: () => null, Component: () => null },
      ],
      { initialEntries: [initialEntry], getContext },
    ),
  );
}

function drawsOf(router: AppRouter) {
  const draws: { pathname: string; initialized: boolean; flushSync: boolean }[] = [];
  router.subscribe((state, { flushSync }) =>
    draws.push({ pathname: state.location.pathname, initialized: state.initialized, flushSync }),
  );
  return draws;
}

const settled = (router: AppRouter) =>
  new Promise<void>((resolve) => {
    if (router.state.initialized && router.state.navigation.state === 'idle') return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized || state.navigation.state !== 'idle') return;
      stop();
      resolve();
    });
  });

/** A router whose first load at `path` has ended, and what it draws from then on. */
async function drawnFrom(path: string) {
  const router = routerAt(path);
  router.initialize();
  await settled(router);
  return { router, draws: drawsOf(router) };
}

describe('createAppRouter: when the new screen is drawn in the task that moves the URL', () => {
  it('the first load that moves the URL (a loader redirecting) is drawn in a transition', async () => {
    const router = routerAt('/link');
    const draws = drawsOf(router);
    router.initialize();
    await settled(router);
    expect(router.state.location.pathname).toBe('/page');
    expect(draws.filter((draw) => draw.pathname === '/page')).not.toHaveLength(0);
    expect(draws.every((draw) => !draw.flushSync)).toBe(true);
  });

  it('a move away from a screen the app drew is drawn with the URL, in one task', async () => {
    const { router, draws } = await drawnFrom('/page');
    await router.navigate('/other');
    expect(draws.find((draw) => draw.pathname === '/other')).toMatchObject({ flushSync: true });
  });

  it('a redirect after the first load to another path is drawn with the URL too', async () => {
    const { router, draws } = await drawnFrom('/page');
    await router.navigate('/to-other');
    expect(router.state.location.pathname).toBe('/other');
    expect(draws.at(-1)).toMatchObject({ pathname: '/other', flushSync: true });
  });

  it('a move within the path (a step in the query, a redirect back to the page) is drawn in a transition', async () => {
    const { router, draws } = await drawnFrom('/page');
    await router.navigate('/page?step=verify');
    expect(router.state.location.search).toBe('?step=verify');
    await router.navigate('/link');
    expect(router.state.location.search).toBe('');
    expect(draws.filter((draw) => draw.pathname === '/page')).not.toHaveLength(0);
    expect(draws.every((draw) => !draw.flushSync)).toBe(true);
  });
});

describe('createBrowserRouterUnstarted: the browser router, its first navigation left to the caller', () => {
  it('matches nothing and asks no loader until initialize(), then loads as createBrowserRouter does', async () => {
    window.history.replaceState(null, '', '/page');
    const loaded: string[] = [];
    const router = createAppRouter((options) =>
      createBrowserRouterUnstarted(
        [
          {
            path: '/page',
            loader: () => {
              loaded.push('/page');
              return 'data';
            },
            Component: () => null,
          },
        ],
        options,
      ),
    );
    expect(router.state.initialized).toBe(false);
    await new Promise((resolve) => setTimeout(resolve));
    expect(loaded).toEqual([]);

    router.initialize();
    await settled(router);
    expect(loaded).toEqual(['/page']);
    expect(router.state.loaderData).toEqual({ '0': 'data' });
    // mapRouteProperties made the route's element from its Component, as createBrowserRouter's does.
    expect(router.routes[0]!.element).toBeTruthy();
    expect(router.routes[0]!.Component).toBeUndefined();
    expect(router.state.location.pathname).toBe('/page');
    router.dispose();
  });
});

describe("createAppRouter: a change that waits for the next screen (a sign-in's language)", () => {
  it('is made in the draw that moves to another path, just before it, and once', async () => {
    const { router } = await drawnFrom('/page');
    const events: string[] = [];
    router.subscribe((state) => events.push(`draw ${state.location.pathname}`));
    const makeNow = beforeTheNextScreen(router, () => events.push('change'));
    await router.navigate('/page?step=verify');
    expect(events).not.toContain('change');
    await router.navigate('/other');
    expect(events.filter((event) => event !== 'draw /page')).toEqual(['change', 'draw /other']);
    makeNow();
    await router.navigate('/page');
    expect(events.filter((event) => event === 'change')).toHaveLength(1);
  });

  it('is made at once when asked before any such draw, and not again by the next move', async () => {
    const { router } = await drawnFrom('/page');
    let changes = 0;
    const makeNow = beforeTheNextScreen(router, () => (changes += 1));
    makeNow();
    expect(changes).toBe(1);
    await router.navigate('/other');
    expect(changes).toBe(1);
  });
});

describe("createAppRouter: React Router's first update still reaches RouterProvider", () => {
  it('adds no subscriber of its own: a first load that ends before anyone listens is handed to the first who does', async () => {
    // As on the page: the first load runs while the app's first render waits (another language's texts),
    // and RouterProvider subscribes only after that render. It must be handed the load's end.
    const router = routerAt('/link');
    router.initialize();
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    const handed: string[] = [];
    router.subscribe((state) => handed.push(state.location.pathname));
    expect(handed).toEqual(['/page']);
  });
});

describe("createAppRouter: a move to another path starts its route (the document head's route start)", () => {
  /** The head's start, recorded: each move's address, and each forgetting of what it asked. */
  function headStart() {
    const events: string[] = [];
    const start: StartRoute = (href, withReads) => {
      events.push(`start ${href}${withReads ? '' : ' (no reads)'}`);
      return () => events.push(`forget ${href}`);
    };
    (window as unknown as Record<string, StartRoute>)[NEXT_ROUTE_START] = start;
    return events;
  }
  afterEach(() => delete (window as unknown as Record<string, unknown>)[NEXT_ROUTE_START]);

  /** A router whose `/code` route records when the router asks for its code, as `/page` loads. */
  async function withLazyRoute(events: string[]) {
    const router = createAppRouter(({ getContext }) =>
      createMemoryRouter(
        [
          { path: '/page', loader: () => null, Component: () => null },
          { path: '/to-other', loader: () => redirect('/other') },
          { path: '/other', loader: () => null, Component: () => null },
          {
            path: '/code',
            lazy: () => {
              events.push('code asked');
              return Promise.resolve({ loader: () => null, Component: () => null });
            },
          },
        ],
        { initialEntries: ['/page'], getContext },
      ),
    );
    router.initialize();
    await settled(router);
    drawsOf(router);
    return router;
  }

  it("starts it as navigate is called, before the router asks for the route's code, and forgets it as the move ends", async () => {
    const events = headStart();
    const router = await withLazyRoute(events);
    await router.navigate('/code?token=t');
    expect(events).toEqual(['start /code?token=t', 'code asked', 'forget /code?token=t']);
  });

  it("starts a loader's redirect too, forgetting the move it replaced; none on a move within the path or the first load", async () => {
    const events = headStart();
    const router = await withLazyRoute(events);
    expect(events).toEqual([]);
    await router.navigate('/page?step=2');
    expect(events).toEqual([]);
    await router.navigate('/to-other');
    expect(events).toEqual(['start /to-other', 'forget /to-other', 'start /other', 'forget /other']);
  });

  it('starts a move from a page of the signed-in area without its reads (the guard asks the session check alone)', async () => {
    const events = headStart();
    const router = createAppRouter(({ getContext }) =>
      createMemoryRouter(
        [
          {
            id: SIGNED_IN_ROUTE_ID,
            loader: () => null,
            children: [
              { path: '/settings', loader: () => null, Component: () => null },
              { path: '/user', loader: () => null, Component: () => null },
            ],
          },
          { path: '/page', loader: () => null, Component: () => null },
        ],
        { initialEntries: ['/settings'], getContext },
      ),
    );
    router.initialize();
    await settled(router);
    drawsOf(router);
    await router.navigate('/user');
    await router.navigate('/page');
    await router.navigate('/settings');
    expect(events.filter((event) => event.startsWith('start'))).toEqual([
      'start /user (no reads)',
      'start /page (no reads)',
      'start /settings',
    ]);
  });

  it('leaves the move to load as it would where the document has no route start', async () => {
    const router = await withLazyRoute([]);
    await router.navigate('/other');
    expect(router.state.location.pathname).toBe('/other');
  });
});
