import {
  test as base,
  expect,
  request as requestFactory,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
  type Route,
} from '@playwright/test';
import { WORLD_HEADER } from '../../mock-server/core/worlds.ts';
import { AUTHENTICATION_SERVICE_BASE } from '../../mock-server/handlers/authentication-service/http.ts';
import { DEFAULT_PASSWORD } from '../../mock-server/scenarios/default/personas.ts';
import { E2E_BASE_URL } from '../../playwright.config.ts';
import { COOKIE } from '../../src/lib/cookies.ts';
import { axeViolations } from './axe';

export { expect };

/**
 * The e2e suite's `test`: each worker gets its own mock world (mock-server/README.md "Isolated worlds"),
 * created when the worker starts and dropped when it ends, and every request of its pages and request
 * fixtures names it. So workers run in parallel without resetting, signing out or faulting each other.
 * Each test then starts from a fresh mock: the default scenario, real time, no faults.
 */
export const test = base.extend<
  { freshMock: void; policyViolations: PolicyViolations },
  { mockWorld: string }
>({
  mockWorld: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
    async ({}, provide) => {
      const control = await requestFactory.newContext({ baseURL: E2E_BASE_URL });
      const created = await control.post('/__mock/worlds');
      expect(created.status()).toBe(201);
      const { id } = (await created.json()) as { id: string };
      await provide(id);
      await control.delete(`/__mock/worlds/${id}`);
      await control.dispose();
    },
    { scope: 'worker' },
  ],
  extraHTTPHeaders: async ({ mockWorld, extraHTTPHeaders }, provide) =>
    provide({ ...extraHTTPHeaders, [WORLD_HEADER]: mockWorld }),
  // Each context counts its pages' requests in flight, for `elapse`.
  context: async ({ context }, provide) => {
    let pending = 0;
    context.on('request', () => (pending += 1));
    context.on('requestfinished', () => (pending -= 1));
    context.on('requestfailed', () => (pending -= 1));
    inFlight.set(context, () => pending);
    await provide(context);
  },
  // Every test fails on a Content-Security-Policy or Trusted Types violation in any page of its context
  // (`watchPolicyViolations`); a test that provokes one on purpose takes it (`policyViolations.take()`).
  policyViolations: [
    async ({ context }, provide) => {
      const violations = await watchPolicyViolations(context);
      await provide(violations);
      violations.expectNone();
    },
    { auto: true },
  ],
  // Every test starts from the default scenario (resetMock), before any beforeEach of its spec.
  freshMock: [
    async ({ request }, provide) => {
      await resetMock(request);
      await provide();
    },
    { auto: true },
  ],
});

const inFlight = new WeakMap<BrowserContext, () => number>();

/** The policy violations of a browser context's pages, as `watchPolicyViolations` records them. */
export type PolicyViolations = {
  /** Those recorded so far, now forgotten: for a test that provokes one on purpose. */
  take: () => string[];
  /** Fails the test with the list when any was recorded (and not taken). */
  expectNone: () => void;
};

/**
 * Records every `securitypolicyviolation` (a Content-Security-Policy or Trusted Types refusal) in every
 * page of `context`, from before the page's first script: the directive, what was blocked and the page.
 * Each is reported to this process as it happens (a binding), so it survives the page's navigations.
 * Every test's own context is watched by the `policyViolations` fixture; a test that opens a context
 * of its own calls this on it.
 */
export async function watchPolicyViolations(context: BrowserContext): Promise<PolicyViolations> {
  let seen: string[] = [];
  await context.exposeBinding('__e2ePolicyViolation', (_source, line: string) => seen.push(line));
  await context.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { __e2ePolicyViolation: (line: string) => void }).__e2ePolicyViolation(
        `${event.effectiveDirective} ${event.blockedURI} on ${location.pathname}`,
      ),
    ),
  );
  return {
    take: () => {
      const taken = seen;
      seen = [];
      return taken;
    },
    expectNone: () => expect(seen, 'Content-Security-Policy / Trusted Types violations').toEqual([]),
  };
}

