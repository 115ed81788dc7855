/**
 * Issue 16's acceptance: account settings (the frame, its five tabs, Add New Client), in Chromium
 * against the built app on the mock server.
 */
import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  checkBothWidths,
  expect,
  expectNoAxeViolations,
  fieldError,
  logIn,
  PASSWORD,
  signInByCall,
  tabTo,
  test,
} from './support';
import { SETTINGS_TAB_NAMES, SETTINGS_TABS } from '../fixtures/settings-tabs';

const settings = (tab: string) => `/auth/account-settings/${tab}`;

async function openTab(page: Page, tab: string) {
  await page.goto(settings(tab));
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
}

async function signInAndOpenTab(page: Page, username: string, tab: string) {
  await signInByCall(page, username);
  await openTab(page, tab);
}

/** No text on the page reads like a translation key. */
async function expectNoKeys(page: Page) {
  const texts = await page.locator('body').innerText();
  expect(texts).not.toMatch(/\b(settings|contacts|password|common|data):[a-z]/);
  expect(texts).not.toMatch(/\b[a-z]+[A-Za-z]*\.[a-z]+[A-Za-z]*\.[a-z]+[A-Za-z]*\b(?!\.com)/);
}

/**
 * ava opens `tab` while its read fails (every retry too): the message at both widths, then Try again
 * once the fault is gone shows `loaded`.
 */
async function expectFailedLoadRecovers(
  page: Page,
  request: APIRequestContext,
  { tab, read, message, loaded }: { tab: string; read: string; message: string; loaded: Locator },
) {
  await signInByCall(page, 'ava.associate');
  await request.post('/__mock/faults', { data: { method: 'GET', path: read, status: 503, times: 3 } });
  await openTab(page, tab);
  await expect(page.getByText(message)).toBeVisible();
  await checkBothWidths(page, { shot: `settings-${tab}-fault`, also: expectNoKeys });
  await request.delete('/__mock/faults');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(loaded).toBeVisible();
}

