/**
 * Issue 66: a route's first screen (src/common/prerendered/firstScreen.ts, the routes of
 * src/app/firstScreens.ts) paints from its own document before any JavaScript; the page's form takes it
 * over (src/common/form/useAppForm.ts) with what was typed, the focus and a submit pressed meanwhile.
 */
import type { Locator, Page } from '@playwright/test';
import { CODE_AFTER_READS_ATTRIBUTE } from '../../src/common/prerendered/codeAfterFirstReads';
import {
  ENTRY_SCRIPT,
  expect,
  expectNoAxeViolations,
  expectResult,
  fault,
  holdRequests,
  outbox,
  PASSWORD,
  pressAcrossTakeOver,
  signInByCall,
  test,
  withLanguageCookie,
} from './support';

const REQUEST = '/auth/forgot-password/request';
const RESET_LINK = '/auth/forgot-password/reset?token=reset-ava';
const DOB_LINK = '/auth/user-confirmation?token=invite-dob';
const AVA = 'ava.associate@example.com';
const SETTINGS = '/auth/account-settings/change-password';

/**
 * A page (the request page unless told) with the app's code held back: its first screen, shown with its
 * heading, and what lets the app start.
 */
async function heldScreen(
  page: Page,
  path = REQUEST,
  heading = 'Forgot your password?',
): Promise<{ screen: Locator; release: () => void }> {
  const release = await holdRequests(page, ENTRY_SCRIPT);
  await page.goto(path, { waitUntil: 'commit' });
  const screen = page.locator('#prerendered-frame[data-first-screen]');
  await expect(screen.getByRole('heading', { level: 1 })).toHaveText(heading);
  return { screen, release };
}

/** The invitation's date-of-birth screen, the app held back, with Dora's date typed in (April 15, 1990). */
async function dateOfBirthTyped(page: Page): Promise<{ screen: Locator; release: () => void }> {
  const held = await heldScreen(page, DOB_LINK, "Confirm it's you");
  await held.screen.getByLabel('Month').selectOption({ label: 'April' });
  await held.screen.getByLabel('Day').fill('15');
  await held.screen.getByLabel('Year').fill('1990');
  return held;
}

/**
 * A page opened with the app's code held back whose first screen never shows: once `answered` (the read
 * that decides) has come, there is none; what lets the app start.
 */
async function heldWithoutScreen(page: Page, path: string, answered?: RegExp): Promise<() => void> {
  const release = await holdRequests(page, ENTRY_SCRIPT);
  await page.goto(path, { waitUntil: 'commit' });
  if (answered) await page.waitForResponse(answered);
  await expect(page.locator('#prerendered-frame')).toHaveCount(0);
  return release;
}

test('the first screen paints before the app, passes axe, and keeps what was typed and the focus', async ({
  page,
}) => {
  const { screen, release } = await heldScreen(page);
  await expectNoAxeViolations(page);
  const field = screen.getByRole('textbox', { name: 'Email address' });
  await field.click();
  await field.pressSequentially('ava.associate@exa');

  release();
  await expect(screen).toHaveCount(0);
  const email = page.getByRole('textbox', { name: 'Email address' });
  await expect(email).toHaveValue('ava.associate@exa');
  await expect(email).toBeFocused();
  await page.keyboard.type('mple.com');
  await expect(email).toHaveValue(AVA);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expectResult(page, 'SUCCESS_FORGOT_PASS_REQUEST');
});

test('Submit pressed on the first screen before the app is sent once, by the app', async ({
  page,
  request,
}) => {
  const { screen, release } = await heldScreen(page);
  const submit = screen.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await screen.getByRole('textbox', { name: 'Email address' }).fill(AVA);
  await expect(submit).toBeEnabled();
  await submit.click();
  // Nothing left the page: the screen waits for the app.
  await expect(page).toHaveURL(new RegExp(`${REQUEST}$`));
  const posts: string[] = [];
  page.on('request', (sent) => sent.method() === 'POST' && posts.push(new URL(sent.url()).pathname));

  release();
  await expectResult(page, 'SUCCESS_FORGOT_PASS_REQUEST');
  expect(posts.filter((path) => path.endsWith('/credentials/forgot'))).toHaveLength(1);
  expect((await outbox(request)).filter((mail) => mail.to === AVA && mail.link)).toHaveLength(1);
});

