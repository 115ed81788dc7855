/**
 * The lazy routes of the route table (src/app/routes.tsx): each path with the screen module its
 * `import()` loads. Read from the source's syntax tree, so the bench follows the table as it grows
 * without a list of its own: a `page(path, { title, screen: () => import('…') })` call, or any object literal
 * with a `path` and a `lazy` (or `Component`) that calls `import()`. A pathless route whose `lazy`
 * calls `import()` is a lazy layout: every route under it needs its module too. Paths are string
 * literals or property chains into the objects passed as `scope` (`paths.login.path` with `{ paths }`).
 * A `page()` also names its catalogues: the namespace of its title key and those of its options'
 * `namespaces`, downloaded with it.
 */
import { dirname, join, normalize } from 'node:path';
import ts from 'typescript';

export type LazyRoute = {
  path: string;
  /** The screen module, relative to the project root, without extension: `src/features/login/LoginPage`. */
  module: string;
  /** The lazy layouts around it, outermost first, as modules like `module`. */
  layouts: string[];
  /** A `page()`'s catalogues: its title key's namespace (`login` for 'login:title'), then its options' `namespaces`. */
  namespaces?: string[];
};

export type RouteTable = {
  routes: LazyRoute[];
  /** Lazy imports whose path could not be worked out, for the report. */
  unresolved: string[];
};

/**
 * @param source the text of the route table
 * @param fileName its path relative to the project root (`src/app/routes.tsx`), to resolve imports
 * @param scope the objects path expressions may refer to, by name
 */
export function parseRouteTable(
  source: string,
  fileName: string,
  scope: Record<string, unknown>,
): RouteTable {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const routes: LazyRoute[] = [];
  const unresolved: string[] = [];
  const fromDir = dirname(fileName);

  const lazyModule = (body: ts.Node) => {
    const specifier = findDynamicImport(body);
    return specifier === undefined ? undefined : normalize(join(fromDir, specifier)).replace(/\\/g, '/');
  };

  const add = (
    pathNode: ts.Expression | undefined,
    body: ts.Node,
    layouts: string[],
    title?: ts.Expression,
    options?: ts.Expression,
  ) => {
    const module = lazyModule(body);
    if (module === undefined) return;
    const path = pathNode ? evaluatePath(pathNode, scope) : undefined;
    if (path === undefined) {
      unresolved.push(`${pathNode ? pathNode.getText(file) : '(no path)'} -> ${module}`);
      return;
    }
    const namespace = title && ts.isStringLiteralLike(title) ? title.text.split(':')[0] : undefined;
    const namespaces = namespace ? [namespace, ...listedNamespaces(options)] : [];
    routes.push(namespaces.length > 0 ? { path, module, layouts, namespaces } : { path, module, layouts });
  };

  const declarations = new Map<string, ts.Node>();
  const collect = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer)
      declarations.set(node.name.text, node.initializer);
    ts.forEachChild(node, collect);
  };
  collect(file);

  const visit = (node: ts.Node, layouts: string[]) => {
    // A section of the table kept in a constant (`...signedIn`, `children: signedIn`): its routes, here.
    const section = ts.isIdentifier(node) ? declarations.get(node.text) : undefined;
    if (section && ts.isArrayLiteralExpression(section)) {
      visit(section, layouts);
      return;
    }
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'page') {
      const entry = node.arguments[1];
      if (entry && ts.isObjectLiteralExpression(entry)) {
        const screen = propertyOf(entry, 'screen');
        const title = propertyOf(entry, 'title');
        // A `screen` named by a constant (`screen: outage`): its declaration holds the import.
        const body = screen && ts.isIdentifier(screen) ? (declarations.get(screen.text) ?? screen) : screen;
        if (body) add(node.arguments[0], body, layouts, title, entry);
      }
      return;
    }
    if (ts.isObjectLiteralExpression(node)) {
      const property = (name: string) =>
        node.properties.find(
          (p): p is ts.PropertyAssignment | ts.MethodDeclaration =>
            (ts.isPropertyAssignment(p) || ts.isMethodDeclaration(p)) &&
            (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) &&
            p.name.text === name,
        );
      const path = property('path');
      const lazy = property('lazy') ?? property('Component');
      const children = property('children');
      if (path && ts.isPropertyAssignment(path) && lazy) {
        add(path.initializer, lazy, layouts);
        // Children may hold routes of their own.
        if (children) ts.forEachChild(children, (child) => visit(child, layouts));
        return;
      }
      const layout = !path && lazy ? lazyModule(lazy) : undefined;
      if (layout !== undefined && children) {
        ts.forEachChild(children, (child) => visit(child, [...layouts, layout]));
        return;
      }
    }
    ts.forEachChild(node, (child) => visit(child, layouts));
  };
  // From the exported `routes`, so a section is read once, under its layouts.
  visit(declarations.get('routes') ?? file, []);
  return { routes, unresolved };
}

function propertyOf(node: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
  const found = node.properties.find(
    (p): p is ts.PropertyAssignment =>
      ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === name,
  );
  return found?.initializer;
}

function findDynamicImport(node: ts.Node): string | undefined {
  let found: string | undefined;
  const visit = (child: ts.Node) => {
    if (found !== undefined) return;
    if (
      ts.isCallExpression(child) &&
      child.expression.kind === ts.SyntaxKind.ImportKeyword &&
      child.arguments[0] &&
      ts.isStringLiteralLike(child.arguments[0])
    ) {
      found = child.arguments[0].text;
      return;
    }
    ts.forEachChild(child, visit);
  };
  visit(node);
  return found;
}

function evaluatePath(node: ts.Expression, scope: Record<string, unknown>): string | undefined {
  if (ts.isStringLiteralLike(node)) return node.text;
  const chain: string[] = [];
  let current: ts.Expression = node;
  while (ts.isPropertyAccessExpression(current)) {
    chain.unshift(current.name.text);
    current = current.expression;
  }
  if (!ts.isIdentifier(current)) return undefined;
  let value: unknown = scope[current.text];
  for (const name of chain) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[name];
  }
  return typeof value === 'string' ? value : undefined;
}

/** The string literals of an options object's `namespaces: [...]`. */
function listedNamespaces(options: ts.Expression | undefined): string[] {
  if (!options || !ts.isObjectLiteralExpression(options)) return [];
  for (const property of options.properties) {
    if (
      ts.isPropertyAssignment(property) &&
      ts.isIdentifier(property.name) &&
      property.name.text === 'namespaces' &&
      ts.isArrayLiteralExpression(property.initializer)
    ) {
      return property.initializer.elements.filter(ts.isStringLiteralLike).map((element) => element.text);
    }
  }
  return [];
}
