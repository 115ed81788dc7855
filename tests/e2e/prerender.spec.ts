/**
 * The static sign-in frame of the built index.html (src/features/login/frame/boot.ts): it paints before the
 * JavaScript (whose download waits for that paint), what is typed into it survives the app taking
 * over, and no other route shows it.
 */
import type { Locator, Page } from '@playwright/test';
import { FIRST_PAINT_FALLBACK_MS } from '../../src/features/login/frame/boot';
import {
  ENTRY_SCRIPT,
  expect,
  fault,
  holdRequests,
  PASSWORD,
  pressAcrossTakeOver,
  test,
  withLanguageCookie,
} from './support';

/**
 * Sign-in with the app's code held back, its frame answered at the password step (ava's username typed and
 * Enter pressed): the frame, and what lets the app start.
 */
async function frameAtPasswordStep(page: Page): Promise<{ frame: Locator; release: () => void }> {
  const release = await holdRequests(page, ENTRY_SCRIPT);
  await page.goto('/auth/login', { waitUntil: 'commit' });
  const frame = page.locator('#prerendered-frame');
  await frame.getByRole('textbox', { name: 'Username' }).fill('ava.associate');
  await frame.getByRole('textbox', { name: 'Username' }).press('Enter');
  await expect(frame.getByRole('textbox', { name: 'Password', exact: true })).toBeFocused();
  return { frame, release };
}

test('the login frame paints before the app, and keeps what was typed into it', async ({ page }) => {
  const release = await holdRequests(page, ENTRY_SCRIPT);
  await page.goto('/auth/login', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.locator('#prerendered-frame')).toBeVisible();
  const frameField = page.locator('#prerendered-frame').getByRole('textbox', { name: 'Username' });
  await frameField.click();
  await frameField.pressSequentially('ava.assoc');

  release();
  await expect(page.locator('#prerendered-frame')).toHaveCount(0);
  const username = page.getByRole('textbox', { name: 'Username' });
  await expect(username).toHaveValue('ava.assoc');
  await expect(username).toBeFocused();
  await page.keyboard.type('iate');
  await expect(username).toHaveValue('ava.associate');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toBeFocused();
});

test('a French reader’s frame paints in French before the app, which takes over in French', async ({
  page,
}) => {
  await withLanguageCookie(page, 'fr-CA');
  const release = await holdRequests(page, ENTRY_SCRIPT);
  await page.goto('/auth/login', { waitUntil: 'commit' });
  const frame = page.locator('#prerendered-frame');
  await expect(frame.getByRole('heading', { name: 'Ouvrir une session' })).toBeVisible();
  await expect(frame).toHaveAttribute('lang', 'fr-CA');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(frame.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr-CA');
  const frameField = frame.getByRole('textbox', { name: "Nom d'utilisateur" });
  await frameField.click();
  await frameField.pressSequentially('ava.assoc');
  const before = await frameField.boundingBox();

  release();
  await expect(frame).toHaveCount(0);
  const username = page.getByRole('textbox', { name: "Nom d'utilisateur" });
  await expect(username).toHaveValue('ava.assoc');
  await expect(username).toBeFocused();
  // Same markup in the same place: the hand-over does not move the field.
  expect(await username.boundingBox()).toEqual(before);
  await expect(page.getByRole('button', { name: 'Suivant' })).toBeEnabled();
});

// The frame names no brand (scripts/build/login-frame/render.tsx): the app's header brings the name. On a
// phone, a header that wrapped only once the name arrived moved the whole form down under a finger. And
// the passkey way, offered where the browser has WebAuthn, pushed the links under it down when it came.
for (const width of [320, 375, 414, 559, 560, 768])
  test(`at ${width} px the hand-over moves nothing: the header, the form and its links stay where the frame put them`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const release = await holdRequests(page, ENTRY_SCRIPT);
    await page.goto('/auth/login', { waitUntil: 'commit' });
    const frame = page.locator('#prerendered-frame');
    const places = (scope: Locator) =>
      Promise.all([
        scope.getByRole('combobox', { name: 'Language' }).boundingBox(),
        scope.getByRole('textbox', { name: 'Username' }).boundingBox(),
        scope.getByRole('button', { name: 'Next' }).boundingBox(),
        // Under the passkey way, which this browser has: the frame shows it too.
        scope.getByRole('link', { name: 'Forgot username or password?' }).boundingBox(),
      ]);
    await expect(frame.getByRole('button', { name: 'Next' })).toBeVisible();
    const before = await places(frame);

    release();
    await expect(frame).toHaveCount(0);
    await expect(page.locator('.brand__name')).toHaveText('Workforce ID');
    expect(await places(page.locator('body'))).toEqual(before);
  });

