import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * V8's explicit compile hint (Chrome 136 and later; to other engines a comment): every function of the
 * file compiled as it downloads, on a background thread, instead of each on the main thread at its first
 * call. Only the entry: what sign-in's take-over runs (React, the router, the texts, the shell), most of
 * it called as the app starts, arriving while the page waits on the network. Sign-in on the phone
 * profile at 7x CPU, interleaved runs without and with it (9 each, en-US and es-US; 3 of the 9 with it
 * on every chunk): long tasks, median 264 -> 136 ms; take-over 2,476 -> 2,307 ms; Enter -> password
 * 337 -> 276 ms. On every chunk it showed no gain on the reset link or create account. The bench throttles
 * the main thread alone, so it flatters the background compile; a phone's other cores do it meanwhile.
 * check:bundle fails if the entry stops beginning with it (`entriesWithoutCompileHint`).
 */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The build's entry chunks (its manifest's `isEntry`) whose first line is not the hint. */
export function entriesWithoutCompileHint(dist: string): string[] {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean }
  >;
  return Object.values(manifest)
    .filter(({ file, isEntry }) => isEntry && file.endsWith('.js'))
    .map(({ file }) => file)
    .filter((file) => readFileSync(join(dist, file), 'utf8').split('\n', 1)[0] !== EAGER_COMPILE_HINT);
}
