/**
 * What each lazy route of the route table downloads before its first paint, read from a build's Vite
 * manifest: used by `npm run bench` (its table) and by `npm run check:bundle` (the size budgets in
 * `npm test`).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { paths } from '../../src/lib/paths';
import { findEntryKey, findModuleKey, routeAssets, type Manifest } from './route-assets';
import { readRouteTable, signInAheadModules } from './route-table';
import { createSizeCache, ZERO, type Sizes } from './sizes';

/** The page every "after sign-in" figure is counted from. */
export const SIGN_IN_PATH = '/auth/login';
export type RouteFigures = {
  module: string;
  js: Sizes;
  css: Sizes;
  /**
   * The JS a visitor who came through the sign-in page still downloads for this route: its files not
   * already loaded by the sign-in page (its first paint, and what it fetches ahead once idle).
   */
  afterSignIn: Sizes;
  files: { js: string[]; css: string[] };
};

export type RouteMeasurement = {
  routes: Record<string, RouteFigures>;
  /** Routes that could not be measured, each said why. */
  errors: string[];
  /** What the sign-in page fetches ahead (`signInAheadModules`), beyond its first paint's files. */
  signInAhead: { js: Sizes; files: string[] };
  manifest: Manifest;
  sizes: ReturnType<typeof createSizeCache>;
};

export function measureRoutes(dist: string): RouteMeasurement {
  const errors: string[] = [];
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entryKey = findEntryKey(manifest);
  const table = readRouteTable(paths);
  const sizes = createSizeCache(dist);
  const routes: Record<string, RouteFigures> = {};
  for (const route of table.routes) {
    const modules = [...route.layouts, route.module];
    const keys = modules.map((module) => findModuleKey(manifest, module));
    const missing = modules.filter((_, index) => keys[index] === undefined);
    if (missing.length > 0) {
      errors.push(
        `${route.path}: ${missing.join(', ')} has no chunk of its own in the manifest (statically imported?)`,
      );
      continue;
    }
    // The screen's English catalogues download with it (src/app/routeEntry.tsx), unless the entry bundles them.
    const catalogues = route.namespaces
      .map((namespace) => findModuleKey(manifest, `locales/en-US/${namespace}.json`))
      .filter((key): key is string => key !== undefined);
    const assets = routeAssets(manifest, entryKey, [...(keys as string[]), ...catalogues]);
    routes[route.path] = {
      module: keys.at(-1)!,
      js: sizes.total(assets.js),
      css: sizes.total(assets.css),
      afterSignIn: ZERO,
      files: { js: assets.js, css: assets.css },
    };
  }
  const signInFirstPaint = new Set(routes[SIGN_IN_PATH]?.files.js ?? []);
  const aheadKeys = signInAheadModules().flatMap((module) => {
    const key = findModuleKey(manifest, module);
    if (key === undefined) errors.push(`${module} has no chunk of its own in the manifest`);
    return key ?? [];
  });
  const ahead = routeAssets(manifest, entryKey, aheadKeys).js.filter((file) => !signInFirstPaint.has(file));
  const signIn = new Set([...signInFirstPaint, ...ahead]);
  for (const figures of Object.values(routes))
    figures.afterSignIn = sizes.total(figures.files.js.filter((file) => !signIn.has(file)));
  return { routes, errors, manifest, sizes, signInAhead: { js: sizes.total(ahead), files: ahead } };
}