// The frame's password step (its answer to Next) is the form's markup too: nothing moves when the app's
// form takes over from it, on a phone or wider.
for (const width of [320, 768])
  test(`at ${width} px the hand-over from the frame's password step moves nothing`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const { frame, release } = await frameAtPasswordStep(page);
    const places = (scope: Locator) =>
      Promise.all(
        [
          scope.getByRole('textbox', { name: 'Username' }),
          scope.getByRole('textbox', { name: 'Password', exact: true }),
          scope.getByRole('button', { name: 'Log in' }),
          scope.getByRole('link', { name: 'Forgot password?' }),
        ].map((element) => element.boundingBox()),
      );
    const before = await places(frame);
    release();
    await expect(frame).toHaveCount(0);
    await expect(page.locator('.brand__name')).toHaveText('Workforce ID');
    expect(await places(page.locator('body'))).toEqual(before);
  });

test("the frame's language picker switches only on its Change: arrowing through it does not", async ({
  page,
}) => {
  const release = await holdRequests(page, ENTRY_SCRIPT);
  await page.goto('/auth/login', { waitUntil: 'commit' });
  const frame = page.locator('#prerendered-frame');
  await expect(frame.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  const picker = frame.getByRole('combobox', { name: 'Language' });
  await picker.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(picker).toHaveValue('fr-CA');
  await expect(frame).toBeVisible();
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'user-language')).toBeUndefined();

  await page.keyboard.press('Tab');
  await expect(frame.getByRole('button', { name: 'Change' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(frame).toHaveCount(0);
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'user-language')?.value).toBe(
    'fr-CA',
  );
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Ouvrir une session' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
});

