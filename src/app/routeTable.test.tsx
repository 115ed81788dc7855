/**
 * The route table and its helpers agree: every path src/lib/paths.ts builds links to is written in the
 * table (src/app/routes.tsx) as a literal URL, every entry has its title and its error boundary, and
 * every piece of code the table loads lazily (screens, layouts, loaders) fails after the chunk timeout
 * (120 s) when it does not come, however the entry was written.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginEntryCheck } from '../features/login/entryCheck';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadTimeoutError } from '../lib/chunkLoad';
import { paths } from '../lib/paths';
import { initI18n, loadNamespaces } from './i18n';
import { page } from './routeEntry';
import { routes } from './routes';

// vitest runs from the project root.
const source = readFileSync(join(process.cwd(), 'src/app/routes.tsx'), 'utf8');

function entries(table: RouteObject[]): RouteObject[] {
  return table.flatMap((route) => [...(route.path ? [route] : []), ...entries(route.children ?? [])]);
}
const registered = new Set(entries(routes).map((route) => route.path));

/** Every route object, pathless layouts included. */
function everyRoute(table: RouteObject[]): RouteObject[] {
  return table.flatMap((route) => [route, ...everyRoute(route.children ?? [])]);
}
/** Every module the table imports lazily, as written in it (relative to src/app, like this file). */
const lazyModules = [...new Set([...source.matchAll(/import\('(\.[^']+)'\)/g)].map((match) => match[1]!))];

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

afterEach(() => vi.useRealTimers());

describe('the route table', () => {
  it.each(Object.entries(paths))('has paths.%s written in it', (_, route) => {
    // A base path (`/auth/forgot-password`) is the table's catch-all below it.
    const path = route.path;
    const written = registered.has(path) ? path : `${path}/*`;
    expect(registered).toContain(written);
    expect(source).toContain(`'${written}'`);
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
    const entry = page('/auth/x', {
      title: 'login:title',
      screen: () => new Promise<never>(() => undefined),
    });
    let settled = false;
    const loading = (entry.lazy as () => Promise<unknown>)().finally(() => (settled = true));
    const failed = expect(loading).rejects.toBeInstanceOf(ChunkLoadTimeoutError);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await failed;
  });

  it('loads every screen, layout and loader through the chunk timeout: nothing fails before it, all at it', async () => {
    // The catalogues are there (they are not code); every module the table loads never arrives.
    const catalogues = readdirSync(join(process.cwd(), 'locales/en-US')).map((file) =>
      file.replace(/\.json$/, ''),
    );
    await loadNamespaces(catalogues, initI18n('en-US'));
    for (const module of lazyModules) vi.doMock(module, () => new Promise<never>(() => undefined));
    vi.useFakeTimers();
    const args = { request: new Request('http://localhost/auth/x'), params: {}, context: undefined };
    const loads = everyRoute(routes).flatMap((route) => {
      const name = route.path ?? `layout ${route.id ?? '(no id)'}`;
      const lazy = route.lazy as (() => Promise<unknown>) | undefined;
      const loader = route.loader as ((a: typeof args) => Promise<unknown>) | undefined;
      return [
        ...(lazy ? [watch(`${name}: code`, lazy)] : []),
        // Sign-in's loader is in the entry bundle (GET /check starts with the route): no code to load.
        ...(loader && loader !== loginEntryCheck ? [watch(`${name}: loader`, () => loader(args))] : []),
      ];
    });
    expect(loads.length).toBeGreaterThan(lazyModules.length);

    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    const waiting = loads.filter(({ name, outcome }) => {
      // A redirect loads no code: it is there at once.
      if (outcome.state === 'resolved') {
        expect((outcome.value as { Component: { name: string } }).Component.name, name).toBe('Redirect');
        return false;
      }
      expect(outcome.state, name).toBe('pending');
      return true;
    });
    expect(waiting.length).toBeGreaterThan(lazyModules.length);

    await vi.advanceTimersByTimeAsync(1);
    for (const { name, outcome } of waiting) {
      expect(outcome.state, name).toBe('rejected');
      expect(outcome.state === 'rejected' && outcome.error, name).toBeInstanceOf(ChunkLoadTimeoutError);
    }
    for (const module of lazyModules) vi.doUnmock(module);
  });
});
