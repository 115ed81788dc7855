/**
 * Fails when the production build contains mock-server code or data (the mock server and its data never
 * ship), or when a route's JavaScript breaks a size budget (docs/performance.md "Performance budgets"):
 * its first visit, or what it adds after the sign-in page. Run by `npm test` after `vite build`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUDGETS, checkBundleSizes } from './bench/budgets';
import { measureRoutes } from './bench/measure-routes';
import { kb } from './bench/table';
import { entriesWithoutCompileHint, EAGER_COMPILE_HINT } from './build/compile-hint';

/** Strings that only the mock server's code and data contain. */
export const MOCK_MARKERS = [
  'Welcome#2024', // the personas' password
  'ava.associate', // a persona
  'reset-expired', // a demo token
  'identity-web-mock-state', // the demo's localStorage key
  'Mock stand-in page', // stand-in pages
  'No mock handler for', // the API pipeline
  'Mock toolbar', // the scenario toolbar (dev server only)
  'Mock Service Worker', // msw's worker script
  '@msw/data',
  'en-XA', // the pseudo-locale: the mock serves it, so the picker offers it in mock builds only
] as const;

/**
 * Strings only a library's development build contains. React Router's package exports name its
 * development build alone (remix-run/react-router#14102), its warnings on by a constant; vite.config.ts
 * points the production build at its production files, 0.6 KB gzip lighter on the sign-in page.
 */
export const DEVELOPMENT_BUILD_MARKERS = [
  'No routes matched location', // React Router's dev warning
] as const;

export function findMockMarkers(dir: string): string[] {
  return findMarkers(dir, MOCK_MARKERS);
}

export function findMarkers(dir: string, markers: readonly string[]): string[] {
  const hits: string[] = [];
  const walk = (path: string) => {
    for (const name of readdirSync(path)) {
      const full = join(path, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.(js|mjs|css|html|json)$/.test(name)) {
        const text = readFileSync(full, 'utf8');
        for (const marker of markers) if (text.includes(marker)) hits.push(`${full}: ${marker}`);
      }
    }
  };
  walk(dir);
  return hits;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const dist = process.argv[2] ?? 'dist';
  const hits = findMockMarkers(dist);
  if (hits.length > 0) {
    console.error(`The production build contains mock-server code or data:\n  ${hits.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`${dist}: no mock-server code or data (${MOCK_MARKERS.length} markers checked)`);
  const development = findMarkers(dist, DEVELOPMENT_BUILD_MARKERS);
  if (development.length > 0) {
    console.error(
      `The production build contains a library's development build:\n  ${development.join('\n  ')}`,
    );
    process.exit(1);
  }

  const unhinted = entriesWithoutCompileHint(dist);
  if (unhinted.length > 0) {
    console.error(`The entry does not begin with ${EAGER_COMPILE_HINT}:\n  ${unhinted.join('\n  ')}`);
    process.exit(1);
  }

  const { routes, errors } = measureRoutes(dist);
  const broken = [...errors, ...checkBundleSizes(routes)];
  if (broken.length > 0) {
    console.error(`Bundle sizes:\n  ${broken.join('\n  ')}`);
    process.exit(1);
  }
  const login = routes[BUDGETS.loginRoute]!;
  const added = Object.values(routes).map((route) => route.afterSignIn.gzip);
  console.log(
    `${dist}: ${Object.keys(routes).length} routes within budget; ${BUDGETS.loginRoute} ${kb(login.js.gzip)} KB gzip ` +
      `(ceiling ${kb(BUDGETS.loginJsGzipCeiling)} KB); after the sign-in page at most ${kb(Math.max(...added))} KB ` +
      `per route (budget ${kb(BUDGETS.afterSignInJsGzipMax)} KB), median within ${kb(BUDGETS.afterSignInMedianJsGzipMax)} KB`,
  );
}
