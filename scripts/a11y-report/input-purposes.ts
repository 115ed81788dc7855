/**
 * WCAG 1.3.5's table for the accessibility statement: every field in src/ that sets an autocomplete
 * token, with its token, the field (its form field name or label key) and the file it is in, read from
 * the source (a token set through a variable, such as a password field's default, is named by its
 * expression). The display checks (tests/e2e/sweep/displays.ts, on the route sweep's visit) check on
 * every route that each field about the person has a token; this table says which.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export type InputPurpose = { file: string; field: string; token: string };

const ATTRIBUTE = /autoComplete=(?:"([^"]*)"|\{`([^`]*)`\}|\{([^}]*)\})/g;
/** How a field is named near its token: `form.field('x')`, `name="x"`, `register('x')` or its label key. */
const FIELD_NAMES = [
  /form\.field\('([^']+)'/,
  /\bname="([^"]+)"/,
  /register\('([^']+)'/,
  /label=\{t\('([^']+)'/,
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(path);
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [path] : [];
  });
}

export function inputPurposes(root = process.cwd()): InputPurpose[] {
  const rows: InputPurpose[] = [];
  for (const path of sourceFiles(join(root, 'src')).sort()) {
    const source = readFileSync(path, 'utf8');
    for (const match of source.matchAll(ATTRIBUTE)) {
      // The JSX element around the token: from its `<` to its end (`/>`, or its first `>` after the token).
      const start = source.lastIndexOf('<', match.index);
      const ends = [source.indexOf('/>', match.index), source.indexOf('>', match.index + match[0].length)];
      const end = Math.min(...ends.filter((at) => at >= 0));
      const element = source.slice(start, end);
      const field =
        FIELD_NAMES.map((pattern) => pattern.exec(element)?.[1]).find(Boolean) ??
        /<(\w+)/.exec(element)?.[1] ??
        '?';
      const token = match[1] ?? match[2] ?? `{${match[3]}}`;
      rows.push({ file: relative(root, path).replace(/\\/g, '/'), field, token });
    }
  }
  return rows;
}

/** The table as Markdown lines. */
export function inputPurposeTable(rows: InputPurpose[] = inputPurposes()): string[] {
  return [
    '| token | field | form (file) |',
    '|---|---|---|',
    ...rows.map(({ file, field, token }) => `| \`${token}\` | ${field} | \`${file}\` |`),
  ];
}
