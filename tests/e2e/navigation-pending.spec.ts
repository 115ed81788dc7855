/**
 * While the next page loads, the page being left does not move: the pending indicator is drawn over
 * it, never in its flow. The engine journeys found the shift: a tab pressed while the previous press's
 * navigation was still loading landed on the heading a spinner had pushed under the pointer.
 */
import { expect, shoot, signInThenOpen, test } from './support';

for (const width of [1280, 375]) {
  test(`nothing moves while a slow tab loads, at ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInThenOpen(page, 'ava.associate', '/auth/account-settings/switch-clients');
    const heading = page.getByRole('heading', { name: 'Switch clients', level: 2 });
    await expect(heading).toBeVisible();
    const tabs = page.getByRole('navigation', { name: 'Account settings' });
    const watched = [page.getByRole('heading', { level: 1 }), tabs, heading];
    const before = await Promise.all(watched.map((locator) => locator.boundingBox()));

    // The contact-info tab's data answers late: the navigation stays pending meanwhile.
    const slow = await request.post('/__mock/faults', {
      data: { method: 'GET', path: '/persons/me/contact-info', times: 1, delayMs: 1_500 },
    });
    expect(slow.ok()).toBe(true);
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

    await expect(page).toHaveURL(/\/auth\/account-settings\/contact-info$/);
    await expect(page.getByRole('heading', { name: 'Contact info', level: 2 })).toBeVisible();
    await expect(page.locator('.navigation-pending')).toHaveCount(0);
  });
}
