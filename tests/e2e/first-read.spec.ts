/**
 * Issue 66: a token page's first GET, and a signed-in page's session check, asked by the document's
 * head beside the route's code (src/app/firstReads.ts, scripts/build/route-start.ts), as production
 * serves the page. The app takes that answer instead of asking again; a failed one ends on the page's
 * Try again as before, and a call that got no answer leaves the app to ask itself. A stalled one is given
 * up at the app's own time limit (src/api/clients.ts races whatever fetch it waits on), then asked again;
 * not shown here: in a trial the mock held that retry behind the stalled call, so the page waited for both.
 */
import type { Page } from '@playwright/test';
import { expect, fault, holdRequests, PASSWORD, requestsSettled, signInByCall, test } from './support';

const RESET_LINK = '/auth/forgot-password/reset?token=reset-ava';
const RESET_READ = '/api/identity-orchestrator/v0/tokens/resetPassword/reset-ava';

/** How many GETs of `path` the page sends from now on. */
function countGets(page: Page, path: string): () => number {
  let count = 0;
  page.on('request', (sent) => {
    if (sent.method() === 'GET' && new URL(sent.url()).pathname === path) count++;
  });
  return () => count;
}

test('the reset link asks its token once, from the head, and shows its form', async ({ page }) => {
  const gets = countGets(page, RESET_READ);
  await page.goto(RESET_LINK);
  const field = page.getByRole('textbox', { name: 'New password', exact: true });
  await expect(field).toBeVisible();
  expect(gets()).toBe(1);
});

test("a failed first read is the page's Try again, which asks again", async ({ page, request }) => {
  await fault(request, 'GET', '/tokens/resetPassword/reset-ava', 503);
  const gets = countGets(page, RESET_READ);
  await page.goto(RESET_LINK);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('textbox', { name: 'New password', exact: true })).toBeVisible();
  expect(gets()).toBe(2);
});

test('a first read that gets no answer at all leaves the app to ask itself', async ({ page }) => {
  // The connection reset under the head's call (through nginx, a dropped upstream is a 502, as above).
  await page.route(`**${RESET_READ}`, (route) => route.abort('connectionreset'), { times: 1 });
  const gets = countGets(page, RESET_READ);
  await page.goto(RESET_LINK);
  await expect(page.getByRole('textbox', { name: 'New password', exact: true })).toBeVisible();
  expect(gets()).toBe(2);
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
});

test('a refused link still ends on its result page', async ({ page, request }) => {
  await fault(request, 'GET', '/tokens/resetPassword/reset-ava', 404);
  await page.goto(RESET_LINK);
  await expect(page).toHaveURL(/\/auth\/notification/);
});

test('a signed-in page opened directly asks the session check once', async ({ page }) => {
  await signInByCall(page, 'ava.associate');
  const gets = countGets(page, '/api/authentication-service/v0/check');
  await page.goto('/auth/account-settings/change-password');
  await expect(page.getByLabel('Current password')).toBeVisible();
  expect(gets()).toBe(1);
});

test.describe('a sign-in that goes on to a page of the app (src/common/navigation/routeStart.ts)', () => {
  const CHECK = '/api/authentication-service/v0/check';
  const OBLIGATIONS = '/api/authentication-service/v0/check-obligations';
  /** The auth guard's chunk and the change-password page's loader's, held back: no loader can run. */
  const LOADERS_CODE = /\/auth\/assets\/(AuthGuard|changePasswordLoader)-[^/]+\.js$/;

  test("asks the obligation page's reads as the move starts, before its code has come, and the app takes them", async ({
    page,
  }) => {
    const release = await holdRequests(page, LOADERS_CODE);
    await page.goto('/auth/login');
    await page.getByRole('textbox', { name: 'Username' }).fill('paula.password');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    const checks = countGets(page, CHECK);
    const obligationChecks = countGets(page, OBLIGATIONS);
    await page.getByRole('button', { name: 'Log in' }).click();
    // The sign-in's own obligation check (412), then the page's and the session check, the loaders' code
    // held back.
    await expect.poll(obligationChecks).toBe(2);
    await expect.poll(checks).toBe(1);
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Your password has expired' })).toBeVisible();
    await requestsSettled(page);
    expect([checks(), obligationChecks()]).toEqual([1, 2]);
  });

  test('a move between signed-in pages asks what the app asks: the session check, not the person or the client', async ({
    page,
  }) => {
    await signInByCall(page, 'ava.associate');
    await page.goto('/auth/account-settings/contact-info');
    await expect(page.getByRole('heading', { level: 2, name: 'Contact info' })).toBeVisible();
    await requestsSettled(page);
    const checks = countGets(page, CHECK);
    const persons = countGets(page, '/api/identity-orchestrator/v0/persons/me');
    const clients = countGets(page, '/api/identity-orchestrator/v0/associates/me/clientInfo');
    const nav = page.getByRole('navigation', { name: 'Account settings' });
    await nav.getByRole('link', { name: 'Devices' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Devices' })).toBeVisible();
    await requestsSettled(page);
    expect([checks(), persons(), clients()]).toEqual([1, 0, 0]);
  });

  test("has the signed-in pages' layouts fetched while the password step shows, before Log in", async ({
    page,
  }) => {
    await page.goto('/auth/login');
    await page.getByRole('textbox', { name: 'Username' }).fill('paula.password');
    const guard = page.waitForRequest(/\/auth\/assets\/AuthGuard-[^/]+\.js$/);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toBeFocused();
    await guard;
  });
});
