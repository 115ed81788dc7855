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
 * The button of the frame's sign-in form pressed before the app took over (./boot.ts step 3), as its
 * place among the form's `frameButtons`; null when none was.
 */
export function prerenderedPendingPress(): number | null {
  const press = prerenderedFrame()?.dataset.pendingPress;
  return press === undefined || !/^\d+$/.test(press) ? null : Number(press);
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

/** What can hold the focus in the frame and in the page that replaces it, in document order. */
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

function focusables(container: Element): HTMLElement[] {
  // Where the frame hides a way the app does not render (the passkey way without WebAuthn), both skip
  // it; the container's own `hidden` (#root's, until now) does not count.
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => {
    const hidden = element.closest('[hidden]');
    return hidden === null || hidden === container;
  });
}

/**
 * Removes the frame and shows the app. Focus in the frame moves to the same control of the app's page
 * (the page renders the frame's markup: the control at the same place among what can hold focus), or
 * to `focusTarget` when the frame's control has no counterpart. Idempotent.
 */
export function releasePrerenderedFrame(focusTarget?: HTMLElement | null): void {
  const frame = prerenderedFrame();
  if (!frame) return;
  const focused = document.activeElement;
  const hadFocus = focused instanceof HTMLElement && frame.contains(focused);
  const root = document.getElementById('root');
  const counterpart =
    hadFocus && focusTarget && root ? focusables(root)[focusables(frame).indexOf(focused)] : undefined;
  frame.remove();
  root?.removeAttribute('hidden');
  if (!hadFocus || !focusTarget) return;
  // The field being taken over, else the same control (same element, type and name) at the same place.
  const same = (a: Element, b: Element) =>
    a.tagName === b.tagName &&
    a.getAttribute('type') === b.getAttribute('type') &&
    a.getAttribute('name') === b.getAttribute('name');
  const target =
    same(focused, focusTarget) || !counterpart || !same(focused, counterpart) ? focusTarget : counterpart;
  target.focus();
  if (target !== focusTarget) return;
  // Typing goes on where it stopped: the caret at the end of what was typed.
  if (focusTarget instanceof HTMLInputElement && focusTarget.type === 'text') {
    const end = focusTarget.value.length;
    focusTarget.setSelectionRange(end, end);
  }
}
