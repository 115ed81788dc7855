/**
 * A toast never moves the page: the control a person is about to press is where it was when the toast
 * came (the page neither scrolls nor grows for it), and the toast stays off the focused control by
 * taking the viewport's other edge (src/ui/toastPlacement.ts). At a desktop and a phone size.
 */
import type { Page } from '@playwright/test';
import {
  CODE_SEND_LIMIT,
  CODE_SEND_WINDOW_MS,
} from '../../mock-server/handlers/identity-orchestrator/limits.ts';
import { expect, fault, requestsSettled, SHOTS, signInByCall, signInThenOpen, test } from './support';
import { focusStop, Keys } from './keyboard';

const SIZES = [
  { width: 1280, height: 720 },
  { width: 375, height: 667 },
] as const;

/** The viewport as the person sees it (not the full page: the toasts are fixed to the viewport). */
async function look(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  // Once the toasts are in, not half-way through fading in.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => (animation as CSSAnimation).animationName === 'toast-in')
        .map((animation) => animation.finished),
    ),
  );
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** What the page saw from a toast's coming to its going (`watchToasts`). */
interface ToastWatch {
  /** At the first toast's coming, in the same task as it entered the page (before anything could react). */
  came: {
    text: string;
    scrollY: number;
    height: number;
    cancel: { x: number; y: number } | null;
    at: number;
  } | null;
  /** `window.scrollY` at each scroll event after it came. */
  scrolls: number[];
  /**
   * Layout shifts after it came that neither an input of the person's nor a change of the page's own
   * content explains: what moved.
   */
  shifts: string[];
  /** The button the last press went down on. */
  pressed: string | null;
  pressedAt: number | null;
}

/**
 * Watches for the next toast from now on: notes the page's scroll position, height and Cancel button
 * the moment one enters the DOM (a mutation observer: nothing the app does after it can come first),
 * then every scroll and layout shift that follows, and which button each press went down on.
 *
 * A shift is the toast's unless the person's input explains it (`hadRecentInput`, 500 ms after a press)
 * or the page's content outside the toasts changed for the frame that shifted: what the press's answer
 * shows (the alert of a failed call, a list's new row) may land later than 500 ms on a busy machine, in
 * the toast's frame or after it, and it is not the toast's doing. Frames are told apart without clocks:
 * a shift is read by the next frame's start at the latest (the observer, or `takeRecords` there), and
 * Chromium may report it before this frame's start, so the changes of the last two frames' times count.
 * A toast that took room in the page still shows here as it goes, when nothing but the toasts changes.
 */
async function watchToasts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const state: ToastWatch = { came: null, scrolls: [], shifts: [], pressed: null, pressedAt: null };
    (window as unknown as { toastWatch: ToastWatch }).toastWatch = state;
    const cancelButton = () =>
      Array.from(document.querySelectorAll('main button')).find(
        (button) => button.textContent?.trim() === 'Cancel',
      );
    const note = () => {
      if (state.came || !document.querySelector('.toast')) return;
      const box = cancelButton()?.getBoundingClientRect();
      const text = document.querySelector('.toast')?.textContent ?? '';
      // The middle of the part of Cancel in the viewport: where a person would press it.
      const bottom = box ? Math.min(box.bottom, window.innerHeight) : 0;
      state.came = {
        text,
        scrollY: window.scrollY,
        height: document.documentElement.scrollHeight,
        cancel: box ? { x: box.left + box.width / 2, y: (box.top + bottom) / 2 } : null,
        at: performance.now(),
      };
    };
    /** The content outside the toasts changed since the last frame started; before it started. */
    let contentChangedSinceFrame = false;
    let contentChangedBeforeFrame = false;
    new MutationObserver((records) => {
      if (
        records.some(
          ({ target }) => !(target instanceof Element ? target : target.parentElement)?.closest('.toasts'),
        )
      )
        contentChangedSinceFrame = true;
      note();
    }).observe(document.body, { childList: true, subtree: true, attributes: true, characterData: true });
    note();
    window.addEventListener('scroll', () => {
      if (state.came) state.scrolls.push(window.scrollY);
    });
    type Shift = PerformanceEntry & { hadRecentInput: boolean; sources: { node: Node | null }[] };
    const judge = (entries: PerformanceEntry[]) => {
      for (const entry of entries as Shift[])
        if (state.came && !entry.hadRecentInput && !contentChangedSinceFrame && !contentChangedBeforeFrame)
          state.shifts.push(
            entry.sources
              .map(({ node }) =>
                node instanceof Element ? node.outerHTML.slice(0, 80) : String(node?.nodeName),
              )
              .join(' + '),
          );
    };
    const shifts = new PerformanceObserver((list) => judge(list.getEntries()));
    shifts.observe({ type: 'layout-shift' });
    const frame = () => {
      judge(shifts.takeRecords());
      contentChangedBeforeFrame = contentChangedSinceFrame;
      contentChangedSinceFrame = false;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    document.addEventListener(
      'pointerdown',
      (event) => {
        state.pressed = (event.target as Element).closest('button')?.textContent?.trim() ?? null;
        state.pressedAt = performance.now();
      },
      true,
    );
  });
}

