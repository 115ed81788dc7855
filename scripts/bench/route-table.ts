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
import type { layoutCode } from '../../src/app/routeCode.ts';
import { registeredPaths, type Area, type Screen } from '../../src/lib/paths.ts';

export type LazyRoute = {
  path: string;
  /** The page module, relative to the project root, without extension: `src/features/login/LoginPage`. */
  module: string;
  /** The lazy layouts around it, outermost first, as modules like `module`. */
  layouts: string[];
  /** Its catalogues: its title key's namespace (`login` for 'login:title'), then its `namespaces`. */
  namespaces: string[];
  /**
   * Its loader's modules (`loader(() => import('…'))` beside its page), and a tab's page and loader
   * modules (a page with tabs: this URL's tab's alone), as `module`; none: left out.
   */
  loaders?: string[];
};

export type RouteTable = { routes: LazyRoute[] };

type LayoutName = keyof typeof layoutCode;
/** The lazy layouts src/app/routes.tsx nests around each area, outermost first. */
export const AREA_LAYOUTS: Record<Area, LayoutName[]> = {
  open: [],
  anonymous: ['queryScope'],
  signedIn: ['queryScope', 'authGuard'],
};

/**
 * The catalogues src/app/routes.tsx downloads with a lazy layout, by the layout's module (the query
 * scope's `data`: its pending and error frames), beside the layout's chunk.
 */
export const LAYOUT_NAMESPACES: Record<string, string[]> = { 'src/app/QueryScope': ['data'] };

/**
 * What src/app/routeCode.ts imports: each route's page module and each layout's, root-relative; and the
 * modules each route's other `import()`s load (its loader's), where it has any.
 */
export type RouteCodeModules = {
  pages: Record<string, string>;
  layouts: Record<string, string>;
  loaders?: Record<string, string[]>;
  /** A page with tabs: each tab's modules (its page, then its loader's), by route and tab name. */
  tabs?: Record<string, Record<string, string[]>>;
};

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
  /** Each property of a table with the `import('…')`s of its value, in source order (the page's first). */
  const importsOf = (name: string): [string, string[]][] => {
    const table = tables.get(name);
    if (!table) throw new Error(`${file}: no \`${name}\` object`);
    return table.properties.map((property) => {
      const key = property.name && ts.isIdentifier(property.name) ? property.name.text : undefined;
      const specifiers = imports(property);
      if (!key || specifiers.length === 0)
        throw new Error(`${file}: ${name} entry without an import(): ${property.getText()}`);
      return [key, specifiers.map(fromFile)];
    });
  };
  const first = (name: string) =>
    Object.fromEntries(importsOf(name).map(([key, modules]) => [key, modules[0]!]));
  // A page with tabs: its `tabs` option's own imports, by tab, and not the page's loaders.
  const tabs = Object.fromEntries(
    (tables.get('routeCode')?.properties ?? []).flatMap((property) => {
      const key = property.name && ts.isIdentifier(property.name) ? property.name.text : undefined;
      const table = key && tabsOf(property);
      if (!table) return [];
      const byTab = table.properties.flatMap((tab) => {
        const name = tab.name && (ts.isIdentifier(tab.name) || ts.isStringLiteral(tab.name)) && tab.name.text;
        return name ? [[name, [...new Set(imports(tab))].map(fromFile)] as const] : [];
      });
      return [[key, Object.fromEntries(byTab)]];
    }),
  );
  const loaders = Object.fromEntries(
    importsOf('routeCode').flatMap(([key, [page, ...rest]]) => {
      const inTabs = new Set(Object.values(tabs[key] ?? {}).flat());
      const others = [...new Set(rest)].filter((module) => module !== page && !inTabs.has(module));
      return others.length ? [[key, others]] : [];
    }),
  );
  return { pages: first('routeCode'), layouts: first('layoutCode'), loaders, tabs };
}

/** The object literal of a `routeCode` entry's `tabs` option (`page(…, { tabs: { … } satisfies … })`). */
function tabsOf(node: ts.Node): ts.ObjectLiteralExpression | undefined {
  if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === 'tabs') {
    let value: ts.Expression = node.initializer;
    while (ts.isSatisfiesExpression(value) || ts.isAsExpression(value)) value = value.expression;
    return ts.isObjectLiteralExpression(value) ? value : undefined;
  }
  let found: ts.ObjectLiteralExpression | undefined;
  ts.forEachChild(node, (child) => void (found ??= tabsOf(child)));
  return found;
}

/** The `import('…')` specifiers under `node`, in source order. */
function imports(node: ts.Node): string[] {
  if (
    ts.isCallExpression(node) &&
    node.expression.kind === ts.SyntaxKind.ImportKeyword &&
    node.arguments[0] &&
    ts.isStringLiteral(node.arguments[0])
  )
    return [node.arguments[0].text];
  const found: string[] = [];
  ts.forEachChild(node, (child) => void found.push(...imports(child)));
  return found;
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
    // registeredPaths gives a page with tabs one URL per tab, in the order of `screen.tabs`.
    const tabs = 'tabs' in screen ? screen.tabs : undefined;
    return registeredPaths(entry).map((path, index) => {
      const loaders = [
        ...(code.loaders?.[name] ?? []),
        ...(tabs ? (code.tabs?.[name]?.[tabs[index]!] ?? []) : []),
      ];
      return {
        path,
        module,
        layouts: AREA_LAYOUTS[screen.area].map((layout) => code.layouts[layout]!),
        namespaces,
        ...(loaders.length ? { loaders } : {}),
      };
    });
  });
  return { routes };
}

/**
 * The modules the sign-in page fetches ahead, once the password step shows and the page has loaded
 * (src/features/login/afterSignIn/prefetch.ts): afterSignIn/prefetched.ts, and the layouts every
 * signed-in page stands in (the query scope, the auth guard: their loaders' session check and what it
 * primes), what any page of the app after a sign-in needs besides its own. The build lists their files
 * for the boot script (scripts/build/login-frame/plugin.ts), and ./measure-routes.ts counts them as
 * loaded by the sign-in page: they are in the browser's cache when the page after sign-in loads.
 */
export function signInAheadModules(): string[] {
  const { layouts } = readRouteCode();
  return [
    'src/features/login/afterSignIn/prefetched',
    ...AREA_LAYOUTS.signedIn.map((name) => layouts[name]!),
  ];
}
