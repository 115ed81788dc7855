/**
 * The URLs of the route table (src/lib/paths.ts), as the router registers them: every entry's URLs,
 * screens and redirects alike, in the table's order, then the catch-all of unknown paths that
 * src/app/routes.tsx adds. ./plan.node.test.ts checks that this list is exactly the paths of the router's
 * routes.
 */
import { paths, registeredPaths } from '../../src/lib/paths';

export function routeTablePaths(): string[] {
  return [...Object.values(paths).flatMap(registeredPaths), '*'];
}