/** The watch's notes, once a toast has come. */
async function toastCame(page: Page): Promise<ToastWatch> {
  const handle = await page.waitForFunction(() => {
    const state = (window as unknown as { toastWatch: ToastWatch }).toastWatch;
    return state.came ? state : null;
  });
  return (await handle.jsonValue()) as ToastWatch;
}

async function watched(page: Page): Promise<ToastWatch> {
  return page.evaluate(() => (window as unknown as { toastWatch: ToastWatch }).toastWatch);
}

/**
 * Lets the toasts go without waiting out their 5 s: once every request of the page has its answer
 * (what the action started has landed: a list refetched, a field shown), each toast's exit animation is
 * moved to its start and then plays in real frames, and its `animationend` dismisses the toast as
 * it does after the full time (src/ui/Toasts.tsx). Only the idle middle of the toast's life is skipped.
 */
async function skipToastsIdleTime(page: Page): Promise<void> {
  await requestsSettled(page);
  const moved = await page.evaluate(() => {
    const exits = document
      .getAnimations()
      .filter((animation) => (animation as CSSAnimation).animationName === 'toast-out');
    for (const exit of exits) {
      const start = Number(exit.effect!.getTiming().delay);
      if (Number(exit.currentTime) < start) exit.currentTime = start;
    }
    return exits.length;
  });
  expect(moved, 'toast exit animations').toBeGreaterThan(0);
}

/** The page did not move from the toast's coming to its going: no scroll, no growth, no shift. */
async function expectToastMovedNothing(page: Page): Promise<void> {
  await skipToastsIdleTime(page);
  await expect(page.locator('.toast')).toHaveCount(0);
  // Scroll events and layout shifts are reported after the frame that caused them: two frames on.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done)))),
  );
  const state = await watched(page);
  expect(state.scrolls, 'scroll positions while the toast came and went').toEqual([]);
  expect(await page.evaluate(() => window.scrollY)).toBe(state.came!.scrollY);
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(state.came!.height);
  expect(state.shifts, 'layout shifts no input explains').toEqual([]);
}

/** The focused control is not under the toast (nor anything else) while one shows. */
async function expectFocusUncovered(page: Page): Promise<void> {
  await expect(page.locator('.toast')).toBeVisible();
  expect((await focusStop(page)).problems.filter((problem) => problem.includes('covered'))).toEqual([]);
}

const at = (size: (typeof SIZES)[number]) => `${size.width}×${size.height}`;

