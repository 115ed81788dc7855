/**
 * Issue 17's acceptance: impersonation with its banner, choose product, the marketplace and the SAML
 * redirect, in Chromium against the built app on the mock server.
 */
import { type Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  expectPageBasics,
  fieldError,
  shoot,
  SHOTS,
  signInByCall,
  signInThenOpen,
  tabTo,
  test,
} from './support';

async function shootBothWidths(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await shoot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

const banner = (page: Page) => page.getByRole('region', { name: /You are impersonating Ava Associate/ });

test('sam.support starts impersonating Ava at imp-1, with one PUT, and the banner follows', async ({
  page,
}) => {
  await signInByCall(page, 'sam.support');
  const starts: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/sessions/current/impersonation/start')) starts.push(request.method());
  });
  await page.goto('/auth/impersonation?impersonationId=imp-1');
  await expect(page.getByRole('heading', { level: 1, name: 'Start impersonation' })).toBeVisible();
  await expect(page.getByText('Ava Associate')).toBeVisible();
  await expect(page.getByText('Acme Manufacturing')).toBeVisible();
  await expectPageBasics(page);
  await expectNoAxeViolations(page);
  await shootBothWidths(page, 'impersonation');

  // The keyboard alone: Start waits for a reason (issue 22 item 5), and Enter without one says so.
  const start = page.getByRole('button', { name: 'Start' });
  await expect(start).toBeDisabled();
  const reason = page.getByRole('textbox', { name: /^Reason/ });
  await tabTo(page, reason);
  await page.keyboard.press('Enter');
  await expect(fieldError(page, 'Required Field')).toBeVisible();
  await expect(reason).toBeFocused();
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  expect(starts).toEqual([]);

  await page.keyboard.type('Ticket 42');
  await expect(fieldError(page, 'Required Field')).toBeHidden();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Success! Impersonation started.')).toBeVisible();
  await page.waitForURL(/\/__mock\/pages\/post-impersonation/);
  expect(starts).toEqual(['PUT']);
  const stored = await page.evaluate(() => [
    localStorage.getItem('actingSessionId'),
    localStorage.getItem('actingSessionExpiresAt'),
    localStorage.getItem('actingSessionMode'),
  ]);
  expect(stored[0]).toMatch(/^acting-/);
  expect(Date.parse(stored[1] ?? '')).toBeGreaterThan(Date.now());
  expect(stored[2]).toBe('impersonation');

  // The pages that follow show the banner: who, by whom, why, the time left and a way to end it.
  await page.getByRole('link', { name: 'Choose a product' }).click();
  await page.waitForURL(/\/auth\/choose-product$/);
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toContainText('Acme Manufacturing');
  await expect(banner(page)).toContainText('Started by Sam Support');
  await expect(banner(page)).toContainText('Reason: Ticket 42');
  await expect(banner(page)).toContainText(/Time left: 1?\d:\d\d/);
  // Announced: the words sit in a live region (the banner's other one holds the warnings near the end).
  await expect(banner(page).getByText(/Impersonation in progress/)).toHaveAttribute('role', 'status');
  await expectNoAxeViolations(page);
  await shootBothWidths(page, 'banner');
  await page.goto('/auth/user');
  await expect(banner(page)).toBeVisible();

  const end = banner(page).getByRole('button', { name: 'End impersonation' });
  await tabTo(page, end);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/auth\/login/);
  await expect(banner(page)).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('actingSessionId'))).toBeNull();
});

test('Cancel with a hostile returnUrl stays on our origin; no id and an unknown id', async ({
  page,
  baseURL,
}) => {
  await signInByCall(page, 'sam.support');
  await page.goto(
    `/auth/impersonation?impersonationId=imp-1&returnUrl=${encodeURIComponent('https://evil.example/steal')}`,
  );
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/impersonation'));
  expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);

  await page.goto(
    `/auth/impersonation?impersonationId=imp-1&returnUrl=${encodeURIComponent('//evil.example')}`,
  );
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/impersonation'));
  expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);

  await page.goto('/auth/impersonation');
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/impersonation'));
  expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);

  await page.goto('/auth/impersonation?impersonationId=imp-unknown');
  await expect(page.getByText('Error! Impersonation failed. Unable to load associate details')).toBeVisible();
  await expect(page.getByRole('main').getByText('Unable to load associate details.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'Try again' })).toBeVisible();
  await expectNoAxeViolations(page);
  await shootBothWidths(page, 'impersonation-unknown');
});