test.describe('the frame', () => {
  test('signed out goes to sign-in and back; an unknown tab goes to switch-clients', async ({ page }) => {
    await page.goto(settings('devices'));
    await expect(page).toHaveURL(/\/auth\/login\?redirectUrl=%2Fauth%2Faccount-settings%2Fdevices/);
    await logIn(page, 'ava.associate');
    await expect(page).toHaveURL(/\/auth\/account-settings\/devices$/);
    await page.goto(settings('no-such-tab'));
    await expect(page).toHaveURL(/\/auth\/account-settings\/switch-clients$/);
  });

  test('six tab links at 1280 px with AA, the name and Sign out; a select at 375 px', async ({ page }) => {
    await signInByCall(page, 'ava.associate');
    await page.setViewportSize({ width: 1280, height: 900 });
    await openTab(page, 'switch-clients');
    const nav = page.getByRole('navigation', { name: 'Account settings' });
    await expect(nav.getByRole('link')).toHaveText(SETTINGS_TAB_NAMES);
    await expect(nav.getByRole('link', { name: 'Switch clients' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText('AA', { exact: true })).toBeVisible();
    await expect(page.getByText('Ava', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign out' })).toBeVisible();
    await expect(nav.getByRole('combobox')).toBeHidden();

    await page.setViewportSize({ width: 375, height: 800 });
    const select = nav.getByRole('combobox', { name: 'Account settings' });
    await expect(select).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Devices' })).toBeHidden();
    await select.selectOption({ label: 'Devices' });
    // Choosing is not going (no change of context on input): Show opens the chosen tab.
    await expect(page).toHaveURL(/\/auth\/account-settings\/switch-clients$/);
    await nav.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(/\/auth\/account-settings\/devices$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Devices' })).toBeVisible();
  });

  test('each tab opened from its address paints with its panel: no spinner in it for a frame', async ({
    page,
  }) => {
    // A spinner painted under the frame and then replaced pushes the footer down, under a keyboard's focus.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.querySelector('nav[aria-label="Account settings"] ~ * .page-pending'))
          document.documentElement.dataset.panelSpinnerShown = 'yes';
      }).observe(document, { childList: true, subtree: true });
    });
    await signInByCall(page, 'ava.associate');
    for (const [tab, name] of SETTINGS_TABS) {
      await openTab(page, tab);
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
      await expect(page.locator('html'), tab).not.toHaveAttribute('data-panel-spinner-shown');
    }
  });

  test('Back with an unsaved change asks first; staying keeps it, leaving goes to the landing page', async ({
    page,
  }) => {
    await signInAndOpenTab(page, 'ava.associate', 'localization');
    await page.getByRole('combobox', { name: 'Time zone' }).selectOption('America/Denver');
    await page.getByRole('button', { name: 'Back' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Discard your changes?' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue('America/Denver');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Discard and leave' }).click();
    await expect(page).toHaveURL(/\/authn\/landing/);
  });
});

test.describe('switch clients', () => {
  test('ava: Acme active, Cedar suspended without a button; a failed switch to Birch says so, the next takes effect', async ({
    page,
    request,
  }) => {
    await signInAndOpenTab(page, 'ava.associate', 'switch-clients');
    const list = page.getByRole('list', { name: 'Your companies' });
    const card = (name: string) => list.getByRole('listitem').filter({ hasText: name });
    await expect(card('Acme Manufacturing')).toContainText('Active');
    await expect(card('Cedar Foods')).toContainText('Suspended');
    await expect(card('Cedar Foods').getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add New Client' })).toHaveCount(0);
    await checkBothWidths(page, { shot: 'settings-switch-clients', also: expectNoKeys });

    // A failed switch leaves a message and a usable page.
    const birch = card('Birch Logistics').getByRole('button', { name: 'Switch to Birch Logistics' });
    await request.post('/__mock/faults', {
      data: { method: 'PUT', path: '/sessions/me/associates', status: 503, times: 1 },
    });
    await birch.click();
    await expect(page.getByText("We couldn't switch to Birch Logistics")).toBeVisible();
    await checkBothWidths(page, { shot: 'settings-switch-failed', also: expectNoKeys });

    await tabTo(page, birch, 40);
    await page.keyboard.press('Enter');
    await expect(card('Birch Logistics')).toContainText('Active');
    await expect(
      card('Acme Manufacturing').getByRole('button', { name: 'Switch to Acme Manufacturing' }),
    ).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: 'You are now working in Birch Logistics.' }),
    ).toBeVisible();
    const info = await page.request.get('/api/identity-orchestrator/v0/associates/me/clientInfo');
    expect(((await info.json()) as { clientId: string }).clientId).toBe('birch');
  });

  test('sam: switching to a Nexo client signs him out, explains, and Continue goes to that sign-in', async ({
    page,
  }) => {
    await signInAndOpenTab(page, 'sam.support', 'switch-clients');
    const logouts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/logout'))
        logouts.push(request.url());
    });
    await page.getByRole('button', { name: 'Switch to Nexo Components' }).click();
    await expect(page).toHaveURL(/\/auth\/switch-clients-message$/);
    await expect(page.getByTestId('switch-clients-user-id')).toContainText('sam.support');
    expect(logouts).toHaveLength(1);
    await checkBothWidths(page, { shot: 'settings-switch-clients-message', also: expectNoKeys });
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/__mock\/pages\/nexo\/login\?redirectUrl=%2Fauthn%2Flanding$/);
    expect(logouts).toHaveLength(1);
    await page.goto('/');
    await expect(page.getByText('Nobody is signed in.')).toBeVisible();
  });

  test('sam: Add New Client says a failing search and stays usable, finds Alder Schools, adds it, and it is his after the reload', async ({
    page,
    request,
  }) => {
    await signInAndOpenTab(page, 'sam.support', 'switch-clients');
    await page.getByRole('button', { name: 'Add New Client' }).click();
    const dialog = page.getByRole('dialog', { name: 'Select one client to add to your account:' });
    await expect(dialog).toBeVisible();
    const confirm = dialog.getByRole('button', { name: 'Confirm' });
    await expect(confirm).toBeDisabled();
    // A failing search says so and the modal stays usable.
    await request.post('/__mock/faults', {
      data: { method: 'POST', path: '/clm/getPrefixMatch/clientName', status: 500, times: 1 },
    });
    await page.keyboard.type('Al');
    await expect(dialog.getByText('Unexpected error occurred while searching by client name')).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Try again' }).click();
    const alder = dialog.getByRole('radio', { name: 'Select Alder Schools' });
    await expect(alder).toBeVisible();
    const search = dialog.getByRole('searchbox', { name: /Client name/ });
    await search.fill('Zzz');
    await expect(dialog.getByText('No results')).toBeVisible();
    await search.fill('Al');
    await expect(alder).toBeVisible();
    await checkBothWidths(page, { shot: 'settings-add-client', also: expectNoKeys });
    await alder.check();
    await expect(confirm).toBeEnabled();
    await confirm.click();
    await expect(page.getByText('Alder Schools was added to your account. Reloading…')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(
      page
        .getByRole('list', { name: 'Your companies' })
        .getByRole('listitem')
        .filter({ hasText: 'Alder Schools' }),
    ).toBeVisible({ timeout: 10_000 });
    // The toast went with the reload: the reloaded page says how it went, until dismissed.
    const result = page.getByRole('main').getByRole('status').filter({ hasText: 'Alder Schools was added' });
    await expect(result).toBeVisible();
    await result.getByRole('button', { name: 'Dismiss' }).click();
    await expect(result).toHaveCount(0);
  });
});

