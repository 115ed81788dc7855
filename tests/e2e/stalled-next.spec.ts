/**
 * Issue 63: a Next whose check-auth-path never answers ends at the app's time limit, the same way
 * whether the sign-in frame or the app has the page by then: the password step, with the note that the
 * check took too long. The page's clock is Playwright's, stopped from the start and moved on only by the
 * test: no fifteen-second wait, and however long the machine takes to start the app, the page's time
 * stands still meanwhile (a running clock let a slow machine's take-over eat the second of margin).
 */
import { REQUEST_TIMEOUT_MS } from '../../src/api/requestTimeout.ts';
import type { Locator, Page } from '@playwright/test';
import { ENTRY_SCRIPT, expect, holdRequests, test } from './support';

const CHECK_AUTH_PATH = /\/check-auth-path$/;
const START = Date.parse('2030-01-01T08:00:00Z');
const FRAME_MS = 16;

/**
 * The app's start may wait on a timer or an animation frame, which a stopped clock never fires: the
 * clock moves a frame at a time until the app has the page. Returns the page time that took, which
 * counts against the time limit like any other.
 */
async function untilTakenOver(page: Page, frame: Locator): Promise<number> {
  let moved = 0;
  await expect(async () => {
    await page.clock.runFor(FRAME_MS);
    moved += FRAME_MS;
    await expect(frame).toHaveCount(0, { timeout: 100 });
  }).toPass({ timeout: 30_000 });
  return moved;
}

const TOOK_TOO_LONG = 'The server took too long to check your username. Enter your password to continue.';

for (const when of ['before', 'after'] as const)
  test(`a stalled Next shows "took too long" at the time limit, ${when} the app takes over`, async ({
    page,
  }) => {
    await page.clock.install({ time: START });
    await page.clock.pauseAt(START + 60_000);
    const releaseEntry = await holdRequests(page, ENTRY_SCRIPT);
    await holdRequests(page, CHECK_AUTH_PATH);
    await page.goto('/auth/login');
    const frame = page.locator('#prerendered-frame');
    const username = frame.getByRole('textbox', { name: 'Username' });
    await username.fill('ava.associate');
    const asked = page.waitForRequest(CHECK_AUTH_PATH);
    await username.press('Enter');
    await asked;
    let moved = 0;
    if (when === 'after') {
      releaseEntry();
      moved = await untilTakenOver(page, frame);
    }
    const note = page.getByTestId('check-failed');
    await page.clock.runFor(REQUEST_TIMEOUT_MS - 1000 - moved);
    await expect(note).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveCount(0);
    await page.clock.runFor(2000);
    await expect(note).toHaveText(TOOK_TOO_LONG);
    await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toBeFocused();
    if (when === 'before') {
      await expect(frame).toBeVisible();
      // The app takes the page over at that step, the note kept.
      releaseEntry();
      await untilTakenOver(page, frame);
      await expect(note).toHaveText(TOOK_TOO_LONG);
      await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toBeVisible();
    }
  });
