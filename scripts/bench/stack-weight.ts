/**
 * How much of the built JavaScript each library is, read from a build's source maps: every generated
 * span that a map attributes to a file under node_modules counts for that file's package. A package's
 * gzip figure is its spans, concatenated in chunk order, compressed on their own (level 9): what it would
 * weigh as a file of its own, so slightly more than its share of the chunks it is bundled into. Pure
 * apart from reading files; `npm run bench:stack` builds with source maps and prints the table.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decode } from '@jridgewell/sourcemap-codec';
import { sizesOf, type Sizes } from './sizes';

/** The product's chosen stack, in the order src/README.md lists it. */
export const STACK_PACKAGES = [
  'react-dom',
  'react-router',
  'i18next',
  'react',
  'react-i18next',
  'openapi-fetch',
  'scheduler',
  '@tanstack/query-core',
  '@tanstack/react-query',
  'react-hook-form',
  '@hookform/resolvers',
  'zod',
] as const;

/** The package a source path belongs to (`../node_modules/@scope/name/dist/x.js` → `@scope/name`), or undefined for app code. */
export function packageOf(source: string): string | undefined {
  const match = /(?:^|[\\/])node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(
    source.slice(source.lastIndexOf('node_modules') - 1),
  );
  return match?.[1]?.replace('\\', '/');
}

/** Generated text of one chunk, split by the package its source map attributes each span to. */
export function spansByPackage(
  code: string,
  map: { sources: string[]; mappings: string },
): Map<string, string> {
  const lines = code.split('\n');
  const decoded = decode(map.mappings);
  const spans = new Map<string, string[]>();
  decoded.forEach((segments, lineIndex) => {
    const line = lines[lineIndex] ?? '';
    segments.forEach((segment, index) => {
      if (segment.length < 2) return;
      const owner = packageOf(map.sources[segment[1]!] ?? '') ?? '(app)';
      const end = segments[index + 1]?.[0] ?? line.length;
      const text = line.slice(segment[0], end);
      if (!spans.has(owner)) spans.set(owner, []);
      spans.get(owner)!.push(text);
    });
  });
  return new Map([...spans].map(([owner, texts]) => [owner, texts.join('')]));
}

export type PackageWeight = { name: string; sizes: Sizes; onSignIn: Sizes };

/**
 * Every package's weight in the build under `dist` (which must have been built with source maps), and
 * the part of it in `signInFiles` (the sign-in page's first-paint JS), heaviest first.
 */
export function packageWeights(dist: string, signInFiles: readonly string[]): PackageWeight[] {
  const all = new Map<string, string[]>();
  const signIn = new Map<string, string[]>();
  const files = readdirSync(join(dist, 'assets')).filter((name) => name.endsWith('.js'));
  for (const name of files) {
    const code = readFileSync(join(dist, 'assets', name), 'utf8');
    let map: { sources: string[]; mappings: string };
    try {
      map = JSON.parse(readFileSync(join(dist, 'assets', `${name}.map`), 'utf8')) as typeof map;
    } catch {
      continue;
    }
    const onSignIn = signInFiles.includes(`assets/${name}`);
    for (const [owner, text] of spansByPackage(code, map)) {
      for (const target of onSignIn ? [all, signIn] : [all]) {
        if (!target.has(owner)) target.set(owner, []);
        target.get(owner)!.push(text);
      }
    }
  }
  const weigh = (texts: string[] | undefined) => sizesOf(Buffer.from((texts ?? []).join('\n')));
  return [...all]
    .map(([name, texts]) => ({ name, sizes: weigh(texts), onSignIn: weigh(signIn.get(name)) }))
    .sort((a, b) => b.sizes.gzip - a.sizes.gzip);
}

/** `npm run bench:stack`: builds with source maps beside the bench's build and writes the table. */
async function main(): Promise<void> {
  const { execFileSync } = await import('node:child_process');
  const { writeFileSync } = await import('node:fs');
  const { dirname } = await import('node:path');
  const { fileURLToPath } = await import('node:url');
  const { measureRoutes, SIGN_IN_PATH } = await import('./measure-routes');
  const { formatTable, kb, writeReadmeBlock, FIGURES_DOCUMENT, STACK_BLOCK, stackMarkdown } =
    await import('./table');
  const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
  const dist = join(root, 'bench', 'stack-dist');
  execFileSync('npx', ['vite', 'build', '--sourcemap', '--outDir', dist, '--emptyOutDir'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const { routes } = measureRoutes(dist);
  const weights = packageWeights(dist, routes[SIGN_IN_PATH]?.files.js ?? []);
  const stack = STACK_PACKAGES.map(
    (name) =>
      weights.find((weight) => weight.name === name) ?? { name, sizes: ZERO_SIZES, onSignIn: ZERO_SIZES },
  );
  console.log(
    formatTable(
      ['package', 'raw KB', 'gzip KB', 'gzip KB on sign-in'],
      weights.map((w) => [w.name, kb(w.sizes.raw), kb(w.sizes.gzip), kb(w.onSignIn.gzip)]),
    ),
  );
  const readmePath = join(root, FIGURES_DOCUMENT);
  const readme = readFileSync(readmePath, 'utf8');
  const date = new Date().toISOString().slice(0, 10);
  writeFileSync(readmePath, writeReadmeBlock(readme, STACK_BLOCK, `${date}\n\n${stackMarkdown(stack)}\n`));
  console.log(`${FIGURES_DOCUMENT}: the stack's weight written`);
}

const ZERO_SIZES: Sizes = { raw: 0, gzip: 0, brotli: 0 };

if (process.argv[1]?.endsWith('stack-weight.ts')) void main();
