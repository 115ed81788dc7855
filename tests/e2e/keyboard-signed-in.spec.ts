/**
 * Signed-in journeys with the keyboard alone, the focus checked at every stop (./keyboard.ts): an
 * obligation (an expired password) and its sign-out countdown, step-up, the session-expiry warning,
 * every account-settings tab and each dialog on them, account linking's question, and impersonation
 * under its banner. The session is set up through the API; the journey is keys only.
 */
import type { Page } from '@playwright/test';
import { elapse, expect, lastCode, PASSWORD, signInByCall, test } from './support';
import { Keys, toastShows } from './keyboard';
import { SETTINGS_TABS } from '../fixtures/settings-tabs';

/**
 * Stops the page's time where it stands (the fake clock installed first), so no countdown ends a walk
 * however slow the machine; its timers run on, so focus moves made a frame later still happen. The
 * returned function lets time run again from there.
 */
async function holdTime(page: Page): Promise<() => Promise<void>> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.setFixedTime(now);
  return () => page.clock.setSystemTime(now);
}

test('an obligation: paula changes her expired password, the countdown dialog, OK signs her out', async ({
  page,
}) => {
  await page.clock.install();
  await signInByCall(page, 'paula.password');
  const keys = new Keys(page);
  await page.goto('/auth/change-password');
  const current = page.getByLabel(/^Current password/).first();
  await expect(current).toBeVisible();
  await keys.walk();
  await keys.tabTo(current);
  await keys.type(PASSWORD);
  await keys.tabTo(page.getByLabel(/^New password/).first());
  await keys.type('Qz7#mLp2vR');
  const dialog = page.getByRole('dialog');
  await keys.press('Enter', async () => {
    await expect(dialog).toBeVisible();
    await toastShows(dialog);
  });
  // The sign-out is counted down on the page's timers: held while the dialog is walked.
  const letGo = await holdTime(page);
  await keys.walk(dialog);
  await keys.tabTo(dialog.getByRole('button', { name: 'OK' }));
  await letGo();
  await keys.press('Enter', () => expect(page).toHaveURL(/\/auth\/login/));
});

test('step-up: stan sends a code, types it, and goes on', async ({ page, request }) => {
  await signInByCall(page, 'stan.stepup');
  const keys = new Keys(page);
  await page.goto('/auth/step-up?redirectUrl=/auth/user');
  const send = page.getByRole('button', { name: 'Send code' });
  await expect(send).toBeVisible();
  await keys.walk();
  await keys.tabTo(send);
  const field = page.getByRole('textbox', { name: /Verification code/ });
  await keys.press('Enter', async () => {
    await expect(field).toBeFocused();
    await toastShows(page);
  });
  await keys.walk();
  await keys.tabTo(field);
  await keys.type(await lastCode(request, 'stan.stepup@example.com'));
  await keys.press('Enter', () => expect(page).toHaveURL(/\/auth\/user$/));
});

test('the session-expiry warning: reached by the keyboard, Stay signed in keeps the page', async ({
  page,
  request,
}) => {
  await page.clock.install();
  await signInByCall(page, 'ava.associate');
  const keys = new Keys(page);
  await page.goto('/auth/user');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await keys.tabTo(page.getByRole('link').last());
  const modal = page.getByRole('dialog', { name: 'Your session is about to end' });
  await elapse(page, request, 14 * 60_000 + 20_000);
  await expect(modal).toBeVisible();
  const letGo = await holdTime(page);
  await keys.check('the warning opened');
  await keys.walk(modal);
  await keys.tabTo(modal.getByRole('button', { name: 'Stay signed in' }));
  await letGo();
  await keys.press('Enter', () => expect(modal).toBeHidden());
  await expect(page).toHaveURL(/\/auth\/user$/);
});

