/**
 * The route table and its helpers agree: every path src/lib/paths.ts builds links to is written in the
 * table (src/app/routes.tsx) as a literal URL, and every entry has its title, its error boundary and
 * the chunk-timeout lazy path.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadTimeoutError } from '../lib/chunkLoad';
import { paths } from '../lib/paths';
import { page } from './routeEntry';
import { routes } from './routes';

// vitest runs from the project root.
const source = readFileSync(join(process.cwd(), 'src/app/routes.tsx'), 'utf8');

function entries(table: RouteObject[]): RouteObject[] {
  return table.flatMap((route) => [...(route.path ? [route] : []), ...entries(route.children ?? [])]);
}
const registered = new Set(entries(routes).map((route) => route.path));

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
});
