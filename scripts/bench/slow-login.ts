/**
 * Log in → next page on a real network's round trip: Chromium's network emulation (CDP) adds
 * `rttMs` to every request, the sign-in page loads and settles (what it fetches once idle included),
 * then ava.associate signs in with the password. Reported per run: the click on Log in to the first
 * contentful paint of the product home, and the sequential round trips after POST /login answered,
 * before the browser moved to the home page (`sequentialRoundTrips`).
 */
import { chromium, type Browser, type Request } from '@playwright/test';
import { CHROMIUM_FLAGS } from './chromium';
import { isHome, LOGIN_PATH, loginPage, PASSWORD, USERNAME } from './login-page';
import { resetMock } from './mock';
import { register } from './processes';
import { median } from './stats';

export const SLOW_LOGIN_RTT_MS = 150;

export type Timed = { label: string; start: number; end: number };

export type SlowLoginRun = {
  loginToHomeMs: number;
  /** The longest chain of requests, each started after the one before had answered. */
  sequentialRoundTrips: number;
  /** The requests between POST /login's answer and the move, with their start and end (ms after it). */
  afterLogin: Timed[];
};

export type SlowLoginResult = {
  rttMs: number;
  loginToHomeMs: number;
  sequentialRoundTrips: number;
  runs: SlowLoginRun[];
};

/**
 * The longest chain among `requests`: a request follows another when it started after that one
 * answered (within `toleranceMs`, the browser's own work in between). Pure, for the unit test.
 */
export function longestChain(requests: readonly Timed[], toleranceMs = 1): number {
  const sorted = [...requests].sort((a, b) => a.start - b.start);
  const depth: number[] = [];
  sorted.forEach((request, index) => {
    let before = 0;
    for (let earlier = 0; earlier < index; earlier++)
      if (sorted[earlier]!.end <= request.start + toleranceMs) before = Math.max(before, depth[earlier]!);
    depth.push(before + 1);
  });
  return Math.max(0, ...depth);
}

function timed(request: Request): Timed {
  const timing = request.timing();
  const url = new URL(request.url());
  return {
    label: `${request.method()} ${url.pathname}`,
    start: timing.startTime,
    end: timing.startTime + Math.max(timing.responseEnd, 0),
  };
}

async function oneRun(browser: Browser, origin: string, rttMs: number): Promise<SlowLoginRun> {
  await resetMock(origin);
  const context = await browser.newContext({ baseURL: origin });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: rttMs,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    const finished: Request[] = [];
    page.on('requestfinished', (request) => finished.push(request));
    page.on('requestfailed', (request) => finished.push(request));
    let homeRequest: Request | undefined;
    page.on('request', (request) => {
      if (!homeRequest && request.isNavigationRequest() && isHome(new URL(request.url())))
        homeRequest = request;
    });

    await page.goto(LOGIN_PATH, { waitUntil: 'load' });
    const form = loginPage(page);
    await form.username.fill(USERNAME);
    await form.next.click();
    await form.password.fill(PASSWORD);
    await page.waitForLoadState('networkidle');
    const clickedAt = await page.evaluate(() => performance.timeOrigin + performance.now());
    await form.logIn.click({ noWaitAfter: true });
    await page.waitForURL(isHome, { waitUntil: 'load' });
    const homePaint = await page.evaluate(async () => {
      const entry = await new Promise<PerformanceEntry | undefined>((resolve) => {
        const timer = setTimeout(() => resolve(undefined), 3_000);
        new PerformanceObserver((list) => {
          const paint = list.getEntriesByName('first-contentful-paint')[0];
          if (paint) {
            clearTimeout(timer);
            resolve(paint);
          }
        }).observe({ type: 'paint', buffered: true });
      });
      return performance.timeOrigin + (entry?.startTime ?? performance.now());
    });

    const login = finished
      .map(timed)
      .find((request) => request.label.startsWith('POST ') && request.label.endsWith('/login'));
    if (!login) throw new Error('slow login: no POST /login seen');
    const movedAt = homeRequest ? homeRequest.timing().startTime : Number.POSITIVE_INFINITY;
    const afterLogin = finished
      .filter((request) => request !== homeRequest)
      .map(timed)
      .filter((request) => request.start >= login.end - 1 && request.start < movedAt)
      .map((request) => ({
        ...request,
        start: Math.round(request.start - login.end),
        end: Math.round(request.end - login.end),
      }));
    return {
      loginToHomeMs: Math.round(homePaint - clickedAt),
      sequentialRoundTrips: longestChain(afterLogin),
      afterLogin,
    };
  } finally {
    await context.close();
  }
}

export async function runSlowLogin(
  origin: string,
  options: { runs: number; executablePath: string; log: (line: string) => void; rttMs?: number },
): Promise<SlowLoginResult> {
  const rttMs = options.rttMs ?? SLOW_LOGIN_RTT_MS;
  const browser = await chromium.launch({
    executablePath: options.executablePath,
    args: [...CHROMIUM_FLAGS],
  });
  const unregister = register({
    name: 'chromium (slow login)',
    stop: () => browser.close(),
    stopNow: () => undefined,
  });
  try {
    const runs: SlowLoginRun[] = [];
    for (let i = 0; i < options.runs; i++) runs.push(await oneRun(browser, origin, rttMs));
    const result = {
      rttMs,
      loginToHomeMs: median(runs.map((run) => run.loginToHomeMs)),
      sequentialRoundTrips: Math.max(...runs.map((run) => run.sequentialRoundTrips)),
      runs,
    };
    options.log(
      `  log in → home at ${rttMs} ms RTT: ${result.loginToHomeMs} ms (median of ${runs.length}), ` +
        `at most ${result.sequentialRoundTrips} sequential round trip(s) after POST /login: ` +
        runs[0]!.afterLogin
          .map((request) => `${request.label} ${request.start}–${request.end} ms`)
          .join(', '),
    );
    return result;
  } finally {
    await browser.close();
    unregister();
  }
}
