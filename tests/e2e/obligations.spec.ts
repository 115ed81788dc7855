import { type Page } from '@playwright/test';
import {
  checkBothWidths,
  expect,
  fault,
  fieldError,
  PASSWORD,
  shoot,
  signIn,
  signInByCall,
  signInThenOpen,
  test,
} from './support';

/**
 * Login obligations (issue 14): each persona signs in, meets the obligation on its page, and the next
 * sign-in lands at home. Every page is checked with axe at a phone's width and a desktop's.
 */

/** Signs in and meets the obligation page whose heading is `heading`. */
async function signInToObligation(
  page: Page,
  username: string,
  heading: string,
  options: { redirectUrl?: string } = {},
) {
  await signIn(page, username, options);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** The obligation is met: this visit is signed in, and the next sign-in goes straight home. */
async function obligationMet(page: Page, username: string, password = PASSWORD) {
  await expect(page.getByTestId('signed-in-name')).toBeVisible();
  await nextSignInLandsHome(page, username, password);
}

/** Signs out, signs in again, and lands on the product home: the obligation is gone for good. */
async function nextSignInLandsHome(page: Page, username: string, password = PASSWORD) {
  await page.context().clearCookies();
  await signIn(page, username, { password });
  await expect(page.getByTestId('signed-in-name')).toBeVisible();
  // The product home or the landing page in front of it, not an obligation page of /auth.
  expect(new URL(page.url()).pathname).toMatch(/^\/(authn\/landing)?$/);
}

test('paula changes her expired password, then signs in at home', async ({ page }) => {
  await signInToObligation(page, 'paula.password', 'Your password has expired');
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByLabel('New password').fill('Qz7#mLp2vR');
  await page.getByRole('button', { name: 'Update' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  await nextSignInLandsHome(page, 'paula.password', 'Qz7#mLp2vR');
});

test('uma reviews her suggested user ids and Continues', async ({ page }) => {
  await signIn(page, 'uma.username');
  await expect(page).toHaveURL(/\/auth\/review-username/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your user IDs are changing' })).toBeVisible();
  await checkBothWidths(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your new user IDs' })).toBeFocused();
  await expect(page.getByText('umausername1')).toBeVisible();
  await expect(page.getByText('umausername2')).toBeVisible();
  await checkBothWidths(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await obligationMet(page, 'uma.username');
});

test('uma creates user ids by keyboard: bad, repeated and taken names refused first', async ({ page }) => {
  await signInToObligation(page, 'uma.username', 'Your user IDs are changing');
  await page.getByRole('button', { name: 'Continue' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Create User IDs' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your user IDs' })).toBeFocused();

  const acme = page.getByRole('textbox', { name: 'User ID for Acme Manufacturing' });
  const birch = page.getByRole('textbox', { name: 'User ID for Birch Logistics' });
  // Keyboard alone: Tab from the heading through the fields.
  await page.keyboard.press('Tab');
  await expect(acme).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('.bad..name');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('uma.birch');
  await page.keyboard.press('Tab');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(
    page.getByText('Usernames may only contain numbers,letters,_,-, and non-consecutive periods.'),
  ).toBeVisible();
  await expect(acme).toBeFocused();
  await expect(acme).toHaveAttribute('aria-invalid', 'true');

  await acme.fill('uma.birch');
  await page.keyboard.press('Enter');
  await expect(
    page.getByText('You have already used this username in this form. Choose a different one.').first(),
  ).toBeVisible();

  await acme.fill('ava.associate');
  await page.keyboard.press('Enter');
  await expect(page.getByText('User ID already taken. Try entering a different ID.')).toBeVisible();
  await expect(acme).toBeFocused();
  await checkBothWidths(page);
  await page.setViewportSize({ width: 375, height: 900 });
  await shoot(page, 'username-form-375');

  await acme.fill('uma.acme');
  await expect(birch).toHaveValue('uma.birch');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('signed-in-name')).toBeVisible();
  // The first client's new user id signs in.
  await nextSignInLandsHome(page, 'uma.acme');
});

test('ulf may only review: no Create User ID', async ({ page }) => {
  await signInToObligation(page, 'ulf.username', 'Your user ID is changing');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your new user ID' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Create User ID/ })).toHaveCount(0);
  await checkBothWidths(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await obligationMet(page, 'ulf.username');
});

test('carl reviews his contact info without edit or delete buttons and Confirms', async ({
  page,
  request,
}) => {
  // Back to a page of this app afterwards, where the toast is still to be seen.
  await signInToObligation(page, 'carl.contact', 'Review your contact info', { redirectUrl: '/auth/user' });
  await expect(page.getByText('carl.contact@example.com')).toBeVisible();
  await expect(page.getByRole('button', { name: /delete|edit/i })).toHaveCount(0);
  await checkBothWidths(page);
  // A failed Confirm keeps the page with Try again.
  await fault(request, 'PUT', '/persons/me/contact-info');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await shoot(page, 'contact-fault');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('Thank you. Your contact info is confirmed.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/user$/);
  await nextSignInLandsHome(page, 'carl.contact');
});

test('bea creates basic credentials: short username and missing terms refused', async ({ page, request }) => {
  await signInToObligation(page, 'bea.basic', 'Create your sign-in details');
  await checkBothWidths(page);
  await page.getByRole('textbox', { name: 'Username' }).fill('bea');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Qz7#mLp2vR');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(fieldError(page, 'Username must be between 5 and 30 characters.')).toBeVisible();
  await expect(fieldError(page, 'Terms must be accepted')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Username' })).toBeFocused();
  await checkBothWidths(page);

  await page.getByRole('textbox', { name: 'Username' }).fill('bea.new');
  await page.getByRole('checkbox').check();
  await fault(request, 'POST', '/persons/me/basic-credentials');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await page.getByRole('button', { name: 'Try again' }).click();
  await obligationMet(page, 'bea.new', 'Qz7#mLp2vR');
});

test('sara Continues to her client’s SAML page', async ({ page }) => {
  await signInToObligation(page, 'sara.saml', 'Sign in through your company');
  await checkBothWidths(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/api\/authentication-service\/v0\/clients\/sso-client/);
  await expect(page.getByText(/SAML sign-in for SSO Client Co/).first()).toBeVisible();
  await nextSignInLandsHome(page, 'sara.saml');
});

test('fred signs in again to meet the force-basic obligation', async ({ page }) => {
  await signInToObligation(page, 'fred.force', 'Sign in again');
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
    'href',
    '/auth/forgot-password/request',
  );
  await checkBothWidths(page);
  await page.getByRole('textbox', { name: 'Username' }).fill('fred.force');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not-his-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(
    page.getByText('The username or password you entered is incorrect.', { exact: false }),
  ).toBeVisible();
  await checkBothWidths(page);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await obligationMet(page, 'fred.force');
});

test('lena reads and accepts the legal agreements', async ({ page }) => {
  await signInToObligation(page, 'lena.legal', 'Review our terms');
  await expect(page.getByText('Terms of Service', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Updated \d{2}\/\d{2}\/\d{4}$/)).toHaveCount(2);
  await expect(page.getByText('Updated 03/01/2026')).toBeVisible();
  await checkBothWidths(page);

  const popup = page.waitForEvent('popup');
  await page.getByRole('link', { name: 'Read Privacy Policy (opens in a new tab)' }).click();
  const opened = await popup;
  await expect(opened).toHaveURL(/\/auth\/legal/);
  await opened.close();

  await page.getByRole('button', { name: 'Agree' }).click();
  await expect(
    fieldError(page, 'You must agree to the Terms of Service and Privacy Policy before continuing.'),
  ).toBeVisible();
  await expect(page.getByRole('checkbox')).toBeFocused();
  await checkBothWidths(page);
  await page.setViewportSize({ width: 375, height: 900 });
  await shoot(page, 'legal-375');
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await obligationMet(page, 'lena.legal');
});

test('hostile agreements values show a page, never an uncaught error', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signInByCall(page, 'ava.associate');
  for (const value of [
    '%%%',
    encodeURIComponent(Buffer.from('not json').toString('base64')),
    encodeURIComponent(Buffer.from('{"__proto__":{"polluted":1}}').toString('base64')),
    encodeURIComponent(Buffer.from('["__proto__"]').toString('base64')),
    'A'.repeat(6000),
  ]) {
    await page.goto(`/auth/user/legal-agreements?agreements=${value}`);
    await expect(page.getByText("This link can't be used")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign out' })).toBeVisible();
  }
  await checkBothWidths(page);
  // Nothing reached Object.prototype.
  expect(await page.evaluate(() => 'polluted' in {})).toBe(false);
  expect(errors).toEqual([]);
});

test('an obligation kind the app has no page for never strands anyone', async ({ page }) => {
  await signInThenOpen(page, 'ava.associate', '/auth/obligations/accept-new-terms');
  await expect(page.getByRole('heading', { level: 1, name: 'One more step is needed' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign out' })).toBeVisible();
  await checkBothWidths(page);
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(page.getByTestId('signed-in-name')).toBeVisible();
});
