/**
 * Sign-in on a mid-range phone, as a quick person does it (issue 55): Chromium with its CPU slowed
 * (`Emulation.setCPUThrottlingRate`, calibrated to the budgets' phone: ./calibration.ts), a
 * cellular network (150 ms round trips, 1.6 Mbps down, 750 Kbps up: `Network.emulateNetworkConditions`),
 * a 375 x 667 touch screen. The person opens /auth/login, taps the username field as soon as it shows
 * and types at about 12 keys a second, presses Enter, types the password the same way and presses
 * Enter. Each figure is read from the page's own clock (an init script, ./instrument.ts), so Playwright's
 * round trips to the browser are not counted, and is printed beside its floor: what the network alone
 * makes the person wait (the round trips the contract makes necessary, times the emulated round trip).
 *
 * - navigation → username field visible (the static frame, or the app where there is none);
 * - navigation → the form working: the first paint showing a username field whose form answers Next
 *   without waiting for code (the frame's, once its boot script listens: it keeps the frame's state on
 *   its hand-off object; or the app's);
 * - navigation → the app has taken over from the frame (reported: the frame is gone, the app's form in
 *   its place);
 * - Enter → password field shown and focused (the first paint after a password field took focus: the
 *   frame's or the app's);
 * - Enter → the next page's first contentful paint (the product home's stand-in);
 * - the main thread's long tasks (over 50 ms each) on the sign-in page, from navigation to leaving it:
 *   their total, and the part of them beyond 50 ms each (Total Blocking Time's measure);
 * - keystrokes lost: characters typed that the field does not hold when Enter is pressed.
 */
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { personOn, type Person } from './person';
import {
  ENTER_KEY,
  instrumentContext,
  LONG_TASKS_KEY,
  markTimed,
  phoneMarks,
  shownAt,
  type PhoneWatch,
} from './instrument';
import { MEASURED_CHROMIUM_FLAGS } from './chromium';
import { isHome, LOGIN_PATH, PASSWORD, USERNAME } from './login-page';
import { homePaintAfterClick } from './interaction';
import { resetMock } from './mock';
import { register } from './processes';
import { median } from './stats';
import { plainPageFile } from './plain-page';

/**
 * The phone profile. Its CPU is the budgets' phone (./calibration.ts): each machine is slowed by its own
 * benchmark index over that phone's, unless `--cpu-slowdown` says.
 */
export const PHONE_PROFILE = {
  rttMs: 150,
  downloadKbps: 1_600,
  uploadKbps: 750,
  width: 375,
  height: 667,
  keysPerSecond: 12,
} as const;

export const PHONE_LANGUAGES = ['en-US', 'fr-CA', 'es-US'] as const;

export type PhoneRun = {
  fieldVisibleMs: number;
  formWorkingMs: number;
  appTookOverMs: number;
  enterToPasswordMs: number;
  enterToNextPageMs: number;
  longTasksMs: number;
  blockingMs: number;
  keystrokesLost: number;
};

export type PhoneFloors = {
  fieldVisibleMs: number;
  formWorkingMs: number;
  enterToPasswordMs: number;
  enterToNextPageMs: number;
};

export type PhoneResult = PhoneRun & {
  language: string;
  cpuSlowdown: number;
  floors: PhoneFloors;
  /** The long tasks of the plain sign-in page (./plain-page.ts: no script), the median of as many runs. */
  longTasksFloorMs: number;
  runs: PhoneRun[];
};

const STEP_TIMEOUT_MS = 30_000;
/** Chromium's CPU throttling and network emulation for one page. */
async function emulatePhone(context: BrowserContext, page: Page, cpuSlowdown: number): Promise<CDPSession> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE_PROFILE.rttMs,
    downloadThroughput: (PHONE_PROFILE.downloadKbps * 1000) / 8,
    uploadThroughput: (PHONE_PROFILE.uploadKbps * 1000) / 8,
  });
  return cdp;
}

/** What the network alone costs before the field can show: the document and stylesheet's bytes. */
async function firstPaintBytes(person: Person): Promise<number> {
  return person.read(`(() => {
    const navigation = performance.getEntriesByType('navigation')[0];
    const styles = performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.css'));
    return (navigation?.transferSize ?? 0) + styles.reduce((sum, entry) => sum + entry.transferSize, 0);
  })()`);
}

