/**
 * The lazy routes of the route table (src/lib/paths.ts): each URL the router registers with the page
 * module it loads, the lazy layouts its area puts around it, and its catalogues. The modules are read
 * from src/app/routeCode.ts as the compiler parses it (each entry's `page(() => import('…'))`, each
 * layout's `import('…')`), so the bench follows both tables as they grow without a list of its own.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import type { layoutCode } from '../../src/app/routeCode';
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

type LayoutName = keyof typeof layoutCode;
/** The lazy layouts src/app/routes.tsx nests around each area, outermost first. */
export const AREA_LAYOUTS: Record<Area, LayoutName[]> = {
  open: [],
  anonymous: ['queryScope'],
  signedIn: ['queryScope', 'authGuard'],
};

/** What src/app/routeCode.ts imports: each route's page module and each layout's, root-relative. */
export type RouteCodeModules = { pages: Record<string, string>; layouts: Record<string, string> };

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const ROUTE_CODE = join(ROOT, 'src/app/routeCode.ts');

/** Reads src/app/routeCode.ts's two tables through the TypeScript parser (no regex over its text). */
export function readRouteCode(file = ROUTE_CODE): RouteCodeModules {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const fromFile = (specifier: string) => relative(ROOT, join(dirname(file), specifier));
  const tables = new Map<string, ts.ObjectLiteralExpression>();
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      let value = declaration.initializer;
      while (value && ts.isSatisfiesExpression(value)) value = value.expression;
      if (value && ts.isObjectLiteralExpression(value) && ts.isIdentifier(declaration.name))
        tables.set(declaration.name.text, value);
    }
  }
  /** Each property of a table with the first `import('…')` of its value (the page's, in `page(…)`). */
  const modulesOf = (name: string): Record<string, string> => {
    const table = tables.get(name);
    if (!table) throw new Error(`${file}: no \`${name}\` object`);
    return Object.fromEntries(
      table.properties.map((property) => {
        const key = property.name && ts.isIdentifier(property.name) ? property.name.text : undefined;
        const specifier = firstImport(property);
        if (!key || !specifier)
          throw new Error(`${file}: ${name} entry without an import(): ${property.getText()}`);
        return [key, fromFile(specifier)];
      }),
    );
  };
  return { pages: modulesOf('routeCode'), layouts: modulesOf('layoutCode') };
}

function firstImport(node: ts.Node): string | undefined {
  if (
    ts.isCallExpression(node) &&
    node.expression.kind === ts.SyntaxKind.ImportKeyword &&
    node.arguments[0] &&
    ts.isStringLiteral(node.arguments[0])
  )
    return node.arguments[0].text;
  return ts.forEachChild(node, firstImport);
}

/** The table's routes that load a page, in the table's order; redirects load no code and are left out. */
export function readRouteTable(
  table: Record<string, { path: string; screen: Screen }>,
  code: RouteCodeModules = readRouteCode(),
): RouteTable {
  const routes = Object.entries(table).flatMap(([name, entry]) => {
    const { screen } = entry;
    if ('redirect' in screen) return [];
    const module = code.pages[name];
    if (!module) throw new Error(`src/app/routeCode.ts has no page for ${name}`);
    const namespaces = [screen.title.split(':')[0]!, ...(screen.namespaces ?? [])];
    return registeredPaths(entry).map((path) => ({
      path,
      module,
      layouts: AREA_LAYOUTS[screen.area].map((layout) => code.layouts[layout]!),
      namespaces,
    }));
  });
  return { routes };
}
