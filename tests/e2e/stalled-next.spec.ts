/**
 * Issue 63: a Next whose check-auth-path never answers ends at the app's time limit, the same way
 * whether the sign-in frame or the app has the page by then: the password step, with the note that the
 * check took too long. The page's clock is Playwright's, moved on by the test: no fifteen-second wait.
 */
import { REQUEST_TIMEOUT_MS } from '../../src/api/requestTimeout.ts';
import { ENTRY_SCRIPT, expect, holdRequests, test } from './support';

const CHECK_AUTH_PATH = /\/check-auth-path$/;
const TOOK_TOO_LONG = 'The server took too long to check your username. Enter your password to continue.';

for (const when of ['before', 'after'] as const)
  test(`a stalled Next shows "took too long" at the time limit, ${when} the app takes over`, async ({
    page,
  }) => {
    await page.clock.install();
    const releaseEntry = await holdRequests(page, ENTRY_SCRIPT);
    await holdRequests(page, CHECK_AUTH_PATH);
    await page.goto('/auth/login');
    const frame = page.locator('#prerendered-frame');
    const username = frame.getByRole('textbox', { name: 'Username' });
    await username.fill('ava.associate');
    const asked = page.waitForRequest(CHECK_AUTH_PATH);
    await username.press('Enter');
    await asked;
    if (when === 'after') {
      releaseEntry();
      await expect(frame).toHaveCount(0);
    }
    const note = page.getByTestId('check-failed');
    await page.clock.runFor(REQUEST_TIMEOUT_MS - 1000);
    await expect(note).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveCount(0);
    await page.clock.runFor(2000);
    await expect(note).toHaveText(TOOK_TOO_LONG);
    await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toBeFocused();
    if (when === 'before') {
      await expect(frame).toBeVisible();
      // The app takes the page over at that step, the note kept.
      releaseEntry();
      await expect(frame).toHaveCount(0);
      await expect(note).toHaveText(TOOK_TOO_LONG);
      await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toBeVisible();
    }
  });
