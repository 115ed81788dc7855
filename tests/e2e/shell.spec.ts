import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, expectPageBasics, resetMock } from './support';

test.beforeEach(async ({ request }) => resetMock(request));

test('an unknown route lands on sign-in', async ({ page }) => {
  await page.goto('/auth/nowhere');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

// Issue 12 item 3: Vite answered "/auth" with its "did you mean /auth/" text.
test('/auth without a trailing slash lands on sign-in, query kept', async ({ page }) => {
  await page.goto('/auth?redirectUrl=%2Fauth%2Fuser');
  await expect(page).toHaveURL(/\/auth\/login\?redirectUrl=%2Fauth%2Fuser$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('the outage page shows for /auth/outage and /auth/saml-error, whatever the error value', async ({
  page,
}) => {
  for (const url of [
    '/auth/outage?error=x',
    '/auth/saml-error?error=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E',
  ]) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/problem|outage|unavailable/i);
    await expect(page.locator('main img')).toHaveCount(0);
    await expectPageBasics(page);
  }
  await expectNoAxeViolations(page);
});

test('the terms page lists every topic and links back to sign-in', async ({ page }) => {
  await page.goto('/auth/legal');
  await expectPageBasics(page);
  for (const topic of [
    /overview/i,
    /privacy/i,
    /security/i,
    /copyright/i,
    /warrant/i,
    /liability/i,
    /termination/i,
    /governing law/i,
    /third-party beneficiar/i,
    /data transmission/i,
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: topic }).first()).toBeVisible();
  }
  await expect(page.getByText(/New Jersey/).first()).toBeVisible();
  await expect(page.getByText(/Ontario/).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /sign in|log in|back/i }).first()).toHaveAttribute(
    'href',
    '/auth/login',
  );
  await expectNoAxeViolations(page);
});

test('each notice route renders its own heading', async ({ page }) => {
  const headings = new Map<string, string>();
  for (const path of [
    '/auth/unauthorized-error?traceId=abc123',
    '/auth/resource-not-found?traceId=abc123',
    '/auth/account-no-access',
    '/auth/archived',
    '/auth/notification',
    '/auth/unauthorized-notification',
  ]) {
    await page.goto(path);
    await expectPageBasics(page);
    const heading = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
    expect(heading, path).not.toBe('');
    headings.set(path, heading);
  }
  expect(new Set(headings.values()).size).toBe(headings.size);
  await page.goto('/auth/unauthorized-error?traceId=abc123');
  await expect(page.getByText('abc123')).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the footer's copyright year is this year and its links open new tabs", async ({ page }) => {
  await page.goto('/auth/legal');
  const footer = page.locator('footer');
  await expect(footer).toContainText(String(new Date().getFullYear()));
  const links = footer.getByRole('link');
  await expect(links).toHaveCount(3);
  for (const link of await links.all()) await expect(link).toHaveAttribute('target', '_blank');
});

test('a result page is accessible', async ({ page }) => {
  await page.goto('/auth/forgot-password/reset?token=');
  await expect(page.locator('[data-result-kind]')).toHaveAttribute(
    'data-result-kind',
    'FAILURE_LINK_RESET_PASS',
  );
  await expectPageBasics(page);
  await expectNoAxeViolations(page);
});
