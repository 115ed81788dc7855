/**
 * Step 3 of ./firstScreen.ts: the app's side, for any form (`useAppForm` calls it once, at its first
 * commit, before paint: nothing typed in between is lost, nothing flashes).
 */
import { FIRST_SCREEN_ATTRIBUTE, NAMED_CONTROLS, PENDING_SUBMIT_ATTRIBUTE } from './firstScreen.ts';
import { prerenderedFrame, releasePrerenderedFrame } from './frame.ts';

export interface FirstScreenForm {
  /** The form has a field of this name. */
  has: (name: string) => boolean;
  /** Puts what the screen's control of that name holds into the form, as typed. */
  set: (name: string, value: string | boolean) => void;
}

/**
 * The route's first screen, when the page has one, gives way to the form that just committed: each
 * control's text (or tick) by name into the form, the focus to the app's control of the same name (or
 * the same control, ./frame.ts), `#root` shown in its place. True when its form was submitted before
 * the app arrived: the caller submits once, after this commit.
 */
export function takeOverFirstScreen({ has, set }: FirstScreenForm): boolean {
  const screen = prerenderedFrame();
  if (!screen?.hasAttribute(FIRST_SCREEN_ATTRIBUTE)) return false;
  for (const control of screen.querySelectorAll<HTMLInputElement>(NAMED_CONTROLS)) {
    if (!has(control.name) || (control.type === 'radio' && !control.checked)) continue;
    const value = control.type === 'checkbox' ? control.checked : control.value;
    if (value !== '' && value !== false) set(control.name, value);
  }
  const focused = document.activeElement;
  const name = focused && screen.contains(focused) ? focused.getAttribute('name') : null;
  const target = name
    ? document.getElementById('root')?.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`)
    : null;
  const pending = screen.hasAttribute(PENDING_SUBMIT_ATTRIBUTE);
  releasePrerenderedFrame(target);
  return pending;
}
