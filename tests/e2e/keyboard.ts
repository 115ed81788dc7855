/**
 * The keyboard alone: the journeys of keyboard*.spec.ts press keys and type, nothing else (no click, no
 * fill), and after every key that can move the focus `Keys` checks where it landed (`focusStop`):
 *
 * - never lost: something other than <body> has it;
 * - seen: the element has a size, and a control shows a focus ring (an outline or a box-shadow that it
 *   does not have unfocused). A heading or <main> the app focuses by script after a navigation is not a
 *   control and shows none on purpose (src/ui/styles.css), so only a control is held to the ring;
 * - inside the viewport (wholly, or as much of it as fits when it is taller than the window);
 * - not hidden: the element at the centre of its box is itself or inside it (or its label), so no toast,
 *   banner or sticky header sits on it.
 *
 * Setting a session up (signing in before a settings journey) goes through the API, not the screen: it is
 * not the journey under test.
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from './support';

/**
 * What `focusStop` found; `problems` is empty when the stop is sound. `history` is the page's last
 * focus moves, oldest first, for the failure message: a focus lost to <body> names the element that
 * had it and whether it left the page (re-rendered or unmounted under the focus) or moved.
 */
interface Stop {
  what: string;
  problems: string[];
  history: string[];
}

/** Where the focus is, and what is wrong with it (see the file's comment). */
export async function focusStop(page: Page): Promise<Stop> {
  return page.evaluate(() => {
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
    // Recorded from the first check on, in this document (a reload starts a new record).
    const recorder = window as Window & { focusHistory?: string[] };
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
    if (!element || element === document.body || element === document.documentElement)
      return { what: String(element?.nodeName ?? 'nothing'), problems: ['focus lost to <body>'], history };
    const what = describe(element);
    const problems: string[] = [];
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) problems.push('has no size');
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden' || Number(style.opacity) === 0) problems.push('is invisible');

    const control = !(
      element instanceof HTMLElement &&
      element.tabIndex < 0 &&
      !element.matches('input, select, textarea, button, a[href], summary')
    );
    if (control) {
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1;
      const shadow = style.boxShadow !== 'none';
      if (!outline && !shadow) problems.push('shows no focus ring (no outline, no box-shadow)');
    }

    const { innerWidth: width, innerHeight: height } = window;
    const slack = 1;
    const fitsAcross = box.width <= width;
    const fitsDown = box.height <= height;
    const across = fitsAcross
      ? box.left >= -slack && box.right <= width + slack
      : box.left < width && box.right > 0;
    const down = fitsDown
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
  });
}

/**
 * Fails unless the focus is sound (`focusStop`) once the page is at rest: a navigation moves the focus
 * to the new page's heading a frame or two after it commits, so the stop is read until it settles.
 */
export async function expectSoundStop(page: Page, step: string): Promise<void> {
  let stop: Stop = { what: '', problems: [], history: [] };
  await expect
    .poll(
      async () => {
        stop = await focusStop(page).catch((error: unknown) => {
          if (process.env.KB_DEBUG) console.log('focusStop failed', error);
          throw error;
        });
        if (process.env.KB_DEBUG) console.log(step, stop.what, stop.problems);
        return stop.problems;
      },
      { message: `${step}: the focus`, intervals: [50, 100, 250, 500] },
    )
    .toEqual([])
    .catch(() => {
      throw new Error(
        `${step}: focus on ${stop.what}: ${stop.problems.join('; ')}\nThe focus's last moves:\n  ${stop.history.join('\n  ')}`,
      );
    });
}

/**
 * A toast shows in `scope` (the page, or the open dialog that hosts the toasts): given as a key's
 * `settled`, the stop after it is checked with the toast on the screen, placed off the focus or not.
 */
export async function toastShows(scope: Page | Locator): Promise<void> {
  await expect(scope.locator('.toast').first()).toBeVisible();
}