for (const [way, submit] of [
  ['Enter pressed', (frame: Locator) => frame.getByRole('textbox', { name: 'Username' }).press('Enter')],
  ['Next clicked', (frame: Locator) => frame.getByRole('button', { name: 'Next' }).click()],
] as const) {
  test(`${way} in the frame is answered before the app has started: the password step, which the app takes over`, async ({
    page,
  }) => {
    const release = await holdRequests(page, ENTRY_SCRIPT);
    await page.goto('/auth/login', { waitUntil: 'commit' });
    const frame = page.locator('#prerendered-frame');
    // Next is disabled, and says why, until the username has text: as the app's form has it.
    await expect(frame.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(frame.getByRole('button', { name: 'Next' })).toHaveAccessibleDescription(
      'Enter your username to continue.',
    );
    const frameField = frame.getByRole('textbox', { name: 'Username' });
    await frameField.click();
    await frameField.pressSequentially('ava.associate');
    await expect(frame.getByRole('button', { name: 'Next' })).toBeEnabled();
    await submit(frame);
    // The frame's own answer (its one call), the app's code still held back.
    const framePassword = frame.getByRole('textbox', { name: 'Password', exact: true });
    await expect(framePassword).toBeFocused();
    await expect(frame.getByRole('textbox', { name: 'Username' })).toHaveValue('ava.associate');
    await expect(frame.getByRole('button', { name: 'Log in' })).toHaveAccessibleDescription(
      'Enter your password to log in.',
    );
    await expect(frame.getByRole('link', { name: 'Forgot password?' })).toBeVisible();
    await expect(frame.getByRole('checkbox', { name: 'Remember me on this device' })).toBeHidden();
    await framePassword.pressSequentially(PASSWORD.slice(0, 4));
    await expect(frame.getByRole('button', { name: 'Log in' })).toBeEnabled();
    release();
    await expect(frame).toHaveCount(0);
    const password = page.getByRole('textbox', { name: 'Password', exact: true });
    await expect(password).toBeFocused();
    await expect(password).toHaveValue(PASSWORD.slice(0, 4));
    await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue('ava.associate');
    await page.keyboard.type(PASSWORD.slice(4));
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(/\/auth\/login/);
  });
}

test('Log in pressed in the frame before the app has started is carried out by the app', async ({ page }) => {
  const { frame, release } = await frameAtPasswordStep(page);
  await frame.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await frame.getByRole('textbox', { name: 'Password', exact: true }).press('Enter');
  // Getting ready, and still here: the sign-in itself is the app's.
  await expect(frame.getByRole('button', { name: 'Log in' })).toHaveAttribute('aria-busy', 'true');
  await expect(page).toHaveURL(/\/auth\/login$/);
  release();
  await expect(page).not.toHaveURL(/\/auth\/login/);
});

test('a username changed on the frame’s password step goes back to the username step, as the form does', async ({
  page,
}) => {
  const { frame, release } = await frameAtPasswordStep(page);
  // Tabbing into a field selects its text: End keeps the rest of it.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('End');
  await page.keyboard.press('Backspace');
  const username = frame.getByRole('textbox', { name: 'Username' });
  await expect(username).toBeFocused();
  await expect(username).toHaveValue('ava.associat');
  await expect(frame.getByRole('textbox', { name: 'Password', exact: true })).toHaveCount(0);
  await expect(frame.getByRole('button', { name: 'Next' })).toBeEnabled();
  await page.keyboard.type('e');
  release();
  await expect(frame).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Username' })).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue('ava.associate');
  await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
});

test('an app that takes over while the frame’s Next is on its way waits for that answer: no second call', async ({
  page,
}) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/check-auth-path')) calls.push(request.url());
  });
  const releaseEntry = await holdRequests(page, ENTRY_SCRIPT);
  const releaseCheck = await holdRequests(page, /\/check-auth-path$/);
  await page.goto('/auth/login', { waitUntil: 'commit' });
  const frame = page.locator('#prerendered-frame');
  await frame.getByRole('textbox', { name: 'Username' }).fill('ava.associate');
  await frame.getByRole('textbox', { name: 'Username' }).press('Enter');
  await expect(frame.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-busy', 'true');
  releaseEntry();
  await expect(frame).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-busy', 'true');
  releaseCheck();
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toBeFocused();
  expect(calls).toHaveLength(1);
});

test('a press begun on the frame’s Next and ended after the app took over is not lost', async ({ page }) => {
  // The frame's own answer held back too, so the press is the app's to carry out.
  const releaseEntry = await holdRequests(page, ENTRY_SCRIPT);
  await page.goto('/auth/login', { waitUntil: 'commit' });
  const frame = page.locator('#prerendered-frame');
  await frame.getByRole('textbox', { name: 'Username' }).fill('ava.associate');
  await pressAcrossTakeOver(page, frame, frame.getByRole('button', { name: 'Next' }), releaseEntry);
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toBeFocused();
});

