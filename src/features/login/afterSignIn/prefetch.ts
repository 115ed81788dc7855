/**
 * What a sign-in goes on to, fetched ahead: ./prefetched.ts once the password step shows
 * (../LoginForm.tsx) and the page has loaded, one chunk after another as each finds its imports; not
 * sooner: on a phone's link and CPU its bytes and evaluation, asked as the app started, held up the
 * answer to a quick typist's Next. When Log in is pressed, every file of it is asked for at once, side
 * by side (the build's list, handed over by the frame's boot script), and the sign-in waits for its
 * follow-ups' code alone (./followUps.ts): pressed before the prefetch had run, the chunks' imports
 * were found a round trip each after POST /login (issue 66). A failed fetch resolves to null and is
 * forgotten, so the next call tries again.
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

/**
 * Once the page has loaded, so it never competes with the first paint: every file of the build's list
 * (the boot script's; it holds the signed-in pages' layouts, which this feature may not import:
 * scripts/bench/route-table.ts `signInAheadModules`), and ./prefetched.ts evaluated. Asked only
 * at Log in, the layouts' dozen small chunks took three or four round trips on a phone's six connections
 * after an obligation's 412 (issue 66).
 */
export function loadAfterSignInChunksAfterLoad(): () => void {
  const load = () =>
    setTimeout(() => {
      takeFromBoot('preloadAfterSignIn')?.();
      import('./prefetched').catch(() => undefined);
    });
  if (document.readyState === 'complete') load();
  else addEventListener('load', load, { once: true });
  return () => removeEventListener('load', load);
}
