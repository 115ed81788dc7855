import { type APIRequestContext, type Page } from '@playwright/test';
import { elapse, expect, expectNoAxeViolations, shoot, signIn, test } from './support';

async function signInToUserPage(page: Page) {
  await page.clock.install();
  await signIn(page, 'ava.associate', { redirectUrl: '/auth/user' });
  await expect(page).toHaveURL(/\/auth\/user$/);
}

const CHECK = /\/api\/authentication-service\/v0\/check$/;

/**
 * Stops the session's countdown where it stands, on both sides, however long the steps that follow
 * take. In the page, `Date` stands still (its timers, axe's among them, run on) and the periodic
 * GET /check gets the answer it got at the start, without a `Date` header, so it cannot learn that the
 * server's clock ran on meanwhile. The returned function lets both go again, first setting the mock
 * server's clock back to where it stood, so the session has the time left that the modal showed.
 */
async function holdCountdown(page: Page, request: APIRequestContext): Promise<() => Promise<void>> {
  const clock = await request.post('/__mock/clock', { data: { advanceMs: 0 } });
  const { now: serverNow } = (await clock.json()) as { now: string };
  const check = await page.request.get('/api/authentication-service/v0/check');
  expect(check.status()).toBe(200);
  const signedIn: unknown = await check.json();
  await page.route(CHECK, (route) => route.fulfill({ status: 200, json: signedIn }));
  const now = await page.evaluate(() => Date.now());
  await page.clock.setFixedTime(now);
  return async () => {
    expect((await request.post('/__mock/clock', { data: { now: serverNow } })).ok()).toBe(true);
    // Setting the time ends the fixed time: `Date` runs on from where it stood.
    await page.clock.setSystemTime(now);
    await page.unroute(CHECK);
  };
}

test('the session-expiry modal warns under 60 s and Stay keeps the session', async ({ page, request }) => {
  await signInToUserPage(page);
  const modal = page.getByRole('dialog', { name: 'Your session is about to end' });
  await expect(modal).toBeHidden();
  await elapse(page, request, 14 * 60_000 + 20_000); // 40 s left, less the grace period
  await expect(modal).toBeVisible();
  // The countdown runs to a sign-out in about 35 s: on a busy machine the accessibility scan alone
  // could outlast it, and the modal would be gone before Stay is clicked.
  const letGo = await holdCountdown(page, request);
  await expect(modal).toContainText(/signed out in \d+ seconds?/);
  await expectNoAxeViolations(page);
  await expect(modal).toBeVisible();
  await letGo();
  await modal.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(modal).toBeHidden();
  await elapse(page, request, 5 * 60_000);
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(/\/auth\/user$/);
});

// The countdown once compared the server-set expiry with the browser's clock, so moving
// the server's clock alone showed nothing, and a dead session still greeted Ava.
test('the mock clock alone moved under 60 s brings the modal; a dead session goes to sign-in and says why', async ({
  page,
  request,
}) => {
  await signInToUserPage(page);
  const modal = page.getByRole('dialog', { name: 'Your session is about to end' });
  expect((await request.post('/__mock/clock', { data: { advanceMs: 850_000 } })).ok()).toBe(true);
  // The page asks GET /check every 20 s and learns the server's clock from its Date header.
  await page.clock.runFor(21_000);
  await expect(modal).toBeVisible();
  await expect(modal).toContainText(/signed out in \d+ seconds?/);
  expect((await request.post('/__mock/clock', { data: { advanceMs: 60_000 } })).ok()).toBe(true);
  await page.clock.runFor(21_000);
  await expect(page).toHaveURL(/\/auth\/login\?redirectUrl=%2Fauth%2Fuser/);
  await expect(page.getByTestId('sign-in-notice')).toHaveText(/signed out because your session ended/);
  await expect(page.getByText('Welcome, Ava')).toBeHidden();
});

test('signing out says so on the sign-in page', async ({ page }) => {
  await signInToUserPage(page);
  await page.getByRole('link', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  await expect(page.getByTestId('sign-in-notice')).toHaveText('You have signed out.');
  await expectNoAxeViolations(page);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await shoot(page, `signed-out-${width}`);
  }
});

// A check that fails is no verdict on the session: the page stays, with Try again.
test('a 503 twice on GET /check keeps a signed-in person on the page with Try again', async ({
  page,
  request,
}) => {
  await signInToUserPage(page);
  await request.post('/__mock/faults', { data: { method: 'GET', path: '/check', status: 503, times: 2 } });
  await page.goto('/auth/user');
  await expect(page.getByText("We couldn't check your session")).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/user$/);
  await expect(page.getByRole('textbox', { name: 'Username' })).toBeHidden();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ava' })).toBeVisible();
});

test('letting the session run out signs out to login with the current path', async ({ page, request }) => {
  await signInToUserPage(page);
  await elapse(page, request, 14 * 60_000 + 20_000);
  await expect(page.getByRole('dialog', { name: 'Your session is about to end' })).toBeVisible();
  await elapse(page, request, 60_000);
  await expect(page).toHaveURL(/\/auth\/login\?redirectUrl=%2Fauth%2Fuser/);
});
