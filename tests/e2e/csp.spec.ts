/**
 * The built app, served as production serves it (nginx with deploy/nginx/, the headers of
 * deploy/security-headers.ts), sends them on every route of src/lib/paths.ts and runs the sign-in and
 * forgot-password journeys without one `securitypolicyviolation`. That every route renders without one
 * is checked by the every-route sweep (./route-sweep.spec.ts), on the page its other checkers use.
 */
import { type Page } from '@playwright/test';
import { securityHeaders } from '../../deploy/security-headers';
import { paths, settingsTabs } from '../../src/lib/paths';
import { expect, expectResult, logIn, outbox, signIn, test } from './support';

/** Sample values for the route patterns' parameters (demo tokens of the mock server). */
const PARAMS: Record<string, string> = {
  token: 'invite-new',
  accountType: '',
  clientId: 'acme',
  obligation: 'review-usernames',
  tab: 'switch-clients',
};

/** Every route of the route table as a concrete URL. */
export function routeUrls(): string[] {
  const urls = Object.values(paths).map((route) =>
    route.path
      .replace(/\/:(\w+)\??/g, (_all, name: string) => (PARAMS[name] ? `/${PARAMS[name]}` : ''))
      .replace(/\/\*$/, ''),
  );
  // `/auth` itself answers 301 to `/auth/` (docs/deployment.md "Production hosting").
  return [
    ...new Set(
      urls.filter((url) => url.startsWith('/auth')).map((url) => (url === '/auth' ? '/auth/' : url)),
    ),
  ];
}

/** Records every CSP violation the page raises, from before its first script runs. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  return () =>
    page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
}

test('every route of the route table is served with the security headers', async ({ request }) => {
  const expected = securityHeaders();
  const urls = routeUrls();
  expect(urls.length).toBeGreaterThan(40);
  for (const url of urls) {
    const response = await request.get(url, { headers: { accept: 'text/html' }, maxRedirects: 0 });
    expect(response.status(), url).toBe(200);
    const headers = response.headers();
    for (const [name, value] of Object.entries(expected))
      expect(headers[name.toLowerCase()], `${url} ${name}`).toBe(value);
  }
});

test('sign-in completes under the policy', async ({ page }) => {
  const violations = await recordViolations(page);
  await signIn(page, 'ava.associate', { redirectUrl: '/auth/user' });
  await expect(page).toHaveURL(/\/auth\/user$/);
  await expect(page.getByText('Welcome, Ava')).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('the app runs under Trusted Types: sign-in to the landing page, every settings tab, forgot password, self-registration, the legal page, an unknown route', async ({
  page,
}) => {
  // Enforced, not merely sent: Chromium has Trusted Types, and the page was served the directive.
  const answer = await page.goto('/auth/login');
  expect(answer?.headers()['content-security-policy']).toContain("require-trusted-types-for 'script'");
  expect(await page.evaluate(() => typeof (window as { trustedTypes?: unknown }).trustedTypes)).toBe(
    'object',
  );
  await logIn(page, 'ava.associate');
  await expect(page).toHaveURL(/\/authn\/landing/);
  const appShows = async (url: string) => {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 }), url).toBeVisible();
  };
  for (const tab of settingsTabs) await appShows(paths.accountSettings.href({ tab }));
  await page.context().clearCookies();
  for (const url of ['/auth/forgot-password/request', '/auth/self-registration/request', '/auth/legal'])
    await appShows(url);
  await page.goto('/auth/no/such/page');
  await expect(page.getByRole('textbox', { name: 'Username' })).toBeEditable();
  // No violation on any of them: the suite's own watch (tests/e2e/support.ts) fails the test otherwise.
});

test('forgot password and its reset complete under the policy (zod runs jitless)', async ({
  page,
  request,
}) => {
  const violations = await recordViolations(page);
  await page.goto('/auth/forgot-password/request');
  await page.getByLabel('Email address').fill('ava.associate@example.com');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expectResult(page, 'SUCCESS_FORGOT_PASS_REQUEST');
  const mail = (await outbox(request)).find((m) => m.to === 'ava.associate@example.com' && m.link);
  await page.goto(mail!.link!);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Harbor#Lights42');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expectResult(page, 'SUCCESS_FORGOT_PASS_RESET');
  expect(await violations()).toEqual([]);
});

test('a violation is refused and reported: the mock summarises it with its directive and route, and no content', async ({
  page,
  request,
  policyViolations,
}) => {
  await page.goto('/auth/legal');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A string written into an HTML sink, and an image from an origin the policy does not name, each
  // carrying what must never reach a log.
  const refused = await page.evaluate(() => {
    const image = document.createElement('img');
    image.src = 'https://elsewhere.example/pixel.png?token=secret-in-query';
    document.body.append(image);
    try {
      document.createElement('div').innerHTML = '<b>secret-in-sample</b>';
      return false;
    } catch (error) {
      return error instanceof TypeError;
    }
  });
  expect(refused, 'Trusted Types refuse the string').toBe(true);
  const expected = [
    { directive: 'require-trusted-types-for', blocked: 'trusted-types-sink', route: '/auth/legal', count: 1 },
    { directive: 'img-src', blocked: 'https://elsewhere.example/pixel.png', route: '/auth/legal', count: 1 },
  ];
  const summary = async () =>
    ((await (await request.get('/__mock/policy-violations')).json()) as { violations: unknown[] }).violations;
  await expect.poll(summary).toEqual(expect.arrayContaining(expected));
  expect(await summary()).toHaveLength(2);
  expect(JSON.stringify(await summary())).not.toContain('secret');
  // The suite's own watch saw both: taken here, or this test would fail on them.
  expect(policyViolations.take().sort()).toEqual([
    'img-src https://elsewhere.example/pixel.png?token=secret-in-query on /auth/legal',
    'require-trusted-types-for trusted-types-sink on /auth/legal',
  ]);
});
