/**
 * Issue 15's acceptance: step-up, add phone and add email, email verification, verify contact info,
 * in Chromium against the built app on the mock server.
 */
import { type APIRequestContext } from '@playwright/test';
import {
  checkBothWidths,
  expect,
  expectPageBasics,
  expectResult,
  fieldError,
  lastCode,
  levelOfAssurance,
  signInByCall,
  signInThenOpen,
  tabTo,
  test,
} from './support';
import { withoutTraceIds } from '../secrets';

/** Nothing secret reached the log endpoint: no code, token or phone number in any line. */
async function expectLogsFree(request: APIRequestContext, secrets: string[]) {
  const state = (await (await request.get('/__mock/state')).json()) as { logs: unknown };
  const logs = withoutTraceIds(JSON.stringify(state.logs));
  for (const secret of secrets) expect(logs).not.toContain(secret);
}

test.describe('step-up', () => {
  test('stan: the emailed code raises him to level 3 and on to the redirectUrl, by keyboard', async ({
    page,
    request,
  }) => {
    await signInByCall(page, 'stan.stepup');
    expect(await levelOfAssurance(page)).toBe(1);
    await page.goto('/auth/step-up?redirectUrl=/auth/user');
    const send = page.getByRole('button', { name: 'Send code' });
    await expect(send).toBeVisible();
    await expectPageBasics(page);
    await checkBothWidths(page, { shot: 'step-up-methods' });

    await tabTo(page, send);
    await page.keyboard.press('Enter');
    const field = page.getByRole('textbox', { name: /Verification code/ });
    await expect(field).toBeFocused();
    await expect(page.getByText('We sent you a code.')).toBeVisible();
    await checkBothWidths(page, { shot: 'step-up-code' });
    const code = await lastCode(request, 'stan.stepup@example.com');
    const verified = page.waitForResponse((answer) => answer.url().endsWith('/step-up/verify'));
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');
    expect(await (await verified).json()).toEqual({ levelOfAssurance: 3 });

    await expect(page).toHaveURL(/\/auth\/user$/);
    // Read afresh until it shows: a session read racing the step-up's own answer once gave the old level.
    await expect.poll(() => levelOfAssurance(page)).toBe(3);
    await expectLogsFree(request, [code]);
  });

  test('a snag sending the code says so and Try again sends it; a wrong code is refused and the level stays 1; Cancel goes to sign-out', async ({
    page,
    request,
  }) => {
    await signInThenOpen(page, 'stan.stepup', '/auth/step-up');
    await request.post('/__mock/faults', {
      data: { method: 'POST', path: '/step-up/code', status: 503, times: 1, delayMs: 0 },
    });
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('alert').filter({ hasText: "Your request didn't go through" })).toBeFocused();
    await checkBothWidths(page, { shot: 'step-up-fault' });
    await page.getByRole('button', { name: 'Try again' }).click();
    const field = page.getByRole('textbox', { name: /Verification code/ });
    await expect(field).toBeFocused();

    const code = await lastCode(request, 'stan.stepup@example.com');
    await field.fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(
      page.getByText('That code is not right, or it has expired.', { exact: false }),
    ).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await checkBothWidths(page, { shot: 'step-up-wrong-code' });
    expect(await levelOfAssurance(page)).toBe(1);

    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/auth\/login/);
    const check = await page.request.get('/api/authentication-service/v0/check');
    expect(check.status()).toBe(401);
  });

  test('ava, already at level 3, passes at once', async ({ page }) => {
    await signInThenOpen(page, 'ava.associate', '/auth/login-step-up?redirectUrl=/auth/user');
    await expect(page).toHaveURL(/\/auth\/user$/);
  });
});

test.describe('add phone and add email', () => {
  test('pia: "123" is refused, (555) 555-0177 is saved in E.164, then on to her target', async ({
    page,
    request,
  }) => {
    await page.goto('/auth/login?redirectUrl=/auth/user');
    await page.getByRole('textbox', { name: 'Username' }).fill('pia.phone');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Welcome#2024');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/auth\/add-phone\?redirectUrl=/);
    const field = page.getByRole('textbox', { name: /^Phone number/ });
    await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('US');
    await expectPageBasics(page);
    await checkBothWidths(page, { shot: 'add-phone' });

    await field.fill('123');
    await page.keyboard.press('Enter');
    await expect(fieldError(page, 'Enter a valid phone number.')).toBeVisible();
    await expect(field).toBeFocused();
    await checkBothWidths(page, { shot: 'add-phone-invalid' });

    await field.fill('(555) 555-0177');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/auth\/user$/);
    const contacts = await page.request.get('/api/identity-orchestrator/v0/persons/me/contact-info');
    const { phones } = (await contacts.json()) as { phones: { phoneNumber: string }[] };
    expect(phones.map((phone) => phone.phoneNumber)).toEqual(['+15555550177']);
    await expectLogsFree(request, ['5550177', '555-0177']);
  });

  test('a failed save keeps the number with Try again', async ({ page, request }) => {
    await signInThenOpen(page, 'pia.phone', '/auth/add-phone?redirectUrl=/auth/user');
    const field = page.getByRole('textbox', { name: /^Phone number/ });
    await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('US');
    await request.post('/__mock/faults', {
      data: { method: 'POST', path: '/persons/me/phone-numbers', status: 503, times: 1, delayMs: 0 },
    });
    await field.fill('(555) 555-0177');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert').filter({ hasText: "Your request didn't go through" })).toBeFocused();
    await checkBothWidths(page, { shot: 'add-phone-fault' });
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page).toHaveURL(/\/auth\/user$/);
  });

  test("add email: signed out goes to sign-in and back; carl's address is taken", async ({ page }) => {
    await page.goto('/auth/add-email');
    await expect(page).toHaveURL(/\/auth\/login\?redirectUrl=%2Fauth%2Fadd-email/);
    await page.getByRole('textbox', { name: 'Username' }).fill('ava.associate');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Welcome#2024');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/auth\/add-email$/);
    const field = page.getByRole('textbox', { name: /^Email address/ });
    await checkBothWidths(page, { shot: 'add-email' });
    await field.fill('carl.contact@example.com');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('This email address is already in use.', { exact: false })).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await checkBothWidths(page, { shot: 'add-email-taken' });
  });
});