test("an address typed on the first screen alone is the app's: its Submit is enabled and sends it", async ({
  page,
}) => {
  const { screen, release } = await heldScreen(page);
  await screen.getByRole('textbox', { name: 'Email address' }).fill(AVA);
  release();
  await expect(screen).toHaveCount(0);
  await expect(page.getByText('Enter a valid email address to continue.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expectResult(page, 'SUCCESS_FORGOT_PASS_REQUEST');
});

test('one form is in the document at every moment of the take-over: a query by label finds one field', async ({
  page,
}) => {
  // Counted at every change of the document (the only moments the count can change) and every task.
  await page.addInitScript(`
    window.__mostEmailFields = 0;
    const count = () => {
      window.__mostEmailFields = Math.max(
        window.__mostEmailFields,
        document.querySelectorAll('input[name="email"]').length,
      );
    };
    new MutationObserver(count).observe(document, { subtree: true, childList: true });`);
  const { screen, release } = await heldScreen(page);
  await screen.getByRole('textbox', { name: 'Email address' }).fill(AVA);
  release();
  await expect(screen).toHaveCount(0);
  await expect(page.getByLabel('Email address')).toHaveValue(AVA);
  expect(
    await page.evaluate(() => (window as unknown as { __mostEmailFields: number }).__mostEmailFields),
  ).toBe(1);
});

test('the app takes over the first screen in place: nothing moves', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const { screen, release } = await heldScreen(page);
  const places = (scope: Locator) =>
    Promise.all([
      scope.getByRole('heading', { name: 'Forgot your password?' }).boundingBox(),
      scope.getByRole('textbox', { name: 'Email address' }).boundingBox(),
      scope.getByRole('button', { name: 'Submit' }).boundingBox(),
    ]);
  const before = await places(screen);
  release();
  await expect(screen).toHaveCount(0);
  expect(await places(page.locator('#root'))).toEqual(before);
});

test("a French reader's first screen is in French, as the app that takes it over", async ({ page }) => {
  await withLanguageCookie(page, 'fr-CA');
  const release = await holdRequests(page, ENTRY_SCRIPT);
  await page.goto(REQUEST, { waitUntil: 'commit' });
  const screen = page.locator('#prerendered-frame[data-first-screen]');
  await expect(screen).toBeVisible();
  await expect(screen).toHaveAttribute('lang', 'fr-CA');
  const heading = await screen.getByRole('heading', { level: 1 }).textContent();
  release();
  await expect(screen).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!);
});

test('sign-in and a route without a first screen are served as before', async ({ page, request }) => {
  // Their documents carry no screen (a screen the app removed at once would pass a look at the page).
  for (const path of ['/auth/login', '/auth/forgot-username', '/auth/legal'])
    expect(await (await request.get(path)).text(), path).not.toContain('data-first-screen');
  await page.goto('/auth/legal');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/auth/login');
  await expect(page.getByRole('textbox', { name: 'Username' })).toBeVisible();
});

test("a reset link's first screen shows once its token read answered, and the app takes it over", async ({
  page,
}) => {
  const release = await holdRequests(page, ENTRY_SCRIPT);
  await page.goto(RESET_LINK, { waitUntil: 'commit' });
  const screen = page.locator('#prerendered-frame[data-first-screen]');
  const field = screen.getByRole('textbox', { name: 'New password', exact: true });
  await expect(field).toBeVisible();
  await expectNoAxeViolations(page);
  await field.click();
  await field.pressSequentially('Harbor#Li');

  release();
  await expect(screen).toHaveCount(0);
  const password = page.getByRole('textbox', { name: 'New password', exact: true });
  await expect(password).toHaveValue('Harbor#Li');
  await expect(password).toBeFocused();
  await page.keyboard.type('ghts42');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expectResult(page, 'SUCCESS_FORGOT_PASS_RESET');
});

// src/common/prerendered/codeAfterFirstReads.ts: where a first screen waits for its reads, they are on
// the connection alone; the code comes once they answered, or at the latest time when they hang.
test("a reset link asks for the app's code once its token read answered, and then takes the screen over", async ({
  page,
}) => {
  const order: string[] = [];
  page.on('requestfinished', (request) => {
    if (request.url().includes('/tokens/resetPassword/')) order.push('token read answered');
  });
  page.on('request', (request) => {
    if (ENTRY_SCRIPT.test(request.url())) order.push('entry asked');
  });
  await page.goto(RESET_LINK);
  await expect(page.locator('#prerendered-frame')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'New password', exact: true })).toBeVisible();
  expect(order).toEqual(['token read answered', 'entry asked']);
  expect(await codeAfterReads(page)).toBe(true);
});

/** Whether the document's route preloads say its code waits for the first reads (the build's mark). */
const codeAfterReads = (page: Page) =>
  page.evaluate(
    (mark) => document.getElementById('route-preloads')?.hasAttribute(mark),
    CODE_AFTER_READS_ATTRIBUTE,
  );

