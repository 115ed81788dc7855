/**
 * A document's prerendered screen as the app sees it: the static first screen the build puts before
 * `#root` (sign-in's frame, src/features/login/frame/boot.ts, or a route's first screen, ./firstScreen.ts),
 * one per document under one id, and how it gives way to the app. DOM only: no React, no router (the
 * shell and the inline scripts use it); none outside a build.
 */

export const PRERENDERED_FRAME_ID = 'prerendered-frame';
/**
 * On a route's first screen whose form has committed and takes it over in the tasks after
 * (../prerendered/takeOver.ts): no other release removes it meanwhile.
 */
export const GIVING_WAY_ATTRIBUTE = 'data-giving-way';
/** Marks the button a pointer is down on, until it comes up (`finishPress`). */
export const PRESSING_ATTRIBUTE = 'data-pressing';

/** The build prefixes a prerendered screen's ids (sign-in's frame's, a route's first screen's). */
export const PRERENDERED_ID_PREFIXES = { frame: 'prerender-', firstScreen: 'first-' } as const;
const PREFIXED_FRAGMENT = new RegExp(`^#(${Object.values(PRERENDERED_ID_PREFIXES).join('|')})`);

/**
 * Marks the button a pointer goes down on in `screen` until the pointer comes up, for the app's same
 * button to finish a press begun before the hand-over (`finishPress`).
 */
export function markPresses(screen: HTMLElement): void {
  // eslint-disable-next-line no-restricted-syntax -- marks the button only: the press acts on the up event
  screen.addEventListener('pointerdown', (event) => {
    (event.target as Element).closest?.('button')?.setAttribute(PRESSING_ATTRIBUTE, '');
  });
  document.addEventListener('pointerup', () => {
    for (const button of screen.querySelectorAll(`[${PRESSING_ATTRIBUTE}]`))
      button.removeAttribute(PRESSING_ATTRIBUTE);
  });
}

export const prerenderedFrame = (): HTMLElement | null =>
  typeof document === 'undefined' ? null : document.getElementById(PRERENDERED_FRAME_ID);

/**
 * A press begun on a frame's button and ended on the app's same button after the hand-over: no browser
 * clicks then (the element pressed is gone), so the press is finished here, once, unless one did.
 */
function finishPress(button: HTMLElement | undefined): void {
  let clicked = false;
  // Once: a click of the browser's or this function's ends it.
  button?.addEventListener('click', () => (clicked = true), { once: true });
  const pressEnded = (event: PointerEvent) =>
    event.target instanceof Node &&
    button?.contains(event.target) &&
    setTimeout(() => clicked || button.click());
  document.addEventListener('pointerup', pressEnded, { once: true, capture: true });
}

/**
 * Who a control is, in the frame and the app alike (same markup), not its place: tag, type, name, href
 * (a link to one of the screen's own ids, as the app's to its id: the skip link).
 */
const identity = (element: Element) =>
  ['type', 'name', 'href'].reduce(
    (id, name) => `${id}|${element.getAttribute(name)?.replace(PREFIXED_FRAGMENT, '#') ?? ''}`,
    element.tagName,
  );

/** What can hold the focus, in document order; where the frame hides a way (the passkey's), not that. */
function focusables(container: Element): HTMLElement[] {
  const all = container.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]');
  return [...all].filter((element) => [null, container].includes(element.closest('[hidden]')));
}

/**
 * The app's control (in `root`) that is `element` of `frame`: of the same identity, at the same rank
 * among those of that identity. Names alone are not enough: a first screen's header has the language
 * picker's unnamed submit button before the form's own (Change before Check).
 */
function counterpartIn(root: Element, frame: Element, element: Element): HTMLElement | undefined {
  const ofIdentity = (container: Element) =>
    focusables(container).filter((candidate) => identity(candidate) === identity(element));
  return ofIdentity(root)[ofIdentity(frame).indexOf(element as HTMLElement)];
}

/** Removes the frame, shows the app; focus in it goes to the app's same control, else to `focusTarget`. */
export function releasePrerenderedFrame(focusTarget?: HTMLElement | null): void {
  const frame = prerenderedFrame();
  if (!frame || frame.hasAttribute(GIVING_WAY_ATTRIBUTE)) return;
  const focused = document.activeElement;
  const root = document.getElementById('root');
  const hadFocus = focused instanceof HTMLElement && frame.contains(focused);
  const counterpartOf = (element: Element) => (root ? counterpartIn(root, frame, element) : undefined);
  const pressing = frame.querySelector(`[${PRESSING_ATTRIBUTE}]`);
  frame.remove();
  root?.removeAttribute('hidden');
  if (pressing) finishPress(counterpartOf(pressing));
  if (!hadFocus) return;
  const same = focusTarget && identity(focused) === identity(focusTarget);
  // Never to <body>: a control no form names (the skip link, the language picker) has its counterpart too.
  const target = (!same && counterpartOf(focused)) || focusTarget;
  if (!target) return;
  target.focus();
  if (target === focusTarget && focusTarget instanceof HTMLInputElement && focusTarget.type === 'text')
    focusTarget.setSelectionRange(focusTarget.value.length, focusTarget.value.length);
}
