/**
 * Issue 25 item 4: two tabs of one browser (one context) share the session's news: a sign-out in one
 * sends the other to sign-in within 2 s, and "Stay signed in" in one closes the other's modal.
 */
import { type BrowserContext, type Page } from '@playwright/test';
import { elapse, expect, signIn, test } from './support';

async function twoSignedInTabs(context: BrowserContext): Promise<[Page, Page]> {
  const first = await context.newPage();
  await first.clock.install();
  await signIn(first, 'ava.associate', { redirectUrl: '/auth/user' });
  await expect(first).toHaveURL(/\/auth\/user$/);
  const second = await context.newPage();
  await second.goto('/auth/account-settings/switch-clients');
  await expect(second.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(second).toHaveURL(/\/auth\/account-settings\/switch-clients$/);
  return [first, second];
}

test('signing out in one tab takes the other to sign-in within 2 s, coming back to its page', async ({
  context,
}) => {
  const [first, second] = await twoSignedInTabs(context);
  await first.getByRole('link', { name: 'Sign out' }).click();
  await expect(first).toHaveURL(/\/auth\/login/);
  await expect(second).toHaveURL(/\/auth\/login\?redirectUrl=%2Fauth%2Faccount-settings%2Fswitch-clients$/, {
    timeout: 2_000,
  });
  await expect(second.getByRole('heading', { name: 'Sign in' })).toBeVisible({ timeout: 2_000 });
});

test('"Stay signed in" in one tab closes the session-expiry modal in the other', async ({
  context,
  request,
}) => {
  const [first, second] = await twoSignedInTabs(context);
  await elapse(first, request, 14 * 60_000 + 20_000);
  const modalOf = (page: Page) => page.getByRole('dialog', { name: 'Your session is about to end' });
  await expect(modalOf(first)).toBeVisible();
  await expect(modalOf(second)).toBeVisible();
  await modalOf(first).getByRole('button', { name: 'Stay signed in' }).click();
  await expect(modalOf(first)).toBeHidden();
  await expect(modalOf(second)).toBeHidden({ timeout: 2_000 });
  await expect(second).toHaveURL(/\/auth\/account-settings\/switch-clients$/);
});

test('signing in in one tab takes another tab on the sign-in page where it was going within 10 s', async ({
  context,
}) => {
  const waiting = await context.newPage();
  await waiting.goto('/auth/login?redirectUrl=%2Fauth%2Faccount-settings%2Fswitch-clients');
  // The app has taken over from the static frame (which has no script behind it).
  await expect(waiting.locator('#prerendered-frame')).toHaveCount(0);
  await expect(waiting.getByRole('textbox', { name: 'Username' })).toBeVisible();
  const first = await context.newPage();
  await signIn(first, 'ava.associate', { redirectUrl: '/auth/user' });
  await expect(first).toHaveURL(/\/auth\/user$/);
  await expect(waiting).toHaveURL(/\/auth\/account-settings\/switch-clients$/, { timeout: 10_000 });
});
