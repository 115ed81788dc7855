/**
 * Issue 63: a password manager fills the change-password tab as its URL shows, on a first visit
 * (nothing cached), and what it filled stays and counts. A password manager finds the fields of "the
 * page at this URL" by their autocomplete tokens; the sign-in form has a current-password field too.
 * React Router changed the URL and then rendered the new screen in a transition: on a slow phone's CPU
 * the sign-in form stayed up under the tab's URL for as long as the render took, the filler found
 * sign-in's password field, and the tab's own stayed empty (7 of 10 runs with src/app/appRouter.ts's
 * drawnWithItsUrl taken out). The CPU is slowed only to give the old window room, not to time anything:
 * the URL and the screen now change in one task, whatever the speed.
 */
import { expect, logIn, PASSWORD, requestsSettled, test } from './support';

const TAB = '/auth/account-settings/change-password';
const NEW_PASSWORD = 'Brand-new#Pass2026';

for (let run = 1; run <= 20; run += 1)
  test(`a password manager's fill on a cold visit stays and counts (run ${run} of 20)`, async ({ page }) => {
    await page.goto(`/auth/login?redirectUrl=${encodeURIComponent(TAB)}`);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await logIn(page, 'ava.associate');
    // Anchored: the sign-in URL names the tab too, in its redirectUrl.
    await page.waitForURL((url) => url.pathname === TAB);
    const current = page.locator('input[autocomplete="current-password"]');
    const fresh = page.locator('input[autocomplete="new-password"]');
    await current.fill(PASSWORD);
    await fresh.fill(NEW_PASSWORD);
    await requestsSettled(page);
    await expect(page.getByRole('textbox', { name: /^Current password/ })).toHaveValue(PASSWORD);
    await expect(page.getByRole('textbox', { name: /^New password/ })).toHaveValue(NEW_PASSWORD);
    await expect(page.getByRole('button', { name: 'Update' })).toBeEnabled();
  });