/**
 * The floors: the document, then GET /check (started while the document is parsed, its stylesheet
 * alongside), their bytes at the emulated bandwidth; one round trip for the username step; POST /login,
 * the one call after it that the next page waits for (GET /check-obligations), the next document, and
 * its stylesheet: the next page is the mock's stand-in home, whose styles are a file under the shipped
 * policy (mock-server/core/html.ts), so its first paint waits for one more round trip.
 */
export function phoneFloors(rttMs: number, firstPaintBytesCount: number): PhoneFloors {
  const transferMs = (firstPaintBytesCount * 8) / PHONE_PROFILE.downloadKbps;
  const fieldVisibleMs = Math.round(2 * rttMs + transferMs);
  return {
    fieldVisibleMs,
    // A press answered without waiting for code could be answered the moment the field shows.
    formWorkingMs: fieldVisibleMs,
    enterToPasswordMs: rttMs,
    enterToNextPageMs: 4 * rttMs,
  };
}

/** Where the login journey's person taps first: whichever username field shows (the frame's or the app's). */
export const LOGIN_WATCH: PhoneWatch = { firstField: 'input[name="username"]' };

/** One sign-in journey on the phone, as the phone run times it. */
export async function signInOnThePhone(
  browser: Browser,
  origin: string,
  language: string,
  cpuSlowdown: number,
): Promise<{ run: PhoneRun; firstPaintBytes: number }> {
  return onThePhone(browser, origin, { language, cpuSlowdown, watch: LOGIN_WATCH }, signInJourney);
}

/**
 * One journey in a fresh context on the phone profile, after `POST /__mock/reset`, in `language` (its
 * cookie), with the instrumentation watching what `watch` names; `prepare` runs first (a session by
 * the call, say), outside the emulated network. A journey that sticks says where.
 */
export async function onThePhone<T>(
  browser: Browser,
  origin: string,
  {
    language,
    cpuSlowdown,
    watch,
    prepare,
  }: {
    language: string;
    cpuSlowdown: number;
    watch: PhoneWatch;
    prepare?: (context: BrowserContext) => Promise<void>;
  },
  run: (page: Page, person: Person) => Promise<T>,
): Promise<T> {
  await resetMock(origin);
  const context = await browser.newContext({
    baseURL: origin,
    viewport: { width: PHONE_PROFILE.width, height: PHONE_PROFILE.height },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: language,
  });
  try {
    await context.clearCookies();
    if (language !== 'en-US')
      await context.addCookies([{ name: 'user-language', value: language, url: origin }]);
    await prepare?.(context);
    await instrumentContext(context, watch);
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_TIMEOUT_MS);
    const cdp = await emulatePhone(context, page, cpuSlowdown);
    try {
      return await run(page, personOn(page, cdp, STEP_TIMEOUT_MS));
    } catch (error) {
      // Where it stuck: the page and what had the focus.
      const focus = await page
        .evaluate(() => document.activeElement?.outerHTML.slice(0, 80) ?? 'nothing')
        .catch(() => 'unknown');
      throw new Error(
        `phone journey (${language}): ${error instanceof Error ? error.message.split('\n')[0] : String(error)} (page at ${page.url()}, focus on ${focus})`,
      );
    }
  } finally {
    await context.close();
  }
}

const keyDelayMs = Math.round(1000 / PHONE_PROFILE.keysPerSecond);

/** Typing as the phone's person does: at `PHONE_PROFILE.keysPerSecond` into what has the focus. */
export async function typeOnThePhone(page: Page, text: string): Promise<void> {
  await page.keyboard.type(text, { delay: keyDelayMs });
}

/** Characters a field lacks (at least one when what it holds differs from what was typed). */
export function keystrokesLost(held: string, typed: string): number {
  return held === typed ? 0 : Math.max(1, typed.length - held.length);
}

/** The main thread's long tasks: their total, and the part of each beyond 50 ms (TBT's measure). */
export function longTaskTotals(longTasks: number[]): { longTasksMs: number; blockingMs: number } {
  return {
    longTasksMs: round(longTasks.reduce((sum, duration) => sum + duration, 0)),
    blockingMs: round(longTasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0)),
  };
}

