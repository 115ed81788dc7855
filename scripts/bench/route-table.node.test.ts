import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { layoutCode } from '../../src/app/routeCode';
import { paths, type Screen } from '../../src/lib/paths';
import { AREA_LAYOUTS, readRouteCode, readRouteTable } from './route-table';

describe('readRouteTable', () => {
  const code = {
    pages: { a: 'src/features/a/APage', b: 'src/features/b/BPage', d: 'src/features/d/DPage' },
    layouts: { queryScope: 'src/app/QueryScope', authGuard: 'src/app/AuthGuard' },
  };

  it('maps each URL of an entry to its page, its area’s layouts and its catalogues, skipping redirects', () => {
    const entry = (path: string, screen: Screen) => ({ path, screen });
    const table = readRouteTable(
      {
        a: entry('/auth/a', { title: 'login:title', area: 'open' }),
        b: entry('/auth/b', {
          title: 'legal:title',
          area: 'signedIn',
          namespaces: ['password'],
          alsoAt: ['/auth/b2'],
        }),
        c: entry('/auth/c', { redirect: () => '/auth/a', title: 'login:title', area: 'open', below: true }),
        d: entry('/auth/d', { title: 'login:title', area: 'anonymous', below: true }),
      },
      code,
    );
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

  it('fails on a page route the code table lacks', () => {
    const table = { e: { path: '/auth/e', screen: { title: 'login:title', area: 'open' } satisfies Screen } };
    expect(() => readRouteTable(table, code)).toThrow('no page for e');
  });

  it('reads the real route table and src/app/routeCode.ts, /auth/login included', () => {
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
    // A page with tabs: each tab's URL with its own tab's page and loader, not every tab's.
    expect(routes).toContainEqual(
      expect.objectContaining({
        path: '/auth/account-settings/change-password',
        module: 'src/features/settings/AccountSettingsPage',
        loaders: ['src/features/settings/ChangePasswordTab', 'src/features/settings/loaders'],
      }),
    );
    // A component other than the default: the page module is still the one imported.
    expect(routes).toContainEqual(
      expect.objectContaining({ path: '/auth/archived', module: 'src/features/notices/NoticePages' }),
    );
  });

  it('reads a layout for every name an area uses, and each page’s import, not its loader’s', () => {
    const { pages, layouts } = readRouteCode();
    expect(Object.keys(layouts).sort()).toEqual(Object.keys(layoutCode).sort());
    for (const layout of Object.values(AREA_LAYOUTS).flat()) expect(layouts[layout]).toMatch(/^src\/app\//);
    expect(pages.forgotPasswordReset).toBe('src/features/recovery/ResetPasswordPage');
  });

  it('names the entry whose import it cannot find', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'route-code-')), 'routeCode.ts');
    writeFileSync(
      file,
      'export const routeCode = { a: page(() => load()) };\nexport const layoutCode = {};\n',
    );
    expect(() => readRouteCode(file)).toThrow('routeCode entry without an import()');
  });
});
