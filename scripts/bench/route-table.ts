/**
 * The lazy routes of the route table (src/lib/paths.ts): each URL the router registers with the page
 * module it loads, the lazy layouts its area puts around it, and its catalogues. Read from the table's
 * data, so the bench follows the table as it grows without a list of its own.
 */
import { registeredPaths, type Area, type Screen } from '../../src/lib/paths';

export type LazyRoute = {
  path: string;
  /** The page module, relative to the project root, without extension: `src/features/login/LoginPage`. */
  module: string;
  /** The lazy layouts around it, outermost first, as modules like `module`. */
  layouts: string[];
  /** Its catalogues: its title key's namespace (`login` for 'login:title'), then its `namespaces`. */
  namespaces: string[];
};

export type RouteTable = { routes: LazyRoute[] };

/**
 * The lazy layouts src/app/routes.tsx puts around each area, as it imports them (`import('./QueryScope')`);
 * ./route-table.test.ts holds the two together.
 */
export const AREA_LAYOUTS: Record<Area, string[]> = {
  open: [],
  anonymous: ['src/app/QueryScope'],
  signedIn: ['src/app/QueryScope', 'src/app/AuthGuard'],
};

/** The table's routes that load a page, in the table's order; redirects load no code and are left out. */
export function readRouteTable(table: Record<string, { path: string; screen: Screen }>): RouteTable {
  const routes = Object.values(table).flatMap((entry) => {
    const { screen } = entry;
    if (!('page' in screen)) return [];
    const namespaces = [screen.title.split(':')[0]!, ...(screen.namespaces ?? [])];
    return registeredPaths(entry).map((path) => ({
      path,
      module: `src/${screen.page}`,
      layouts: AREA_LAYOUTS[screen.area],
      namespaces,
    }));
  });
  return { routes };
}
