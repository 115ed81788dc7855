/**
 * Step 4 of the frame's protocol (./boot.ts): when the app may start without competing with the
 * frame's first paint. Bundled into the boot script: it imports nothing.
 */

/** Longest wait for the first contentful paint before the app starts anyway. */
export const FIRST_PAINT_FALLBACK_MS = 1000;

/**
 * Calls `callback` after the first contentful paint (a `paint` PerformanceObserver); at once in a hidden
 * tab (it will not paint); a frame later where paint timing is unsupported; and after
 * FIRST_PAINT_FALLBACK_MS whatever happens. It may call more than once: the callback is idempotent.
 */
export function afterFirstPaint(callback: () => void): void {
  if (document.visibilityState !== 'visible') {
    callback();
    return;
  }
  // A tab hidden before its first paint never paints.
  document.addEventListener('visibilitychange', callback);
  setTimeout(callback, FIRST_PAINT_FALLBACK_MS);
  const types = (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes) || [];
  if (!types.includes('paint')) {
    requestAnimationFrame(() => setTimeout(callback));
    return;
  }
  new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) callback();
  }).observe({ type: 'paint', buffered: true });
}
