/**
 * The prerendered sign-in frame as the app sees it (protocol: ./boot.ts). Outside a build (dev server,
 * tests) there is no frame and all of this does nothing. Free of React: the app shell imports it.
 */
import { BOOT_HANDOFF, type BootHandoff } from './boot.ts';

export const PRERENDERED_FRAME_ID = 'prerendered-frame';

export function prerenderedFrame(): HTMLElement | null {
  return typeof document === 'undefined' ? null : document.getElementById(PRERENDERED_FRAME_ID);
}

/**
 * What the boot script asked before the app ran (`BOOT_HANDOFF`), taken once: a later visit of the
 * page within the app asks afresh. Undefined outside a build, or when it asked nothing.
 */
export function takeFromBoot<K extends keyof BootHandoff>(key: K): BootHandoff[K] | undefined {
  const handoff = (window as unknown as Record<string, BootHandoff | undefined>)[BOOT_HANDOFF];
  const value = handoff?.[key];
  if (handoff) delete handoff[key];
  return value;
}

/** What can hold the focus, in document order; where the frame hides a way (the passkey's), not that. */
function focusables(container: Element): HTMLElement[] {
  const all = container.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]');
  return [...all].filter((element) => [null, container].includes(element.closest('[hidden]')));
}

/**
 * Removes the frame and shows the app. Focus in the frame moves to the same control of the app's page
 * (same element, type and name at the same place among what can hold focus: the page renders the
 * frame's markup), else to `focusTarget`, with the caret at the end of a text. Idempotent.
 */
export function releasePrerenderedFrame(focusTarget?: HTMLElement | null): void {
  const frame = prerenderedFrame();
  if (!frame) return;
  const focused = document.activeElement;
  const root = document.getElementById('root');
  const hadFocus = focused instanceof HTMLElement && frame.contains(focused);
  const counterpart = hadFocus && root ? focusables(root)[focusables(frame).indexOf(focused)] : undefined;
  frame.remove();
  root?.removeAttribute('hidden');
  if (!hadFocus || !focusTarget) return;
  const same = (a: Element, b: Element) =>
    ['type', 'name'].every((name) => a.getAttribute(name) === b.getAttribute(name)) &&
    a.tagName === b.tagName;
  const target =
    same(focused, focusTarget) || !counterpart || !same(focused, counterpart) ? focusTarget : counterpart;
  target.focus();
  if (target === focusTarget && focusTarget instanceof HTMLInputElement && focusTarget.type === 'text')
    focusTarget.setSelectionRange(focusTarget.value.length, focusTarget.value.length);
}
