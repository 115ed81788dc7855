/**
 * The pages a person opens from a link (issue 66) and two journeys (issue 55), on the phone profile:
 * the same person, the same instrumentation (./phone.ts `onThePhone`: CPU, network, screen, the page's
 * own clock), each page opened cold (nothing cached: the link is the first visit):
 *
 * - the pages an e-mail links to, opened from their link with a demo token: the reset link, the
 *   invitation's date-of-birth check, create credential, and the forgot-password request (`LINKS`):
 *   the person taps the first field as soon as it shows and types into it;
 * - account settings opened directly after sign-in (the session made by the call, then the page's
 *   address opened): the change-password tab; the person types the current and a new password as the
 *   fields show and presses Enter, which the password-changed dialog answers;
 * - the create-account steps from an invitation link (`invite-new`): the person ticks the terms, types
 *   the address twice and presses Enter, which the code step answers (its field shown); then types the
 *   emailed code and presses Enter, which the account step answers (its username field shown).
 *
 * For each: navigation → the first field shown; → the form working (the app's own form: a page with a
 * first screen once the app has taken it over, one without from its field's first showing); each press
 * → its answer shown (the first paint after it); the main thread's long tasks from navigation to the last
 * answer or the form working, whichever is later; keystrokes lost. Each figure is
 * printed beside its network floor (the round trips the contract makes the page wait for, times the
 * emulated round trip). The first field, long tasks and keystrokes are budgets (`BUDGETS.phonePages`,
 * each page's `fieldBudgetMs`). Fields are found by name: the journeys run in every language.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import {
  firstScreenDocuments,
  parameterPattern,
  type FirstScreenDocument,
} from '../build/first-screens/documents';
import { AUTHENTICATION_SERVICE_BASE } from '../../mock-server/handlers/authentication-service/http';
import { COOKIE } from '../../src/lib/cookies';
import { PASSWORD, USERNAME } from './login-page';
import {
  keystrokesLost,
  longTaskTotals,
  onThePhone,
  PHONE_PROFILE,
  plainDocumentLongTasks,
  round,
  typeOnThePhone,
} from './phone';
import type { Person } from './person';
import { markTimed, phoneMarks, shownAt, type PhoneWatch } from './instrument';
import { median } from './stats';
import { BUDGETS } from './budgets';
import { plainPage } from './plain-page';

/** One run of a page's journey: ms on the page's clock. */
export type PhonePageRun = {
  fieldVisibleMs: number;
  formWorkingMs: number;
  /** Each press → its answer shown, in the order of the page's `presses`. */
  pressesMs: number[];
  longTasksMs: number;
  blockingMs: number;
  keystrokesLost: number;
};

export type PhonePageResult = Omit<PhonePageRun, 'pressesMs'> & {
  page: string;
  /** Its budget for navigation → first field (`BUDGETS.phonePages`). */
  fieldBudgetMs: number;
  language: string;
  /** What each press is and its floor, with the median of its runs. */
  presses: { what: string; ms: number; floorMs: number }[];
  fieldVisibleFloorMs: number;
  /** Its plain document's long tasks (no script: `plainDocumentLongTasks`), the median of as many runs. */
  longTasksFloorMs: number;
  runs: PhonePageRun[];
};

type Press = { what: string; roundTrips: number };

export type PhonePage = {
  name: string;
  /** The address the journey opens, whose built document (its first screen's) is its plain document's. */
  path: string;
  /** Navigation → first field, at most (`BUDGETS.phonePages`). */
  fieldBudgetMs: number;
  /** The round trips before the first field can show: the document, then the calls it waits for. */
  roundTripsToField: number;
  presses: Press[];
  watch: PhoneWatch;
  prepare?: (context: BrowserContext) => Promise<void>;
  journey: (page: Page, person: Person, origin: string) => Promise<{ answeredAt: number[]; lost: number }>;
};

const NEW_PASSWORD = 'Qz7#mLp2vR!x';
const SETTINGS_PATH = '/auth/account-settings/change-password';
const INVITATION_PATH = '/auth/create-account/invite-new';
const NEW_EMAIL = 'nina.newhire@example.com';

