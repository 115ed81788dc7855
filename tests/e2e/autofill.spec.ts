/**
 * Issue 63: a password manager fills the change-password tab as its URL shows, on a first visit
 * (nothing cached), and what it filled stays and counts. A password manager finds the fields of "the
 * page at this URL" by their autocomplete tokens; the sign-in form has a current-password field too.
 * React Router changed the URL and then rendered the new screen in a transition: on a slow phone's CPU
 * the sign-in form stayed up under the tab's URL for as long as the render took, the filler found
 * sign-in's password field, and the tab's own stayed empty (7 of 10 runs with src/app/appRouter.ts's
 * drawnWithItsUrl taken out). The CPU is slowed only to give the old window room, not to time anything:
 * the URL and the screen now change in one task, whatever the speed.
 *
 * Eight runs: at that 7-in-10 rate the chance that all eight pass with the fault back is under 1 in
 * 10,000. Twenty runs (15 s each under the suite's load on a 2-core machine of index 1,550) proved no more.
 */
import { expect, logIn, PASSWORD, requestsSettled, test } from './support';

const TAB = '/auth/account-settings/change-password';
const NEW_PASSWORD = 'Brand-new#Pass2026';

const RUNS = 8;

for (let run = 1; run <= RUNS; run += 1)
  test(`a password manager's fill on a cold visit stays and counts (run ${run} of ${RUNS})`, async ({
    page,
  }) => {
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
