import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations, resetMock } from './support';

test.beforeEach(async ({ request }) => resetMock(request));

/** Moves the browser's clock and the mock server's clock together, as real time would. */
async function elapse(page: Page, request: APIRequestContext, ms: number) {
  const response = await request.post('/__mock/clock', { data: { advanceMs: ms } });
  expect(response.ok()).toBe(true);
  await page.clock.fastForward(ms);
}

async function signInToUserPage(page: Page) {
  await page.clock.install();
  await page.goto('/auth/login?redirectUrl=%2Fauth%2Fuser');
  await page.getByRole('textbox', { name: 'Username' }).fill('ava.associate');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Welcome#2024');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/auth\/user$/);
}

test('the session-expiry modal warns under 60 s and Stay keeps the session', async ({ page, request }) => {
  await signInToUserPage(page);
  const modal = page.getByRole('dialog', { name: 'Your session is about to end' });
  await expect(modal).toBeHidden();
  await elapse(page, request, 14 * 60_000 + 20_000); // 40 s left, less the grace period
  await expect(modal).toBeVisible();
  await expect(modal).toContainText(/signed out in \d+ seconds?/);
  await expectNoAxeViolations(page);
  await modal.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(modal).toBeHidden();
  await elapse(page, request, 5 * 60_000);
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(/\/auth\/user$/);
});

test('letting the session run out signs out to login with the current path', async ({ page, request }) => {
  await signInToUserPage(page);
  await elapse(page, request, 14 * 60_000 + 20_000);
  await expect(page.getByRole('dialog', { name: 'Your session is about to end' })).toBeVisible();
  await elapse(page, request, 60_000);
  await expect(page).toHaveURL(/\/auth\/login\?redirectUrl=%2Fauth%2Fuser/);
});
