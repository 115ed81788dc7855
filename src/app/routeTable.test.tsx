/**
 * The route table (src/lib/paths.ts) and the router's routes made from it and its code (./routes.tsx,
 * ./routeCode.ts) agree: every entry is registered at its URLs, every route has its title and its
 * error boundary, and every piece of code the routes load lazily (pages, layouts, loaders) fails after
 * the chunk timeout (120 s) when it does not come. That a page or loader exists is the compiler's:
 * ./routeCode.ts imports each one, and `satisfies Record<PageRouteName, RouteCode>` wants one per route.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadTimeoutError } from '../lib/chunkLoad';
import { paths, registeredPaths } from '../lib/paths';
import { initI18n, loadNamespaces } from './i18n';
import { routeCode } from './routeCode';
import { loader, page, screenRoute, type RouteCode } from './routeEntry';
import { makeRoutes, routes } from './routes';

function entries(table: RouteObject[]): RouteObject[] {
  return table.flatMap((route) => [...(route.path ? [route] : []), ...entries(route.children ?? [])]);
}
const registered = new Set(entries(routes).map((route) => route.path));

/** Every route object, pathless layouts included. */
function everyRoute(table: RouteObject[]): RouteObject[] {
  return table.flatMap((route) => [route, ...everyRoute(route.children ?? [])]);
}
const tableEntries = Object.values(paths);

type Outcome =
  { state: 'pending' } | { state: 'resolved'; value: unknown } | { state: 'rejected'; error: unknown };
type Watched = { name: string; outcome: Outcome };

/** Starts a load and keeps how it ended, so that many can be watched under one fake clock. */
function watch(name: string, load: () => unknown): Watched {
  const watched: Watched = { name, outcome: { state: 'pending' } };
  Promise.resolve()
    .then(load)
    .then(
      (value) => (watched.outcome = { state: 'resolved', value }),
      (error: unknown) => (watched.outcome = { state: 'rejected', error }),
    );
  return watched;
}

/** A chunk that never comes. */
const never = () => new Promise<never>(() => undefined);

afterEach(() => vi.useRealTimers());

describe('the route table', () => {
  it.each(Object.entries(paths))('registers paths.%s at its URLs', (name, entry) => {
    for (const path of registeredPaths(entry)) expect(registered).toContain(path);
    const { screen } = entry;
    if ('redirect' in screen) {
      // A redirect lands on a route of the table, not on the catch-all, and has no code.
      expect(matchRoutes(routes, screen.redirect())?.at(-1)?.route.path).not.toBe('*');
      expect(routeCode).not.toHaveProperty(name);
    } else expect(routeCode).toHaveProperty(name);
  });

  it('sends every unknown path to sign-in', () => {
    expect(registered).toContain('*');
    expect(registered.size).toBe(tableEntries.flatMap(registeredPaths).length + 1);
  });

  it('gives every entry a title, an error boundary and a lazy load', () => {
    for (const route of entries(routes)) {
      expect(route.handle, route.path).toHaveProperty('title');
      expect(route.errorElement, route.path).toBeTruthy();
      expect(route.lazy, route.path).toBeTypeOf('function');
    }
  });

  it('fails a page whose code does not come after the chunk timeout, not before', async () => {
    vi.useFakeTimers();
    const entry = screenRoute('/auth/x', { title: 'login:title', area: 'open' }, page(never));
    let settled = false;
    const loading = (entry.lazy as () => Promise<unknown>)().finally(() => (settled = true));
    const failed = expect(loading).rejects.toBeInstanceOf(ChunkLoadTimeoutError);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await failed;
  });

  it('loads every screen, layout and loader through the chunk timeout: nothing fails before it, all at it', async () => {
    // The catalogues are there (they are not code); every page, loader and layout never arrives.
    const catalogues = readdirSync(join(process.cwd(), 'locales/en-US')).map((file) =>
      file.replace(/\.json$/, ''),
    );
    await loadNamespaces(catalogues, initI18n('en-US'));
    const neverPage = (tabs?: Record<string, unknown>): RouteCode =>
      page(never, {
        loader: loader(never as () => Promise<{ x: () => Promise<null> }>, 'x'),
        ...(tabs ? { tabs: Object.fromEntries(Object.keys(tabs).map((tab) => [tab, neverPage()])) } : {}),
      });
    // A page with tabs: each tab's code and loader never arrive either.
    const neverCode = Object.fromEntries(
      Object.entries(routeCode).map(([name, code]) => [
        name,
        neverPage('tabs' in code ? code.tabs : undefined),
      ]),
    );
    const table = makeRoutes({ routes: neverCode, layouts: { queryScope: never, authGuard: never } });
    vi.useFakeTimers();
    const args = { request: new Request('http://localhost/auth/x'), params: {}, context: undefined };
    // A redirect loads no code (its catalogue only, which is there): left out.
    const redirects = new Set([
      '*',
      ...tableEntries.flatMap((entry) => ('redirect' in entry.screen ? registeredPaths(entry) : [])),
    ]);
    const loads = everyRoute(table)
      .filter((route) => !redirects.has(route.path ?? ''))
      .flatMap((route) => {
        const name = route.path ?? `layout ${route.id ?? '(no id)'}`;
        const lazy = route.lazy as (() => Promise<unknown>) | undefined;
        const routeLoader = route.loader as ((a: typeof args) => Promise<unknown>) | undefined;
        return [
          ...(lazy ? [watch(`${name}: code`, lazy)] : []),
          ...(routeLoader ? [watch(`${name}: loader`, () => routeLoader(args))] : []),
        ];
      });
    // Every page's code and loader, the query scope's code, the auth guard's code and loader.
    expect(loads.length).toBeGreaterThan(2 * Object.keys(routeCode).length + 3);

    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    for (const { name, outcome } of loads) expect(outcome.state, name).toBe('pending');

    await vi.advanceTimersByTimeAsync(1);
    for (const { name, outcome } of loads) {
      expect(outcome.state, name).toBe('rejected');
      expect(outcome.state === 'rejected' && outcome.error, name).toBeInstanceOf(ChunkLoadTimeoutError);
    }
  });
});