for (const size of SIZES) {
  test(`Cancel pressed as the code-sent toast comes is Cancel, ten times out of ten, at ${at(size)}`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(size);
    await signInThenOpen(page, 'ed.email', '/auth/email-verify-notification');
    const send = page.getByRole('button', { name: 'Send code' });
    const field = page.getByRole('textbox', { name: /Verification code/ });
    const delays: number[] = [];
    for (let round = 1; round <= 10; round += 1) {
      await expect(send).toBeVisible();
      // Past the mock's limit on codes sent (a refusal, with its own toast), its window is let pass.
      if (round % CODE_SEND_LIMIT === 1 && round > 1)
        expect((await request.post('/__mock/clock', { data: { advanceMs: CODE_SEND_WINDOW_MS } })).ok()).toBe(
          true,
        );
      await watchToasts(page);
      await send.click();
      // The press goes where Cancel was as the toast came, at once: it must still be there.
      const { came } = await toastCame(page);
      expect(came!.cancel, `round ${round}: Cancel showed with the toast "${came!.text}"`).not.toBeNull();
      await page.mouse.click(came!.cancel!.x, came!.cancel!.y);
      const { pressed, pressedAt } = await watched(page);
      delays.push(Math.round(pressedAt! - came!.at));
      expect(pressed, `round ${round}: what the press went down on`).toBe('Cancel');
      await expect(field, `round ${round}: Cancel took effect`).toHaveCount(0);
      if (round === 1) await look(page, `toast-cancel-${size.width}`);
      // The same words while they show are said once: the next round's toast must be a new one.
      await page.getByRole('button', { name: 'Dismiss notification' }).click();
      await expect(page.locator('.toast')).toHaveCount(0);
    }
    test.info().annotations.push({ type: 'ms from toast to press', description: delays.join(', ') });
  });
}

/**
 * Signs `username` in, then at each size opens `url` afresh and runs `check`: one browser context and
 * sign-in for both sizes (each size still gets its own page load and its own toast).
 */
async function atEachSize(
  page: Page,
  username: string,
  url: string,
  check: (size: (typeof SIZES)[number]) => Promise<void>,
): Promise<void> {
  await signInByCall(page, username);
  for (const size of SIZES) {
    await test.step(at(size), async () => {
      await page.setViewportSize(size);
      await page.goto(url);
      await check(size);
    });
  }
}

test.describe('the page does not move as a toast comes and goes, at each size', () => {
  test('email verification: code sent, the focused code field clear of the toast', async ({ page }) => {
    await atEachSize(page, 'ed.email', '/auth/email-verify-notification', async (size) => {
      await watchToasts(page);
      await page.getByRole('button', { name: 'Send code' }).click();
      await toastCame(page);
      await expect(page.getByRole('textbox', { name: /Verification code/ })).toBeFocused();
      await expectFocusUncovered(page);
      await look(page, `toast-email-verify-${size.width}`);
      await expectToastMovedNothing(page);
    });
  });

  test('email verification: the code could not be sent (an error toast)', async ({ page, request }) => {
    await atEachSize(page, 'ed.email', '/auth/email-verify-notification', async () => {
      // The answer lands after the 500 ms a press explains a shift for (`hadRecentInput`), as on a
      // busy machine: the alert it shows must not count against the toast (`watchToasts`).
      await fault(request, 'POST', '/persons/me/tokens', 503, 1, 900);
      await watchToasts(page);
      await page.getByRole('button', { name: 'Send code' }).click();
      await toastCame(page);
      await expect(
        page.getByRole('alert').filter({ hasText: "Your request didn't go through" }),
      ).toBeFocused();
      await expectFocusUncovered(page);
      await expectToastMovedNothing(page);
    });
  });

  test('step-up: code sent', async ({ page }) => {
    await atEachSize(page, 'stan.stepup', '/auth/step-up?redirectUrl=/auth/user', async () => {
      await watchToasts(page);
      await page.getByRole('button', { name: 'Send code' }).click();
      await toastCame(page);
      await expect(page.getByRole('textbox', { name: /Verification code/ })).toBeFocused();
      await expectFocusUncovered(page);
      await expectToastMovedNothing(page);
    });
  });

  test('contact info: a phone added from its dialog, then deleted', async ({ page }) => {
    await atEachSize(page, 'ava.associate', '/auth/account-settings/contact-info', async () => {
      const add = page.getByRole('button', { name: 'Add phone' });
      await add.click();
      const dialog = page.getByRole('dialog', { name: 'Add a phone number' });
      await dialog.getByRole('textbox', { name: /Phone number/ }).fill('(201) 555-0177');
      await watchToasts(page);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await toastCame(page);
      await expect(dialog).toBeHidden();
      await expectFocusUncovered(page);
      await expectToastMovedNothing(page);

      await page.getByRole('button', { name: /^Delete \+1 201.555.0177/ }).click();
      await watchToasts(page);
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await toastCame(page);
      await expect(page.getByRole('alertdialog')).toBeHidden();
      await expectFocusUncovered(page);
      await expectToastMovedNothing(page);
    });
  });

  test('localization: a new time zone saved', async ({ page }) => {
    // A new zone at each size: the second save must change something too.
    const zones = ['America/Chicago', 'America/Denver'];
    await atEachSize(page, 'ava.associate', '/auth/account-settings/localization', async () => {
      await page.getByRole('combobox', { name: 'Time zone' }).selectOption(zones.shift()!);
      await watchToasts(page);
      await page.getByRole('button', { name: 'Save' }).click();
      await toastCame(page);
      await expect(page.getByText('Your regional settings were saved.')).toBeVisible();
      await expectFocusUncovered(page);
      await expectToastMovedNothing(page);
    });
  });
});