/**
 * Moves the mock server's clock and the browser's (`page.clock`, installed; Playwright's clock is the
 * whole context's) together, as real time would. An answer that arrived between the two moves would
 * carry the server's new time to a page still on the old one, which would then take the server to be
 * `ms` ahead (createServerClock, src/lib/session.ts) and sign out at once. So every request of the
 * context has had its answer first, and a call the page starts meanwhile (a landing page's late
 * reads, a timer the jump fires) waits until both clocks have moved.
 */
export async function elapse(page: Page, request: APIRequestContext, ms: number): Promise<void> {
  await requestsSettled(page, 'requests in flight before moving the clocks');
  let bothMoved!: () => void;
  const moved = new Promise<void>((resolve) => (bothMoved = resolve));
  const api = (url: URL) => url.pathname.startsWith('/api/');
  const waitForBothClocks = async (route: Route) => {
    await moved;
    await route.fallback();
  };
  await page.context().route(api, waitForBothClocks);
  try {
    expect((await request.post('/__mock/clock', { data: { advanceMs: ms } })).ok()).toBe(true);
    await page.clock.fastForward(ms);
  } finally {
    bothMoved();
    await page.context().unroute(api, waitForBothClocks);
  }
}

/** Every request the page's context made has had its answer (or failed). */
export async function requestsSettled(page: Page, message = 'requests in flight'): Promise<void> {
  const pending = inFlight.get(page.context());
  if (!pending) throw new Error("requestsSettled: the page is not in the test fixture's context");
  await expect.poll(pending, { message }).toBe(0);
}

/** The app's entry script as the build names it, for a test that holds it back. */
export const ENTRY_SCRIPT = /\/auth\/assets\/index-[^/]+\.js$/;

/**
 * Holds back every request of `page` matching `url` until the returned function is called: a state that
 * lasts while a request is pending stays on screen for as long as the test looks, however slow the machine.
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * A press begun on `button` of a prerendered screen (sign-in's frame, a route's first screen) whose app is
 * held back (`holdRequests(page, ENTRY_SCRIPT)`), the app let in (`release`) while the pointer is down,
 * and the pointer let go once the screen (`screen`) is gone: what the app's same button must finish.
 */
export async function pressAcrossTakeOver(
  page: Page,
  screen: Locator,
  button: Locator,
  release: () => void,
): Promise<void> {
  const box = await button.boundingBox();
  if (!box) throw new Error('pressAcrossTakeOver: the button is not shown');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  release();
  await expect(screen).toHaveCount(0);
  await page.mouse.up();
}

/** Fresh mock state for a test: the default scenario, real time, no faults. */
export async function resetMock(request: APIRequestContext, scenario = 'default'): Promise<void> {
  const response = await request.post('/__mock/scenario', { data: { name: scenario } });
  expect(response.ok()).toBe(true);
}

/** Every persona's password (mock-server/README.md "Personas"). */
export const PASSWORD = DEFAULT_PASSWORD;

/** Where screenshots go for a person to look at (`E2E_SHOTS_DIR`); unset, none are taken. */
export const SHOTS = process.env.E2E_SHOTS_DIR;

/** A full-page picture named `name` for a person to look at; `npm test` takes none (each is a full render). */
export async function shoot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/**
 * The next `method path` call fails with `status` (mock-server/README.md "Control API"), `times` times,
 * answering `delayMs` late.
 */
export async function fault(
  request: APIRequestContext,
  method: string,
  path: string,
  status = 503,
  times = 1,
  delayMs = 0,
): Promise<void> {
  const response = await request.post('/__mock/faults', {
    data: { method, path, status, times, delayMs },
  });
  expect(response.ok()).toBe(true);
}

