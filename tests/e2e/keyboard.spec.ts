/**
 * Signed-out journeys with the keyboard alone (Tab, Shift+Tab, Enter, Space, arrows and typing; no click,
 * no fill), the focus checked at every stop (./keyboard.ts): sign-in's two steps with the captcha,
 * the passkey button, forgot username, forgot password, and create account's three steps forward and
 * back.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, lastCode, PASSWORD, test } from './support';
import { focusStop, Keys } from './keyboard';
import { addAuthenticator, PASSKEY_BASE_URL } from './webauthn';

/**
 * The sign-in page once the app has taken it over from the prerendered frame (the hand-over, and the
 * focus it carries over, have their own tests in prerender.spec.ts).
 */
async function openSignIn(page: Page, url = '/auth/login'): Promise<void> {
  await page.goto(url);
  await expect(page.locator('#prerendered-frame')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Username' })).toBeVisible();
}

test('the stop check fails on a missing ring, a ring worn unfocused too, a covered control, a lost focus and one off screen', async ({
  page,
}) => {
  await page.setContent(`
    <button id="sound">Sound</button>
    <button id="ringless" style="outline: none">Ringless</button>
    <button id="covered">Covered</button>
    <button id="always" style="outline: 3px solid blue">Always ringed</button>
    <div style="position: fixed; top: 0; left: 0; width: 100%; height: 200px" class="toast">Saved</div>
    <button id="gone">Gone</button>
    <div style="margin-top: 3000px"><button id="far">Far</button></div>`);
  const problemsOf = async (id: string, focus: (element: HTMLElement) => void = (e) => e.focus()) => {
    await page.locator(`#${id}`).evaluate(focus);
    return (await focusStop(page)).problems.join('; ');
  };
  await page.keyboard.press('Tab'); // keyboard focus, so :focus-visible applies from here on
  expect(await problemsOf('ringless')).toMatch(/no focus ring/);
  expect(await problemsOf('covered')).toMatch(/covered at its centre by \.toast/);
  expect(await problemsOf('far', (e) => e.focus({ preventScroll: true }))).toMatch(/outside the viewport/);
  expect(await problemsOf('gone', (e) => (e.focus(), e.remove()))).toMatch(/focus lost to <body>/);
  await page.evaluate(() => document.querySelector('.toast')?.remove());
  expect(await problemsOf('sound')).toBe('');
  // Read at the next stop, once the focus has left it.
  await problemsOf('always');
  expect(await problemsOf('sound')).toMatch(/the stop before, <button#always> .* looks the same unfocused/);
});

test('sign-in: username, password, three wrong ones, the captcha by Space, then in', async ({ page }) => {
  const keys = new Keys(page);
  await openSignIn(page);
  const username = page.getByRole('textbox', { name: 'Username' });
  // The whole first step, header and footer too, down to the last link and back up.
  await keys.walk(page.locator('body'));
  await keys.tabTo(username);
  await keys.type('ava.associate');
  const password = page.getByRole('textbox', { name: 'Password', exact: true });
  await keys.press('Enter', () => expect(password).toBeFocused());
  await keys.walk();
  await keys.tabTo(password);

  for (let i = 0; i < 3; i += 1) {
    await keys.type('not-it');
    // The answer has come when the judged password is cleared.
    await keys.press('Enter', () => expect(password).toHaveValue(''));
    // The error block has the focus now, and the password comes after it.
    await expect(page.getByTestId('login-error')).toBeFocused();
    await keys.tabTo(password);
  }
  const robot = page.getByRole('checkbox', { name: "I'm not a robot" });
  await expect(robot).toBeVisible();
  await keys.walk();
  await keys.tabTo(password);
  await keys.type(PASSWORD);
  await keys.tabTo(robot);
  await keys.press('Space');
  await expect(robot).toBeChecked();
  await keys.leave('Enter');
  await expect(page.getByTestId('signed-in-name')).toHaveText('Ava Associate');
  expect(keys.stops).toBeGreaterThan(20);
});

/** A request page by keys: walked, ava's address typed in `email`, Enter, then its result page walked. */
async function sendRequest(keys: Keys, email: Locator, resultKind: string) {
  await keys.walk();
  await keys.tabTo(email);
  await keys.type('ava.associate@example.com');
  await keys.press('Enter', () =>
    expect(email.page().locator('[data-result-kind]')).toHaveAttribute('data-result-kind', resultKind),
  );
  await keys.walk();
}

test('forgot username, then forgot password, then the reset link', async ({ page, request }) => {
  const keys = new Keys(page);
  await openSignIn(page);
  await keys.tabTo(page.getByRole('link', { name: 'Forgot username or password?' }));
  const email = page.getByRole('textbox', { name: /Email address/ });
  await keys.press('Enter', () => expect(page).toHaveURL(/\/auth\/forgot-username\/request$/));
  await sendRequest(keys, email, 'SUCCESS_FORGOT_USERNAME_REQUEST');

  await page.goto('/auth/forgot-username/request');
  await keys.tabTo(page.getByRole('link', { name: 'Reset your password' }));
  await keys.press('Enter', () => expect(page).toHaveURL(/\/auth\/forgot-password\/request$/));
  await sendRequest(keys, email, 'SUCCESS_FORGOT_PASS_REQUEST');

  const mail = (await (await request.get('/__mock/outbox')).json()) as { kind: string; link?: string }[];
  const link = mail.filter((m) => m.kind === 'resetPassword' && m.link).at(-1)?.link;
  expect(link).toBeTruthy();
  await page.goto(link!);
  const field = page.getByRole('textbox', { name: 'New password', exact: true });
  await expect(field).toBeVisible();
  await keys.walk();
  await keys.tabTo(field);
  await keys.type('Harbor#Lights42');
  await keys.press('Enter', () =>
    expect(page.locator('[data-result-kind]')).toHaveAttribute(
      'data-result-kind',
      'SUCCESS_FORGOT_PASS_RESET',
    ),
  );
  await keys.walk();
});

test('create account: personal info, the code, the account step, back and forward again', async ({
  page,
  request,
}) => {
  const keys = new Keys(page);
  const EMAIL = 'nina.newhire@example.com';
  await page.goto('/auth/user-confirmation?token=invite-new');
  const first = page.getByRole('textbox', { name: /^First name/ });
  await expect(first).toHaveValue('Nina');
  await keys.walk();
  await keys.tabTo(page.getByRole('textbox', { name: /^Last name/ }));
  await keys.retype('Newhire');
  await keys.tabTo(page.getByRole('textbox', { name: /^Email address/ }));
  await keys.retype(EMAIL);
  await keys.tabTo(page.getByRole('textbox', { name: /^Confirm email address/ }));
  await keys.retype(EMAIL);
  const terms = page.getByRole('checkbox', { name: /I agree to the terms of use/ });
  await keys.tabTo(terms);
  await keys.press('Space');
  await expect(terms).toBeChecked();
  const code = page.getByRole('textbox', { name: /Verification code/ });
  await keys.tabTo(page.getByRole('button', { name: 'Continue' }));
  await keys.press('Enter', () => expect(code).toBeFocused());

  // The code step, then back to personal info and forward again: a new code is not needed yet.
  await keys.walk();
  const backToPersonal = page.getByRole('button', { name: 'Back to personal info' });
  await keys.tabTo(backToPersonal);
  await keys.press('Enter', () => expect(page).not.toHaveURL(/step=/));
  await expect(first).toBeVisible();
  await keys.walk();
  await keys.tabTo(page.getByRole('button', { name: 'Continue' }));
  await keys.press('Enter', () => expect(code).toBeFocused());
  await keys.type(await lastCode(request, EMAIL));
  const username = page.getByRole('textbox', { name: /^Username/ });
  await keys.press('Enter', () => expect(page).toHaveURL(/step=account/));
  await expect(username).toBeVisible();

  // The account step, back to personal info, and on again straight to the account step.
  await keys.walk();
  await keys.tabTo(backToPersonal);
  await keys.press('Enter', () => expect(page).not.toHaveURL(/step=/));
  await expect(first).toBeVisible();
  await keys.tabTo(page.getByRole('button', { name: 'Continue' }));
  await keys.press('Enter', () => expect(page).toHaveURL(/step=account/));
  await keys.tabTo(username);
  await keys.type('nina.newhire');
  await keys.tabTo(page.getByRole('textbox', { name: /^Password/ }));
  await keys.type('Fresh#Start2026');
  await keys.press('Enter', () =>
    expect(page.getByRole('heading', { level: 1, name: 'Your account is ready' })).toBeVisible(),
  );
  await keys.walk();
});

test.describe('passkeys', () => {
  // A relying party must be a domain (./webauthn.ts).
  test.use({ baseURL: PASSKEY_BASE_URL });

  test('the offer after a password sign-in, then the passkey button signs in alone', async ({ page }) => {
    // As in a browser without passkey autofill: the button is then the way, and the virtual
    // authenticator does not answer an autofill request the moment the page loads.
    await page.addInitScript(() => {
      PublicKeyCredential.isConditionalMediationAvailable = () => Promise.resolve(false);
    });
    const keys = new Keys(page);
    await openSignIn(page);
    const username = page.getByRole('textbox', { name: 'Username' });
    await addAuthenticator(page);
    await keys.tabTo(username);
    await keys.type('ava.associate');
    const password = page.getByRole('textbox', { name: 'Password', exact: true });
    await keys.press('Enter', () => expect(password).toBeFocused());
    await keys.type(PASSWORD);
    await keys.press('Enter', () => expect(page).toHaveURL(/\/auth\/passkey-offer$/));
    await keys.walk();
    await keys.tabTo(page.getByRole('button', { name: 'Create a passkey' }));
    await keys.leave('Enter');
    await expect(page.getByTestId('signed-in-name')).toHaveText('Ava Associate');

    await openSignIn(page, '/auth/logout');
    const button = page.getByRole('button', { name: 'Sign in with a passkey' });
    await keys.tabTo(button);
    await keys.leave('Enter');
    await expect(page.getByTestId('signed-in-name')).toHaveText('Ava Associate');

    // The Passkeys tab: rename in the row, and the question before a removal, both by keys.
    await page.goto('/auth/account-settings/passkeys');
    const rename = page.getByRole('button', { name: /^Rename / });
    await keys.tabTo(rename);
    const name = page.getByRole('textbox', { name: /Passkey name/ });
    await keys.press('Enter', () => expect(name).toBeFocused());
    await keys.retype('Work laptop');
    await keys.press('Enter', () =>
      expect(page.getByRole('button', { name: 'Rename Work laptop' })).toBeFocused(),
    );
    await keys.tabTo(page.getByRole('button', { name: 'Remove Work laptop' }));
    const dialog = page.getByRole('alertdialog', { name: 'Remove this passkey?' });
    await keys.press('Enter', () => expect(dialog).toBeVisible());
    await keys.walk(dialog);
    await keys.tabTo(dialog.getByRole('button', { name: 'Remove' }));
    await keys.press('Enter', () =>
      expect(page.getByText('You have no passkeys yet.', { exact: false })).toBeVisible(),
    );
  });
});
