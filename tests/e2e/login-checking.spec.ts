/**
 * /auth/login shows nothing while authentication is being checked, neither the static frame nor the
 * page title names a brand before the app knows it, and a visitor already signed in goes on without
 * ever seeing the sign-in form.
 */
import { ENTRY_SCRIPT, expect, holdRequests, test } from './support';

const CHECK = /\/api\/authentication-service\/v0\/check$/;
const STYLESHEET = /\/auth\/assets\/index-[^/]+\.css$/;

test('nothing shows while GET /check runs; then the frame, with no brand name in it or the title', async ({
  page,
}) => {
  const releaseEntry = await holdRequests(page, ENTRY_SCRIPT);
  const releaseCheck = await holdRequests(page, CHECK);
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

test('GET /check starts while the HTML is parsed, is asked once, and the frame shows only after its 401', async ({
  page,
}) => {
  const checks: string[] = [];
  page.on('request', (request) => {
    if (CHECK.test(request.url())) checks.push(request.method());
  });
  // The inline script runs by its hash in the policy: a refused one would be reported here.
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  // The stylesheet held: the inline boot script after #root waits for it, so what is asked meanwhile
  // is asked from <head>.
  const releaseStylesheet = await holdRequests(page, STYLESHEET);
  const releaseCheck = await holdRequests(page, CHECK);
  const asked = page.waitForRequest(CHECK);
  await page.goto('/auth/login', { waitUntil: 'commit' });
  await asked;
  expect(checks).toEqual(['GET']);

  releaseStylesheet();
  await expect(page.locator('#prerendered-frame')).toBeAttached();
  await expect(page.locator('#root')).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Username' })).toHaveCount(0);

  const answered = page.waitForResponse(CHECK);
  releaseCheck();
  expect((await answered).status()).toBe(401);
  await expect(page.getByRole('textbox', { name: 'Username' })).toBeVisible();
  // The app took over (the frame is gone) having reused that answer: still the one call.
  await expect(page.locator('#prerendered-frame')).toHaveCount(0);
  await expect(page.getByRole('banner')).toContainText('Workforce ID');
  expect(checks).toEqual(['GET']);
  expect(refused).toEqual([]);
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