test.describe('contact info', () => {
  test('a failed load leaves a message and Try again; a phone added through the modal appears and is deleted again; the only email has no delete', async ({
    page,
    request,
  }) => {
    await expectFailedLoadRecovers(page, request, {
      tab: 'contact-info',
      read: '/persons/me/contact-info',
      message: "We couldn't load your contact methods",
      loaded: page.getByText('ava.associate@example.com'),
    });
    await expect(page.getByRole('button', { name: /^Delete ava\.associate@example\.com/ })).toHaveCount(0);
    await checkBothWidths(page, { shot: 'settings-contact-info', also: expectNoKeys });

    await page.getByRole('button', { name: 'Add phone' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a phone number' });
    await expect(dialog.getByRole('textbox', { name: /Phone number/ })).toBeFocused();
    await page.keyboard.type('123');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(fieldError(dialog, 'Enter a valid phone number.')).toBeVisible();
    await dialog.getByRole('textbox', { name: /Phone number/ }).fill('(201) 555-0177');
    await checkBothWidths(page, { shot: 'settings-add-phone', also: expectNoKeys });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    const remove = page.getByRole('button', { name: /^Delete \+1 201.555.0177/ });
    await expect(remove).toBeVisible();
    await remove.click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('The contact method was deleted.')).toBeVisible();
    await expect(remove).toHaveCount(0);
  });
});

test.describe('change password', () => {
  test('wrong current password inline; success counts down; OK signs out everywhere; the new one signs in', async ({
    page,
  }) => {
    const NEW = 'Qz7#mLp2vR';
    await signInAndOpenTab(page, 'ava.associate', 'change-password');
    const current = page.getByLabel(/^Current password/).first();
    const next = page.getByLabel(/^New password/).first();
    const update = page.getByRole('button', { name: /update/i });
    await expect(update).toBeDisabled();
    await current.fill('Wrong#2024x');
    await next.fill(NEW);
    await update.click();
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    await checkBothWidths(page, { shot: 'settings-change-password-error', also: expectNoKeys });

    await current.fill(PASSWORD);
    await update.click();
    const modal = page.getByRole('dialog');
    await expect(modal).toBeVisible();
    await expect(modal).toContainText(/\d+ seconds?/);
    await modal.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/auth\/login/);
    const check = await page.request.get('/api/authentication-service/v0/check');
    expect(check.status()).toBe(401);

    await logIn(page, 'ava.associate', NEW);
    await expect(page).not.toHaveURL(/\/auth\/login/);
  });
});