test('a failed start says so and keeps the form', async ({ page, request }) => {
  await signInThenOpen(page, 'sam.support', '/auth/impersonation?impersonationId=imp-1');
  await page.getByRole('textbox', { name: /^Reason/ }).fill('Ticket 42');
  await request.post('/__mock/faults', {
    data: { method: 'PUT', path: '/sessions/current/impersonation/start', status: 503, times: 1 },
  });
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByText(/The service is having a problem right now/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Reason/ })).toHaveValue('Ticket 42');
  await expect(page.getByRole('button', { name: 'Start' })).toBeEnabled();
  await expectNoAxeViolations(page);
  await shootBothWidths(page, 'impersonation-fault');
  await page.getByRole('button', { name: 'Start' }).click();
  await page.waitForURL(/\/__mock\/pages\/post-impersonation/);
});

test('choose product lists the products and goes to the chosen one', async ({ page, request }) => {
  await signInByCall(page, 'ava.associate');
  await request.post('/__mock/faults', {
    data: { method: 'GET', path: '/landing-products', status: 503, times: 1 },
  });
  await page.goto('/auth/choose-product');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a product' })).toBeVisible();
  await expect(page.getByText("We couldn't load your products")).toBeVisible();
  await expectNoAxeViolations(page);
  await shootBothWidths(page, 'choose-product-fault');
  await page.getByRole('button', { name: 'Try again' }).click();

  const benefits = page.getByRole('link', { name: /Benefits/ });
  await expect(page.getByRole('link', { name: /Workforce/ })).toBeVisible();
  await expect(benefits).toContainText('Plans, enrolment and dependants.');
  await expectPageBasics(page);
  await expectNoAxeViolations(page);
  await shootBothWidths(page, 'choose-product');
  await tabTo(page, benefits);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/view\/home\?product=benefits$/);
});

test('marketplace: a group name redirects, NS_SSO_TESTING~acme-okta reaches acme-okta', async ({
  page,
  request,
}) => {
  await signInThenOpen(
    page,
    'ava.associate',
    '/auth/sso-idp-adp/marketplace?marketplaceApplicationGroupName=PAYROLL_MARKETPLACE',
  );
  await page.waitForURL(/\/__mock\/pages\/marketplace\/payroll$/);

  await page.goto('/auth/sso-idp-adp/marketplace?marketplaceApplicationGroupName=NS_SSO_TESTING~acme-okta');
  // The stand-in page itself: the address asked for names acme-okta too, so a looser match would not wait.
  await page.waitForURL(/\/__mock\/pages\/sso-testing\/acme-okta$/);

  await page.goto('/auth/sso-idp-adp/marketplace?marketplaceApplicationGroupName=NOPE');
  await expect(
    page.getByRole('heading', { level: 1, name: "We couldn't open this application" }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await request.post('/__mock/faults', {
    data: { method: 'GET', path: '/settings/PAYROLL_MARKETPLACE', status: 503, times: 1 },
  });
  await page.goto('/auth/sso-idp-adp/marketplace?marketplaceApplicationGroupName=PAYROLL_MARKETPLACE');
  await expect(page.getByText("We couldn't open your application")).toBeVisible();
  await expectNoAxeViolations(page);
  await shootBothWidths(page, 'marketplace-fault');
  await page.getByRole('button', { name: 'Try again' }).click();
  await page.waitForURL(/\/__mock\/pages\/marketplace\/payroll$/);
});

test('SAML redirect: acme leaves for its SAML page, an unknown client shows a result page', async ({
  page,
}) => {
  await signInThenOpen(page, 'ava.associate', '/auth/user/saml-redirect/acme');
  await page.waitForURL(/\/api\/authentication-service\/v0\/clients\/acme$/);
  await expect(page.getByText('SAML sign-in for Acme Manufacturing').first()).toBeVisible();

  await page.goto('/auth/user/saml-redirect/nobody');
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expectPageBasics(page);
  await expectNoAxeViolations(page);
  await shootBothWidths(page, 'saml-unknown');
});
