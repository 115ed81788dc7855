/**
 * Issue 25 item 6 through the real forms: canaries typed into sign-in, forgot password and reset never
 * reach a log body (the mock keeps what the log endpoint received), a console line, the URL or storage.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './support';

const PASSWORD = 'Canary#Pass-7731';
const CODE = '918273';
const HOSTILE_USERNAME = 'ava.associate\r\nINFO forged';
const LONG = 'L'.repeat(10_000);

/** The log lines the mock received from this test's pages (GET /__mock/state). */
async function mockLogs(page: Page): Promise<{ message?: string }[]> {
  return ((await (await page.request.get('/__mock/state')).json()) as { logs: { message?: string }[] }).logs;
}

async function traces(page: Page, consoleLines: string[]): Promise<string> {
  const storage = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  return [page.url(), storage, JSON.stringify(await mockLogs(page)), ...consoleLines].join('\n');
}

test('canaries typed through sign-in, forgot password and reset stay out of logs, console, URL and storage', async ({
  page,
}) => {
  const consoleLines: string[] = [];
  page.on('console', (message) => consoleLines.push(message.text()));
  await page.goto('/auth/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(HOSTILE_USERNAME);
  await page.getByRole('button', { name: 'Next' }).click();
  // (A text input drops CR/LF as typed; whatever the check answered, start again as ava.)
  await page.goto('/auth/login');
  await page.getByRole('textbox', { name: 'Username' }).fill('ava.associate');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD + LONG);
  // The refusal of that password is logged (`sign-in failed`), and it is the line that saw the canary.
  // The batcher sends 500 ms after the last line, and lines still queued when the page is left never
  // reach the mock (a keepalive send at page hide does not reach it under these fixtures), so the test
  // stays until the batch that holds it has been received, however long that takes. Its body is not
  // visible to Playwright (the client streams it), so each answered batch is checked against what the
  // mock stored.
  const signInFailureLogged = page.waitForResponse(
    async (response) =>
      response.url().endsWith('/logging/batch-log') &&
      response.ok() &&
      (await mockLogs(page)).some((line) => line.message === 'sign-in failed'),
  );
  await page.getByRole('button', { name: 'Log in' }).click();
  await signInFailureLogged;

  await page.goto('/auth/forgot-password/request');
  await page.getByLabel('Email address').fill(`${CODE}${LONG}@example.com`);
  await page.getByLabel('Email address').press('Enter');
  await page.goto('/auth/forgot-password/reset?token=reset-ava');
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.locator('[data-result-kind]')).toBeVisible();
  // The spent link opened again ends on its result page (the loader decides before paint): the URL is
  // read there, with no token left in it.
  await page.goto('/auth/forgot-password/reset?token=reset-ava');
  await expect(page).toHaveURL(/\/auth\/notification$/);
  // The check below reads real log bodies, the sign-in failure's among them (received above).
  expect(await mockLogs(page)).toContainEqual(expect.objectContaining({ message: 'sign-in failed' }));

  const seen = await traces(page, consoleLines);
  expect(seen).not.toContain(PASSWORD);
  expect(seen).not.toContain(CODE);
  expect(seen).not.toContain('reset-ava');
  expect(seen).not.toContain('\r\nINFO forged');
});
