/**
 * What a text field holds that the form may not know of (./useAppForm.ts adopts it as typed): text
 * typed or autofilled before the form took the input, and text a script puts in it afterwards.
 */

/**
 * Calls `catchUp` after every input or change event on a text field once React has handled it. React
 * reports a change only when the text differs from the value it last saw set on the element, and a
 * script that fills a field (some password managers: the element's value, then an input event) sets
 * that value itself: the field shows the text, its onChange never runs, and the form would not know
 * (the submit disabled, nothing to discard) until the person retyped. After the event has been
 * through React (its handlers run in the same dispatch), `catchUp` finds the form already holding the
 * text when React reported it, and adopts it when React did not.
 */
export function catchUpWithScripts(element: Element, catchUp: () => void): void {
  if (!isTextControl(element)) return;
  const afterReact = () => queueMicrotask(catchUp);
  element.addEventListener('input', afterReact);
  element.addEventListener('change', afterReact);
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