test('Next’s call failing in the frame leaves it to the app, which asks again and says what happened', async ({
  page,
  request,
}) => {
  // The frame's call and the app's own: both fail, so the app's answer to a failed check shows.
  await fault(request, 'GET', '/username/ava.associate/check-auth-path', 503, 2);
  const release = await holdRequests(page, ENTRY_SCRIPT);
  await page.goto('/auth/login', { waitUntil: 'commit' });
  const frame = page.locator('#prerendered-frame');
  await frame.getByRole('textbox', { name: 'Username' }).fill('ava.associate');
  await frame.getByRole('button', { name: 'Next' }).click();
  // No answer it can act on: Next says it is getting ready, and the frame stays on the username step.
  await expect(frame.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-busy', 'true');
  await expect(frame.getByRole('textbox', { name: 'Password', exact: true })).toHaveCount(0);
  release();
  await expect(frame).toHaveCount(0);
  // The app's own answer to a failed check: the password anyway, with its note.
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toBeFocused();
  await expect(page.getByTestId('check-failed')).toBeVisible();
});

test('other routes never show the login frame', async ({ page }) => {
  const release = await holdRequests(page, ENTRY_SCRIPT);
  await page.goto('/auth/forgot-password/request', { waitUntil: 'commit' });
  await page.waitForSelector('#root', { state: 'attached' });
  // Its own first screen may be there (tests/e2e/first-screen.spec.ts), never sign-in's frame.
  await expect(page.locator('#prerendered-frame:not([data-first-screen])')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Sign in');
});

test('the app’s scripts are requested only after the frame’s first contentful paint', async ({ page }) => {
  await page.goto('/auth/login');
  await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();
  // The paint entry is queued after the frame is presented, which may be after the button is visible:
  // wait for it rather than read the timeline once.
  const timing = await page.evaluate(async () => {
    const paint = await new Promise<PerformanceEntry | undefined>((resolve) => {
      new PerformanceObserver((list) => {
        const entry = list.getEntriesByName('first-contentful-paint')[0];
        if (entry) resolve(entry);
      }).observe({ type: 'paint', buffered: true });
      setTimeout(() => resolve(undefined), 5000);
    });
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => /\/auth\/assets\/.+\.js$/.test(entry.name));
    const [page] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return {
      paint: paint?.startTime ?? null,
      firstScript: Math.min(...scripts.map((s) => s.startTime)),
      pageArriving: page!.responseStart,
    };
  });
  expect(timing.paint).not.toBeNull();
  // The boot script starts the app at the paint, or FIRST_PAINT_FALLBACK_MS after it ran when no paint
  // came by then (a busy machine). It is inline, so it ran after the page began to arrive: either way,
  // not before this.
  const earliestStart = Math.min(timing.paint!, timing.pageArriving + FIRST_PAINT_FALLBACK_MS);
  expect(timing.firstScript).toBeGreaterThanOrEqual(earliestStart);
});

// The hand-over under a slow CPU, many times: focus given to a field of the frame is on the same field
// of the app's form once the app has taken over, whether the person got there before the app started
// (its entry held back until then) or while it was starting.
test('focus given to a frame’s field is on the same field after the hand-over, every time', async ({
  context,
}) => {
  test.slow();
  for (let run = 0; run < 6; run += 1) {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const held = run % 2 === 0;
    const release = held ? await holdRequests(page, ENTRY_SCRIPT) : () => undefined;
    // Odd runs: Remember me rather than the username, so the rule is the field's, not the username's.
    const field = run % 4 < 2 ? 'username' : 'rememberMe';
    await page.goto('/auth/login', { waitUntil: 'commit' });
    await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();
    // The keyboard alone, from the top of the page: Tab until the field has the focus.
    for (let key = 0; key < 12; key += 1) {
      if (await page.evaluate((name) => document.activeElement?.getAttribute('name') === name, field)) break;
      await page.keyboard.press('Tab');
    }
    release();
    await expect(page.locator('#prerendered-frame')).toHaveCount(0);
    const inApp = page.locator(`#root input[name="${field}"]`);
    await expect(
      inApp,
      `run ${run + 1} (${held ? 'focused before the app started' : 'while it started'})`,
    ).toBeFocused();
    if (field === 'username') {
      await page.keyboard.type('ava');
      await expect(inApp).toHaveValue('ava');
    }
    await page.close();
  }
});

test('GET /check runs once on a sign-in page load: the app reuses the frame’s answer', async ({ page }) => {
  const checks: string[] = [];
  page.on('request', (request) => {
    if (/\/authentication-service\/v\d+\/check$/.test(new URL(request.url()).pathname))
      checks.push(request.url());
  });
  await page.goto('/auth/login');
  await expect(page.locator('#prerendered-frame')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Username' })).toBeVisible();
  expect(checks).toHaveLength(1);
});
