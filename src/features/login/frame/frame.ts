/**
 * The prerendered sign-in frame as the app sees it (protocol: ./boot.ts): what was typed into it, a
 * pending Enter, and its removal. Outside a build (dev server, tests) there is no frame and all of this
 * does nothing. Kept free of React: the app shell imports it into the entry chunk.
 */
export const PRERENDERED_FRAME_ID = 'prerendered-frame';

function prerenderedFrame(): HTMLElement | null {
  return typeof document === 'undefined' ? null : document.getElementById(PRERENDERED_FRAME_ID);
}

/** What the visitor typed into the frame's field before React took over ('' when nothing). */
export function prerenderedValue(name: string): string {
  return prerenderedFrame()?.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value ?? '';
}

/** True when the visitor pressed Enter in the frame's username field (boot.ts records it). */
export function prerenderedSubmitPending(): boolean {
  return prerenderedFrame()?.dataset.pendingSubmit === '1';
}

/**
 * True when the boot script's GET /check answered 401 (nobody signed in) for this page load: the app's
 * own first check reuses that answer instead of asking again.
 */
export function prerenderedCheckSaysSignedOut(): boolean {
  return prerenderedFrame()?.dataset.sessionCheck === 'signed-out';
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
