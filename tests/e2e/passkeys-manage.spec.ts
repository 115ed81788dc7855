import type { Page } from '@playwright/test';
import {
  checkBothWidths,
  expect,
  levelOfAssurance,
  signInAndLeaveLogin,
  signInByCall,
  test,
} from './support';
import { addAuthenticator, PASSKEY_BASE_URL } from './webauthn';

/**
 * Issue 24 items 4 and 5 in Chromium with its virtual authenticator (CDP WebAuthn): the Passkeys tab
 * adds, lists, renames and removes a passkey; a removed passkey no longer signs in while the
 * password does; stan steps up to level 3 with one. The relying party must be a domain, so these
 * journeys run on http://localhost, not 127.0.0.1.
 */
test.use({ baseURL: PASSKEY_BASE_URL });
// Each journey checks axe at two widths in several states: longer than the suite's 30 s.
test.describe.configure({ timeout: 60_000 });
const TAB = '/auth/account-settings/passkeys';

/** Signs in through the form, as the journey's end does: the password still signs her in. */
async function signInByForm(page: Page, username: string) {
  await signInAndLeaveLogin(page, username);
  // The offer after a password sign-in (issue 24 item 3) may stand between: this spec adds passkeys in
  // the tab, so it declines and waits until the sign-in has gone on. Sign-in leaves for the offer or
  // for its target in one navigation (src/features/login/afterSignIn/useAfterSignIn.ts), so the address it left
  // for says which, at once.
  if (new URL(page.url()).pathname === '/auth/passkey-offer') {
    await page.getByRole('button', { name: 'Not now' }).click();
    await expect(page).not.toHaveURL(/\/auth\/passkey-offer/);
  }
}

async function signOut(page: Page) {
  await page.goto('/auth/logout');
  await expect(page).toHaveURL(/\/auth\/login/);
}

async function openTab(page: Page) {
  await page.goto(TAB);
  await expect(page.getByRole('heading', { level: 2, name: 'Passkeys' })).toBeVisible();
}

test('ava adds a passkey, signs in with it, renames and removes it; then only her password signs in', async ({
  page,
}) => {
  await addAuthenticator(page);
  await signInByCall(page, 'ava.associate');
  await openTab(page);
  await expect(page.getByText('You have no passkeys yet.', { exact: false })).toBeVisible();
  await checkBothWidths(page, { shot: 'passkeys-empty' });

  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByText('Your passkey was added.')).toBeVisible();
  const list = page.getByRole('list', { name: 'Your passkeys' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByText('Not used yet')).toBeVisible();
  await checkBothWidths(page, { shot: 'passkeys-list' });

  // The passkey alone signs her in again (the sign-in page's autofill offers it at once with a virtual
  // authenticator), and is then "last used".
  await page.goto('/auth/logout');
  await expect(page).toHaveURL(/\/authn\/landing/);
  await openTab(page);
  await expect(list.getByText(/^Last used /)).toBeVisible();

  await list.getByRole('button', { name: /^Rename / }).click();
  const name = page.getByRole('textbox', { name: /Passkey name/ });
  await expect(name).toBeFocused();
  await name.fill('Work laptop');
  await checkBothWidths(page, { shot: 'passkeys-rename' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your passkey was renamed.')).toBeVisible();
  await expect(list.getByText('Work laptop', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Rename Work laptop' })).toBeFocused();

  await page.getByRole('button', { name: 'Remove Work laptop' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Remove this passkey?' });
  await expect(dialog).toContainText('Work laptop will no longer sign you in.');
  await checkBothWidths(page, { shot: 'passkeys-remove' });
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Your passkey was removed.')).toBeVisible();
  await expect(page.getByText('You have no passkeys yet.', { exact: false })).toBeVisible();

  // The authenticator still holds it, but the server no longer knows it: refused, in words.
  await signOut(page);
  await expect(
    page.getByText("This passkey isn't registered here. Sign in with your password."),
  ).toBeVisible();
  await signInByForm(page, 'ava.associate');
  await openTab(page);
});

test('stan adds a passkey in the tab, then steps up to level 3 with it', async ({ page }) => {
  await addAuthenticator(page);
  await signInByCall(page, 'stan.stepup');
  await openTab(page);
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByText('Your passkey was added.')).toBeVisible();
  expect(await levelOfAssurance(page)).toBe(1);

  await page.goto('/auth/step-up?redirectUrl=%2Fauth%2Fuser');
  const usePasskey = page.getByRole('button', { name: 'Use a passkey' });
  await expect(usePasskey).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send code' })).toBeVisible();
  await checkBothWidths(page, { shot: 'step-up-passkey' });
  await usePasskey.click();
  await expect(page).toHaveURL(/\/auth\/user$/);
  expect(await levelOfAssurance(page)).toBe(3);
});

test('a browser without WebAuthn is told why there is no Add', async ({ page }) => {
  await page.addInitScript(() => {
    delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
  });
  await signInByCall(page, 'ava.associate');
  await openTab(page);
  await expect(page.getByText("This browser can't create passkeys")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add a passkey' })).toHaveCount(0);
  await checkBothWidths(page, { shot: 'passkeys-unsupported' });
});
