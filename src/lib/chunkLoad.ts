/**
 * Loading a screen's code ("Script chunk load timeout": 120 s), and what a failed load
 * means:
 * - a chunk still not there after CHUNK_LOAD_TIMEOUT_MS fails the route (its error boundary shows the
 *   unsupported page with Reload) instead of a spinner for ever;
 * - a chunk that cannot be fetched is, most often, one a deploy removed (its hash changed while the
 *   page was open): the page reloads once to get the new build, instead of showing an error. Once per
 *   path: a chunk that fails again after the reload is a real failure, and shows as one.
 */
import { browserLocation } from './browser';
import { safeStorage } from './storage';

export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** The path the page was last reloaded for (sessionStorage: per tab, gone with it). */
export const CHUNK_RELOAD_KEY = 'identity-web:chunk-reload';

export class ChunkLoadTimeoutError extends Error {
  override readonly name = 'ChunkLoadTimeoutError';
}

export function withChunkTimeout<T>(load: Promise<T>, timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new ChunkLoadTimeoutError('screen code did not load in time')),
      timeoutMs,
    );
  });
  return Promise.race([load, timeout]).finally(() => clearTimeout(timer));
}

/** The browsers' words for a module that could not be fetched (Chromium, Firefox, Safari) and Vite's preload. */
const CHUNK_FAILURE =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_FAILURE.test(error.message);
}

/** True when the page is reloading for a stale chunk (the caller then waits for it). */
export function reloadOnceForStaleChunk(error: unknown, path: string = window.location.pathname): boolean {
  if (!isChunkLoadError(error)) return false;
  const storage = safeStorage('session');
  if (storage.get(CHUNK_RELOAD_KEY) === path) return false;
  // Not stored (storage refused): no reload, or it could loop.
  if (!storage.set(CHUNK_RELOAD_KEY, path)) return false;
  browserLocation.reload();
  return true;
}

/** A screen loaded: a later stale chunk on this path may reload again. */
export function chunkLoaded(): void {
  safeStorage('session').remove(CHUNK_RELOAD_KEY);
}

/** Load failures the unsupported page offers Reload for. */
export const isChunkFailure = (error: unknown) =>
  error instanceof ChunkLoadTimeoutError || isChunkLoadError(error);

/**
 * A chunk of code, loaded the one way every lazy route (src/app/routeEntry.tsx), layout and loader of
 * the route table (src/app/routes.tsx) and every settings tab load it: failed after
 * CHUNK_LOAD_TIMEOUT_MS, and a chunk a deploy removed reloads the page (once)
 * rather than showing an error; meanwhile the promise never settles, so nothing paints.
 */
export async function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  try {
    const module = await withChunkTimeout(load());
    chunkLoaded();
    return module;
  } catch (error) {
    if (reloadOnceForStaleChunk(error)) return new Promise<never>(() => undefined);
    throw error;
  }
}
