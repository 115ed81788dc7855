/**
 * Fetches ./prefetched.ts ahead of the sign-in (after the page's load event and Next's answer,
 * or when Log in is pressed, whichever comes first), so the sign-in's next steps and the page after it
 * wait for no code of their own. A failed fetch resolves to null and is forgotten, so the next call
 * tries again.
 */
import type * as Chunks from './prefetched';

type AfterSignInChunks = typeof Chunks;

let loading: Promise<AfterSignInChunks | null> | undefined;

export function loadAfterSignInChunks(): Promise<AfterSignInChunks | null> {
  return (loading ??= import('./prefetched').catch(() => {
    loading = undefined;
    return null;
  }));
}

/** Next's last call (`whileNextIsAnswered`); settled once it has its answer. */
let nextAnswer: Promise<unknown> | undefined;

/**
 * Next's answer is awaited: the prefetch waits for it. On a phone's link (1.6 Mbps) and CPU the chunks'
 * bytes and their evaluation arrived with the answer and held up the password step.
 */
export function whileNextIsAnswered<T>(answer: Promise<T>): Promise<T> {
  return (nextAnswer = answer);
}

/**
 * `loadAfterSignInChunks` once the page has loaded, so it never competes with the first paint, and no
 * username check is out.
 */
export function loadAfterSignInChunksAfterLoad(): () => void {
  const load = () =>
    setTimeout(async () => {
      await nextAnswer?.catch(() => undefined);
      void loadAfterSignInChunks();
    }, 0);
  if (document.readyState === 'complete') load();
  else addEventListener('load', load, { once: true });
  return () => removeEventListener('load', load);
}
