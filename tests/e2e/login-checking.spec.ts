/**
 * Issue 22 item 6: /auth/login shows nothing while authentication is being checked (spec section 2),
 * neither the static frame nor the page title names a brand before the app knows it, and a visitor
 * already signed in goes on without ever seeing the sign-in form.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support';

/** Holds back every request matching `url` until the returned function is called. */
async function hold(page: Page, url: RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const ENTRY = /\/auth\/assets\/index-[^/]+\.js$/;
const CHECK = /\/api\/authentication-service\/v0\/check$/;

test('nothing shows while GET /check runs; then the frame, with no brand name in it or the title', async ({
  page,
}) => {
  const releaseEntry = await hold(page, ENTRY);
  const releaseCheck = await hold(page, CHECK);
  const checked = page.waitForResponse(CHECK);
  await page.goto('/auth/login', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('#prerendered-frame')).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Username' })).toHaveCount(0);
  await expect(page).toHaveTitle('Sign in');

  releaseCheck();
  expect((await checked).status()).toBe(401);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.locator('#prerendered-frame .brand__name')).toHaveText('');
  await expect(page.locator('body')).not.toContainText('Workforce ID');

  releaseEntry();
  await expect(page.locator('#prerendered-frame')).toHaveCount(0);
  await expect(page.getByRole('banner')).toContainText('Workforce ID');
  await expect(page).toHaveTitle('Sign in · Workforce ID');
});

test('a signed-in visitor never sees the sign-in form on /auth/login', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByRole('textbox', { name: 'Username' }).fill('ava.associate');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Welcome#2024');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/authn\/landing/);

  // Reports every visible username field the page shows, watched from before any script of it runs.
  let shown = 0;
  await page.exposeFunction('reportUsernameField', () => (shown += 1));
  await page.addInitScript(() => {
    const report = (window as unknown as { reportUsernameField: () => void }).reportUsernameField;
    new MutationObserver(() => {
      for (const field of document.querySelectorAll('input[name="username"]'))
        if (field.checkVisibility()) report();
    }).observe(document, { childList: true, subtree: true, attributes: true });
  });
  await page.goto('/auth/login');
  await expect(page).toHaveURL(/\/authn\/landing/);
  await expect(page.getByTestId('signed-in-username')).toHaveText('ava.associate');
  expect(shown).toBe(0);
});
