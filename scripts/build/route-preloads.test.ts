import { afterEach, describe, expect, it } from 'vitest';
import type { Manifest } from '../bench/route-assets';
import { routeAssets } from '../bench/route-assets';
import type { LazyRoute } from '../bench/route-table';
import { ROUTE_PRELOAD_SCRIPT, ROUTE_PRELOADS_ID } from './login-frame/inline-scripts';
import { patternSource, preloadsFor, preloadsJson, routePreloads, withRoutePreloads } from './route-preloads';

/** A build as Vite's manifest names it: the entry, two layouts, two pages, a loader and a catalogue. */
const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_api-1.js'] },
  '_api-1.js': { file: 'assets/api-1.js' },
  '_shared-1.js': { file: 'assets/shared-1.js', imports: ['index.html'] },
  'src/app/QueryScope.tsx': { file: 'assets/QueryScope-1.js', imports: ['index.html', '_query-1.js'] },
  '_query-1.js': { file: 'assets/query-1.js' },
  'src/features/login/LoginPage.tsx': { file: 'assets/LoginPage-1.js', imports: ['index.html'] },
  'src/features/recovery/ResetPasswordPage.tsx': {
    file: 'assets/ResetPasswordPage-1.js',
    imports: ['index.html', '_shared-1.js', '_forms-1.js'],
  },
  '_forms-1.js': { file: 'assets/forms-1.js', imports: ['_shared-1.js'] },
  'src/features/recovery/loaders.ts': { file: 'assets/loaders-1.js', imports: ['_tokens-1.js'] },
  '_tokens-1.js': { file: 'assets/tokens-1.js', imports: ['index.html'] },
  'locales/en-US/recovery.json': { file: 'assets/recovery-1.js' },
  'locales/en-US/data.json': { file: 'assets/data-1.js' },
  'src/features/settings/SettingsPage.tsx': { file: 'assets/SettingsPage-1.js', imports: ['index.html'] },
};

const ROUTES: LazyRoute[] = [
  { path: '/auth/login', module: 'src/features/login/LoginPage', layouts: [], namespaces: ['login'] },
  {
    path: '/auth/settings/:tab',
    module: 'src/features/settings/SettingsPage',
    layouts: ['src/app/QueryScope'],
    namespaces: ['common'],
  },
  {
    path: '/auth/settings/reset',
    module: 'src/features/recovery/ResetPasswordPage',
    layouts: ['src/app/QueryScope'],
    namespaces: ['recovery'],
    loaders: ['src/features/recovery/loaders'],
  },
];

const preloads = routePreloads(MANIFEST, ROUTES, { base: '/auth/', skip: ['/auth/login'] });

describe('the route preloads', () => {
  afterEach(() => {
    document.head.replaceChildren();
    history.replaceState(null, '', '/');
  });

  it('turn a route pattern into an expression that matches its addresses alone', () => {
    const matches = (pattern: string, path: string) => new RegExp(patternSource(pattern)).test(path);
    expect(matches('/auth/create-account/:token/:type?', '/auth/create-account/invite-new')).toBe(true);
    expect(matches('/auth/create-account/:token/:type?', '/auth/create-account/x/y/')).toBe(true);
    expect(matches('/auth/create-account/:token/:type?', '/auth/create-account')).toBe(false);
    expect(matches('/auth/a/*', '/auth/a')).toBe(true);
    expect(matches('/auth/a/*', '/auth/a/b/c')).toBe(true);
    expect(matches('/auth/forgot-password/reset', '/auth/forgot-password/reset/')).toBe(true);
    expect(matches('/auth/forgot-password/reset', '/auth/forgot-password/resetx')).toBe(false);
    expect(matches('/auth/a.b', '/auth/aXb')).toBe(false);
  });

  it("name for each route what the bench counts for its first visit, with its loader's chunks", () => {
    const reset = ROUTES[2]!;
    const counted = routeAssets(MANIFEST, 'index.html', [
      'src/app/QueryScope.tsx',
      'src/features/recovery/ResetPasswordPage.tsx',
      'src/features/recovery/loaders.ts',
      'locales/en-US/data.json',
      'locales/en-US/recovery.json',
    ]).js.map((file) => `/auth/${file}`);
    const found = preloadsFor(preloads, '/auth/settings/reset');
    expect(found[0]).toBe('/auth/assets/index-1.js');
    expect(new Set(found)).toEqual(new Set(counted));
    expect(found).toHaveLength(counted.length);
    expect(reset.loaders).toHaveLength(1);
    // The static address before the pattern with a parameter that matches it too.
    expect(preloadsFor(preloads, '/auth/settings/profile')).toEqual([
      '/auth/assets/index-1.js',
      '/auth/assets/api-1.js',
      '/auth/assets/QueryScope-1.js',
      '/auth/assets/query-1.js',
      '/auth/assets/SettingsPage-1.js',
      // The query scope's catalogue, which routes.tsx downloads with it.
      '/auth/assets/data-1.js',
    ]);
    expect(preloads.base).toBe('/auth/assets/');
  });

  it('leave sign-in, and any address no route has, to load as before', () => {
    expect(preloadsFor(preloads, '/auth/login')).toEqual([]);
    expect(preloadsFor(preloads, '/auth/nowhere')).toEqual([]);
    expect(JSON.stringify(preloads)).not.toContain('LoginPage');
  });

  it("the head's script adds a modulepreload for each, once, reading the JSON beside it", () => {
    const html = withRoutePreloads(
      '<!doctype html><html><head><meta charset="UTF-8"><link rel="stylesheet" href="/a.css"></head><body></body></html>',
      preloads,
    );
    const page = new DOMParser().parseFromString(html, 'text/html');
    const [json, script, stylesheet] = [...page.head.children].slice(1);
    expect(json?.id).toBe(ROUTE_PRELOADS_ID);
    expect(json?.getAttribute('type')).toBe('application/json');
    // The text the policy's hash allows, whatever the build: what changes is in the JSON.
    expect(script?.textContent).toBe(ROUTE_PRELOAD_SCRIPT);
    expect(stylesheet?.getAttribute('rel')).toBe('stylesheet');

    const run = (path: string) => {
      document.head.replaceChildren(json!.cloneNode(true));
      history.replaceState(null, '', path);
      new Function(ROUTE_PRELOAD_SCRIPT)();
      return [...document.head.querySelectorAll('link[rel="modulepreload"]')].map(
        (link) => new URL((link as HTMLLinkElement).href).pathname,
      );
    };
    expect(run('/auth/settings/reset?token=reset-ava')).toEqual(
      preloadsFor(preloads, '/auth/settings/reset'),
    );
    expect(run('/auth/login')).toEqual([]);
    // A JSON it cannot read leaves the page as it was.
    document.head.innerHTML = `<script type="application/json" id="${ROUTE_PRELOADS_ID}">{</script>`;
    expect(() => new Function(ROUTE_PRELOAD_SCRIPT)()).not.toThrow();
  });

  it('keep the JSON from ending its script element', () => {
    const json = preloadsJson({ base: '/</script>/', files: [], routes: [] });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ base: '/</script>/', files: [], routes: [] });
  });
});
