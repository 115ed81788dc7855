/**
 * Issue 23 item 3: the scenario toolbar on `npm start` (the dev server; no build contains it, which
 * check:bundle proves). Each test runs in a fresh mock world of that server, chosen by the toolbar's
 * own cookie, as a tester's browser would be.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support';

/**
 * Where one click on a persona lands: the first screen of that persona's journey, one persona for each
 * way it can end (the landing page, an obligation's page, one with its query, a refusal). Which persona
 * owes which obligation is the mock's scenario, each obligation page at its address is the route
 * sweep's, and where an owed obligation leads is src/lib/obligations.node.test.ts: a dev-server page load
 * for each of the sixteen took 29 s and proved no more.
 */
const LANDINGS: Record<string, RegExp | { refused: string }> = {
  'ava.associate': /\/authn\/landing$/,
  'paula.password': /\/auth\/change-password$/,
  'lena.legal': /\/auth\/user\/legal-agreements\?agreements=/,
  'iris.inactive': { refused: 'ACCOUNT_INACTIVE' },
};

let world: string;

test.beforeEach(async ({ page }) => {
  const created = await page.request.post('/__mock/worlds');
  expect(created.status()).toBe(201);
  world = ((await created.json()) as { id: string }).id;
  await signedOut(page);
});

/** No session, still in this test's world. */
async function signedOut(page: Page) {
  await page.context().clearCookies();
  await page
    .context()
    .addCookies([{ name: 'mock-world', value: world, url: test.info().project.use.baseURL! }]);
}

async function openToolbar(page: Page, path = '/auth/login') {
  await page.goto(path);
  const toolbar = page.getByRole('complementary', { name: 'Mock toolbar' });
  const toggle = toolbar.getByRole('button', { name: /^Mock:/ });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false', { timeout: 30_000 });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return toolbar;
}

test('a button for each persona; one click signs in and lands on the first screen of their journey', async ({
  page,
}) => {
  const listed = (await (await page.request.get('/__mock/personas')).json()) as {
    personas: { username: string }[];
  };
  const usernames = listed.personas.map((persona) => persona.username);
  expect(usernames).toEqual(expect.arrayContaining(Object.keys(LANDINGS)));
  // Every persona has its button.
  const panel = await openToolbar(page);
  for (const username of usernames)
    await expect(panel.getByRole('button', { name: username, exact: true })).toBeVisible();
  for (const [username, landing] of Object.entries(LANDINGS)) {
    await signedOut(page);
    const toolbar = await openToolbar(page);
    await toolbar.getByRole('button', { name: username, exact: true }).click();
    if (landing instanceof RegExp) await expect(page, username).toHaveURL(landing, { timeout: 15_000 });
    else await expect(toolbar.getByRole('status')).toContainText(landing.refused);
  }
});

test('the toolbar is collapsed, keyboard-usable and accessible; the outbox link opens the reset page', async ({
  page,
}) => {
  await page.goto('/auth/login');
  const toggle = page.getByRole('button', { name: /^Mock:/ });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false', { timeout: 30_000 });
  await expect(page.locator('#mock-toolbar-panel')).toBeHidden();
  // A cold dev server may reload the page once it has optimised a dependency: open it again if so.
  await expect(async () => {
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') {
      await toggle.focus();
      await page.keyboard.press('Enter');
    }
    await expect(page.getByRole('heading', { name: 'Sign in as' })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expectNoAxeViolations(page);

  await page.request.post('/api/identity-orchestrator/v0/credentials/forgot', {
    data: { identifier: 'ava.associate@example.com' },
    headers: { 'X-CSRF-Token': (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')!.value },
  });
  // The requests panel lists what the world received, newest first, with the body on demand.
  await page.getByRole('button', { name: 'Show requests' }).click();
  const requests = page.getByRole('region', { name: 'Requests' });
  // The page may still be asking for things of its own, so the call is found by what it says, not by place.
  const forgot = requests.getByRole('listitem').filter({ hasText: 'POST /credentials/forgot → 204' });
  await expect(forgot).toHaveCount(1);
  await forgot.getByText('Body').click();
  await expect(requests.getByText('"identifier": "ava.associate@example.com"')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Refresh outbox' }).click();
  await page.getByRole('link', { name: 'Open link' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password\/reset/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a fault injected from the toolbar shows its message on the next call', async ({ page }) => {
  const toolbar = await openToolbar(page, '/auth/forgot-password/request');
  await toolbar.getByLabel('Method', { exact: true }).selectOption('POST');
  await toolbar.getByLabel('Path', { exact: true }).fill('/credentials/forgot');
  await toolbar.getByLabel('Answer', { exact: true }).selectOption('503');
  await toolbar.getByRole('button', { name: 'Inject on the next call' }).click();
  await expect(toolbar.getByRole('status')).toHaveText('Fault: done');
  await page.getByRole('button', { name: /^Mock:/ }).click(); // out of the way
  await page.getByRole('textbox').first().fill('ava.associate@example.com');
  await page
    .getByRole('button', { name: /continue|send|next|submit/i })
    .first()
    .click();
  await expect(page.getByText("Your request didn't go through")).toBeVisible();
});

test('the address acts too: ?mock-fault arms a fault, ?mock-persona signs in', async ({ page }) => {
  // The toolbar takes the actions out of the address by loading the page again: the first load is cut short.
  await page.goto('/auth/login?mock-fault=GET:/persons/me:503', { waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/auth\/login$/);
  const faults = (await (await page.request.get('/__mock/faults')).json()) as { path: string }[];
  expect(faults.map((fault) => fault.path)).toEqual(['/persons/me']);
  // A page of its own: the first page's reload may still be under way and would cut this load short.
  const second = await page.context().newPage();
  await second.goto('/auth/login?mock-persona=pia.phone', { waitUntil: 'commit' });
  await expect(second).toHaveURL(/\/auth\/add-phone\?/, { timeout: 30_000 });
});
