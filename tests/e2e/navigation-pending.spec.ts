/**
 * While the next page loads, the page being left does not move: the pending indicator is drawn over
 * it, never in its flow. The engine journeys found the shift: a tab pressed while the previous press's
 * navigation was still loading landed on the heading a spinner had pushed under the pointer.
 */
import { expect, holdRequests, shoot, signInThenOpen, test } from './support';

for (const width of [1280, 375]) {
  test(`nothing moves while a slow tab loads, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInThenOpen(page, 'ava.associate', '/auth/account-settings/switch-clients');
    const heading = page.getByRole('heading', { name: 'Switch clients', level: 2 });
    await expect(heading).toBeVisible();
    const tabs = page.getByRole('navigation', { name: 'Account settings' });
    const watched = [page.getByRole('heading', { level: 1 }), tabs, heading];
    const before = await Promise.all(watched.map((locator) => locator.boundingBox()));

    // The contact-info tab's data is held until the page has been measured: the navigation stays
    // pending for as long as that takes, however slow the machine.
    const release = await holdRequests(page, '**/persons/me/contact-info');
    if (width >= 560) {
      await tabs.getByRole('link', { name: 'Contact info' }).click();
    } else {
      await tabs.getByRole('combobox').selectOption({ label: 'Contact info' });
      await tabs.getByRole('button', { name: 'Show' }).click();
    }
    await expect(page.locator('.navigation-pending')).toBeVisible();
    const during = await Promise.all(watched.map((locator) => locator.boundingBox()));
    expect(during).toEqual(before);
    await shoot(page, `navigation-pending-${width}`);
    release();

    await expect(page).toHaveURL(/\/auth\/account-settings\/contact-info$/);
    await expect(page.getByRole('heading', { name: 'Contact info', level: 2 })).toBeVisible();
    await expect(page.locator('.navigation-pending')).toHaveCount(0);
  });
}
