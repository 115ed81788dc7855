/**
 * Fetches ./afterSignInChunks.ts ahead of the sign-in (after the page's load event, or when Log in is
 * pressed, whichever comes first), so the sign-in's next steps and the page after it wait for no code
 * of their own. A failed fetch resolves to null and is forgotten, so the next call tries again.
 */
import type * as Chunks from './afterSignInChunks';

type AfterSignInChunks = typeof Chunks;

let loading: Promise<AfterSignInChunks | null> | undefined;

export function loadAfterSignInChunks(): Promise<AfterSignInChunks | null> {
  return (loading ??= import('./afterSignInChunks').catch(() => {
    loading = undefined;
    return null;
  }));
}

/** `loadAfterSignInChunks` once the page has loaded, so it never competes with the first paint. */
export function loadAfterSignInChunksAfterLoad(): () => void {
  const load = () => setTimeout(loadAfterSignInChunks, 0);
  if (document.readyState === 'complete') load();
  else addEventListener('load', load, { once: true });
  return () => removeEventListener('load', load);
}
