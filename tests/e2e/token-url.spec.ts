/**
 * Issue 25 item 3: a link's token leaves the address bar. For the reset link and an invitation link:
 * once the page shows, `location.href` has no token; no request carries it in its URL or `Referer`
 * but the contract's own token reads (`GET /tokens/{kind}/{token}`, the associate-token load) and the
 * link itself; and a reload keeps the screen working (the tab keeps the token, src/common/data/tokenPage.ts).
 */
import type { Page, Request } from '@playwright/test';
import { expect, expectResult, test } from './support';

/** The contract's token reads, the only calls allowed to carry a token in their URL. */
const TOKEN_READ = /\/(tokens\/[A-Za-z]+|associate-tokens)\/[^/?]+(\?|$)/;

/** Every request of the page from now on, with its Referer. */
function recordRequests(page: Page) {
  const seen: { url: string; method: string; referer: string; request: Request }[] = [];
  const pending: Promise<void>[] = [];
  page.on('request', (request) => {
    pending.push(
      request.allHeaders().then((headers) => {
        seen.push({ url: request.url(), method: request.method(), referer: headers.referer ?? '', request });
      }),
    );
  });
  return async () => {
    await Promise.all(pending);
    return seen;
  };
}

async function expectTokenNowhere(
  page: Page,
  token: string,
  link: string,
  requests: () => ReturnType<ReturnType<typeof recordRequests>>,
) {
  expect(page.url()).not.toContain(token);
  expect(await page.evaluate(() => location.href)).not.toContain(token);
  const leaks = (await requests()).filter(({ url, method, referer }) => {
    const linkItself = url.endsWith(link) && method === 'GET';
    const tokenRead = method === 'GET' && TOKEN_READ.test(new URL(url).pathname + new URL(url).search);
    return (url.includes(token) && !linkItself && !tokenRead) || referer.includes(token);
  });
  expect(leaks.map(({ method, url, referer }) => `${method} ${url} (Referer: ${referer})`)).toEqual([]);
}

/**
 * Opens `link` and checks, on arrival and again after a reload, that the screen is `shown` at `path`
 * with `token` nowhere. Returns that token check for the steps that follow.
 */
async function openAndReload(
  page: Page,
  link: string,
  token: string,
  { path, shown }: { path: RegExp; shown: () => Promise<void> },
) {
  const requests = recordRequests(page);
  const expectTokenGone = () => expectTokenNowhere(page, token, link, requests);
  const expectShownWithoutToken = async () => {
    await shown();
    await expect(page).toHaveURL(path);
    await expectTokenGone();
  };
  await page.goto(link);
  await expectShownWithoutToken();
  await page.reload();
  await expectShownWithoutToken();
  return expectTokenGone;
}

test('the reset link: the token leaves the address bar, no request leaks it, a reload keeps the form', async ({
  page,
}) => {
  const field = page.getByRole('textbox', { name: 'New password', exact: true });
  const expectTokenGone = await openAndReload(
    page,
    '/auth/forgot-password/reset?token=reset-ava',
    'reset-ava',
    {
      path: /\/auth\/forgot-password\/reset$/,
      shown: () => expect(field).toBeVisible(),
    },
  );
  await field.fill('Harbor#Lights42');
  await page.getByRole('button', { name: 'Reset password' }).click();
  // A successful reset always ends on its success page.
  await expectResult(page, 'SUCCESS_FORGOT_PASS_RESET');
  await expectTokenGone();
  // The spent token is forgotten by the tab, too.
  expect(await page.evaluate(() => JSON.stringify({ ...sessionStorage }))).not.toContain('reset-ava');
});

test('an invitation link (invite-new): the token leaves the address bar and Back, a reload keeps the step', async ({
  page,
}) => {
  const firstName = page.getByRole('textbox', { name: /^First name/ });
  await openAndReload(page, '/auth/create-account/invite-new', 'invite-new', {
    path: /\/auth\/create-account$/,
    shown: () => expect(firstName).toHaveValue('Nina'),
  });
  // The link's own history entry was replaced: Back goes to where the tab was before (a blank page).
  await page.goBack();
  expect(page.url()).toBe('about:blank');
});

test('the short link /auth/r/{token} and the credential link end on token-free URLs', async ({ page }) => {
  await page.goto('/auth/r/invite-new');
  await expect(page.getByRole('textbox', { name: /^First name/ })).toHaveValue('Nina');
  await expect(page).toHaveURL(/\/auth\/create-account$/);

  await page.goto('/auth/create-credential?token=credential-ava');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Create your sign-in details, Ava' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/create-credential\/account-info$/);
});