/** The session as a sign-in leaves it, made by the call (the page then opens with it). */
async function signInByCall(context: BrowserContext): Promise<void> {
  const { request } = context;
  // GET /check (401 signed out) hands out the CSRF cookie the sign-in call must echo.
  await request.get(`${AUTHENTICATION_SERVICE_BASE}/check`);
  const xsrf = (await context.cookies()).find((cookie) => cookie.name === COOKIE.xsrf)?.value ?? '';
  const response = await request.post(`${AUTHENTICATION_SERVICE_BASE}/login`, {
    form: { username: USERNAME, password: PASSWORD },
    headers: { 'X-CSRF-Token': xsrf },
  });
  if (!response.ok()) throw new Error(`signing ${USERNAME} in by the call: ${response.status()}`);
}

/** Taps the field `selector` finds and types `text` into it; what it then holds. */
async function tapAndType(page: Page, person: Person, selector: string, text: string): Promise<string> {
  await person.tap(selector);
  await typeOnThePhone(page, text);
  return person.valueOf(selector);
}

/** Presses Enter and waits for the element `watched` names to show: the answer's paint minus the Enter. */
async function enterAnsweredBy(page: Page, person: Person, watched: string): Promise<number> {
  await page.keyboard.press('Enter');
  const answeredAt = await shownAt(person, watched);
  const { enterAt } = await phoneMarks(person);
  return answeredAt - (enterAt ?? Number.NaN);
}

/** The latest code the mock mailed to `to` (its outbox, on the control API). */
async function lastCode(origin: string, to: string): Promise<string> {
  const response = await fetch(`${origin}/__mock/outbox`);
  const mails = (await response.json()) as { to: string; code?: string }[];
  const code = mails.filter((mail) => mail.to === to && mail.code).at(-1)?.code;
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code;
}

/**
 * A page an e-mail links to: opened cold from `path`, the person taps `firstField` as it shows and types
 * `text` into it. `roundTripsToField`: the document, then the calls the page waits for to show it.
 */
type LinkPage = { name: string; path: string; firstField: string; text: string; roundTripsToField: number };

/** The pages opened from a link, one entry each (issue 66); `linkPage` makes each a journey. */
export const LINKS: LinkPage[] = [
  {
    name: 'reset link',
    path: '/auth/forgot-password/reset?token=reset-ava',
    firstField: 'input[name="password"]',
    text: NEW_PASSWORD,
    // The document, then GET /tokens/resetPassword/{token}.
    roundTripsToField: 2,
  },
  {
    name: 'invitation, date of birth',
    path: '/auth/user-confirmation?token=invite-dob',
    // The year's part: whichever order the reader's language puts the parts in, a field typed into.
    firstField: 'input[autocomplete="bday-year"]',
    text: '1990',
    // The document, GET /tokens/registration/{token}, then the checks that need its client and associate
    // (date-of-birth obligation, identity verifiers, registration settings, side by side): whether the
    // date is asked at all (src/features/registration/invitationStep.ts).
    roundTripsToField: 3,
  },
  {
    name: 'create credential',
    path: '/auth/create-credential?token=credential-ava',
    firstField: 'input[name="username"]',
    text: 'ava.newname',
    // The document, then the token's GET.
    roundTripsToField: 2,
  },
  {
    name: 'forgot password, request',
    path: '/auth/forgot-password/request',
    firstField: 'input[name="email"]',
    text: 'ava@example.com',
    // The document alone.
    roundTripsToField: 1,
  },
];

function linkPage({ name, path, firstField, text, roundTripsToField }: LinkPage): PhonePage {
  return {
    name: `${name} (${path})`,
    path,
    fieldBudgetMs: BUDGETS.phonePages.linkFieldVisibleMaxMs,
    roundTripsToField,
    presses: [],
    watch: { firstField },
    journey: async (page, person) => {
      await page.goto(path, { waitUntil: 'commit' });
      const typed = await tapAndType(page, person, firstField, text);
      // A page with a first screen works once the app has taken it over (a submit pressed before waits
      // for it): its long tasks until then count too.
      await person.until(markTimed('formWorkingAt'), 'the form to work');
      return { answeredAt: [], lost: keystrokesLost(typed, text) };
    },
  };
}

