import { expect, expectNoAxeViolations, expectPageBasics, expectResult, shoot, test } from './support';

test('an unknown route lands on sign-in', async ({ page }) => {
  await page.goto('/auth/nowhere');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

// Issue 12 item 3: Vite answered "/auth" with its "did you mean /auth/" text.
test('/auth without a trailing slash lands on sign-in, query kept', async ({ page }) => {
  await page.goto('/auth?redirectUrl=%2Fauth%2Fuser');
  await expect(page).toHaveURL(/\/auth\/login\?redirectUrl=%2Fauth%2Fuser$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('the outage page shows for /auth/outage and /auth/saml-error, whatever the error value', async ({
  page,
}) => {
  for (const url of [
    '/auth/outage?error=x',
    '/auth/saml-error?error=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E',
  ]) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/problem|outage|unavailable/i);
    await expect(page.locator('main img')).toHaveCount(0);
    await expectPageBasics(page);
  }
  await expectNoAxeViolations(page);
});

test('the terms page lists every topic and links back to sign-in', async ({ page }) => {
  await page.goto('/auth/legal');
  await expectPageBasics(page);
  for (const topic of [
    /overview/i,
    /privacy/i,
    /security/i,
    /copyright/i,
    /warrant/i,
    /liability/i,
    /termination/i,
    /governing law/i,
    /third-party beneficiar/i,
    /data transmission/i,
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: topic }).first()).toBeVisible();
  }
  await expect(page.getByText(/New Jersey/).first()).toBeVisible();
  await expect(page.getByText(/Ontario/).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /sign in|log in|back/i }).first()).toHaveAttribute(
    'href',
    '/auth/login',
  );
  await expectNoAxeViolations(page);
});

test('each notice route renders its own heading', async ({ page }) => {
  const headings = new Map<string, string>();
  for (const path of [
    '/auth/unauthorized-error?traceId=abc123',
    '/auth/resource-not-found?traceId=abc123',
    '/auth/account-no-access',
    '/auth/archived',
    '/auth/notification',
    '/auth/unauthorized-notification',
  ]) {
    await page.goto(path);
    await expectPageBasics(page);
    const heading = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
    expect(heading, path).not.toBe('');
    headings.set(path, heading);
  }
  expect(new Set(headings.values()).size).toBe(headings.size);
  await page.goto('/auth/unauthorized-error?traceId=abc123');
  await expect(page.getByText('abc123')).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the footer's copyright year is this year and its links, Help first, open new tabs", async ({
  page,
}) => {
  await page.goto('/auth/legal');
  const footer = page.locator('footer');
  await expect(footer).toContainText(String(new Date().getFullYear()));
  const links = footer.getByRole('link');
  await expect(links).toHaveCount(4);
  await expect(links.first()).toHaveAccessibleName(/^Help ?\(opens in a new tab\)$/);
  await expect(links.first()).toHaveAttribute('href', '/__mock/pages/help');
  for (const link of await links.all()) await expect(link).toHaveAttribute('target', '_blank');
});

test('a result page is accessible', async ({ page }) => {
  await page.goto('/auth/forgot-password/reset?token=');
  await expectResult(page, 'FAILURE_LINK_RESET_PASS');
  await expectPageBasics(page);
  await expectNoAxeViolations(page);
});

// Issue 12 items 13-15: the layout rules, measured.
test('sign-in: the tip opens below its toggle, the help links share one left edge on both steps', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/auth/login');
  // The app has taken over from the prerendered frame (src/features/login/frame/boot.ts).
  await expect(page.locator('#prerender-main')).toHaveCount(0);
  const toggle = page.getByRole('button', { name: 'Keeping your account secure' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const toggleBox = (await toggle.boundingBox())!;
  const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
  await expect(panel).toBeVisible();
  const panelBox = (await panel.boundingBox())!;
  // The focus ring is 3 px with a 2 px offset: the panel starts below it.
  expect(panelBox.y).toBeGreaterThanOrEqual(toggleBox.y + toggleBox.height + 5);
  // Each item of the help links (a link, or "New user? Register") starts at the same left edge.
  const lefts = () =>
    page
      .getByRole('navigation', { name: 'Other ways to sign in and get help' })
      .evaluate((nav) => [...nav.children].map((item) => Math.round(item.getBoundingClientRect().x)));
  const usernameStep = await lefts();
  expect(new Set(usernameStep).size).toBe(1);
  await page.getByRole('textbox', { name: 'Username' }).fill('ava.associate');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toBeVisible();
  const passwordStep = await lefts();
  expect(new Set(passwordStep).size).toBe(1);
  expect(passwordStep[0]).toBe(usernameStep[0]);
  await shoot(page, 'login-1280');
});

test('a primary button is as wide as its form on sign-in and on forgot password', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const widthOf = async (url: string, name: string) => {
    await page.goto(url);
    const button = page.getByRole('button', { name });
    await expect(button).toBeVisible();
    return button.evaluate((element) => ({
      form: element.closest('form')!.getBoundingClientRect().width,
      actions: element.closest('.actions')!.getBoundingClientRect().width,
      button: element.getBoundingClientRect().width,
    }));
  };
  const login = await widthOf('/auth/login', 'Next');
  expect(login.button).toBeCloseTo(login.form, 0);
  const forgot = await widthOf('/auth/forgot-password/request', 'Submit');
  // Cancel and Submit share the row: neither is a small button at the row's end.
  expect(forgot.button).toBeGreaterThan(forgot.actions / 2 - 16);
});

test('a 32-character reference stays inside a 320 px screen; legal text keeps a readable measure', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await request.post('/__mock/faults', {
    data: { method: 'POST', path: '/credentials/forgot', status: 400, times: 1 },
  });
  await page.goto('/auth/forgot-password/request');
  await page.getByLabel('Email address').fill('ava.associate@example.com');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.locator('[data-result-kind]')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await shoot(page, 'result-320');

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/auth/legal');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const chars = await page.evaluate(() => {
    // The longest paragraph of the terms: the one that shows the measure.
    const paragraph = [...document.querySelectorAll('main article p')].sort(
      (a, b) => (b.textContent?.length ?? 0) - (a.textContent?.length ?? 0),
    )[0]!;
    const width = paragraph.getBoundingClientRect().width;
    const probe = document.createElement('span');
    probe.textContent =
      'abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyz';
    paragraph.appendChild(probe);
    const perChar = probe.getBoundingClientRect().width / probe.textContent.length;
    probe.remove();
    return width / perChar;
  });
  // It was about 130; a readable measure stays well under 100 characters a line.
  expect(chars).toBeLessThanOrEqual(100);
  await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(/^1\. /);
});
