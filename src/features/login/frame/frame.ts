/**
 * The prerendered sign-in frame as the app sees it (protocol: ./boot.ts): what was typed into it, a
 * pending Enter, and its removal. Outside a build (dev server, tests) there is no frame and all of this
 * does nothing. Kept free of React: the app shell imports it into the entry chunk.
 */
import { BOOT_HANDOFF, type BootHandoff } from './boot.ts';

export const PRERENDERED_FRAME_ID = 'prerendered-frame';

function prerenderedFrame(): HTMLElement | null {
  return typeof document === 'undefined' ? null : document.getElementById(PRERENDERED_FRAME_ID);
}

/** What the visitor typed into the frame's field before React took over ('' when nothing). */
export function prerenderedValue(name: string): string {
  return prerenderedFrame()?.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value ?? '';
}

/** Whether the visitor ticked the frame's checkbox `name` before React took over. */
export function prerenderedChecked(name: string): boolean {
  return prerenderedFrame()?.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.checked === true;
}

/** True when the visitor pressed Enter in the frame's username field (boot.ts records it). */
export function prerenderedSubmitPending(): boolean {
  return prerenderedFrame()?.dataset.pendingSubmit === '1';
}

/**
 * What the boot script asked before the app ran (./boot.ts `BOOT_HANDOFF`), taken once: a later visit
 * of the page within the app asks afresh. Undefined outside a build, or when it asked nothing.
 */
export function takeFromBoot<K extends keyof BootHandoff>(key: K): BootHandoff[K] | undefined {
  const handoff = (window as unknown as Record<string, BootHandoff | undefined>)[BOOT_HANDOFF];
  const value = handoff?.[key];
  if (handoff) delete handoff[key];
  return value;
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
