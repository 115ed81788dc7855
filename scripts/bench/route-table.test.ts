// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { paths, type Screen } from '../../src/lib/paths';
import { AREA_LAYOUTS, readRouteTable } from './route-table';

describe('readRouteTable', () => {
  it('maps each URL of an entry to its page, its area’s layouts and its catalogues, skipping redirects', () => {
    const entry = (path: string, screen: Screen) => ({ path, screen });
    const table = readRouteTable({
      a: entry('/auth/a', { page: 'features/a/APage', title: 'login:title', area: 'open' }),
      b: entry('/auth/b', {
        page: 'features/b/BPage',
        title: 'legal:title',
        area: 'signedIn',
        namespaces: ['password'],
        alsoAt: ['/auth/b2'],
      }),
      c: entry('/auth/c', { redirect: () => '/auth/a', title: 'login:title', area: 'open', below: true }),
      d: entry('/auth/d', { page: 'features/d/DPage', title: 'login:title', area: 'anonymous', below: true }),
    });
    const signedIn = ['src/app/QueryScope', 'src/app/AuthGuard'];
    expect(table.routes).toEqual([
      { path: '/auth/a', module: 'src/features/a/APage', layouts: [], namespaces: ['login'] },
      {
        path: '/auth/b',
        module: 'src/features/b/BPage',
        layouts: signedIn,
        namespaces: ['legal', 'password'],
      },
      {
        path: '/auth/b2',
        module: 'src/features/b/BPage',
        layouts: signedIn,
        namespaces: ['legal', 'password'],
      },
      {
        path: '/auth/d/*',
        module: 'src/features/d/DPage',
        layouts: ['src/app/QueryScope'],
        namespaces: ['login'],
      },
    ]);
  });

  it('reads the real route table, /auth/login included', () => {
    const { routes } = readRouteTable(paths);
    // Sign-in is outside the query scope; the signed-in area is inside it and the auth guard.
    expect(routes).toContainEqual({
      path: '/auth/login',
      module: 'src/features/login/LoginPage',
      layouts: [],
      namespaces: ['login'],
    });
    expect(routes).toContainEqual({
      path: '/auth/user',
      module: 'src/features/account/UserHomePage',
      layouts: ['src/app/QueryScope', 'src/app/AuthGuard'],
      namespaces: ['account'],
    });
  });

  it('names the layouts src/app/routes.tsx imports lazily', () => {
    const source = readFileSync(fileURLToPath(new URL('../../src/app/routes.tsx', import.meta.url)), 'utf8');
    const imported = [...source.matchAll(/import\('\.\/(\w+)'\)/g)].map((match) => `src/app/${match[1]}`);
    expect(new Set(Object.values(AREA_LAYOUTS).flat())).toEqual(new Set(imported));
  });
});