test.describe('email verification', () => {
  test('ed: sent at sign-in, enters the emailed code, goes on', async ({ page, request }) => {
    await page.goto('/auth/login?redirectUrl=/auth/user');
    await page.getByRole('textbox', { name: 'Username' }).fill('ed.email');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Welcome#2024');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/auth\/email-verify-notification\?redirectUrl=/);
    const send = page.getByRole('button', { name: 'Send code' });
    await expect(send).toBeVisible();
    await expectPageBasics(page);
    await checkBothWidths(page, { shot: 'email-verify-send' });
    await send.click();
    const field = page.getByRole('textbox', { name: /Verification code/ });
    await expect(field).toBeFocused();
    await checkBothWidths(page, { shot: 'email-verify-code' });
    const code = await lastCode(request, 'ed.email@example.com');
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/auth\/user$/);
    await expectLogsFree(request, [code]);
  });

  // The change-email rules (required, valid, not taken, the 5-minute wait after three changes) are
  // src/features/obligations/email-verification.test.tsx's; here the refused field at both widths.
  test('ed: a taken address is "This email is taken", on a page still whole at both widths', async ({
    page,
  }) => {
    await signInThenOpen(page, 'ed.email', '/auth/email-verify-notification');
    const change = page.getByRole('button', { name: 'Change email address' });
    const field = page.getByRole('textbox', { name: /^New email address/ });
    await change.click();
    await expect(field).toBeFocused();
    await field.fill('carl.contact@example.com');
    await page.keyboard.press('Enter');
    await expect(page.getByText('This email is taken')).toBeVisible();
    await checkBothWidths(page, { shot: 'email-verify-taken' });
  });
});

test('email verification: a code that cannot be sent leaves the message and Try again', async ({
  page,
  request,
}) => {
  await signInThenOpen(page, 'ed.email', '/auth/email-verify-notification');
  await expect(page.getByRole('button', { name: 'Send code' })).toBeVisible();
  await request.post('/__mock/faults', {
    data: { method: 'POST', path: '/persons/me/tokens', status: 503, times: 1, delayMs: 0 },
  });
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('alert').filter({ hasText: "Your request didn't go through" })).toBeFocused();
  await expect(page.getByText("We couldn't send the email. Try again.")).toBeVisible();
  await checkBothWidths(page, { shot: 'email-verify-fault' });
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('textbox', { name: /Verification code/ })).toBeFocused();
});

test.describe('verify contact info', () => {
  test("ava's verified email returns already verified; type=fax shows the generic page", async ({ page }) => {
    await signInThenOpen(
      page,
      'ava.associate',
      '/auth/verify-contact-info?type=email&purpose=personal&returnUrl=/auth/user',
    );
    await expectResult(page, 'SUCCESS_ALREADY_VERIFIED');
    await expectPageBasics(page);
    await checkBothWidths(page, { shot: 'verify-contact-already' });
    await page.getByRole('link', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/auth\/user$/);

    await page.goto('/auth/verify-contact-info?type=fax&purpose=personal');
    await expectResult(page, 'FAILURE_VERIFY_CONTACT_INFO');
    await checkBothWidths(page, { shot: 'verify-contact-generic' });
  });

  test('ed verifies his email by keyboard; nothing secret in the log lines', async ({ page, request }) => {
    await signInThenOpen(
      page,
      'ed.email',
      '/auth/verify-contact-info?type=email&purpose=personal&returnUrl=/auth/user',
    );
    const send = page.getByRole('button', { name: 'Send code' });
    await expect(send).toBeVisible();
    await expectPageBasics(page);
    await checkBothWidths(page, { shot: 'verify-contact-send' });
    await tabTo(page, send);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('textbox', { name: /Verification code/ })).toBeFocused();
    const code = await lastCode(request, 'ed.email@example.com');
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');
    await expectResult(page, 'SUCCESS_VERIFY_CONTACT_EMAIL');
    // The log batch leaves 500 ms after its last line.
    await expect
      .poll(async () =>
        JSON.stringify(((await (await request.get('/__mock/state')).json()) as { logs: unknown }).logs),
      )
      .toContain('verify contact info: success');
    await expectLogsFree(request, [code, 'ed.email@example.com']);
  });
});
