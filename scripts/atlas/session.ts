/**
 * Reaching a visit's screen as its persona, and waiting for it to settle: shared by the flow atlas
 * (./run.ts) and the every-route sweep (tests/e2e/route-sweep.spec.ts), which visit the same plan.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { PASSWORD } from './plan';

const AUTHENTICATION = '/api/authentication-service/v0';

/** Signs in by the sign-in call itself: the fastest way to a signed-in page. */
export async function signInByCall(context: BrowserContext, origin: string, username: string): Promise<void> {
  await context.request.get(`${origin}${AUTHENTICATION}/check`);
  const xsrf = (await context.cookies(origin)).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
  const response = await context.request.post(`${origin}${AUTHENTICATION}/login`, {
    form: { username, password: PASSWORD },
    headers: { 'X-CSRF-Token': xsrf ?? '' },
  });
  if (!response.ok()) throw new Error(`signing in ${username} answered ${response.status()}`);
}

/** Signs in through the (English) form, as a person does, and waits until the app has left the sign-in page. */
export async function signInByForm(page: Page, username: string): Promise<void> {
  await page.goto('/auth/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/login'));
}

/** The screen at rest: requests done, fonts and toasts settled. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(150);
}
