/**
 * docs/performance.md's "Current figures" tables are written by `npm run bench` (./table.ts); this fails when the
 * README's tables are not the ones the code would write: other columns, another route list or order, a
 * cell not in the format. Not the figures: they depend on the machine the bench ran on.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { paths } from '../../src/lib/paths';
import { readRouteTable } from './route-table';
import {
  fromAim,
  FIGURES_DOCUMENT,
  LIGHTHOUSE_BLOCK,
  LIGHTHOUSE_COLUMNS,
  lighthouseMarkdown,
  readmeBlock,
  ROUTE_COLUMNS,
  ROUTES_BLOCK,
  routesMarkdown,
  writeReadmeBlock,
} from './table';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const README = readFileSync(join(ROOT, FIGURES_DOCUMENT), 'utf8');

/** The table lines of a README block, as cells. */
function tableOf(block: string | null): string[][] {
  return (block ?? '')
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
}

const KB = /^\d+\.\d KB$/;
const SECONDS = /^\d+\.\d\d s$/;

describe("the README's current figures", () => {
  it('list every route of the route table, in its order, cold and after sign-in', () => {
    const { routes } = readRouteTable(paths);
    const [header, separator, ...rows] = tableOf(readmeBlock(README, ROUTES_BLOCK));
    expect(header).toEqual(ROUTE_COLUMNS);
    expect(separator).toEqual(ROUTE_COLUMNS.map(() => '---'));
    expect(rows.map((row) => row[0])).toEqual(routes.map((route) => `\`${route.path}\``));
    for (const row of rows) {
      expect(row.slice(1, 6).every((cell) => KB.test(cell))).toBe(true);
    }
  });

  it('show Lighthouse for every visitor beside the plain page, with the difference', () => {
    const [header, separator, ...rows] = tableOf(readmeBlock(README, LIGHTHOUSE_BLOCK));
    expect(header).toEqual(LIGHTHOUSE_COLUMNS);
    expect(separator).toEqual(LIGHTHOUSE_COLUMNS.map(() => '---'));
    expect(rows.map((row) => row[0])).toEqual([
      'English visitor',
      'French visitor (`fr-CA` cookie)',
      'Spanish visitor (`es-US` cookie)',
    ]);
    for (const row of rows) {
      expect(row.slice(1, 3).every((cell) => /^\d{1,3}$/.test(cell))).toBe(true);
      expect(row.slice(3, 6).every((cell) => SECONDS.test(cell))).toBe(true);
      expect(row[6]).toMatch(/^[-+]\d+\.\d\d s$/);
      expect(row[7]).toMatch(/^\d{1,3}(, \d{1,3})*$/);
    }
  });
});

describe('the tables the bench writes', () => {
  it('state each route against the 150 KB aim in the terminal', () => {
    expect(fromAim(146_700)).toBe('-3.3');
    expect(fromAim(215_300)).toBe('+65.3');
    expect(fromAim(150_000)).toBe('±0.0');
  });

  it('give each route its first visit and what it adds after sign-in', () => {
    expect(
      routesMarkdown([
        {
          path: '/auth/user',
          js: { raw: 461_700, gzip: 146_700, brotli: 127_300 },
          css: { gzip: 4_900 },
          afterSignIn: { gzip: 12_340 },
        },
      ]).split('\n')[2],
    ).toBe('| `/auth/user` | 461.7 KB | 146.7 KB | 127.3 KB | 4.9 KB | 12.3 KB |');
  });

  it('give the LCP difference to the plain page, signed', () => {
    const row = { visitor: 'English visitor', performance: 100, accessibility: 100, fcpMs: 1036 };
    const table = lighthouseMarkdown([{ ...row, lcpMs: 1193, plainLcpMs: 1036, runs: [100, 99, 100] }]);
    expect(table.split('\n')[2]).toBe(
      '| English visitor | 100 | 100 | 1.04 s | 1.19 s | 1.04 s | +0.16 s | 100, 99, 100 |',
    );
  });

  it('replace only what is between the markers, and refuse a README without them', () => {
    const readme = 'before\n<!-- x:start (npm run bench) -->\nold\n<!-- x:end -->\nafter\n';
    expect(writeReadmeBlock(readme, 'x', 'new')).toBe(
      'before\n<!-- x:start (npm run bench) -->\nnew\n<!-- x:end -->\nafter\n',
    );
    expect(() => writeReadmeBlock('no markers', 'x', 'new')).toThrow(/x:start/);
  });
});
