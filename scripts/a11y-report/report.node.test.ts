/**
 * The accessibility statement holds: every WCAG 2.2 A and AA criterion is in it, every test it names
 * still exists under that name, and docs/accessibility.md is what the generator writes.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { criteria } from './criteria';
import { REPORT_PATH, renderReport } from './write';

// vitest runs from the project root.
const root = process.cwd();

/**
 * WCAG 2.2's level A and AA success criteria, written here apart from the data so that a criterion
 * dropped from it is missed: 31 at A and 24 at AA (4.1.1 Parsing is obsolete in 2.2 and not among them).
 */
const WCAG22: Record<string, 'A' | 'AA'> = {
  ...Object.fromEntries(
    '1.1.1 1.2.1 1.2.2 1.2.3 1.3.1 1.3.2 1.3.3 1.4.1 1.4.2 2.1.1 2.1.2 2.1.4 2.2.1 2.2.2 2.3.1 2.4.1 2.4.2 2.4.3 2.4.4 2.5.1 2.5.2 2.5.3 2.5.4 3.1.1 3.2.1 3.2.2 3.2.6 3.3.1 3.3.2 3.3.7 4.1.2'
      .split(' ')
      .map((id) => [id, 'A' as const]),
  ),
  ...Object.fromEntries(
    '1.2.4 1.2.5 1.3.4 1.3.5 1.4.3 1.4.4 1.4.5 1.4.10 1.4.11 1.4.12 1.4.13 2.4.5 2.4.6 2.4.7 2.4.11 2.5.7 2.5.8 3.1.2 3.2.3 3.2.4 3.3.3 3.3.4 3.3.8 4.1.3'
      .split(' ')
      .map((id) => [id, 'AA' as const]),
  ),
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The source declares a test (not a skipped one) titled exactly `name`, in any of the three quotes: an
 * `it` or `test` call, or an engine journey (a method of tests/engines/journeys.ts's `JOURNEYS`).
 */
function declaresTest(source: string, name: string): boolean {
  const quoted = [`'${name.replace(/'/g, "\\'")}'`, `"${name}"`, `\`${name}\``].map(escape).join('|');
  // `it.each(table)(title, …)` too, its table on the line of the call.
  return new RegExp(
    `\\b(?:it|test)(?:\\.each\\([^\\n]*\\))?\\(\\s*(?:${quoted})\\s*,|^\\s+async (?:${quoted})\\(v\\) \\{`,
    'm',
  ).test(source);
}

describe('declaresTest', () => {
  const source = [
    "it('keeps the form', () => {});",
    'test(\n  "names it",\n  async () => {});',
    "it.each(['en', 'fr'])(\n  '%s: reads it',\n  () => {});",
    "it.skip('is skipped', () => {});",
    "  async 'walks by keyboard'(v) {",
  ].join('\n');
  it('finds an it, a test or an it.each by its exact title, across lines and quotes', () => {
    expect(declaresTest(source, 'keeps the form')).toBe(true);
    expect(declaresTest(source, 'names it')).toBe(true);
    expect(declaresTest(source, '%s: reads it')).toBe(true);
    expect(declaresTest(source, 'walks by keyboard')).toBe(true);
  });

  it('refuses a title that is only part of one, a skipped test, and a mere string', () => {
    expect(declaresTest(source, 'keeps the')).toBe(false);
    expect(declaresTest(source, 'is skipped')).toBe(false);
    expect(declaresTest("const x = 'keeps the form';", 'keeps the form')).toBe(false);
  });
});

describe('the accessibility statement', () => {
  it('covers each of the 55 WCAG 2.2 A and AA criteria once, at its level', () => {
    expect(Object.keys(WCAG22)).toHaveLength(55);
    const listed = criteria.map((c) => c.id);
    expect(
      listed.filter((id, index) => listed.indexOf(id) !== index),
      'listed twice',
    ).toEqual([]);
    expect(
      Object.keys(WCAG22).filter((id) => !listed.includes(id)),
      'missing',
    ).toEqual([]);
    expect(
      listed.filter((id) => !(id in WCAG22)),
      'not a WCAG 2.2 A or AA criterion',
    ).toEqual([]);
    for (const c of criteria) expect(c.level, c.id).toBe(WCAG22[c.id]);
  });

  it('says for each criterion how it is met or why it does not apply, and why no test proves one that applies', () => {
    for (const c of criteria) {
      expect(c.name.trim(), c.id).not.toBe('');
      expect(c.how.trim(), c.id).not.toBe('');
      if (c.applies && c.tests.length === 0)
        expect(c.untested?.trim(), `${c.id} has no test and no reason`).toBeTruthy();
    }
  });

  it('names only tests that exist: each file holds a test with that exact title', () => {
    const gone: string[] = [];
    for (const { id, tests } of criteria) {
      for (const { file, name } of tests) {
        const path = join(root, file);
        if (!existsSync(path)) gone.push(`${id}: ${file} (no such file)`);
        else if (!declaresTest(readFileSync(path, 'utf8'), name)) gone.push(`${id}: ${file}: "${name}"`);
      }
    }
    expect(gone).toEqual([]);
  });

  it(`is committed as the generator writes it (run npm run a11y:report)`, () => {
    expect(readFileSync(join(root, REPORT_PATH), 'utf8')).toBe(renderReport());
  });
});
