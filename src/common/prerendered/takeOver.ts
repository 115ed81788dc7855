/**
 * Step 3 of ./firstScreen.ts: the app's side, for any form (`useAppForm`): what the screen's controls
 * hold is the form's from its first render (so every watch of the form starts from it), and at its
 * first commit, before paint, the screen gives way (nothing typed in between is lost, nothing flashes).
 */
import { FIRST_SCREEN_ATTRIBUTE, NAMED_CONTROLS, PENDING_SUBMIT_ATTRIBUTE } from './firstScreen.ts';
import { prerenderedFrame, releasePrerenderedFrame } from './frame.ts';

/** The route's first screen, while it is on the page (never sign-in's frame). */
const firstScreen = () => {
  const screen = prerenderedFrame();
  return screen?.hasAttribute(FIRST_SCREEN_ATTRIBUTE) ? screen : null;
};

/** What the screen's controls hold that a form has a field for (`has`), by name: text, or a tick. */
export function firstScreenValues(has: (name: string) => boolean): [name: string, value: string | boolean][] {
  const controls = firstScreen()?.querySelectorAll<HTMLInputElement>(NAMED_CONTROLS) ?? [];
  return [...controls].flatMap((control): [string, string | boolean][] => {
    if (!has(control.name) || (control.type === 'radio' && !control.checked)) return [];
    const value = control.type === 'checkbox' ? control.checked : control.value;
    return value === '' || value === false ? [] : [[control.name, value]];
  });
}

/**
 * The screen gives way to the form that just committed: the focus to the app's control of the same name
 * (or the same control, ./frame.ts), `#root` shown in its place. True when its form was submitted
 * before the app arrived: the caller submits once, after this commit; null when there was no screen.
 */
export function releaseFirstScreen(): boolean | null {
  const screen = firstScreen();
  if (!screen) return null;
  const focused = document.activeElement;
  const name = focused && screen.contains(focused) ? focused.getAttribute('name') : null;
  const target = name
    ? document.getElementById('root')?.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`)
    : null;
  const submit = screen.hasAttribute(PENDING_SUBMIT_ATTRIBUTE);
  releasePrerenderedFrame(target);
  return submit;
}