/**
 * The long tasks of a page with no script at all: `file` (a plain document, ./plain-page.ts: the page's
 * own built document, its scripts taken out and its first screen shown) opened cold on the phone,
 * from navigation until its first field shows and the load has ended. It is the floor of the page's
 * long tasks: what the browser's first parse, style, layout and paint of that document cost on this
 * CPU, which no code of the app's can take away. Median of `runs`, after a warm-up.
 */
export async function plainDocumentLongTasks(
  browser: Browser,
  origin: string,
  file: string,
  {
    language,
    cpuSlowdown,
    watch,
    runs,
  }: { language: string; cpuSlowdown: number; watch: PhoneWatch; runs: number },
): Promise<number> {
  const once = () =>
    onThePhone(browser, origin, { language, cpuSlowdown, watch }, async (page, person) => {
      await page.goto(`/auth/${file}`, { waitUntil: 'load' });
      await person.until(markTimed('fieldVisibleAt'), 'the first field to show');
      // A long task is reported once it has ended, in a task of its own: two frames later every one is in.
      await person.until(
        'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(true))))',
        'two frames',
      );
      return longTaskTotals((await phoneMarks(person)).longTasks).longTasksMs;
    });
  await once();
  const totals: number[] = [];
  for (let i = 0; i < runs; i++) totals.push(await once());
  return round(median(totals));
}

/** The page's own marks of the username's Enter and the password's focused paint (ms from navigation). */
export type NextMarks = { enterAt: number | null; passwordFocusedAt: number | null };

/** Who owes a password change at sign-in (mock-server/README.md "Personas"): its page follows Log in. */
const OBLIGATION_USERNAME = 'paula.password';

/**
 * Sign-in by someone who owes an obligation, on the phone: Log in → the change-password page's first field
 * shown (a move within the app, started as it begins: src/common/navigation/routeStart.ts), and the long
 * tasks from navigation until then. Its floor is four round trips after the Enter: POST /login, the
 * obligation check, the page's code beside the session check, then the person and the client. Not a
 * budget of the bench: `npm run bench:alternate -- --page obligation` compares two builds by it.
 */
export async function signInToObligationOnThePhone(
  browser: Browser,
  origin: string,
  language: string,
  cpuSlowdown: number,
): Promise<{ loginToPageMs: number; longTasksMs: number }> {
  const watch: PhoneWatch = { ...LOGIN_WATCH, watched: { obligation: 'input[name="currentPassword"]' } };
  return onThePhone(browser, origin, { language, cpuSlowdown, watch }, async (page, person) => {
    await page.goto(LOGIN_PATH, { waitUntil: 'commit' });
    await person.tap('input[name="username"]');
    await typeOnThePhone(page, OBLIGATION_USERNAME);
    await page.keyboard.press('Enter');
    await person.until(markTimed('passwordFocusedAt'), 'the password field to take the focus');
    await typeOnThePhone(page, PASSWORD);
    await page.keyboard.press('Enter');
    const shown = await shownAt(person, 'obligation');
    const { enterAt, longTasks } = await phoneMarks(person);
    return {
      loginToPageMs: round(shown - (enterAt ?? Number.NaN)),
      longTasksMs: longTaskTotals(longTasks).longTasksMs,
    };
  });
}

