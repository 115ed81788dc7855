import { type Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  expectPageBasics,
  expectResult,
  outbox,
  shoot,
  SHOTS,
  test,
} from './support';

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

test('expired and empty tokens show the link failure with a link to the request page', async ({ page }) => {
  for (const url of [
    '/auth/forgot-password/reset?token=reset-expired',
    '/auth/forgot-password/reset?token=',
  ]) {
    await page.goto(url);
    await expectResult(page, 'FAILURE_LINK_RESET_PASS');
    await expect(page.getByRole('link', { name: /new link/i })).toHaveAttribute(
      'href',
      '/auth/forgot-password/request',
    );
  }
});

test('a password the server rejects shows its message inline and keeps the value', async ({ page }) => {
  await page.goto('/auth/forgot-password/reset?token=reset-ava');
  const field = page.getByRole('textbox', { name: 'New password', exact: true });
  await field.fill('Aaaa1357!Qw');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText(/same character 3 times in a row/i)).toBeVisible();
  await expect(field).toHaveValue('Aaaa1357!Qw');
});

test('four quick reset requests end on the too-many-attempts result', async ({ page }) => {
  for (let i = 0; i < 4; i++) {
    await page.goto('/auth/forgot-password/request');
    await page.getByLabel('Email address').fill(AVA);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.locator('[data-result-kind]')).toBeVisible();
  }
  await expectResult(page, 'FAILURE_RECOVER_ATTEMPT');
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

test('forgot username and self-registration end on their success results with mail sent', async ({
  page,
  request,
}) => {
  await page.goto('/auth/forgot-username/request');
  await expectNoAxeViolations(page);
  await page.getByLabel('Email address').fill(AVA);
  await page.keyboard.press('Enter');
  await expectResult(page, 'SUCCESS_FORGOT_USERNAME_REQUEST');

  await page.goto('/auth/self-registration/request');
  await expectNoAxeViolations(page);
  await page.getByLabel('Email address').fill('new.person@example.com');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expectResult(page, 'SUCCESS_SELF_REGISTRATION_REQUEST');

  const kinds = (await outbox(request)).map((m) => `${m.kind}:${m.to}`);
  expect(kinds).toEqual(
    expect.arrayContaining([`forgotUsername:${AVA}`, 'selfRegistration:new.person@example.com']),
  );
});

/** Screenshots at phone and desktop widths, for a person to look at (E2E_SHOTS_DIR). */
async function shootBothWidths(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await shoot(page, `${name}-${width}`);
  }
}

// Issue 12 item 5: a 503 sent the person to "Something went wrong", the address thrown away.
test('a 503 on forgot password keeps the address in the field with Try again', async ({ page, request }) => {
  await page.goto('/auth/forgot-password/request');
  await page.getByLabel('Email address').fill(AVA);
  await request.post('/__mock/faults', {
    data: { method: 'POST', path: '/credentials/forgot', status: 503, times: 1 },
  });
  await page.getByRole('button', { name: 'Submit' }).click();
  const block = page.getByRole('main').getByRole('alert');
  await expect(block).toContainText(/having a problem right now/i);
  await expect(block).toBeFocused();
  await expect(page.getByLabel('Email address')).toHaveValue(AVA);
  await expect(page).toHaveURL(/\/auth\/forgot-password\/request$/);
  await expectNoAxeViolations(page);
  await shootBothWidths(page, 'forgot-password-503');
  await block.getByRole('button', { name: 'Try again' }).click();
  await expectResult(page, 'SUCCESS_FORGOT_PASS_REQUEST');
});

test('forgot username offers the password reset; the reset page has a way back (issue 12 items 7, 8)', async ({
  page,
}) => {
  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Forgot username or password?' }).click();
  await page.getByRole('link', { name: 'Reset your password' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password\/request$/);
  await page.goto('/auth/forgot-password/reset?token=reset-ava');
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
});
