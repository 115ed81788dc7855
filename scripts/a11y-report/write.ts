/**
 * Writes docs/accessibility.md, the product's accessibility statement, from scripts/a11y-report/criteria.ts
 * (`npm run a11y:report`). The document is generated so that it cannot say more than the data does:
 * report.node.test.ts fails when the committed file differs from what this writes.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { criteria as allCriteria, type Criterion } from './criteria';
import { inputPurposeTable } from './input-purposes';

export const REPORT_PATH = 'docs/accessibility.md';

/** GitHub's heading anchor: lower case, punctuation but hyphens dropped, spaces to hyphens. */
const anchor = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .replace(/ /g, '-');

const heading = (c: Criterion) => `${c.id} ${c.name} (${c.level})`;
/** Prose as Markdown: an `<html lang>` in a sentence stays text, not a tag. */
const md = (text: string) => text.replace(/</g, '&lt;');
const cell = (text: string) => md(text).replace(/\|/g, '\\|');

/** Criteria in WCAG's order (1.4.10 after 1.4.5, not after 1.4.1). */
const byNumber = (a: Criterion, b: Criterion) => {
  const [x, y] = [a.id, b.id].map((id) => id.split('.').map(Number));
  for (let i = 0; i < 3; i += 1) if (x![i] !== y![i]) return x![i]! - y![i]!;
  return 0;
};

function section(c: Criterion): string[] {
  const lines = [`### ${heading(c)}`, '', `**Applies:** ${c.applies ? 'yes' : 'no'}.`, ''];
  lines.push(`**${c.applies ? 'How it is met' : 'Why not'}:** ${md(c.how)}`, '');
  if (c.tests.length > 0) {
    lines.push('**Tests:**', '');
    for (const test of c.tests) lines.push(`- \`${test.file}\`: ${md(test.name)}`);
    lines.push('');
  }
  if (c.untested)
    lines.push(`**${c.tests.length > 0 ? 'Not proved by a test' : 'Not tested'}:** ${md(c.untested)}`, '');
  if (c.exceptions.length > 0) {
    lines.push('**Known exceptions:**', '');
    for (const exception of c.exceptions) lines.push(`- ${md(exception)}`);
    lines.push('');
  }
  return lines;
}

export function renderReport(criteria: readonly Criterion[] = allCriteria): string {
  const sorted = [...criteria].sort(byNumber);
  const applying = sorted.filter((c) => c.applies);
  const tested = applying.filter((c) => c.tests.length > 0);
  const withExceptions = sorted.filter((c) => c.exceptions.length > 0);
  const exceptionCount = withExceptions.reduce((count, c) => count + c.exceptions.length, 0);
  const lines = [
    '# Accessibility statement',
    '',
    '<!-- Written by `npm run a11y:report` from scripts/a11y-report/criteria.ts: edit that file, then run it. -->',
    '',
    'identity-web aims to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. This',
    `statement takes each of the ${sorted.length} level A and AA success criteria in turn: whether it applies,`,
    'how the product meets it, the tests that prove it (file and test name; `npm test` fails when one is',
    'gone), and what is known not to meet it yet.',
    '',
    `- ${applying.length} criteria apply; ${sorted.length - applying.length} do not: ${sorted
      .filter((c) => !c.applies)
      .map((c) => c.id)
      .join(', ')}.`,
    `- ${tested.length} of the ${applying.length} that apply are proved, in part at least, by named tests; the others say why not.`,
    `- ${exceptionCount} known exceptions under ${withExceptions.length} criteria: the product does not yet fully conform.`,
    '',
    '## Summary',
    '',
    '| criterion | level | applies | tests | known exceptions |',
    '|---|---|---|---|---|',
    ...sorted.map(
      (c) =>
        `| [${cell(`${c.id} ${c.name}`)}](#${anchor(heading(c))}) | ${c.level} | ${c.applies ? 'yes' : 'no'} | ${c.tests.length} | ${c.exceptions.length} |`,
    ),
    '',
    '## Known exceptions',
    '',
    ...withExceptions.flatMap((c) => c.exceptions.map((e) => `- **${c.id} ${c.name}:** ${md(e)}`)),
    '',
    '## Success criteria',
    '',
    ...sorted.flatMap(section),
    '## Fields and their autocomplete tokens (1.3.5)',
    '',
    'Every `autoComplete` in src/, read from the source by scripts/a11y-report/input-purposes.ts: the token,',
    'the field (its form field name, label key, or the component when the field is passed in) and its form.',
    '',
    ...inputPurposeTable(),
  ];
  return `${lines.join('\n').trimEnd()}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(new URL(`../../${REPORT_PATH}`, import.meta.url), renderReport());
  console.log(`wrote ${REPORT_PATH} (${allCriteria.length} criteria)`);
}