test('a token read that hangs does not hold the code back: the app comes and shows the page once it answers', async ({
  page,
}) => {
  const release = await holdRequests(page, /\/tokens\/resetPassword\//);
  const entry = page.waitForRequest(ENTRY_SCRIPT);
  await page.goto(RESET_LINK, { waitUntil: 'commit' });
  await entry;
  release();
  await expect(page.locator('#prerendered-frame')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'New password', exact: true })).toBeVisible();
});

test('a signed-in page without a first screen asks for its code at once, beside its session read', async ({
  page,
}) => {
  await signInByCall(page, 'ava.associate');
  const release = await holdRequests(page, /\/authentication-service\/v0\/check$/);
  const entry = page.waitForRequest(ENTRY_SCRIPT);
  await page.goto('/auth/account-settings/devices', { waitUntil: 'commit' });
  await entry;
  expect(await codeAfterReads(page)).toBe(false);
  release();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a refused reset link never shows its first screen: the app shows what the answer means', async ({
  page,
  request,
}) => {
  await fault(request, 'GET', '/tokens/resetPassword/reset-ava', 404);
  // The read answered (the screen's script has decided) well before the app is let go.
  const release = await heldWithoutScreen(page, RESET_LINK);
  release();
  await expect(page).toHaveURL(/\/auth\/notification/);
});

test("a create-credential link's first screen names the person from its token's answer; the app takes it over", async ({
  page,
}) => {
  const { screen, release } = await heldScreen(
    page,
    '/auth/create-credential?token=credential-ava',
    'Create your sign-in details, Ava',
  );
  await expectNoAxeViolations(page);
  const field = screen.getByRole('textbox', { name: /^Username/ });
  await field.click();
  await field.pressSequentially('ava.cred');

  release();
  await expect(screen).toHaveCount(0);
  // Redirected before the app's first render, the token then taken off the address.
  await expect(page).toHaveURL(/\/auth\/create-credential\/account-info$/);
  const username = page.getByRole('textbox', { name: /^Username/ });
  await expect(username).toHaveValue('ava.cred');
  await expect(username).toBeFocused();
  await page.keyboard.type('ential');
  await page.getByRole('textbox', { name: /^Password/ }).fill('Harbor#Lights42');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: "You're all set" })).toBeVisible();
});

test("an invitation's date-of-birth check shows once its reads say the check comes first; the app takes the date over", async ({
  page,
}) => {
  const { screen, release } = await heldScreen(page, DOB_LINK, "Confirm it's you");
  await expectNoAxeViolations(page);
  await screen.getByLabel('Month').selectOption({ label: 'April' });
  await screen.getByLabel('Day').fill('15');
  const year = screen.getByLabel('Year');
  await year.click();
  await year.pressSequentially('19');

  release();
  await expect(screen).toHaveCount(0);
  await expect(page.getByLabel('Month')).toHaveValue('4');
  await expect(page.getByLabel('Day')).toHaveValue('15');
  await expect(page.getByLabel('Year')).toBeFocused();
  await page.keyboard.type('90');
  await expect(page.getByLabel('Year')).toHaveValue('1990');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Dora' })).toBeVisible();
});

test('Check pressed on the date-of-birth screen before the app is sent once, by the app', async ({
  page,
}) => {
  const { screen, release } = await dateOfBirthTyped(page);
  await screen.getByRole('button', { name: 'Check' }).click();
  const verifies: string[] = [];
  page.on(
    'request',
    (sent) => sent.method() === 'POST' && sent.url().endsWith('/verify') && verifies.push(sent.url()),
  );

  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Dora' })).toBeVisible();
  expect(verifies).toHaveLength(1);
});

test('a press begun on the date-of-birth screen’s Check and ended after the app took over is not lost', async ({
  page,
}) => {
  // The header's language picker has a submit button before Check: the press must finish on Check.
  const { screen, release } = await dateOfBirthTyped(page);
  await pressAcrossTakeOver(page, screen, screen.getByRole('button', { name: 'Check' }), release);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Dora' })).toBeVisible();
});

test('an invitation whose reads lead elsewhere never shows the date-of-birth screen', async ({ page }) => {
  // Sol's client signs in through its own identity provider: no check, the welcome or account creation.
  const release = await heldWithoutScreen(
    page,
    '/auth/user-confirmation?token=invite-sso',
    /\/registration-settings$/,
  );
  release();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText("Confirm it's you");
});

