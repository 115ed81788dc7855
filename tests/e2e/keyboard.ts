/**
 * The keyboard alone: the journeys of keyboard*.spec.ts press keys and type, nothing else (no click, no
 * fill), and after every key that can move the focus `Keys` checks where it landed (`focusStop`):
 *
 * - never lost: something other than <body> has it;
 * - seen: the element has a size, and a control shows a focus ring (an outline or a box-shadow that it
 *   does not have unfocused: read again at the next stop, once the focus has left it). A heading or <main> the app focuses by script after a navigation is not a
 *   control and shows none on purpose (src/ui/styles.css), so only a control is held to the ring;
 * - inside the viewport (wholly, or as much of it as fits when it is taller than the window);
 * - not hidden: the element at the centre of its box is itself or inside it (or its label), so no toast,
 *   banner or sticky header sits on it.
 *
 * Setting a session up (signing in before a settings journey) goes through the API, not the screen: it is
 * not the journey under test.
 */
import type { Locator, Page } from '@playwright/test';
import { edgeStop, focusStop as inPageFocusStop, type Stop } from './keyboard-in-page';
import { expect } from './support';

/** Where the focus is, and what is wrong with it (see the file's comment; ./keyboard-in-page.ts). */
export const focusStop = (page: Page): Promise<Stop> => page.evaluate(inPageFocusStop, {});

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