/** Every page and journey the phone run measures, in its order. */
export const PHONE_PAGES: PhonePage[] = [
  ...LINKS.map(linkPage),
  {
    name: 'account settings, change password (opened after sign-in)',
    path: SETTINGS_PATH,
    fieldBudgetMs: BUDGETS.phonePages.settingsFieldVisibleMaxMs,
    // The document, GET /check, then the person and the client (side by side).
    roundTripsToField: 3,
    presses: [{ what: 'Enter → the password-changed dialog', roundTrips: 1 }],
    watch: { firstField: 'input[name="currentPassword"]', watched: { dialog: 'dialog[open]' } },
    prepare: signInByCall,
    journey: async (page, person) => {
      await page.goto(SETTINGS_PATH, { waitUntil: 'commit' });
      const current = await tapAndType(page, person, 'input[name="currentPassword"]', PASSWORD);
      const fresh = await tapAndType(page, person, 'input[name="newPassword"]', NEW_PASSWORD);
      const changed = await enterAnsweredBy(page, person, 'dialog');
      return {
        answeredAt: [changed],
        lost: keystrokesLost(current, PASSWORD) + keystrokesLost(fresh, NEW_PASSWORD),
      };
    },
  },
  {
    name: 'create account (invitation link /auth/create-account/invite-new), personal info and code steps',
    path: INVITATION_PATH,
    fieldBudgetMs: BUDGETS.phonePages.linkFieldVisibleMaxMs,
    // The document, the invitation's GET, then its client's company-email flag.
    roundTripsToField: 3,
    presses: [
      // GET /check-email, then the code's POST.
      { what: 'Enter → the code step', roundTrips: 2 },
      { what: 'Enter → the account step', roundTrips: 1 },
    ],
    watch: {
      firstField: 'input[name="firstName"]',
      watched: { code: 'input[name="code"]', username: 'input[name="username"]' },
    },
    journey: async (page, person, origin) => {
      await page.goto(INVITATION_PATH, { waitUntil: 'commit' });
      await person.tap('input[name="terms"]');
      const email = await tapAndType(page, person, 'input[name="email"]', NEW_EMAIL);
      const confirmation = await tapAndType(page, person, 'input[name="confirmEmail"]', NEW_EMAIL);
      const toCode = await enterAnsweredBy(page, person, 'code');
      // The code field takes the focus as it shows.
      const sent = await lastCode(origin, NEW_EMAIL);
      await person.until(
        `document.activeElement?.matches('input[name="code"]')`,
        'the code field to take the focus',
      );
      await typeOnThePhone(page, sent);
      const code = await person.valueOf('input[name="code"]');
      const toAccount = await enterAnsweredBy(page, person, 'username');
      return {
        answeredAt: [toCode, toAccount],
        lost:
          keystrokesLost(email, NEW_EMAIL) +
          keystrokesLost(confirmation, NEW_EMAIL) +
          keystrokesLost(code, sent),
      };
    },
  },
];

/** One cold run of `page`'s journey on the phone's profile (its figures; no warm-up). */
export async function runPhonePageOnce(
  browser: Browser,
  origin: string,
  page: PhonePage,
  language: string,
  cpuSlowdown: number,
): Promise<PhonePageRun> {
  return onThePhone(
    browser,
    origin,
    { language, cpuSlowdown, watch: page.watch, ...(page.prepare && { prepare: page.prepare }) },
    async (tab, person) => {
      const { answeredAt, lost } = await page.journey(tab, person, origin);
      const marks = await phoneMarks(person);
      return {
        fieldVisibleMs: round(marks.fieldVisibleMs ?? Number.NaN),
        formWorkingMs: round(marks.formWorkingMs ?? Number.NaN),
        pressesMs: answeredAt.map(round),
        ...longTaskTotals(marks.longTasks),
        keystrokesLost: lost,
      };
    },
  );
}

function notMeasured(page: PhonePage): PhonePageRun {
  return {
    fieldVisibleMs: Number.NaN,
    formWorkingMs: Number.NaN,
    pressesMs: page.presses.map(() => Number.NaN),
    longTasksMs: Number.NaN,
    blockingMs: Number.NaN,
    keystrokesLost: Number.NaN,
  };
}