test.describe('localization', () => {
  // A refused save (a 400) ends on the unsupported failure; a 5xx keeps the form with Try again (issue 26).
  test('three lists; a new time zone is saved with the toast, set as a cookie, kept after reload; a refused save ends on the unsupported failure', async ({
    page,
    context,
    request,
  }) => {
    await signInAndOpenTab(page, 'ava.associate', 'localization');
    await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en-US');
    await expect(page.getByRole('combobox', { name: 'Region' })).toHaveValue('US');
    const zone = page.getByRole('combobox', { name: 'Time zone' });
    await expect(zone.locator('option')).toHaveCount(5);
    await checkBothWidths(page, { shot: 'settings-localization', also: expectNoKeys });
    await zone.selectOption('America/Chicago');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your regional settings were saved.')).toBeVisible();
    const cookie = (await context.cookies()).find((c) => c.name === 'user-timezone');
    expect(cookie?.value).toBe(encodeURIComponent('America/Chicago'));
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 3600 * 1000);
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue('America/Chicago');

    await request.post('/__mock/faults', {
      data: { method: 'POST', path: '/persons/me/settings', status: 400 },
    });
    await page.getByRole('combobox', { name: 'Time zone' }).selectOption('America/Denver');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/auth\/notification/);
    await expectNoAxeViolations(page);
  });
});

test.describe('devices', () => {
  test('a failed load leaves a message and Try again; both phones in a table with no pager; revoking the Pixel marks it Revoked', async ({
    page,
    request,
  }) => {
    const table = page.getByRole('table');
    await expectFailedLoadRecovers(page, request, {
      tab: 'devices',
      read: '/persons/me/devices',
      message: "We couldn't load your devices",
      loaded: table,
    });
    await expect(table.getByRole('rowheader')).toHaveText(["Ava's iPhone", 'Pixel 9']);
    await expect(page.getByRole('navigation', { name: /pag/i })).toHaveCount(0);
    await checkBothWidths(page, { shot: 'settings-devices', also: expectNoKeys });
    const revoke = table.getByRole('button', { name: 'Revoke Pixel 9' });
    await tabTo(page, revoke, 40);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Revoke this device?' });
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    const row = table.getByRole('row').filter({ hasText: 'Pixel 9' });
    await expect(row).toContainText('Revoked');
    await expect(row).toHaveClass(/data-table__row--revoked/);
    await expect(page.getByText('The device was revoked.')).toBeVisible();
    await checkBothWidths(page, { shot: 'settings-devices-revoked', also: expectNoKeys });
  });

  test('lists what this browser remembers for sign-in, and clears it from the keyboard', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByRole('checkbox', { name: 'Remember me on this device' }).check();
    await logIn(page, 'ava.associate');
    await expect(page).not.toHaveURL(/\/auth\/login/);
    await openTab(page, 'devices');
    const remembered = page.getByRole('region', { name: 'Remembered on this device' });
    await expect(remembered.getByRole('listitem')).toHaveCount(1);
    await expect(remembered).toContainText('av•••••ate');
    await checkBothWidths(page, { shot: 'settings-devices-remembered', also: expectNoKeys });
    const clear = remembered.getByRole('button', { name: /^Clear Ava .+ from this device$/ });
    await tabTo(page, clear, 60);
    await page.keyboard.press('Enter');
    await expect(remembered.getByRole('status')).toHaveText(/is no longer remembered on this device\.$/);
    await expect(remembered.getByRole('heading', { name: 'Remembered on this device' })).toBeFocused();
    await expect(remembered).toContainText('This device remembers no account.');
    expect(await page.evaluate(() => localStorage.getItem('identity-web:remembered-accounts'))).toBeNull();
  });
});
