import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { demoTokens, personas } from './default.ts';
import { README_TABLES, tableIn, withTables } from './readme.ts';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

describe("mock-server/README.md's tables", () => {
  it.each(Object.keys(README_TABLES) as (keyof typeof README_TABLES)[])(
    'prints the %s table from the default scenario (npm run mock:readme)',
    (name) => {
      expect(tableIn(readme, name), `mock-server/README.md is stale: run npm run mock:readme`).toBe(
        README_TABLES[name](),
      );
    },
  );

  it('has a row with the summary of every persona and demo token', () => {
    for (const { username, summary } of personas)
      expect(readme).toContain(`| \`${username}\` | ${summary} |`);
    expect(readme).toContain(
      '| `paula.password` | must change password at login | `changePassword` | `/auth/change-password` |',
    );
    for (const { token, summary } of demoTokens) expect(readme).toContain(`| \`${token}\` | ${summary} |`);
  });

  it('rewrites only what lies between the markers', () => {
    const stale = readme.replace(`| ${personas[0]?.summary} |`, '| out of date |');
    expect(stale).not.toBe(readme);
    expect(withTables(stale)).toBe(readme);
  });
});
