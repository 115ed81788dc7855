/**
 * Recovery in the browser: the whole reset journey and single sign-on's hand-over to the provider. Each
 * page's rules (bad and rejected input, failures, the attempt limit, the links between the pages) are
 * src/features/recovery/recovery.test.tsx's; the route sweep checks every page and the 503 state.
 */
import { expect, expectNoAxeViolations, expectPageBasics, expectResult, outbox, test } from './support';

const AVA = 'ava.associate@example.com';

test('reset journey: request, mail, new password, sign in; the link then fails', async ({
  page,
  request,
}) => {
  await page.goto('/auth/forgot-password/request');
  await expectPageBasics(page);
  await expectNoAxeViolations(page);
  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Email address').fill(AVA);
  await submit.click();
  await expectResult(page, 'SUCCESS_FORGOT_PASS_REQUEST');

  const mail = (await outbox(request)).find((m) => m.to === AVA && m.link);
  expect(mail?.link).toContain('/auth/forgot-password/reset?token=');
  await page.goto(mail!.link!);
  const field = page.getByRole('textbox', { name: 'New password', exact: true });
  await expect(field).toBeVisible();
  await expectNoAxeViolations(page);
  const requirements = page.getByRole('list', { name: 'Your password must have:' }).getByRole('listitem');
  await expect(requirements).toHaveCount(5);
  const unmet = requirements.filter({ hasText: 'not met' });
  await field.pressSequentially('harbor');
  await expect(unmet).toHaveCount(4); // only lower case is met
  await field.pressSequentially('#lights42');
  await expect(unmet).toHaveCount(1); // no upper case yet
  await field.fill('Harbor#Lights42');
  await expect(unmet).toHaveCount(0);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expectResult(page, 'SUCCESS_FORGOT_PASS_RESET');

  await page.goto('/auth/login');
  await page.getByRole('textbox', { name: 'Username' }).fill('ava.associate');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Harbor#Lights42');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('signed-in-name')).toHaveText('Ava Associate');

  await page.goto(mail!.link!);
  await expectResult(page, 'FAILURE_LINK_RESET_PASS');
});

test('single sign-on: a known domain goes to its provider, another shows not found', async ({ page }) => {
  await page.goto('/auth/sso-login/request');
  await expectNoAxeViolations(page);
  await page.getByLabel('Email address').fill('someone@elsewhere.example');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(/couldn't find single sign-on/i)).toBeVisible();
  await page.getByLabel('Email address').fill('sso.user@sso-client.example');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/__mock\/pages\/idp\/idp-sso-client\/initiate/);
});
