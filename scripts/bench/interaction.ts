/**
 * Two interaction timings on the sign-in page, in Chromium through Playwright, against the built app
 * and the mock server (answering at once):
 *
 * - next → password: from the click on Next (the click event's time) to the first paint after a
 *   password field got focus (a focused element is rendered, so it is visible by then): the sign-in
 *   frame's when it answered Next before the app took over, else the app's;
 * - log in → home: from the click on Log in to the first contentful paint of the product home (the
 *   mock server's stand-in page), both read from the browsers' clocks, so Playwright's own round
 *   trips are not counted.
 *
 * Each run is a fresh browser context (no cookies, storage or cache) after `POST /__mock/reset`; a
 * warm-up run first is not counted (it pays for the mock server's start and the JIT).
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { MEASURED_CHROMIUM_FLAGS } from './chromium';
import { isHome, LOGIN_PATH, loginPage, PASSWORD, USERNAME } from './login-page';
import { resetMock } from './mock';
import { register } from './processes';
import { median } from './stats';

/** What ended the log in → home timing: home's first contentful paint, its load event, or (when the
 * page could not tell) Playwright seeing the home URL loaded, timed in Node. */
export type HomeMark = 'fcp' | 'load' | 'node';

export type InteractionRun = { nextToPasswordMs: number; loginToHomeMs: number; homeMark: HomeMark };

export type InteractionResult = {
  nextToPasswordMs: number;
  loginToHomeMs: number;
  runs: InteractionRun[];
};

const STEP_TIMEOUT_MS = 10_000;
const CLICK_KEY = '__bench.clickEpochMs';

/**
 * Runs in every document before its own scripts: remembers when a password field first got focus (after
 * the next paint: the sign-in frame's, when it answered Next, or the app's) and when the last click
 * happened, also across a navigation (sessionStorage, same origin).
 */
function instrument(clickKey: string) {
  type Bench = { clickAt: number | null; passwordFocusedAt: number | null };
  const bench: Bench = { clickAt: null, passwordFocusedAt: null };
  (window as unknown as { __bench: Bench }).__bench = bench;
  addEventListener(
    'click',
    (event) => {
      bench.clickAt = event.timeStamp;
      try {
        sessionStorage.setItem(clickKey, String(performance.timeOrigin + event.timeStamp));
      } catch {
        // storage off: the Node-side clock is used instead
      }
    },
    true,
  );
  addEventListener(
    'focusin',
    (event) => {
      const element = event.target;
      if (!(element instanceof HTMLInputElement) || element.name !== 'password') return;
      // After the next paint: a frame, then a task queued from it runs once that frame is drawn.
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => (bench.passwordFocusedAt ??= performance.now());
        channel.port2.postMessage(null);
      });
    },
    true,
  );
}

async function oneRun(
  browser: Browser,
  origin: string,
  failureScreenshot: string | undefined,
): Promise<InteractionRun> {
  await resetMock(origin);
  const context = await browser.newContext({ baseURL: origin });
  try {
    await context.clearCookies();
    await context.addInitScript(instrument, CLICK_KEY);
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_TIMEOUT_MS);
    try {
      return await signIn(page);
    } catch (error) {
      // Where it stuck, for whoever reads the error.
      if (failureScreenshot)
        await page.screenshot({ path: failureScreenshot, fullPage: true }).catch(() => undefined);
      const where = `(page at ${page.url()}${failureScreenshot ? `, screenshot ${failureScreenshot}` : ''})`;
      throw new Error(`${error instanceof Error ? error.message : String(error)} ${where}`);
    }
  } finally {
    await context.close();
  }
}

type BenchWindow = { __bench: { clickAt: number | null; passwordFocusedAt: number | null } };

