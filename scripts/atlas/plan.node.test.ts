import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from '../../src/app/routes';
import { atlasPlan, unplannedRoutes, type Visit } from './plan';
import { routeTablePaths } from './routeTable';

const tablePaths = routeTablePaths();

function pathsOf(table: RouteObject[]): string[] {
  return table.flatMap((route) => [...(route.path ? [route.path] : []), ...pathsOf(route.children ?? [])]);
}

describe('the flow atlas plan', () => {
  it('reads the route table the router uses: the same paths, none missed', () => {
    expect([...tablePaths].sort()).toEqual(pathsOf(routes).sort());
    expect(tablePaths).toContain('/auth/login');
  });

  it('plans at least one state for every route of the route table', () => {
    expect(unplannedRoutes(tablePaths)).toEqual([]);
  });

  it('names a route that has no planned state', () => {
    const withoutLegal = atlasPlan.filter((visit) => visit.route !== '/auth/legal');
    expect(unplannedRoutes(tablePaths, withoutLegal)).toEqual(['/auth/legal']);
  });

  it('plans only routes of the table, each visit with a state and a URL under /auth', () => {
    const known = new Set(tablePaths);
    const strays = atlasPlan.filter((visit: Visit) => !known.has(visit.route)).map((visit) => visit.route);
    expect(strays).toEqual([]);
    for (const visit of atlasPlan) {
      expect(visit.shots.length, visit.url).toBeGreaterThan(0);
      expect(visit.url, visit.route).toMatch(/^\/auth(\/|$|\?)/);
    }
  });
});
