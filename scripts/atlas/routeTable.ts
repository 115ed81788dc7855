/**
 * The URLs of the route table (src/app/routes.tsx), read from its source: every `page('<url>', …)`
 * entry, screens, redirects and catch-alls alike, in the table's order. Read from the syntax tree
 * because the table itself only loads inside Vite (`import.meta.env`); ./plan.test.ts checks that
 * this list is exactly the paths of the imported table.
 */
import ts from 'typescript';

export const ROUTE_TABLE_FILE = 'src/app/routes.tsx';

export function routeTablePaths(source: string): string[] {
  const file = ts.createSourceFile(ROUTE_TABLE_FILE, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const paths: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'page' &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    )
      paths.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return paths;
}