/** The sign-in form's two steps on the page as it is: username, Next, password, Log in. */
export async function logIn(page: Page, username: string, password = PASSWORD): Promise<void> {
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Opens sign-in (going on to `redirectUrl`, when given) and signs in; where it lands is the caller's to check. */
export async function signIn(
  page: Page,
  username: string,
  { password = PASSWORD, redirectUrl }: { password?: string; redirectUrl?: string } = {},
): Promise<void> {
  await page.goto(redirectUrl ? `/auth/login?redirectUrl=${encodeURIComponent(redirectUrl)}` : '/auth/login');
  await logIn(page, username, password);
}

/** Signs in and waits until the app has gone on from the sign-in page. */
export async function signInAndLeaveLogin(page: Page, username: string, password = PASSWORD): Promise<void> {
  await signIn(page, username, { password });
  await expect(page).not.toHaveURL(/\/auth\/login/);
}

/**
 * Signs in by the sign-in call itself (the session cookie in the page's context, as the form would
 * leave it; scripts/atlas/session.ts does the same for the atlas and the route sweep), with no page
 * loaded: for journeys about what comes after. The form is the subject of login.spec.ts and of the
 * journeys that sign in into an obligation or with a new password, which keep it.
 */
export async function signInByCall(page: Page, username: string, password = PASSWORD): Promise<void> {
  // Relative to the context's baseURL: passkeys-manage.spec.ts runs on another origin.
  const { request } = page.context();
  expect((await request.get(`${AUTHENTICATION_SERVICE_BASE}/check`)).status()).toBe(401);
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === COOKIE.xsrf)?.value;
  const response = await request.post(`${AUTHENTICATION_SERVICE_BASE}/login`, {
    form: { username, password },
    headers: { 'X-CSRF-Token': xsrf ?? '' },
  });
  expect(response.ok(), `signing ${username} in by the call`).toBe(true);
}

/** Signs in by the call (`signInByCall`), then opens `url`. */
export async function signInThenOpen(page: Page, username: string, url: string): Promise<void> {
  await signInByCall(page, username);
  await page.goto(url);
}

/** The page shows the result screen of this `kind` (its `data-result-kind`). */
export async function expectResult(page: Page, kind: string): Promise<void> {
  await expect(page.locator('[data-result-kind]')).toHaveAttribute('data-result-kind', kind);
}

/** A returning visitor who chose `language` before: the language cookie is there before the first visit. */
export async function withLanguageCookie(page: Page, language: string): Promise<void> {
  await page.context().addCookies([{ name: COOKIE.language, value: language, url: E2E_BASE_URL }]);
}

/** Tabs (the keyboard alone) until `target` has the focus, `max` presses at most. */
export async function tabTo(page: Page, target: Locator, max = 30): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

export async function outbox(request: APIRequestContext) {
  const response = await request.get('/__mock/outbox');
  return (await response.json()) as {
    to: string;
    kind: string;
    subject: string;
    link?: string;
    code?: string;
  }[];
}

/**
 * axe (WCAG 2.x A/AA rules) on the current page; the test fails with the list of violations. The page is
 * checked as a person reads it: toasts at rest (./axe.ts).
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

/** The signed-in session's level of assurance, as the authentication service reports it. */
export async function levelOfAssurance(page: Page): Promise<number> {
  const response = await page.request.get(`${AUTHENTICATION_SERVICE_BASE}/check`);
  return ((await response.json()) as { levelOfAssurance: number }).levelOfAssurance;
}

/** The latest code mailed to `to`: six digits. */
export async function lastCode(request: APIRequestContext, to: string): Promise<string> {
  const mail = (await outbox(request)).filter((m) => m.to === to && m.code).at(-1);
  expect(mail?.code).toMatch(/^\d{6}$/);
  return mail!.code!;
}

/**
 * The page basics and axe at a phone's width and a desktop's, with `also` at each; `shot` names the
 * screenshots kept when SHOTS is set.
 */
export async function checkBothWidths(
  page: Page,
  { shot, also }: { shot?: string; also?: (page: Page) => Promise<void> } = {},
): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectPageBasics(page);
    await expectNoAxeViolations(page);
    await also?.(page);
    if (shot) await shoot(page, `${shot}-${width}`);
  }
}

/** Every page has a language, a title and exactly one h1. */
export async function expectPageBasics(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', /^[a-z]{2}(-[A-Z]{2})?$/);
  await expect(page).toHaveTitle(/\S/);
  await expect(page.locator('h1')).toHaveCount(1);
}

/**
 * A field's error as shown under it. The form's live region says the same words for screen readers
 * (src/common/form/FormShell.tsx), so the text alone matches twice.
 */
export function fieldError(scope: Page | Locator, text: string | RegExp): Locator {
  return scope.locator('[id$="-error"]').getByText(text);
}
