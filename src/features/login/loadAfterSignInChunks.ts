/**
 * Fetches ./afterSignInChunks.ts ahead of the sign-in (once the page is idle after its first paint, or
 * when Log in is pressed, whichever comes first), so the sign-in's next steps and the page after it
 * wait for no code of their own. A failed fetch is forgotten: each module's own import tries again
 * when it is needed.
 */
let loading: Promise<unknown> | undefined;

export function loadAfterSignInChunks(): void {
  loading ??= import('./afterSignInChunks').catch(() => {
    loading = undefined;
  });
}

/**
 * `loadAfterSignInChunks` once the page has loaded and the browser is idle, so it never competes with
 * the first paint. Returns the cancel, for an effect's cleanup.
 */
export function loadAfterSignInChunksWhenIdle(): () => void {
  let idle: number | undefined;
  const whenIdle = () => {
    idle =
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(loadAfterSignInChunks, { timeout: 3_000 })
        : window.setTimeout(loadAfterSignInChunks, 500);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    window.removeEventListener('load', whenIdle);
    if (idle === undefined) return;
    if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}