/** Sign-in's journey as the phone run times it (./phone-trace.ts traces the same one). */
export async function signInJourney(
  page: Page,
  person: Person,
): Promise<{ run: PhoneRun; firstPaintBytes: number; next: NextMarks; longTasks: number[] }> {
  await page.goto(LOGIN_PATH, { waitUntil: 'commit' });
  // By name, not by label: the journey runs in three languages. Whichever username field shows (the
  // frame's or the app's): the one a person would tap.
  await person.tap('input[name="username"]');
  await typeOnThePhone(page, USERNAME);
  const typedUsername = await person.valueOf('input[name="username"]');
  await page.keyboard.press('Enter');
  // The frame's password field, or the app's: whichever took the focus first after the Enter.
  await person.until(markTimed('passwordFocusedAt'), 'the password field to take the focus');
  const { fieldVisibleMs, formWorkingMs, passwordFocusedMs, enterAt } = await phoneMarks(person);
  const enterToPasswordMs = (passwordFocusedMs ?? Number.NaN) - (enterAt ?? Number.NaN);
  await typeOnThePhone(page, PASSWORD);
  const typedPassword = await person.valueOf('input[name="password"]');
  const bytes = await firstPaintBytes(person);
  // Before the page is left (the Enter's answer may leave before the app would have taken over: then NaN).
  const { appTookOverMs } = await phoneMarks(person);
  await page.keyboard.press('Enter');
  await page.waitForURL(isHome, { waitUntil: 'load' });
  // The next page's first contentful paint (or its load) after the Enter, on the page's clock.
  const nextPage = await homePaintAfterClick(page, ENTER_KEY);
  const longTasks = await page.evaluate(
    (key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as number[],
    LONG_TASKS_KEY,
  );
  return {
    next: { enterAt, passwordFocusedAt: passwordFocusedMs },
    longTasks,
    run: {
      fieldVisibleMs: round(fieldVisibleMs ?? Number.NaN),
      formWorkingMs: round(formWorkingMs ?? Number.NaN),
      appTookOverMs: round(appTookOverMs ?? Number.NaN),
      enterToPasswordMs: round(enterToPasswordMs),
      enterToNextPageMs: round(nextPage?.ms ?? Number.NaN),
      ...longTaskTotals(longTasks),
      keystrokesLost: keystrokesLost(typedUsername, USERNAME) + keystrokesLost(typedPassword, PASSWORD),
    },
    firstPaintBytes: bytes,
  };
}

export function round(ms: number) {
  return Math.round(ms);
}

export async function launchPhoneBrowser(executablePath: string): Promise<Browser> {
  const browser = await chromium.launch({ executablePath, args: [...MEASURED_CHROMIUM_FLAGS] });
  register({ name: 'chromium (phone)', stop: () => browser.close(), stopNow: () => undefined });
  return browser;
}

export async function runPhone(
  browser: Browser,
  origin: string,
  options: { runs: number; language: string; cpuSlowdown: number; log: (line: string) => void },
): Promise<PhoneResult> {
  const { language, cpuSlowdown } = options;
  await signInOnThePhone(browser, origin, language, cpuSlowdown); // warm-up, not counted
  const runs: PhoneRun[] = [];
  let bytes = 0;
  for (let i = 0; i < options.runs; i++) {
    const { run, firstPaintBytes: measured } = await signInOnThePhone(browser, origin, language, cpuSlowdown);
    runs.push(run);
    bytes = measured;
    options.log(
      `  phone ${language} run ${i + 1}/${options.runs}: field ${run.fieldVisibleMs} ms, working ${run.formWorkingMs} ms, ` +
        `app ${run.appTookOverMs} ms, ` +
        `Enter → password ${run.enterToPasswordMs} ms, Enter → next page ${run.enterToNextPageMs} ms, ` +
        `long tasks ${run.longTasksMs} ms (${run.blockingMs} ms beyond 50 ms), lost ${run.keystrokesLost}`,
    );
  }
  const longTasksFloorMs = await plainDocumentLongTasks(browser, origin, plainPageFile(language), {
    language,
    cpuSlowdown,
    watch: LOGIN_WATCH,
    runs: options.runs,
  });
  options.log(`  phone ${language}, the plain sign-in page: long tasks ${longTasksFloorMs} ms`);
  const pick = (key: keyof PhoneRun) => round(median(runs.map((run) => run[key])));
  return {
    language,
    cpuSlowdown,
    longTasksFloorMs,
    fieldVisibleMs: pick('fieldVisibleMs'),
    formWorkingMs: pick('formWorkingMs'),
    appTookOverMs: pick('appTookOverMs'),
    enterToPasswordMs: pick('enterToPasswordMs'),
    enterToNextPageMs: pick('enterToNextPageMs'),
    longTasksMs: pick('longTasksMs'),
    blockingMs: pick('blockingMs'),
    keystrokesLost: Math.max(...runs.map((run) => run.keystrokesLost)),
    floors: phoneFloors(PHONE_PROFILE.rttMs, bytes),
    runs,
  };
}
