// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { paths } from '../../src/lib/paths';
import { parseRouteTable } from './route-table';

describe('parseRouteTable', () => {
  it('maps page() calls and lazy route objects to their modules and lazy layouts, skipping redirects', () => {
    const source = `
      const routes = [{
        element: <RootLayout />,
        children: [
          page(paths.login.path, { title: 'login:title', screen: () => import('../features/login/LoginPage') }),
          page('/auth/legal', { title: 'legal:title', screen: () => import('../features/legal/LegalPage'), layout: 'wide', namespaces: ['password', 'kit'] }),
          { path: '/auth/forgot-password/*', element: <Navigate to="/x" replace /> },
          { path: '/auth/a', lazy: () => import('./Unauthenticated') },
          { element: <Plain />, children: [page(paths.logout.path, { title: 't', screen: () => import('../features/login/LogoutPage') })] },
          { lazy: () => import('./Outer'), children: [
            page('/auth/b', { title: 't', screen: () => import('./B') }),
            { lazy: async () => ({ Component: (await import('./Inner')).Inner }), children: [
              { path: '/auth/c', lazy: () => import('./C') },
            ] },
          ] },
          page(paths.nowhere.path, { title: 't', screen: () => import('./Nowhere') }),
        ],
      }];`;
    const table = parseRouteTable(source, 'src/app/routes.tsx', { paths: { ...paths, nowhere: {} } });
    expect(table.routes).toEqual([
      { path: paths.login.path, module: 'src/features/login/LoginPage', layouts: [], namespaces: ['login'] },
      {
        path: '/auth/legal',
        module: 'src/features/legal/LegalPage',
        layouts: [],
        namespaces: ['legal', 'password', 'kit'],
      },
      { path: '/auth/a', module: 'src/app/Unauthenticated', layouts: [] },
      { path: paths.logout.path, module: 'src/features/login/LogoutPage', layouts: [], namespaces: ['t'] },
      { path: '/auth/b', module: 'src/app/B', layouts: ['src/app/Outer'], namespaces: ['t'] },
      { path: '/auth/c', module: 'src/app/C', layouts: ['src/app/Outer', 'src/app/Inner'] },
    ]);
    expect(table.unresolved).toEqual(['paths.nowhere.path -> src/app/Nowhere']);
  });

  it('reads the real route table, /auth/login included', () => {
    const source = readFileSync(fileURLToPath(new URL('../../src/app/routes.tsx', import.meta.url)), 'utf8');
    const table = parseRouteTable(source, 'src/app/routes.tsx', { paths });
    expect(table.unresolved).toEqual([]);
    // Sign-in is outside the query scope; the signed-in area is inside it and the auth guard.
    expect(table.routes).toContainEqual({
      path: '/auth/login',
      module: 'src/features/login/LoginPage',
      layouts: [],
      namespaces: ['login'],
    });
    expect(table.routes).toContainEqual({
      path: '/auth/user',
      module: 'src/features/account/UserHomePage',
      layouts: ['src/app/QueryScope', 'src/app/AuthGuard'],
      namespaces: ['account'],
    });
  });
});
