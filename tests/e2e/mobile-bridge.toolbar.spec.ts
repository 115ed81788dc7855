/**
 * The mobile app's web view, played by a desktop browser: `?mock-platform` turns on the toolbar's
 * emulated bridge, and the toolbar lists what the page posted to it (mock-server/README.md "The mobile web
 * view"). Against the dev server, the only one that carries the toolbar; each test in a world of its own.
 */
import { expect, test, type Page } from '@playwright/test';

test.beforeEach(async ({ page }) => {
  const created = await page.request.post('/__mock/worlds');
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await page.context().addCookies([{ name: 'mock-world', value: id, url: test.info().project.use.baseURL! }]);
});

async function signInAs(page: Page, username: string) {
  await page.goto(`/auth/login?mock-persona=${username}`, { waitUntil: 'commit' });
  await expect(page).not.toHaveURL(/\/auth\/login/, { timeout: 30_000 });
}

async function lastCode(page: Page, to: string): Promise<string> {
  const mails = (await (await page.request.get('/__mock/outbox')).json()) as { to: string; code?: string }[];
  const code = mails.filter((mail) => mail.to === to && mail.code).at(-1)?.code;
  expect(code).toMatch(/^\d{6}$/);
  return code!;
}

/** The toolbar's list of posted events, the toolbar opened. */
async function postedEvents(page: Page) {
  const toolbar = page.getByRole('complementary', { name: 'Mock toolbar' });
  const toggle = toolbar.getByRole('button', { name: /^Mock:/ });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false', { timeout: 30_000 });
  await toggle.click();
  return toolbar.getByRole('list', { name: 'Events posted to the bridge' });
}

test('iOS: a completed step-up posts stepUpSuccess, shown in the toolbar', async ({ page }) => {
  await signInAs(page, 'stan.stepup');
  await page.goto('/auth/step-up?redirectUrl=/auth/user&mock-platform=ios');
  // The bridge takes its parameter out of the address, as the toolbar's other actions do.
  await expect(page).toHaveURL(/\/auth\/step-up\?redirectUrl=%2Fauth%2Fuser$/);
  expect(await page.evaluate(() => typeof (window as { webkit?: unknown }).webkit)).toBe('object');
  await page.getByRole('button', { name: 'Send code' }).click();
  const field = page.getByRole('textbox', { name: /Verification code/ });
  await expect(field).toBeVisible();
  await field.fill(await lastCode(page, 'stan.stepup@example.com'));
  await field.press('Enter');
  await expect(page).toHaveURL(/\/auth\/user$/);

  const events = await postedEvents(page);
  await expect(events.getByRole('listitem')).toHaveText([
    'stepUpSuccess (no payload) on /auth/step-up?redirectUrl=%2Fauth%2Fuser',
  ]);
  await expect(page.getByRole('button', { name: /^Mock:.*iOS web view/ })).toBeVisible();
});

test('Android: cancelling contact verification posts contactVerifyCancel, shown in the toolbar', async ({
  page,
}) => {
  await signInAs(page, 'ed.email');
  await page.goto('/auth/user');
  await page.goto(
    '/auth/verify-contact-info?type=email&purpose=personal&returnUrl=/auth/user&platformType=mobileApp&mock-platform=android',
  );
  expect(
    await page.evaluate(() => typeof (window as { ReactNativeWebView?: unknown }).ReactNativeWebView),
  ).toBe('object');
  await page.getByRole('button', { name: 'Cancel' }).click();
  // In the app's web view Cancel goes back, where the native side takes over.
  await expect(page).toHaveURL(/\/auth\/user$/);

  const events = await postedEvents(page);
  await expect(events.getByRole('listitem')).toHaveCount(1);
  await expect(events.getByRole('listitem').first()).toContainText(
    'contactVerifyCancel (no payload) on /auth/verify-contact-info',
  );
});

test('off by default: a desktop browser has no bridge and posts nothing', async ({ page }) => {
  await page.goto('/auth/login');
  const events = await postedEvents(page);
  await expect(events.getByRole('listitem')).toHaveText(['No events yet.']);
  expect(await page.evaluate(() => 'webkit' in window || 'ReactNativeWebView' in window)).toBe(false);
});