/** The first screen's document the build serves at `address`, with the route it answers. */
export function firstScreenAt(address: string): FirstScreenDocument | undefined {
  const pathname = new URL(address, 'http://localhost').pathname.replace(/\/$/, '');
  return firstScreenDocuments('/auth/').find(({ file, addresses }) =>
    addresses
      ? new RegExp(parameterPattern(addresses)).test(pathname)
      : `/auth/${file.replace(/\/index\.html$/, '')}` === pathname,
  );
}

/** The file of the document the build serves at `address` (its route's first screen), under the base. */
export function builtDocumentOf(address: string): string | undefined {
  return firstScreenAt(address)?.file;
}

/** Where, beside index.html in the build, `page`'s plain document in `language` is written. */
export function plainDocumentFile(page: PhonePage, language: string): string {
  const slug = page.name
    .split('(')[0]!
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
  return `plain-${slug}.${language}.html`;
}

/** Each page's plain document (./plain-page.ts) in each language, into the build `dist` before it is served. */
export function writePlainDocuments(dist: string, languages: readonly string[]): void {
  for (const page of PHONE_PAGES) {
    const file = builtDocumentOf(page.path);
    if (!file) throw new Error(`phone pages: the build has no first screen's document for ${page.path}`);
    const html = readFileSync(join(dist, file), 'utf8');
    for (const language of languages)
      writeFileSync(join(dist, plainDocumentFile(page, language)), plainPage(html, language));
  }
}

/** Each page's journey in `language`: a warm-up, then `runs` runs; medians. */
export async function runPhonePages(
  browser: Browser,
  origin: string,
  options: { runs: number; language: string; cpuSlowdown: number; log: (line: string) => void },
): Promise<PhonePageResult[]> {
  const { language, cpuSlowdown } = options;
  const results: PhonePageResult[] = [];
  for (const page of PHONE_PAGES) {
    await runPhonePageOnce(browser, origin, page, language, cpuSlowdown).catch(() => undefined); // warm-up, not counted
    const runs: PhonePageRun[] = [];
    for (let i = 0; i < options.runs; i++) {
      // A page that sticks is not measured (NaN: its budgets break, naming it); the others still are.
      const run = await runPhonePageOnce(browser, origin, page, language, cpuSlowdown).catch(
        (error: unknown) => {
          options.log(
            `  phone ${language} ${page.name}: ${error instanceof Error ? error.message : String(error)}`,
          );
          return notMeasured(page);
        },
      );
      runs.push(run);
      options.log(
        `  phone ${language} ${page.name} run ${i + 1}/${options.runs}: field ${run.fieldVisibleMs} ms, ` +
          `form working ${run.formWorkingMs} ms, ` +
          page.presses.map((press, index) => `${press.what} ${run.pressesMs[index]} ms, `).join('') +
          `long tasks ${run.longTasksMs} ms (${run.blockingMs} ms beyond 50 ms), lost ${run.keystrokesLost}`,
      );
    }
    const longTasksFloorMs = await plainDocumentLongTasks(
      browser,
      origin,
      plainDocumentFile(page, language),
      {
        language,
        cpuSlowdown,
        watch: page.watch,
        runs: options.runs,
      },
    ).catch((error: unknown) => {
      options.log(
        `  phone ${language} ${page.name}, plain document: ${error instanceof Error ? error.message : String(error)}`,
      );
      return Number.NaN;
    });
    options.log(`  phone ${language} ${page.name}, its plain document: long tasks ${longTasksFloorMs} ms`);
    const pick = (value: (run: PhonePageRun) => number) => round(median(runs.map(value)));
    results.push({
      page: page.name,
      fieldBudgetMs: page.fieldBudgetMs,
      language,
      fieldVisibleMs: pick((run) => run.fieldVisibleMs),
      fieldVisibleFloorMs: page.roundTripsToField * PHONE_PROFILE.rttMs,
      longTasksFloorMs,
      formWorkingMs: pick((run) => run.formWorkingMs),
      presses: page.presses.map((press, index) => ({
        what: press.what,
        ms: pick((run) => run.pressesMs[index]!),
        floorMs: press.roundTrips * PHONE_PROFILE.rttMs,
      })),
      longTasksMs: pick((run) => run.longTasksMs),
      blockingMs: pick((run) => run.blockingMs),
      keystrokesLost: Math.max(...runs.map((run) => run.keystrokesLost)),
      runs,
    });
  }
  return results;
}