test.describe('account settings', () => {
  test('every tab from its link, each walked; the dialogs of contact info, localization and devices', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signInByCall(page, 'ava.associate');
    const keys = new Keys(page);
    await page.goto('/auth/account-settings/switch-clients');
    await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
    // The frame (header, tab links, footer) once; then each tab's own panel.
    await keys.walk(page.locator('body'));
    const nav = page.getByRole('navigation', { name: 'Account settings' });
    for (const [tab, name] of SETTINGS_TABS) {
      await keys.tabTo(nav.getByRole('link', { name }));
      await keys.press('Enter', () => expect(page).toHaveURL(new RegExp(`/auth/account-settings/${tab}$`)));
      const heading = page.getByRole('heading', { level: 2, name });
      await expect(heading).toBeVisible();
      await keys.walk(heading.locator('xpath=ancestor::div[not(.//nav)][last()]'));

      if (tab === 'contact-info') {
        const add = page.getByRole('button', { name: 'Add phone' });
        await keys.tabTo(add);
        const dialog = page.getByRole('dialog', { name: 'Add a phone number' });
        await keys.press('Enter', () => expect(dialog).toBeVisible());
        await keys.walk(dialog);
        await keys.tabTo(dialog.getByRole('textbox', { name: /Phone number/ }));
        await keys.type('(201) 555-0177');
        await keys.press('Enter', async () => {
          await expect(dialog).toBeHidden();
          await toastShows(page);
        });
        const remove = page.getByRole('button', { name: /^Delete \+1 201.555.0177/ });
        // The new number's row is above the add buttons.
        await keys.tabTo(remove);
        const confirm = page.getByRole('alertdialog');
        await keys.press('Enter', () => expect(confirm).toBeVisible());
        await keys.walk(confirm);
        await keys.tabTo(confirm.getByRole('button', { name: 'Delete' }));
        await keys.press('Enter', async () => {
          await expect(remove).toHaveCount(0);
          await toastShows(page);
        });
      }
      if (tab === 'localization') {
        const zone = page.getByRole('combobox', { name: 'Time zone' });
        await keys.tabTo(zone);
        const before = await zone.inputValue();
        await keys.press('ArrowDown');
        await expect(zone).not.toHaveValue(before);
        await keys.tabTo(page.getByRole('button', { name: 'Back' }));
        const discard = page.getByRole('alertdialog', { name: 'Discard your changes?' });
        await keys.press('Enter', () => expect(discard).toBeVisible());
        await keys.walk(discard);
        await keys.tabTo(discard.getByRole('button', { name: 'Stay on this page' }));
        await keys.press('Enter', () => expect(discard).toBeHidden());
        await keys.tabTo(zone);
        await keys.press('ArrowUp');
        await expect(zone).toHaveValue(before);
      }
      if (tab === 'devices') {
        const revoke = page.getByRole('button', { name: 'Revoke Pixel 9' });
        await keys.tabTo(revoke);
        const confirm = page.getByRole('alertdialog', { name: 'Revoke this device?' });
        await keys.press('Enter', () => expect(confirm).toBeVisible());
        await keys.walk(confirm);
        await keys.press('Escape', () => expect(confirm).toBeHidden());
        await expect(revoke).toBeFocused();
      }
    }
  });

  test('sam: Add New Client, searched and chosen with the keyboard', async ({ page }) => {
    await signInByCall(page, 'sam.support');
    const keys = new Keys(page);
    await page.goto('/auth/account-settings/switch-clients');
    const add = page.getByRole('button', { name: 'Add New Client' });
    await expect(add).toBeVisible();
    await keys.tabTo(add);
    const dialog = page.getByRole('dialog', { name: 'Select one client to add to your account:' });
    await keys.press('Enter', () => expect(dialog).toBeVisible());
    await keys.type('Al');
    const alder = dialog.getByRole('radio', { name: 'Select Alder Schools' });
    await expect(alder).toBeVisible();
    await keys.walk(dialog);
    await keys.tabTo(alder);
    await keys.press('Space');
    await expect(alder).toBeChecked();
    await keys.tabTo(dialog.getByRole('button', { name: 'Cancel' }));
    await keys.press('Enter', () => expect(dialog).toBeHidden());
    await expect(add).toBeFocused();
  });
});

test('account linking: the question before declining, walked and closed with Escape', async ({ page }) => {
  await signInByCall(page, 'ava.associate');
  const keys = new Keys(page);
  await page.goto('/auth/account-linking?token=invite-link');
  const decline = page.getByRole('button', { name: 'Decline invitation' });
  await expect(decline).toBeVisible();
  await keys.walk();
  await keys.tabTo(decline);
  const question = page.getByRole('alertdialog', { name: 'Decline this invitation?' });
  await keys.press('Enter', () => expect(question).toBeVisible());
  await keys.walk(question);
  await keys.press('Escape', () => expect(question).toBeHidden());
  await expect(decline).toBeFocused();
});

test('impersonation at a phone width: the reason, then every stop of a page under the banner', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await signInByCall(page, 'sam.support');
  const keys = new Keys(page);
  await page.goto('/auth/impersonation?impersonationId=imp-1');
  const reason = page.getByRole('textbox', { name: /^Reason/ });
  await expect(reason).toBeVisible();
  await keys.walk();
  await keys.tabTo(reason);
  await keys.type('Ticket 42');
  await keys.leave('Enter');
  await page.waitForURL(/\/__mock\/pages\/post-impersonation/);

  await page.goto('/auth/user');
  const banner = page.locator('.impersonation-banner');
  await expect(banner).toBeVisible();
  await keys.walk(page.locator('body'));
  const end = banner.getByRole('button', { name: 'End impersonation' });
  await keys.tabTo(end);
  await keys.press('Enter', () => expect(page).toHaveURL(/\/auth\/login/));
});
