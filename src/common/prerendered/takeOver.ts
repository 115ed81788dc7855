/**
 * Step 3 of ./firstScreen.ts: the app's side, for any form (`useAppForm`): what the screen's controls
 * hold is the form's from its first render (so every watch of the form starts from it), and after its
 * first commit the screen gives way (nothing typed in between is lost, nothing flashes).
 *
 * The giving way is work the commit would otherwise carry: on a phone's CPU (7x) the commit with the
 * screen's removal, the focus's move and the form's render of the typed text was one task of 140 to 190
 * ms, in which a key pressed waited. So it runs in tasks of its own after the commit
 * (`handOverFirstScreen`): there, the removal with the focus's move is one of 35 to 45 ms, the adoption
 * one of 20 to 40. Until the screen gives way it is still the page: `#root` is out of the document, what
 * is typed lands on the screen and is read again as it goes.
 */
import { flushSync } from 'react-dom';
import { nextTask } from '../../lib/nextTask.ts';
import { FIRST_SCREEN_ATTRIBUTE, NAMED_CONTROLS, PENDING_SUBMIT_ATTRIBUTE } from './firstScreen.ts';
import { GIVING_WAY_ATTRIBUTE, prerenderedFrame, releasePrerenderedFrame } from './frame.ts';

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

/** What reads the screen's controls once more as it goes (a control the form does not name: the date's parts). */
const lastReads = new Set<() => void>();

/**
 * `read` runs, in a render of its own before the screen goes (so that what it sets shows as the screen
 * goes), while a form is taking the screen over; none: never. Returns its removal.
 */
export function readAsFirstScreenGoes(read: () => void): () => void {
  lastReads.add(read);
  return () => lastReads.delete(read);
}

/** How a form takes the screen over (`handOverFirstScreen`). */
export interface FirstScreenTakeOver {
  /** Sets in the form, rendered before it returns, what the screen's controls hold that the form does not yet. */
  adopt: () => void;
  /** Just after the screen went, the focus moved: whether its form was submitted before the app arrived. */
  gone: (submitPressed: boolean) => void;
}

/**
 * Called at a form's first commit: the screen gives way to it in the tasks after this one. First the
 * form adopts what was typed (rendered in `#root`, out of the document); then, in the next task, what
 * was typed since is adopted too, the screen goes (the focus to the app's control of the same name, or
 * the same control, ./frame.ts) and `#root` shows in its place; then `gone`. Meanwhile no other
 * release removes the screen (`GIVING_WAY_ATTRIBUTE`). Returns the undoing (the form unmounted
 * before: the screen is released as any other first commit would, unless a form took it over again at
 * once), or nothing when there is no screen.
 */
export function handOverFirstScreen(form: FirstScreenTakeOver): (() => void) | undefined {
  const screen = firstScreen();
  if (!screen || screen.hasAttribute(GIVING_WAY_ATTRIBUTE)) return undefined;
  screen.setAttribute(GIVING_WAY_ATTRIBUTE, '');
  // Out of the document until the screen goes, back where it was then: a query of the page (a screen
  // reader's, a test's by label) finds one form meanwhile, the screen's, not a hidden second.
  const root = document.getElementById('root');
  const parent = root?.parentNode;
  root?.remove();
  // Right after the screen, where the build puts it (scripts/build/first-screens/plugin.ts).
  const putBack = () => {
    if (!root || root.isConnected) return;
    if (screen.isConnected) screen.after(root);
    else parent?.appendChild(root);
  };
  let cancelled = false;
  const release = (focusTarget?: HTMLElement | null) => {
    screen.removeAttribute(GIVING_WAY_ATTRIBUTE);
    putBack();
    releasePrerenderedFrame(focusTarget);
  };
  void (async () => {
    await nextTask();
    if (cancelled) return;
    form.adopt();
    await nextTask();
    if (cancelled) return;
    form.adopt();
    flushSync(() => lastReads.forEach((read) => read()));
    const focused = document.activeElement;
    const name = focused && screen.contains(focused) ? focused.getAttribute('name') : null;
    const target = name ? root?.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`) : null;
    const submitPressed = screen.hasAttribute(PENDING_SUBMIT_ATTRIBUTE);
    release(target);
    form.gone(submitPressed);
  })().catch((error: unknown) => {
    // Never a page stuck behind its screen: the app shows, and the error is reported as any other.
    if (!cancelled) release();
    throw error;
  });
  return () => {
    cancelled = true;
    screen.removeAttribute(GIVING_WAY_ATTRIBUTE);
    putBack();
    // A remount's layout effect (StrictMode's) takes it again in this task; else it goes as a result page's.
    queueMicrotask(() => {
      if (screen.isConnected && !screen.hasAttribute(GIVING_WAY_ATTRIBUTE)) releasePrerenderedFrame();
    });
  };
}
