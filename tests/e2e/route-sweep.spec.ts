/**
 * The every-route sweep: every route of the route table (the flow atlas's first screens,
 * scripts/atlas/plan.ts: each route with the persona it needs, without its faults and steps), plus a
 * few later states, rendered once and checked at 1280, 375 and 320 px by every checker on that one page:
 * - the pseudo-locale: every screen is shown in `en-XA` (the mock's accented, 40 % longer, bracketed
 *   English; mock-server/pseudo-locale.ts) and fails on visible text, an accessible name, a
 *   placeholder or the document title with plain English left once catalogue text and data are taken
 *   out (`unmarkedEnglish`: data is the mock's records, month and weekday names, and what has the shape
 *   of an address, number, date, code or username); text in another language than the page's and
 *   `translate="no"` are not the page's text;
 * - clipped text (an element that hides its overflow with content wider or taller than its box) and
 *   text past the viewport's edge, at every width;
 * - at 320 px, reflow: the document no wider than the viewport (no horizontal scroll);
 * - target size: no pointer target under 24×24 CSS px outside the exceptions listed in ./sweep/in-page.ts;
 * - axe (WCAG 2.x A/AA) and HTML_CodeSniffer (WCAG2AA errors) at 1280 and 375 px;
 * - the Content-Security-Policy: no `securitypolicyviolation` from the first script on;
 * - a first screen paints whole: no data spinner under its heading once the heading showed;
 * - the W3C Nu Html Checker on the rendered DOM at 1280 and 375 px: the DOMs are kept on disk and
 *   validated by one Java run once every visit is done (./route-sweep-html.spec.ts);
 * - on a first screen, last (they change the page in place, so they come once the checkers above have
 *   read it and its DOM is written; each finding is labelled by its condition), every person's display
 *   at 1280 px (./sweep/displays.ts): dark, forced colours, reduced motion, text at 200 %, WCAG text
 *   spacing and a phone both ways up, with 1.4.11, 1.3.2, 1.3.5, 3.1.2 and 3.2.4 (issue 56). They once
 *   had a visit of their own in en-US; on this one they meet en-XA's longer words, the harder case for
 *   clipping and overlap, and 3.2.4 reads each name back to its English. ./displays.spec.ts holds their
 *   canary.
 * Every checker runs in `en-XA`: it is still English to a screen reader and to the checkers (a CLDR
 * pseudo-locale tag with a private-use region, valid for `lang`), and its longer words are the harder
 * case for clipping, reflow and target size.
 *
 * Speed: the visits share one browser context per worker (its cache and compiled scripts stay warm),
 * each visit in a fresh tab with the cookies and storage of the one before cleared; personas sign in
 * by the sign-in call; a screen counts as drawn when the app shows its heading or result with nothing
 * pending, not after a network-idle pause. The later states that move the page's clock get a context
 * of their own, since a clock is installed for the whole context.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { PSEUDO_LOCALE, unmarkedEnglish } from '../../mock-server/pseudo-locale.ts';
import { E2E_BASE_URL } from '../../playwright.config.ts';
import { routeTablePaths } from '../../scripts/atlas/routeTable.ts';
import { axeViolations } from './axe';
import { htmlcsErrors } from './sweep/checkers';
import {
  cspViolations,
  latePending,
  readPage,
  recordCspViolations,
  recordLatePending,
} from './sweep/in-page';
import { CANARY, CHECKER_WIDTHS, domDir, fileName } from './sweep/rendered';
import { displayFindings } from './sweep/displays';
import { drawn as drawnIn, firstScreens, openIn, sweepTest, visitName } from './sweep/visits';
import { expect } from './support';

const WIDTHS = [1280, 375, 320] as const;
const REFLOW_WIDTH = 320;

/** One browser context per worker for the visits (./sweep/visits.ts), recording CSP violations and late spinners. */
const test = sweepTest([recordCspViolations, recordLatePending]);

test('every route of the route table is swept', () => {
  const routes = routeTablePaths();
  expect(routes.filter((route) => !firstScreens.some((visit) => visit.route === route))).toEqual([]);
});

/** The data strings, read once per worker: the visits add sessions, never names. */
let data: string[] | undefined;

