/**
 * The focus checks that run inside the page, shared by the Chromium keyboard journeys (./keyboard.ts,
 * through `page.evaluate`) and the Firefox and WebKit ones (tests/engines/in-page.ts, bundled): each
 * function is self-contained (no imports, no closures over this module), so the page gets it whole.
 */

/** Where the focus is; `problems` is empty when the stop is sound; `history`, the page's last focus moves. */
export interface Stop {
  what: string;
  problems: string[];
  history: string[];
}

/**
 * The focused element's stop, as ./keyboard.ts describes it: never lost to <body>; a size; a control
 * shows a ring (an outline or a box-shadow) that it did not show unfocused; inside the viewport; not
 * covered at its centre. `activeWindowOnly`: a page whose window is not the active one matches no
 * `:focus` (WebKit on Xvfb at a phone's width), so only the first checks hold there.
 */
export function focusStop({ activeWindowOnly = false } = {}): Stop {
  const describe = (element: Element | null): string => {
    if (!element) return 'nothing';
    const name =
      element.getAttribute('aria-label') ??
      (element as HTMLInputElement).labels?.[0]?.textContent ??
      element.textContent ??
      '';
    return `<${element.nodeName.toLowerCase()}${element.id ? `#${element.id}` : ''}> "${name
      .trim()
      .replace(/\s+/g, ' ')
      .slice(0, 50)}"`;
  };
  /** What draws a focus ring, as computed. */
  const ringOf = (element: Element) => {
    const style = getComputedStyle(element);
    return [style.outlineStyle, style.outlineWidth, style.outlineColor, style.boxShadow].join(' ');
  };
  // Recorded from the first check on, in this document (a reload starts a new record).
  const recorder = window as Window & {
    focusHistory?: string[];
    focusedRing?: { element: Element; ring: string };
  };
  if (!recorder.focusHistory) {
    const history: string[] = (recorder.focusHistory = []);
    const record = (line: string) => {
      history.push(line);
      if (history.length > 12) history.shift();
    };
    const started = performance.now();
    const at = () => `+${Math.round(performance.now() - started)} ms`;
    document.addEventListener('focusin', (event) =>
      record(`${at()} in ${describe(event.target as Element)}`),
    );
    document.addEventListener('focusout', (event) => {
      const left = event.target as Element;
      // Read a task later: by then an element unmounted under the focus has left the document.
      setTimeout(() =>
        record(
          `${at()} out of ${describe(left)}${left.isConnected ? '' : ' (removed from the page)'}, to ${describe(event.relatedTarget as Element | null)}`,
        ),
      );
    });
  }
  const history = recorder.focusHistory.slice();
  const element = document.activeElement;
  const problems: string[] = [];
  // The stop before, left now: its ring must have gone with the focus, or the ring was no focus cue.
  const before = recorder.focusedRing;
  const ringStayed =
    before &&
    before.element !== element &&
    before.element.isConnected &&
    ringOf(before.element) === before.ring;
  if (ringStayed)
    problems.push(`the stop before, ${describe(before.element)}, looks the same unfocused (${before.ring})`);
  if (!element || element === document.body || element === document.documentElement)
    return {
      what: String(element?.nodeName ?? 'nothing'),
      problems: [...problems, 'focus lost to <body>'],
      history,
    };
  const what = describe(element);
  const box = element.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) problems.push('has no size');
  const style = getComputedStyle(element);
  if (style.visibility === 'hidden' || Number(style.opacity) === 0) problems.push('is invisible');
  if (activeWindowOnly && !document.hasFocus()) return { what, problems, history };

  const control = !(
    element instanceof HTMLElement &&
    element.tabIndex < 0 &&
    !element.matches('input, select, textarea, button, a[href], summary')
  );
  if (control) {
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1;
    const shadow = style.boxShadow !== 'none';
    if (!outline && !shadow) problems.push('shows no focus ring (no outline, no box-shadow)');
    else if (!ringStayed) recorder.focusedRing = { element, ring: ringOf(element) };
  }

  const { innerWidth: width, innerHeight: height } = window;
  const slack = 1;
  const across =
    box.width <= width ? box.left >= -slack && box.right <= width + slack : box.left < width && box.right > 0;
  const down =
    box.height <= height
      ? box.top >= -slack && box.bottom <= height + slack
      : box.top < height && box.bottom > 0;
  if (!across || !down)
    problems.push(
      `is outside the viewport (${Math.round(box.left)},${Math.round(box.top)} ${Math.round(box.width)}×${Math.round(box.height)} in ${width}×${height})`,
    );
  else {
    const x = Math.min(Math.max(box.left + box.width / 2, 0), width - 1);
    const y = Math.min(Math.max(box.top + box.height / 2, 0), height - 1);
    const top = document.elementFromPoint(x, y);
    const labels = Array.from((element as HTMLInputElement).labels ?? []);
    const own =
      top && (top === element || element.contains(top) || labels.some((label) => label.contains(top)));
    if (!own) {
      const cover = top?.closest('[class]')?.getAttribute('class') ?? top?.nodeName ?? 'nothing';
      problems.push(`is covered at its centre by .${cover}`);
    }
  }
  return { what, problems, history };
}

/**
 * Whether the focus is on the first or last stop a Tab can reach in `root` (null when there is none):
 * focusable, not taken out of the order, rendered, not inert; of a radio group only the checked radio,
 * or the first when none is.
 */
export function edgeStop(root: Element, which: 'first' | 'last'): boolean | null {
  const reachable = Array.from(
    root.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]',
    ),
  ).filter((element) => {
    if (element.tabIndex < 0 || (element as HTMLButtonElement).disabled || element.closest('[inert]'))
      return false;
    if (!element.checkVisibility({ visibilityProperty: true })) return false;
    if (
      !(element instanceof HTMLInputElement) ||
      element.type !== 'radio' ||
      !element.name ||
      element.checked
    )
      return true;
    const group = Array.from(
      root.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${element.name}"]`),
    );
    return !group.some((radio) => radio.checked) && group[0] === element;
  });
  if (reachable.length === 0) return null;
  return (which === 'first' ? reachable[0] : reachable.at(-1)) === document.activeElement;
}