test('at a phone size the toast takes the head of the screen while the focused form is at its foot', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await signInThenOpen(page, 'ed.email', '/auth/email-verify-notification');
  await page.getByRole('button', { name: 'Send code' }).click();
  const field = page.getByRole('textbox', { name: /Verification code/ });
  await expect(field).toBeFocused();
  const toasts = page.locator('.toasts');
  await expect(toasts).toHaveAttribute('data-edge', 'top');
  const [toastBox, formBox] = await Promise.all([
    toasts.boundingBox(),
    field.locator('xpath=ancestor::form').boundingBox(),
  ]);
  expect(toastBox!.y + toastBox!.height).toBeLessThanOrEqual(formBox!.y);
});

/**
 * Pauses the page's clock a moment from now. The page's time runs on while the call travels: on a busy
 * machine that moment may be past when it arrives (Playwright then refuses to go back), so ask again.
 */
async function holdClockHere(page: Page): Promise<void> {
  for (;;) {
    const now = await page.evaluate(() => Date.now());
    try {
      return await page.clock.pauseAt(now + 20);
    } catch (error) {
      if (!String(error).includes('Cannot fast-forward to the past')) throw error;
    }
  }
}

test('at a phone size, every stop of the code step, header and footer too, is clear of the toast', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 667 });
  // Without motion a toast goes by the page's timer alone, which the held clock keeps from firing: the
  // toast shows for the whole walk however slow the machine.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await signInThenOpen(page, 'ed.email', '/auth/email-verify-notification');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('textbox', { name: /Verification code/ })).toBeFocused();
  const toast = page.locator('.toast');
  await expect(toast).toBeVisible();
  await holdClockHere(page);
  const keys = new Keys(page);
  const edges = new Set<string | null>();
  const walked = await keys.walk(page.locator('body'));
  expect(walked).toBeGreaterThan(5);
  // Once more, noting where the toast went for each stop.
  for (let i = 0; i < walked; i += 1) {
    await keys.press('Tab');
    edges.add(await page.locator('.toasts').getAttribute('data-edge'));
  }
  await expect(toast).toBeVisible();
  // It took both edges on the way: the header's controls at the head, the form at the foot.
  expect([...edges].sort()).toEqual(['bottom', 'top']);
});
