/**
 * The bench's tables: plain text for the terminal, and docs/performance.md's "Current figures" tables,
 * which the bench writes itself between markers (`writeReadmeBlock`), so its figures are never typed by
 * hand. `table.node.test.ts` fails when those tables do not have the shape and route list that this
 * code produces (the figures themselves depend on the machine and are not checked).
 */

/** A plain-text table for the terminal: numeric columns right-aligned, the others left-aligned. */
export function formatTable(header: string[], rows: string[][]): string {
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => (row[i] ?? '').length)));
  const numeric = header.map(
    (_, i) => rows.length > 0 && rows.every((row) => /^[-+]?[\d.]+$/.test(row[i] ?? '')),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (numeric[i] ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** Bytes as KB (1,000 bytes), one decimal. */
export function kb(bytes: number): string {
  return (bytes / 1000).toFixed(1);
}

/** The size every route aims at on its first visit (JS, gzip): reported as each route's distance from it. */
export const ROUTE_AIM_BYTES = 150_000;

/** How far `bytes` is from the aim, signed: `+12.3` over it, `-4.0` under it. */
export function fromAim(bytes: number, aim = ROUTE_AIM_BYTES): string {
  const distance = bytes - aim;
  return `${distance > 0 ? '+' : distance < 0 ? '-' : '±'}${kb(Math.abs(distance))}`;
}

/** Where the bench and bench:stack write their figures: the one performance document. */
export const FIGURES_DOCUMENT = 'docs/performance.md';
export const ROUTES_BLOCK = 'bench:routes';
export const LIGHTHOUSE_BLOCK = 'bench:lighthouse';
export const SLOW_LOGIN_BLOCK = 'bench:slow-login';
export const STACK_BLOCK = 'bench:stack';

/** The stack's libraries, each with its weight in the build and its part on the sign-in page, and the sum. */
export function stackMarkdown(
  packages: { name: string; sizes: { raw: number; gzip: number }; onSignIn: { gzip: number } }[],
): string {
  const sum = (pick: (p: (typeof packages)[number]) => number) => packages.reduce((t, p) => t + pick(p), 0);
  return markdownTable(
    ['library', 'raw', 'gzip', 'gzip on the sign-in page'],
    [
      ...packages.map((p) => [
        `\`${p.name}\``,
        `${kb(p.sizes.raw)} KB`,
        `${kb(p.sizes.gzip)} KB`,
        `${kb(p.onSignIn.gzip)} KB`,
      ]),
      [
        'all of them',
        `${kb(sum((p) => p.sizes.raw))} KB`,
        `${kb(sum((p) => p.sizes.gzip))} KB`,
        `${kb(sum((p) => p.onSignIn.gzip))} KB`,
      ],
    ],
  );
}

export type SlowLoginFigures = {
  rttMs: number;
  loginToHomeMs: number;
  sequentialRoundTrips: number;
  runs: number;
  /** One run's requests between POST /login's answer and the move, in ms after that answer. */
  requests: { label: string; start: number; end: number }[];
};

/** Log in → home on a slow network: the figures, then one run's requests after POST /login. */
export function slowLoginMarkdown(figures: SlowLoginFigures): string {
  return [
    markdownTable(
      [
        'round trip',
        'log in → home painted (median)',
        'sequential round trips after POST /login (most)',
        'runs',
      ],
      [
        [
          `${figures.rttMs} ms`,
          `${figures.loginToHomeMs} ms`,
          String(figures.sequentialRoundTrips),
          String(figures.runs),
        ],
      ],
    ),
    '',
    `One run's requests after POST /login answered, before the move: ${
      figures.requests.length
        ? figures.requests.map((r) => `\`${r.label}\` ${r.start}–${r.end} ms`).join(', ')
        : 'none'
    }.`,
  ].join('\n');
}

export const ROUTE_COLUMNS = ['route', 'JS raw', 'JS gzip', 'JS brotli', 'CSS gzip', 'JS gzip after sign-in'];

export type RouteRow = {
  path: string;
  js: { raw: number; gzip: number; brotli: number };
  css: { gzip: number };
  /** What the route adds after the sign-in page (scripts/bench/measure-routes.ts). */
  afterSignIn: { gzip: number };
};

function markdownTable(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), `|${header.map(() => '---').join('|')}|`, ...rows.map(line)].join('\n');
}

/** Every route of the route table, in its order: its first visit, and what it adds after sign-in. */
export function routesMarkdown(routes: RouteRow[]): string {
  return markdownTable(
    ROUTE_COLUMNS,
    routes.map((route) => [
      `\`${route.path}\``,
      `${kb(route.js.raw)} KB`,
      `${kb(route.js.gzip)} KB`,
      `${kb(route.js.brotli)} KB`,
      `${kb(route.css.gzip)} KB`,
      `${kb(route.afterSignIn.gzip)} KB`,
    ]),
  );
}

export const LIGHTHOUSE_COLUMNS = [
  'visitor',
  'performance',
  'accessibility',
  'FCP',
  'LCP',
  'LCP of the plain page',
  'difference',
  'runs (performance)',
];

export type LighthouseRow = {
  visitor: string;
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  plainLcpMs: number;
  runs: number[];
};

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** Lighthouse on the sign-in page beside a plain static page of the same text, for each visitor. */
export function lighthouseMarkdown(rows: LighthouseRow[]): string {
  return markdownTable(
    LIGHTHOUSE_COLUMNS,
    rows.map((row) => [
      row.visitor,
      String(row.performance),
      String(row.accessibility),
      seconds(row.fcpMs),
      seconds(row.lcpMs),
      seconds(row.plainLcpMs),
      `${row.lcpMs - row.plainLcpMs >= 0 ? '+' : '-'}${seconds(Math.abs(row.lcpMs - row.plainLcpMs))}`,
      row.runs.join(', '),
    ]),
  );
}

const markers = (name: string) => ({
  start: new RegExp(`<!-- ${name}:start[^>]*-->\\n`),
  end: `<!-- ${name}:end -->`,
});

/** The text between a block's markers in `readme` (without them), or null when it has none. */
export function readmeBlock(readme: string, name: string): string | null {
  const { start, end } = markers(name);
  const opening = start.exec(readme);
  const closing = readme.indexOf(end);
  if (!opening || closing < opening.index) return null;
  return readme.slice(opening.index + opening[0].length, closing);
}

/** `readme` with the block's text replaced by `content`; an error when the markers are missing. */
export function writeReadmeBlock(readme: string, name: string, content: string): string {
  const { start, end } = markers(name);
  const opening = start.exec(readme);
  const closing = readme.indexOf(end);
  if (!opening || closing < opening.index)
    throw new Error(`README: no <!-- ${name}:start --> … ${end} block`);
  const body = content.endsWith('\n') ? content : `${content}\n`;
  return readme.slice(0, opening.index + opening[0].length) + body + readme.slice(closing);
}