test("an account-creation link's first screen starts from the invitation's names; the app takes it over", async ({
  page,
}) => {
  const { screen, release } = await heldScreen(
    page,
    '/auth/create-account/invite-new',
    'Create your account',
  );
  await expect(screen.getByRole('textbox', { name: /^First name/ })).toHaveValue('Nina');
  await expect(screen.getByRole('textbox', { name: /^Last name/ })).toHaveValue('Newhire');
  await expectNoAxeViolations(page);
  await screen.getByRole('checkbox').check();
  // A number typed before the phone library has come: the app reads it as typed, a valid number.
  await screen.getByRole('textbox', { name: /^Mobile phone/ }).fill('201 555 0123');
  const email = screen.getByRole('textbox', { name: /^Email address/ });
  await email.click();
  await email.pressSequentially('nina.newhire@exa');

  release();
  await expect(screen).toHaveCount(0);
  // The token taken off the address bar, as without the screen.
  await expect(page).toHaveURL(/\/auth\/create-account$/);
  await expect(page.getByRole('textbox', { name: /^First name/ })).toHaveValue('Nina');
  await expect(page.getByRole('checkbox')).toBeChecked();
  const typed = page.getByRole('textbox', { name: /^Email address/ });
  await expect(typed).toBeFocused();
  await page.keyboard.type('mple.com');
  await page.getByRole('textbox', { name: /^Confirm email/ }).fill('nina.newhire@example.com');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: /Verification code/ })).toBeFocused();
});

test("a failed company-email lookup never shows account creation's first screen: the app asks again", async ({
  page,
  request,
}) => {
  await fault(request, 'POST', '/feature-settings/idm/features/requireOnlyAdpEmails', 503);
  const release = await heldWithoutScreen(
    page,
    '/auth/create-account/invite-new',
    /\/features\/requireOnlyAdpEmails$/,
  );
  release();
  await expect(page.getByRole('textbox', { name: /^First name/ })).toHaveValue('Nina');
});

test("account settings' first screen names the person once the session's reads answered; the app takes the password over", async ({
  page,
}) => {
  await signInByCall(page, 'ava.associate');
  const { screen, release } = await heldScreen(page, SETTINGS, 'Account settings');
  // The header's first name and initials, from GET /persons/me: no mark left.
  await expect(screen.locator('.settings-header__person')).toHaveText('AAAva');
  await expect(screen).not.toContainText('\u27E6');
  await expectNoAxeViolations(page);
  const current = screen.getByLabel(/^Current password/);
  await current.click();
  await current.pressSequentially('Welcome#20');

  release();
  await expect(screen).toHaveCount(0);
  const password = page.getByLabel(/^Current password/);
  await expect(password).toHaveValue('Welcome#20');
  await expect(password).toBeFocused();
  await expect(page.locator('.settings-header__person')).toHaveText('AAAva');
});

test("signed out, account settings' first screen never shows: the app sends the visitor to sign-in", async ({
  page,
}) => {
  const release = await heldWithoutScreen(page, SETTINGS, /\/check$/);
  release();
  await expect(page).toHaveURL(/\/auth\/login\?redirectUrl=/);
});

test("a failed read of the person never shows account settings' first screen: the app offers Try again", async ({
  page,
  request,
}) => {
  await signInByCall(page, 'ava.associate');
  await fault(request, 'GET', '/persons/me', 503);
  const release = await heldWithoutScreen(page, SETTINGS, /\/persons\/me$/);
  release();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
});

test("the header's language picker switches the first screen in place: what was typed stays, and the app starts in it", async ({
  page,
}) => {
  const { screen, release } = await heldScreen(page);
  await screen.getByRole('textbox', { name: 'Email address' }).fill('ava.associate@exa');
  const picker = screen.getByRole('combobox', { name: 'Language' });
  await picker.selectOption('fr-CA');
  await screen.getByRole('button', { name: 'Change' }).click();
  await expect(screen.getByRole('heading', { level: 1 })).toHaveText('Mot de passe oublié?');
  await expect(screen.getByRole('textbox', { name: 'Adresse courriel' })).toHaveValue('ava.associate@exa');
  await expect(screen.getByRole('combobox', { name: 'Langue' })).toBeFocused();
  await expectNoAxeViolations(page);

  release();
  await expect(screen).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mot de passe oublié?');
  await expect(page.getByRole('textbox', { name: 'Adresse courriel' })).toHaveValue('ava.associate@exa');
});

test("Enter pressed on account settings' first screen before the app is sent once, by the app", async ({
  page,
}) => {
  await signInByCall(page, 'ava.associate');
  const { screen, release } = await heldScreen(page, SETTINGS, 'Account settings');
  await screen.getByLabel(/^Current password/).fill(PASSWORD);
  await screen.getByLabel(/^New password/).fill('Qz7#mLp2vR!x');
  await expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled();
  await page.keyboard.press('Enter');
  const changes: string[] = [];
  page.on(
    'request',
    (sent) =>
      sent.method() === 'POST' && sent.url().endsWith('/persons/me/credentials') && changes.push(sent.url()),
  );

  release();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(changes).toHaveLength(1);
});
