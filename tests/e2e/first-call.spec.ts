/**
 * What a person gets who opens a page straight from a bookmark or another app's link, served as
 * production serves it (nginx with deploy/nginx/, whose HTML sets no cookie): the page's first call is a
 * POST, made with no CSRF token cookie yet, so the app must fetch one first (src/api/middleware.ts,
 * `csrfToken`). Each test is a fresh browser context, so nothing is carried over.
 */
import type { Page } from '@playwright/test';
import { E2E_DEV_URL } from '../../playwright.config';
import { expect, expectResult, test } from './support';

const AVA = 'ava.associate@example.com';
const FORGOT = '/api/identity-orchestrator/v0/credentials/forgot';

const FIRST_VISITS = [
  {
    path: '/auth/forgot-password/request',
    email: AVA,
    ends: (page) => expectResult(page, 'SUCCESS_FORGOT_PASS_REQUEST'),
  },
  {
    path: '/auth/forgot-username/request',
    email: AVA,
    ends: (page) => expectResult(page, 'SUCCESS_FORGOT_USERNAME_REQUEST'),
  },
  {
    path: '/auth/self-registration/request',
    email: 'new.person@example.com',
    ends: (page) => expectResult(page, 'SUCCESS_SELF_REGISTRATION_REQUEST'),
  },
  {
    path: '/auth/sso-login/request',
    email: 'sso.user@sso-client.example',
    ends: (page) => expect(page).toHaveURL(/\/__mock\/pages\/idp\/idp-sso-client\/initiate/),
  },
] satisfies { path: string; email: string; ends: (page: Page) => Promise<void> }[];

for (const visit of FIRST_VISITS) {
  test(`${visit.path}, opened first in a fresh browser, submits and ends on its answer`, async ({
    page,
    context,
  }) => {
    expect(await context.cookies()).toEqual([]);
    await page.goto(visit.path);
    await page.getByLabel('Email address').fill(visit.email);
    await page.getByRole('button', { name: 'Submit' }).click();
    await visit.ends(page);
    await expect(page).not.toHaveURL(/unauthorized-error/);
  });
}

test('a refused CSRF token is fetched afresh and the call sent once more', async ({ page, request }) => {
  const posts: (string | null)[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && new URL(sent.url()).pathname === FORGOT)
      posts.push(sent.headers()['x-csrf-token'] ?? null);
  });
  await page.goto('/auth/forgot-password/request');
  await page.getByLabel('Email address').fill(AVA);
  const injected = await request.post('/__mock/faults', {
    data: { method: 'POST', path: '/credentials/forgot', status: 403, code: 'CSRF_TOKEN_INVALID' },
  });
  expect(injected.status()).toBe(201);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expectResult(page, 'SUCCESS_FORGOT_PASS_REQUEST');
  expect(posts).toHaveLength(2);
  // The retry carries the token fetched after the refusal, not the refused one.
  expect(posts[1]).toBeTruthy();
  expect(posts[1]).not.toBe(posts[0]);
});

test('a token refused twice is a snag with Try again, not the "no permission" page', async ({
  page,
  request,
}) => {
  await page.goto('/auth/forgot-password/request');
  await page.getByLabel('Email address').fill(AVA);
  await request.post('/__mock/faults', {
    data: { method: 'POST', path: '/credentials/forgot', status: 403, code: 'CSRF_TOKEN_INVALID', times: 2 },
  });
  await page.getByRole('button', { name: 'Submit' }).click();
  const block = page.getByRole('main').getByRole('alert');
  await expect(block).toContainText(/having a problem right now/i);
  await expect(page).toHaveURL(/\/auth\/forgot-password\/request$/);
  await block.getByRole('button', { name: 'Try again' }).click();
  await expectResult(page, 'SUCCESS_FORGOT_PASS_REQUEST');
});

test('no HTML answer sets a cookie, through nginx or on the dev server', async ({ request }) => {
  const pages = ['/auth/login', '/auth/forgot-password/request', '/auth/no/such/page', '/auth/'];
  for (const origin of ['', E2E_DEV_URL])
    for (const path of pages) {
      const answer = await request.get(`${origin}${path}`, { headers: { Accept: 'text/html' } });
      expect(answer.headers()['content-type'], `${origin}${path}`).toContain('text/html');
      expect(answer.headers()['set-cookie'], `${origin}${path}`).toBeUndefined();
    }
});
