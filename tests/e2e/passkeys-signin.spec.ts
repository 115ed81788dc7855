/**
 * Passkeys and remembered accounts on the sign-in page (issue 24 items 2, 3 and 6) in Chromium, with
 * its virtual authenticator driven through CDP. The relying party must be a domain, so these journeys
 * run on http://localhost (an IP address is refused); the mock world header goes with every request
 * whatever the host (./support.ts). A virtual authenticator answers the username field's autofill at
 * once, so it is added only after the page has loaded where the password way is wanted.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, expectPageBasics, resetMock, shoot, tabTo, test } from './support';
import { addAuthenticator, PASSKEY_BASE_URL, PLATFORM_AUTHENTICATOR } from './webauthn';

const PASSWORD = 'Welcome#2024';

test.use({ baseURL: PASSKEY_BASE_URL });
async function signInWithPassword(page: Page, username: string) {
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('ava accepts the passkey offer, signs out, and signs in with the passkey alone to redirectUrl', async ({
  page,
}) => {
  await page.goto('/auth/login?redirectUrl=%2Fview%2Fhome%3Ffrom%3Dpassword');
  await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Username' })).toHaveAttribute(
    'autocomplete',
    'username webauthn',
  );
  await expectNoAxeViolations(page);
  await shoot(page, 'login-passkey');
  await addAuthenticator(page);
  await signInWithPassword(page, 'ava.associate');

  // The offer, between the sign-in and its target.
  await expect(page).toHaveURL(/\/auth\/passkey-offer$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in faster next time');
  await expectPageBasics(page);
  await expectNoAxeViolations(page);
  await shoot(page, 'passkey-offer');
  await page.getByRole('button', { name: 'Create a passkey' }).click();
  await expect(page).toHaveURL(/\/view\/home\?from=password$/);
  await expect(page.getByTestId('signed-in-name')).toHaveText('Ava Associate');

  // Signed out, the sign-in page the logout forwards to signs her in with the passkey: no password.
  await page.goto('/auth/logout?redirectUrl=%2Fview%2Fhome%3Ffrom%3Dpasskey');
  await expect(page).toHaveURL(/\/view\/home\?from=passkey$/);
  await expect(page.getByTestId('signed-in-name')).toHaveText('Ava Associate');
  await expect(page.getByText('level of assurance 3')).toBeVisible();
});

test('a passkey the server does not know is refused with its message, the form kept', async ({ page }) => {
  await page.goto('/auth/login');
  const cdp = await addAuthenticator(page);
  await signInWithPassword(page, 'ava.associate');
  await page.getByRole('button', { name: 'Create a passkey' }).click();
  await expect(page.getByTestId('signed-in-name')).toHaveText('Ava Associate');

  // The passkey removed on the server's side (a reset world): this device's passkey is unknown there.
  await page.context().clearCookies();
  await resetMock(page.request);
  await page.goto('/auth/login');
  const error = page.getByTestId('login-error');
  await expect(error).toHaveText(/isn't registered here/);
  await expect(error).toBeFocused();
  await expectNoAxeViolations(page);
  await cdp.detach();
});

test('remember me: listed after a ticked sign-in, one click to the password, Forget', async ({ page }) => {
  await page.goto('/auth/login');
  const remember = page.getByRole('checkbox', { name: 'Remember me on this device' });
  await expect(remember).not.toBeChecked();
  await remember.check();
  await signInWithPassword(page, 'ava.associate');
  await expect(page.getByTestId('signed-in-name')).toHaveText('Ava Associate');

  // Signing out keeps her; the sign-in page lists her, masked, with her name and Last used.
  await page.goto('/auth/logout');
  await expect(page).toHaveURL(/\/auth\/login/);
  const list = page.getByTestId('remembered-accounts');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Ava Associate');
  await expect(list).toContainText('av•••••ate');
  await expect(list).toContainText('Last used');
  await expect(list).not.toContainText('ava.associate');
  await expectNoAxeViolations(page);
  await shoot(page, 'remembered-accounts');

  await list.getByRole('button', { name: /Continue as Ava Associate/ }).click();
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue('ava.associate');

  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Forget Ava Associate on this device' }).click();
  await expect(page.getByTestId('remembered-accounts')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Username' })).toBeVisible();
  await expect(page.getByTestId('remembered-accounts')).toHaveCount(0);
});

test('without the tick nothing is remembered', async ({ page }) => {
  await page.goto('/auth/login');
  await signInWithPassword(page, 'ava.associate');
  await expect(page.getByTestId('signed-in-name')).toHaveText('Ava Associate');
  expect(await page.evaluate(() => localStorage.getItem('identity-web:remembered-accounts'))).toBeNull();
  await page.goto('/auth/logout');
  await expect(page).toHaveURL(/\/auth\/login/);
  await expect(page.getByRole('textbox', { name: 'Username' })).toBeVisible();
  await expect(page.getByTestId('remembered-accounts')).toHaveCount(0);
});

test('past the captcha by keyboard: the passkey beside it signs ava in without solving it', async ({
  page,
}) => {
  // Ava's passkey, made on this device; then the device is put away so the page loads without it.
  await page.goto('/auth/login');
  const cdp = await addAuthenticator(page);
  const { authenticatorId } = cdp;
  await signInWithPassword(page, 'ava.associate');
  await page.getByRole('button', { name: 'Create a passkey' }).click();
  await expect(page.getByTestId('signed-in-name')).toHaveText('Ava Associate');
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId });
  await page.context().clearCookies();

  // Three wrong passwords bring the captcha; the passkey is offered beside it.
  await page.goto('/auth/login');
  await page.getByRole('textbox', { name: 'Username' }).fill('ava.associate');
  await page.keyboard.press('Enter');
  const password = page.getByRole('textbox', { name: 'Password', exact: true });
  for (let i = 0; i < 3; i++) {
    await password.fill('not-it');
    await page.keyboard.press('Enter');
    await expect(password).toHaveValue('');
  }
  await expect(page.getByRole('checkbox', { name: "I'm not a robot" })).toBeVisible();
  const passkey = page.getByRole('button', { name: 'Sign in with a passkey' });
  await expect(passkey).toBeVisible();
  await expectNoAxeViolations(page);

  // The device is back; from the captcha, Tab reaches the passkey button and Enter signs in.
  const back = await cdp.send('WebAuthn.addVirtualAuthenticator', { options: PLATFORM_AUTHENTICATOR });
  for (const credential of credentials)
    await cdp.send('WebAuthn.addCredential', { authenticatorId: back.authenticatorId, credential });
  await page.getByRole('checkbox', { name: "I'm not a robot" }).focus();
  await tabTo(page, passkey, 10);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('signed-in-name')).toHaveText('Ava Associate');
  await expect(page.getByText('level of assurance 3')).toBeVisible();
  await cdp.detach();
});
