import { appScriptUrl } from './trusted-types';
import workerUrl from './localeData.worker.ts?worker&url';

let started = false;

/**
 * Has the engine load its locale data on a worker thread, once per page, for a module whose component
 * formats with `Intl` as it first renders (a country's name, a month's). The first formatter a page
 * makes loads that data on the thread that makes it: 70-120 ms of the main thread on a phone's CPU (at
 * 7x; create account's phone field, issue 66), whichever `Intl` service comes first; after a worker
 * made them, 0-5 ms. Called as such a module (or the page's module that renders it) is evaluated, before
 * its first render: the worker's file is a round trip away.
 *
 * Where the engine keeps that data per thread instead, or has no workers, it only costs the worker.
 */
export function loadLocaleDataOffThread(): void {
  // No workers: nothing to do (the build's first screens render these modules in Node too).
  if (started || typeof Worker !== 'function') return;
  started = true;
  try {
    // The page's language as its first screen or the app set it.
    new Worker(appScriptUrl(workerUrl)).postMessage(document.documentElement.lang || navigator.language);
  } catch {
    // A hint only: the page formats as it would without it.
  }
}