/** The strings of the mock's records (names, client names, the server's option labels), and dates' words. */
async function dataStrings(page: Page): Promise<string[]> {
  const state = (await (await page.request.get('/__mock/state')).json()) as { collections: unknown };
  const strings: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') strings.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(state.collections);
  const dateWords = await page.evaluate(() =>
    [document.documentElement.lang, 'en-US'].flatMap((locale) =>
      (['long', 'short'] as const).flatMap((width) => [
        ...Array.from({ length: 12 }, (_, month) =>
          new Intl.DateTimeFormat(locale, { month: width, timeZone: 'UTC' }).format(
            Date.UTC(2026, month, 15),
          ),
        ),
        ...Array.from({ length: 7 }, (_, day) =>
          new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }).format(
            Date.UTC(2026, 0, 4 + day),
          ),
        ),
      ]),
    ),
  );
  return [...strings, ...dateWords, 'AM', 'PM'];
}

/** Waits until the screen is drawn in the pseudo-locale. */
const drawn = (page: Page) => drawnIn(page, PSEUDO_LOCALE);

/** The screen's own form, in <main> (the header's language picker is a form with a submit too). */
const submit = (page: Page) => page.locator('main form button[type="submit"]').first().click();
const visibleAlert = (page: Page) => page.getByRole('alert').filter({ visible: true }).first().waitFor();

/**
 * States the first screens do not show, whose texts matter as much: a field's validation message, a
 * server error in the form's words, the session-expiry modal. Reached without reading English labels.
 */
const laterStates: {
  name: string;
  url: string;
  persona?: string;
  act: (page: Page, request: APIRequestContext) => Promise<void>;
}[] = [
  {
    name: 'sign-in refuses a wrong password',
    url: '/auth/login',
    act: async (page) => {
      await page.locator('input[name="username"]').fill('ava.associate');
      await submit(page);
      await page.locator('input[autocomplete="current-password"]').fill('not-her-password');
      await submit(page);
      await visibleAlert(page);
    },
  },
  {
    name: 'forgot password: an address that is not one',
    url: '/auth/forgot-password/request',
    act: async (page) => {
      await page.locator('input[type="email"]').fill('not-an-address');
      await page.locator('input[type="email"]').press('Enter');
      await page.locator('[aria-invalid="true"]').first().waitFor();
    },
  },
  {
    name: 'forgot password: the service fails (503), Try again',
    url: '/auth/forgot-password/request',
    act: async (page, request) => {
      const fault = { method: 'POST', path: '/credentials/forgot', status: 503, times: 1 };
      expect((await request.post('/__mock/faults', { data: fault })).ok()).toBe(true);
      await page.locator('input[type="email"]').fill('ava.associate@example.com');
      await submit(page);
      await visibleAlert(page);
    },
  },
  {
    name: 'the session-expiry modal',
    url: '/auth/user',
    persona: 'ava.associate',
    act: async (page, request) => {
      // The page asks GET /check every 20 s and learns the server's clock from its Date header.
      expect((await request.post('/__mock/clock', { data: { advanceMs: 850_000 } })).ok()).toBe(true);
      await page.clock.runFor(21_000);
      await page.getByRole('dialog').waitFor();
    },
  },
];

/** Opens `url` in `page` in the pseudo-locale, signed in as `persona` when given, and waits until it is drawn. */
const open = (page: Page, url: string, persona?: string) => openIn(page, PSEUDO_LOCALE, url, persona);

for (const visit of firstScreens) {
  const name = visitName(visit);
  test(`${name} in ${PSEUDO_LOCALE}, at every width and on every display`, async ({ tab }, info) => {
    await open(tab, visit.url, visit.persona);
    // The atlas reaches an obligation through the sign-in form; signed in by the call, the same
    // page must come up at its own address.
    if (visit.signIn === 'form')
      expect(new URL(tab.url()).pathname).toBe(new URL(visit.url, E2E_BASE_URL).pathname);
    // The loader primes what the first screen shows: it paints whole, not as a heading over a spinner.
    expect(await tab.evaluate(latePending), 'a spinner under the heading').toEqual([]);
    await checkScreen(tab, name, info, { displays: true });
  });
}

for (const state of laterStates) {
  test(`${state.name} in ${PSEUDO_LOCALE}`, async ({ page, context, request }, info) => {
    await context.addInitScript(recordCspViolations);
    await page.clock.install();
    await open(page, state.url, state.persona);
    await state.act(page, request);
    await drawn(page);
    await checkScreen(page, state.name, info);
  });
}

