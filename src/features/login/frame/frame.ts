/**
 * The sign-in frame that index.html carries (vite.config.ts inlines it at build time from
 * src/app/login-frame.html): the login page as React renders it, shown while the JavaScript loads so
 * the page paints on HTML parse. React renders into the hidden #root meanwhile; the frame goes, and
 * #root shows, in the same frame as the real form's first paint (or as soon as the app knows the form
 * will not show: another route, a result page, a visitor already signed in). Outside a build (dev
 * server, tests) there is no frame and all of this does nothing.
 */
export const PRERENDERED_FRAME_ID = 'prerendered-frame';

function prerenderedFrame(): HTMLElement | null {
  return typeof document === 'undefined' ? null : document.getElementById(PRERENDERED_FRAME_ID);
}

/** What the visitor typed into the frame's field before React took over ('' when nothing). */
export function prerenderedValue(name: string): string {
  return prerenderedFrame()?.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value ?? '';
}

/**
 * True when the visitor pressed Enter in the frame's username field before React took over: the
 * frame's inline script records it (index.html, vite.config.ts), and the real form then submits it,
 * so a quick keyboard user's Enter is not lost.
 */
export function prerenderedSubmitPending(): boolean {
  return prerenderedFrame()?.dataset.pendingSubmit === '1';
}

/** Removes the frame and shows the app; focus in the frame moves to `focusTarget`. Idempotent. */
export function releasePrerenderedFrame(focusTarget?: HTMLElement | null): void {
  const frame = prerenderedFrame();
  if (!frame) return;
  const hadFocus = frame.contains(document.activeElement);
  frame.remove();
  document.getElementById('root')?.removeAttribute('hidden');
  if (!hadFocus || !focusTarget) return;
  focusTarget.focus();
  // Typing goes on where it stopped: the caret at the end of what was typed.
  if (focusTarget instanceof HTMLInputElement) {
    const end = focusTarget.value.length;
    focusTarget.setSelectionRange(end, end);
  }
}