/** One sign-in, timed: Next → password field, Log in → home. */
async function signIn(page: Page): Promise<InteractionRun> {
  await page.goto(LOGIN_PATH, { waitUntil: 'load' });
  const form = loginPage(page);

  await step('fill the username', () => form.username.fill(USERNAME));
  await step('press Next', () => form.next.click());
  await step('have the focus in a password field', () =>
    page.waitForFunction(() => (window as unknown as BenchWindow).__bench.passwordFocusedAt !== null, null, {
      timeout: STEP_TIMEOUT_MS,
    }),
  );
  const nextToPasswordMs = await page.evaluate(() => {
    const bench = (window as unknown as BenchWindow).__bench;
    return bench.passwordFocusedAt! - bench.clickAt!;
  });

  await step('fill the password', () => form.password.fill(PASSWORD));
  const clickedAt = Date.now();
  await step('press Log in', () => form.logIn.click({ noWaitAfter: true }));
  await step('reach the home page', () =>
    page.waitForURL(isHome, { waitUntil: 'load', timeout: STEP_TIMEOUT_MS }),
  );
  const landedAt = Date.now();
  const inPage = await homePaintAfterClick(page, CLICK_KEY);
  return {
    nextToPasswordMs: round(nextToPasswordMs),
    loginToHomeMs: round(inPage?.ms ?? landedAt - clickedAt),
    homeMark: inPage?.mark ?? 'node',
  };
}

/**
 * In the page (self-contained: sent as its source): its first contentful paint on the epoch's clock, waited
 * for up to 3 s (a small page may paint after its load event), else the end of its load event; null when
 * neither came.
 */
export function homePaintInPage(): Promise<{ at: number; mark: 'fcp' | 'load' } | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as
        PerformanceNavigationTiming | undefined;
      resolve(
        navigation?.loadEventEnd
          ? { at: performance.timeOrigin + navigation.loadEventEnd, mark: 'load' }
          : null,
      );
    }, 3_000);
    new PerformanceObserver((list, observer) => {
      const entry = list.getEntriesByName('first-contentful-paint')[0];
      if (!entry) return;
      clearTimeout(timer);
      observer.disconnect();
      resolve({ at: performance.timeOrigin + entry.startTime, mark: 'fcp' });
    }).observe({ type: 'paint', buffered: true });
  });
}

/**
 * Home's first paint (`homePaintInPage`) minus the press whose epoch time is in session storage under
 * `pressKey` (the click on Log in, or the phone run's Enter), in ms.
 */
export async function homePaintAfterClick(
  page: Page,
  pressKey: string,
): Promise<{ ms: number; mark: HomeMark } | null> {
  const clicked = await page.evaluate((key) => Number(sessionStorage.getItem(key)), pressKey);
  if (!clicked) return null;
  const paint = await page.evaluate(homePaintInPage);
  return paint && { ms: paint.at - clicked, mark: paint.mark };
}

async function step<T>(what: string, action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new Error(`sign-in interaction: could not ${what}: ${message}`);
  }
}

/** One unmeasured visit to the sign-in page, so the first measurement does not pay for cold starts. */
export async function warmUp(origin: string, executablePath: string): Promise<void> {
  const browser = await chromium.launch({ executablePath, args: [...MEASURED_CHROMIUM_FLAGS] });
  const unregister = register({
    name: 'chromium (warm-up)',
    stop: () => browser.close(),
    stopNow: () => undefined,
  });
  try {
    const page = await browser.newPage({ baseURL: origin });
    await page.goto(LOGIN_PATH, { waitUntil: 'load' });
    await loginPage(page).username.waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
    await page.waitForLoadState('networkidle', { timeout: STEP_TIMEOUT_MS }).catch(() => undefined);
  } finally {
    await browser.close();
    unregister();
  }
  await resetMock(origin);
}

function round(ms: number) {
  return Math.round(ms * 10) / 10;
}

export async function runInteraction(
  origin: string,
  options: { runs: number; executablePath: string; log: (line: string) => void; failureScreenshot?: string },
): Promise<InteractionResult> {
  const browser = await chromium.launch({
    executablePath: options.executablePath,
    args: [...MEASURED_CHROMIUM_FLAGS],
  });
  const unregister = register({
    name: 'chromium (playwright)',
    stop: () => browser.close(),
    stopNow: () => undefined, // Playwright kills the browsers it launched when Node exits
  });
  try {
    await oneRun(browser, origin, options.failureScreenshot); // warm-up, not counted
    const runs: InteractionRun[] = [];
    for (let i = 0; i < options.runs; i++)
      runs.push(await oneRun(browser, origin, options.failureScreenshot));
    const result = {
      nextToPasswordMs: round(median(runs.map((r) => r.nextToPasswordMs))),
      loginToHomeMs: round(median(runs.map((r) => r.loginToHomeMs))),
      runs,
    };
    options.log(
      `  interaction: ${runs.length} runs, next → password ${result.nextToPasswordMs} ms, log in → home ${result.loginToHomeMs} ms (medians)`,
    );
    return result;
  } finally {
    await browser.close();
    unregister();
  }
}