test('each checker reports a fault planted in a page', async ({ tab }, info) => {
  await open(tab, '/auth/legal');
  await tab.evaluate(() => {
    // Styled through the CSSOM: the policy refuses style attributes written in markup.
    const add = (tag: string, text: string, style: Partial<CSSStyleDeclaration>) => {
      const element = Object.assign(document.createElement(tag), { textContent: text });
      Object.assign(element.style, style);
      document.querySelector('main')!.prepend(element);
      return element;
    };
    // An image with no text alternative (axe, HTML_CodeSniffer and Nu each flag it), two 10 px
    // buttons side by side, a box wider than a phone, a clipped line of text.
    add('img', '', { width: '20px', height: '20px' }).setAttribute('src', 'data:,');
    for (const label of ['[a]', '[b]'])
      add('button', label, { width: '10px', height: '10px', padding: '0', border: '0', overflow: 'visible' });
    add('p', '[wide]', { width: '600px' });
    add('p', '[a line far too long for its box]', {
      width: '40px',
      overflow: 'hidden',
      whiteSpace: 'nowrap',
    });
  });
  const findings = (await screenFindings(tab, CANARY, info)).join('\n');
  expect(findings).toMatch(/1280px target under 24×24 button/);
  expect(findings).toMatch(/320px horizontal scroll/);
  expect(findings).toMatch(/1280px clipped p/);
  expect(findings).toMatch(/HTML_CodeSniffer WCAG2AA\.Principle1\.Guideline1_1\.1_1_1\.H37/);
  expect(findings).toMatch(/375px axe image-alt/);
  // A policy violation: text put into a script, which Trusted Types refuse before the CSP's script-src
  // would (Chromium refuses to run it; a browser that throws at the write instead is caught here).
  await tab.evaluate(() => {
    try {
      document.body.appendChild(document.createElement('script')).append('1');
    } catch {
      // refused
    }
  });
  await expect
    .poll(() => tab.evaluate(cspViolations))
    .toEqual([expect.stringMatching(/^require-trusted-types-for trusted-types-sink/)]);
});

/**
 * Every check, at every width, on the page as it is now; with `displays`, then every person's display
 * (./sweep/displays.ts: the conditions change the page in place, so they come after the checkers above
 * have read it and written its DOM); last, the policy violations of all of it.
 */
async function checkScreen(
  page: Page,
  name: string,
  info: TestInfo,
  { displays = false } = {},
): Promise<void> {
  const findings = await screenFindings(page, name, info);
  if (displays) findings.push(...(await displayFindings(page)));
  findings.push(...(await page.evaluate(cspViolations)).map((violation) => `CSP violation: ${violation}`));
  expect([...new Set(findings)], new URL(page.url()).pathname).toEqual([]);
}

/**
 * What every checker but the policy's finds on the page, at every width; the rendered DOM at the
 * checker widths is written for the Nu Html Checker under `name`.
 */
async function screenFindings(page: Page, name: string, info: TestInfo): Promise<string[]> {
  data ??= await dataStrings(page);
  const findings: string[] = [];
  if (!new URL(page.url()).pathname.startsWith('/auth')) {
    // A visit that ends outside the app (the mock's stand-in for another system) is the mock's page:
    // only its links back into the app are the app's words.
    const links = await page.locator('a[href^="/auth"]').allInnerTexts();
    for (const text of links) {
      const english = unmarkedEnglish(text, data);
      if (english) findings.push(`unmarked "${english}" in a link back: ${text}`);
    }
  } else {
    await expect(page.locator('html')).toHaveAttribute('lang', PSEUDO_LOCALE);
    const dir = domDir(info);
    mkdirSync(dir, { recursive: true });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      // The layout follows the width in CSS alone (no script watches it): reading it re-lays it out.
      const reading = await page.evaluate(readPage);
      // The page's own words were read: at least its title, in the pseudo-locale.
      expect(reading.texts.filter(({ text }) => text.startsWith('[')).length, `${width}px`).toBeGreaterThan(
        1,
      );
      for (const { where, text } of reading.texts) {
        const english = unmarkedEnglish(text, data);
        if (english) findings.push(`unmarked "${english}" in ${where}: ${text.slice(0, 100)}`);
      }
      for (const { where, text } of reading.clipped) findings.push(`${width}px clipped ${where}: ${text}`);
      for (const { where, text } of reading.smallTargets)
        findings.push(`${width}px target under 24×24 ${where}: ${text}`);
      if (width === REFLOW_WIDTH && reading.horizontalOverflow > 0)
        findings.push(`${width}px horizontal scroll: the document is ${reading.horizontalOverflow} px wider`);
      if (CHECKER_WIDTHS.includes(width)) {
        for (const error of await htmlcsErrors(page)) findings.push(`${width}px HTML_CodeSniffer ${error}`);
        for (const violation of await axeViolations(page)) findings.push(`${width}px axe ${violation}`);
        writeFileSync(join(dir, `${fileName(name)}@${width}.html`), await page.content());
      }
    }
  }
  return findings;
}
