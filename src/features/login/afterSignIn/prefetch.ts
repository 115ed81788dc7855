/**
 * What a sign-in goes on to, fetched ahead: ./prefetched.ts after the page's load event and Next's
 * answer, one chunk after another as each finds its imports. When Log in is pressed, every file of it
 * is asked for at once, side by side (the build's list, handed over by the frame's boot script), and
 * the sign-in waits for its follow-ups' code alone (./followUps.ts): pressed before the prefetch had
 * run, the chunks' imports were found a round trip each after POST /login (issue 66). A failed fetch
 * resolves to null and is forgotten, so the next call tries again.
 */
import { takeFromBoot } from '../frame/frame';
import type * as FollowUpCode from './followUps';

let loading: Promise<typeof FollowUpCode | null> | undefined;

/** The sign-in's follow-ups' code, every file of what the sign-in goes on to asked for beside it. */
export function loadAfterSignInChunks(): Promise<typeof FollowUpCode | null> {
  takeFromBoot('preloadAfterSignIn')?.();
  return (loading ??= import('./followUps').catch(() => {
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
 * ./prefetched.ts once the page has loaded, so it never competes with the first paint, and no
 * username check is out.
 */
export function loadAfterSignInChunksAfterLoad(): () => void {
  const load = () =>
    setTimeout(async () => {
      await nextAnswer?.catch(() => undefined);
      import('./prefetched').catch(() => undefined);
    }, 0);
  if (document.readyState === 'complete') load();
  else addEventListener('load', load, { once: true });
  return () => removeEventListener('load', load);
}
