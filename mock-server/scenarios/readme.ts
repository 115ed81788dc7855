/**
 * mock-server/README.md's persona and demo token tables, printed from the summaries in the default scenario
 * so the two never drift: `npm run mock:readme` rewrites them, and `readme.node.test.ts` fails while they differ.
 */
import { demoTokens, personas } from './default.ts';
import { leadsTo } from './personas-in.ts';

export const README_TABLES = {
  personas: () =>
    table(
      ['username', 'who', 'owes at sign-in', 'a sign-in leads to'],
      personas.map((persona) => [
        persona.username,
        persona.summary,
        persona.obligation ? `\`${persona.obligation.kind}\`` : 'nothing',
        `\`${leadsTo(persona)}\``,
      ]),
    ),
  'demo-tokens': () =>
    table(
      ['token', 'what it opens'],
      demoTokens.map((token) => [token.token, token.summary]),
    ),
};

type TableName = keyof typeof README_TABLES;

function table(header: string[], rows: string[][]): string {
  return [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...rows.map(([name = '', ...cells]) => `| \`${name}\` | ${cells.join(' | ')} |`),
  ].join('\n');
}

const markers = (name: TableName) =>
  [`<!-- ${name}:start (npm run mock:readme) -->`, `<!-- ${name}:end -->`] as const;

/** The table between the markers of `name` in `readme`, or null without the markers. */
export function tableIn(readme: string, name: TableName): string | null {
  const [start, end] = markers(name);
  const from = readme.indexOf(start);
  const to = readme.indexOf(end);
  return from < 0 || to < from ? null : readme.slice(from + start.length, to).trim();
}

/** `readme` with every table printed afresh between its markers. */
export function withTables(readme: string): string {
  let text = readme;
  for (const [name, print] of Object.entries(README_TABLES) as [TableName, () => string][]) {
    const [start, end] = markers(name);
    const from = text.indexOf(start);
    const to = text.indexOf(end);
    if (from < 0 || to < from) throw new Error(`mock-server/README.md lacks the ${name} markers`);
    text = `${text.slice(0, from + start.length)}\n${print()}\n${text.slice(to)}`;
  }
  return text;
}
