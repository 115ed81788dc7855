/**
 * What a text field holds that the form may not know of (./useAppForm.ts adopts it as typed): text
 * typed or autofilled before the form took the input, and text a script puts in it afterwards.
 */

/** Each text field's catch-up, by element (`catchUpWithScripts`). */
const catchUps = new WeakMap<Element, () => void>();

/** At the window, as an input or change event's dispatch ends: after React's listener at the root. */
function catchUpAfterReact(event: Event): void {
  if (event.target instanceof Element) catchUps.get(event.target)?.();
}

/**
 * Calls `catchUp` after every input or change event on a text field once React has handled it. React
 * reports a change only when the text differs from the value it last saw set on the element, and a
 * script that fills a field (some password managers: the element's value, then an input event) sets
 * that value itself: the field shows the text, its onChange never runs, and the form would not know
 * (the submit disabled, nothing to discard) until the person retyped. Called by a listener at the window,
 * where the event arrives after React's at the root, in the same dispatch: `catchUp` finds the form
 * already holding the text when React reported it, and adopts it when React did not. Not a microtask
 * queued by the element's own listener: in an event the browser dispatches (a key) microtasks run after
 * each listener, so that one ran before React's and every key was adopted as well as typed (validated
 * twice, the form rendered twice: a phone's key grew past 50 ms at 7x, issue 66). Not a later task
 * either: one running after a reset would put the reset text back.
 */
export function catchUpWithScripts(element: Element, catchUp: () => void): void {
  if (!isTextControl(element)) return;
  catchUps.set(element, catchUp);
  // The same listener added again is not added twice: one at the window serves every field.
  addEventListener('input', catchUpAfterReact);
  addEventListener('change', catchUpAfterReact);
}

/** A control whose value is the text in it: a textarea, an input but a checkbox, radio or file. */
function isTextControl(element: unknown): element is HTMLInputElement | HTMLTextAreaElement {
  return (
    element instanceof HTMLTextAreaElement ||
    (element instanceof HTMLInputElement && !['checkbox', 'radio', 'file'].includes(element.type))
  );
}

/** The text a text-like input holds ('' for none, a checkbox, or no input). */
export function heldText(element: unknown): string {
  return isTextControl(element) ? element.value : '';
}
