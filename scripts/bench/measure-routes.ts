/**
 * What each lazy route of the route table downloads before its first paint, read from a build's Vite
 * manifest: used by `npm run bench` (its table) and by `npm run check:bundle` (the size budgets in
 * `npm test`).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { paths } from '../../src/lib/paths';
import { findEntryKey, findModuleKey, routeAssets, type Manifest } from './route-assets';
import { parseRouteTable } from './route-table';
import { createSizeCache, type Sizes } from './sizes';

export const ROUTES_FILE = 'src/app/routes.tsx';

export type RouteFigures = {
  module: string;
  js: Sizes;
  css: Sizes;
  files: { js: string[]; css: string[] };
};

export type RouteMeasurement = {
  routes: Record<string, RouteFigures>;
  /** Routes that could not be measured, each said why. */
  errors: string[];
  manifest: Manifest;
  sizes: ReturnType<typeof createSizeCache>;
};

export function measureRoutes(root: string, dist: string): RouteMeasurement {
  const errors: string[] = [];
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entryKey = findEntryKey(manifest);
  const table = parseRouteTable(readFileSync(join(root, ROUTES_FILE), 'utf8'), ROUTES_FILE, { paths });
  for (const item of table.unresolved) errors.push(`route table: cannot work out the path of ${item}`);
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
    // The screen's English catalogues download with it (src/app/routes.tsx), unless the entry bundles them.
    const catalogues = (route.namespaces ?? [])
      .map((namespace) => findModuleKey(manifest, `locales/en-US/${namespace}.json`))
      .filter((key): key is string => key !== undefined);
    const assets = routeAssets(manifest, entryKey, [...(keys as string[]), ...catalogues]);
    routes[route.path] = {
      module: keys.at(-1)!,
      js: sizes.total(assets.js),
      css: sizes.total(assets.css),
      files: { js: assets.js, css: assets.css },
    };
  }
  return { routes, errors, manifest, sizes };
}
