/**
 * Log in → next page on the phone's profile (./phone.ts: 150 ms round trips, 1.6 Mbps, the CPU slowed
 * as the phone run's), in English, and ava.associate signs in as quickly as the page allows (issue 66): the
 * username typed into the first field that shows (the frame's or the app's), Enter, the password
 * filled the moment its field has the focus, Enter again, whether or not the app has taken over or
 * anything else has loaded. Reported per run: Log in's Enter to the first contentful paint of the
 * product home, and the sequential round trips after POST /login answered, before the browser moved
 * to the home page (`sequentialRoundTrips`): what the next page waited for that was not yet asked.
 */
import { chromium, type Browser, type Request } from '@playwright/test';
import { MEASURED_CHROMIUM_FLAGS } from './chromium';
import { isHome, LOGIN_PATH, PASSWORD, USERNAME } from './login-page';
import { onThePhone, PHONE_PROFILE } from './phone';
import { homePaintInPage } from './interaction';
import { register } from './processes';
import { median } from './stats';

export const SLOW_LOGIN_RTT_MS = PHONE_PROFILE.rttMs;

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

async function oneRun(browser: Browser, origin: string, cpuSlowdown: number): Promise<SlowLoginRun> {
  const watch = { firstField: 'input[name="username"]' };
  return onThePhone(browser, origin, { language: 'en-US', cpuSlowdown, watch }, async (page, person) => {
    const finished: Request[] = [];
    page.on('requestfinished', (request) => finished.push(request));
    page.on('requestfailed', (request) => finished.push(request));
    let homeRequest: Request | undefined;
    page.on('request', (request) => {
      if (!homeRequest && request.isNavigationRequest() && isHome(new URL(request.url())))
        homeRequest = request;
    });

    await page.goto(LOGIN_PATH, { waitUntil: 'commit' });
    // Whichever field shows (the frame's or the app's), by name: the other is hidden or not there yet.
    // The person (./person.ts) puts no script of Playwright's in the page while it signs in.
    await person.tap('input[name="username"]');
    await page.keyboard.insertText(USERNAME);
    await page.keyboard.press('Enter');
    await person.until(
      `document.activeElement?.matches('input[name="password"]')`,
      'the password field to take the focus',
    );
    await page.keyboard.insertText(PASSWORD);
    const clickedAt = await person.read<number>('performance.timeOrigin + performance.now()');
    await page.keyboard.press('Enter');
    await page.waitForURL(isHome, { waitUntil: 'load' });
    const homePaint = await person.until<Awaited<ReturnType<typeof homePaintInPage>>>(
      `(${homePaintInPage.toString()})()`,
      "the home's first paint",
    );
    if (!homePaint) throw new Error('slow login: the home neither painted nor loaded');

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
      loginToHomeMs: Math.round(homePaint.at - clickedAt),
      sequentialRoundTrips: longestChain(afterLogin),
      afterLogin,
    };
  });
}

export async function runSlowLogin(
  origin: string,
  options: { runs: number; executablePath: string; log: (line: string) => void; cpuSlowdown: number },
): Promise<SlowLoginResult> {
  const rttMs = SLOW_LOGIN_RTT_MS;
  const browser = await chromium.launch({
    executablePath: options.executablePath,
    args: [...MEASURED_CHROMIUM_FLAGS],
  });
  const unregister = register({
    name: 'chromium (slow login)',
    stop: () => browser.close(),
    stopNow: () => undefined,
  });
  try {
    const runs: SlowLoginRun[] = [];
    for (let i = 0; i < options.runs; i++) runs.push(await oneRun(browser, origin, options.cpuSlowdown));
    const result = {
      rttMs,
      loginToHomeMs: median(runs.map((run) => run.loginToHomeMs)),
      sequentialRoundTrips: Math.max(...runs.map((run) => run.sequentialRoundTrips)),
      runs,
    };
    const trips = runs.map((run) => run.sequentialRoundTrips);
    const slowest = runs.find((run) => run.sequentialRoundTrips === result.sequentialRoundTrips)!;
    options.log(
      `  log in → home at ${rttMs} ms RTT, Log in pressed at once: ${result.loginToHomeMs} ms (median of ${runs.length}); ` +
        `sequential round trips after POST /login by run: ${trips.join(', ')}; the most: ` +
        slowest.afterLogin.map((request) => `${request.label} ${request.start}–${request.end} ms`).join(', '),
    );
    return result;
  } finally {
    await browser.close();
    unregister();
  }
}
