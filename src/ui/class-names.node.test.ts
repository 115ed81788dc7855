import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * A class name in a component is there for a rule of styles.css: one that has none either gets one or
 * goes. Class names are read from the `className` attributes' string and template literals (not from
 * values compared or parts glued to a `${…}`).
 */

const SRC = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Names without a rule that stay, each for its reason. Those marked "once the frame's markup" were kept
 * while the sign-in frame was a committed copy of the page; the build now renders it from these
 * components (scripts/build/login-frame/render.tsx), so each may go with its component's next change.
 */
const ALLOWED: Record<string, string> = {
  field: "the fields' wrapper prefix (once the frame's markup)",
  'page-heading': "once the frame's markup",
  'page-heading__title': "once the frame's markup",
  brand__mark: "once the frame's markup",
  brand__name: "once the frame's markup",
  'site-footer__copyright': "once the frame's markup",
  'site-footer__ext': "once the frame's markup",
  'site-footer__help':
    "the frame's Help link test finds the link by it (scripts/build/login-frame/help-item.test.ts)",
  'secure-info': "once the frame's markup",
  'secure-info__panel': "once the frame's markup",
  'secure-info__toggle': "once the frame's markup",
  captcha: "the captcha widget's mount point, which a real captcha script styles itself",
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(path);
    return /\.tsx$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : [];
  });
}

/** Whole class names in a string: a token cut by a `${…}` part of a template is no name of its own. */
function tokens(text: string, cutStart = false, cutEnd = false): string[] {
  const parts = text.split(/\s+/);
  return parts.filter(
    (name, index) =>
      /^[a-z][\w-]*$/.test(name) &&
      !(cutStart && index === 0 && !/^\s/.test(text)) &&
      !(cutEnd && index === parts.length - 1 && !/\s$/.test(text)),
  );
}

/** The class names a `className={…}` expression can produce: its string literals used as values. */
function namesInExpression(node: ts.Node, names: string[]): void {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
    const parent = node.parent;
    const compared =
      ts.isBinaryExpression(parent) &&
      [ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken].includes(
        parent.operatorToken.kind,
      );
    if (!compared) names.push(...tokens(node.text));
    return;
  }
  if (ts.isTemplateExpression(node)) {
    // The literal parts; what the ${…} parts produce joins a neighbouring token (a modifier suffix).
    names.push(...tokens(node.head.text, false, node.templateSpans.length > 0));
    node.templateSpans.forEach((span) =>
      names.push(...tokens(span.literal.text, true, ts.isTemplateMiddle(span.literal))),
    );
    return;
  }
  ts.forEachChild(node, (child) => namesInExpression(child, names));
}

export function classNamesIn(source: string, fileName = 'file.tsx'): string[] {
  const names: string[] = [];
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const visit = (node: ts.Node) => {
    if (ts.isJsxAttribute(node) && node.name.getText(file) === 'className' && node.initializer) {
      namesInExpression(node.initializer, names);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return names;
}

function styledClasses(): Set<string> {
  const css = readFileSync(join(SRC, 'ui/styles.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  return new Set([...css.matchAll(/\.([a-zA-Z][\w-]*)/g)].map((match) => match[1]!));
}

describe('class names', () => {
  it('reads names from className strings and expressions', () => {
    const component = `<>
      <a className="btn btn--primary" />
      <b className={cx('x', on && 'y--on', size === 'wide' && 'x--wide')} />
      <i className={\`badge badge--\${ok ? 'good' : 'bad'} tail\`} />
    </>`;
    expect(classNamesIn(component)).toEqual([
      'btn',
      'btn--primary',
      'x',
      'y--on',
      'x--wide',
      'badge',
      'tail',
    ]);
  });

  it('every class name in a component has a rule in styles.css', () => {
    const styled = styledClasses();
    const unstyled = sourceFiles(SRC).flatMap((file) =>
      classNamesIn(readFileSync(file, 'utf8'), file)
        .filter((name) => !styled.has(name) && !(name in ALLOWED))
        .map((name) => `${relative(SRC, file)}: ${name}`),
    );
    expect([...new Set(unstyled)]).toEqual([]);
  });
});