/** The keyboard, with the focus checked after every key (`focusStop`); `stops` counts the checks. */
export class Keys {
  stops = 0;
  constructor(private readonly page: Page) {}

  /** Presses `key` and checks the stop it leads to (after the page's answer to it, when `settled` says how to wait). */
  async press(key: string, settled?: () => Promise<void>): Promise<void> {
    await this.page.keyboard.press(key);
    if (settled) await settled();
    await this.check(key);
  }

  /**
   * Presses `key` to leave the app (for the product's home, another system): a document loaded afresh
   * starts with the focus on its <body>, which is not a stop of this app.
   */
  async leave(key: string): Promise<void> {
    await this.page.keyboard.press(key);
  }

  /** Types `text` into the focused field (typing moves no focus; the stop is checked before). */
  async type(text: string): Promise<void> {
    await this.check('before typing');
    await this.page.keyboard.type(text);
  }

  /** Replaces the focused field's text with `text`. */
  async retype(text: string): Promise<void> {
    await this.page.keyboard.press('ControlOrMeta+a');
    await this.page.keyboard.press('Delete');
    await this.type(text);
  }

  async check(step: string): Promise<void> {
    this.stops += 1;
    await expectSoundStop(this.page, `${step} (${new URL(this.page.url()).pathname})`);
  }

  /**
   * Tabs towards `target` until it has the focus, checking every stop on the way: forward when it comes
   * after the focus in the page, else back with Shift+Tab (`back` forces the direction).
   */
  async tabTo(target: Locator, { back, max = 40 }: { back?: boolean; max?: number } = {}): Promise<void> {
    await expect(target).toBeVisible();
    const behind =
      back ??
      (await target.evaluate(
        (element) =>
          document.activeElement !== null &&
          document.activeElement !== document.body &&
          Boolean(element.compareDocumentPosition(document.activeElement) & Node.DOCUMENT_POSITION_FOLLOWING),
      ));
    for (let i = 0; i < max; i += 1) {
      if (await target.evaluate((element) => element === document.activeElement)) return;
      await this.press(behind ? 'Shift+Tab' : 'Tab');
    }
    await expect(target).toBeFocused();
  }

  /**
   * Every stop of `scope` (by default the page's <main>; the whole page's frame, header and footer,
   * is walked once per journey with `walk(page.locator('body'))`, or an open dialog): Tab from where
   * the focus is to the last control a Tab can reach in it, then Shift+Tab back to the first, checking
   * each stop. Returns how many stops the forward walk made.
   */
  async walk(scope: Locator = this.page.locator('main')): Promise<number> {
    // From a page at rest: what a loading panel brings moves the stops after it (the footer's links),
    // and a stop passed before then would be left below the window. That the panels paint with their
    // page is held in settings.spec.ts, on every machine, not only on a slow one.
    await expect(this.page.locator('.page-pending, .route-pending')).toHaveCount(0);
    const before = this.stops;
    await this.tabUntil(scope, 'last', 'Tab');
    const forward = this.stops - before;
    await this.tabUntil(scope, 'first', 'Shift+Tab');
    return forward;
  }

  private async tabUntil(scope: Locator, end: 'first' | 'last', key: string, max = 80): Promise<void> {
    const target = () => scope.evaluate(edgeStop, end);
    // A panel's controls may come a moment after its heading (its data loading).
    await expect.poll(target, { message: 'something to Tab to' }).not.toBeNull();
    for (let i = 0; i < max; i += 1) {
      if (await target()) return;
      await this.press(key);
    }
    throw new Error(`${end} stop not reached in ${max} presses of ${key}`);
  }
}

/**
 * Whether the focus is on the first or last stop a Tab can reach in `root` (null when there is none):
 * focusable, not taken out of the order, rendered, not inert; of a radio group only the checked radio,
 * or the first when none is.
 */
function edgeStop(root: Element, which: 'first' | 'last'): boolean | null {
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
