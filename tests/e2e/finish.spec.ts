import { type Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './support';

/**
 * Issue 21 item 4 ("done, go on" once): a login obligation met on its page goes straight on to the
 * target the login page was given, not back through /auth/login (the old path was login → add-phone →
 * login → target, a wasted load and a flash of the sign-in form).
 */
const TARGET = '/auth/account-settings/devices';

/**
 * What the main frame went through. `framenavigated` fires in Chromium for full loads and for
 * same-document (history.pushState/replaceState) changes alike, and this SPA moves between pages
 * with the router, so URL changes are counted through it; consecutive events with the same path
 * and query (a replaceState that keeps the URL, a hash change) are one stop, not two. Document
 * requests are counted apart: they are the full loads.
 */
function recordJourney(page: Page) {
  const stops: string[] = [];
  const documentLoads: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const url = new URL(frame.url());
    const stop = url.pathname + url.search;
    if (stops.at(-1) !== stop) stops.push(stop);
  });
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) {
      documentLoads.push(new URL(request.url()).pathname);
    }
  });
  return { stops, documentLoads };
}

test('pia: meets add-phone at login and lands on her target, without a second trip through sign-in', async ({
  page,
}) => {
  const journey = recordJourney(page);
  await page.goto(`/auth/login?redirectUrl=${TARGET}`);
  await page.getByRole('textbox', { name: 'Username' }).fill('pia.phone');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Welcome#2024');
  await page.getByRole('button', { name: 'Log in' }).click();

  await expect(page).toHaveURL(/\/auth\/add-phone\?redirectUrl=/);
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('US');
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: /^Phone number/ }).fill('(555) 555-0177');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(new RegExp(`${TARGET}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  const paths = journey.stops.map((stop) => stop.split('?')[0]);
  // The first stop is the sign-in page as loaded; what follows is the journey.
  expect(paths[0]).toBe('/auth/login');
  const after = paths.slice(1);
  expect(after.length, `stops: ${journey.stops.join(' → ')}`).toBeLessThanOrEqual(3);
  expect(after).toContain('/auth/add-phone');
  expect(after.at(-1)).toBe(TARGET);
  // The sign-in page is seen once: neither loaded again nor routed back to on the way. The old
  // detour back to it was a router navigation, not a document load: the stops are what catch it
  // (checked against a build with the old return target: ["/auth/login", "/auth/login"]).
  expect(paths.filter((path) => path === '/auth/login')).toHaveLength(1);
  expect(journey.documentLoads.filter((path) => path === '/auth/login')).toHaveLength(1);
});
