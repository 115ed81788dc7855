/**
 * The pseudo-locale sweep (issue 26 item 5): every route of the route table, shown in `en-XA` (the
 * mock's accented, 40 % longer, bracketed English; mock-server/pseudo-locale.ts) at 1280 and 375 px,
 * fails on
 * - visible text, an accessible name, a placeholder or the document title with plain English left once
 *   catalogue text and data are taken out (`unmarkedEnglish`: data is the mock's records, month and
 *   weekday names, and what has the shape of an address, number, date, code or username);
 * - an element whose text is clipped (it hides its overflow and its content is wider or taller than
 *   its box) or text past the viewport's edge.
 * Text in another language than the page's (`lang`, the picker's language names) and `translate="no"`
 * are not the page's text. The visits are the flow atlas's first screens (scripts/atlas/plan.ts: every
 * route of the table, with the persona each needs), without its faults and steps.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { PSEUDO_LOCALE, unmarkedEnglish } from '../../mock-server/pseudo-locale.ts';
import { atlasPlan, type Visit } from '../../scripts/atlas/plan.ts';
import { routeTablePaths } from '../../scripts/atlas/routeTable.ts';
import { settle, signInByCall, signInByForm } from '../../scripts/atlas/session.ts';
import { COOKIE } from '../../src/lib/cookies.ts';
import { expect, test } from './support';

const WIDTHS = [1280, 375] as const;

/** A route's screens as the atlas first shows them, once each (persona and URL). */
const firstScreens: Visit[] = atlasPlan
  .filter((visit) => !visit.faults?.length && !visit.shots[0]!.act)
  .filter(
    (visit, index, all) =>
      all.findIndex((other) => other.url === visit.url && other.persona === visit.persona) === index,
  );

type Finding = { where: string; text: string };
type PageText = { texts: Finding[]; clipped: Finding[] };

/** In the page: its visible texts and attributes that are read out, and what is clipped or off-screen. */
function readPage(): PageText {
  const lang = document.documentElement.lang;
  const describe = (element: Element) =>
    [
      element.tagName.toLowerCase(),
      element.id ? `#${element.id}` : '',
      ...[...element.classList].slice(0, 2).map((name) => `.${name}`),
    ].join('');
  const notPageText = (element: Element) =>
    element.closest('script, style, noscript, template, [translate="no"]') !== null ||
    (element.closest('[lang]')?.getAttribute('lang') ?? lang) !== lang;
  const visible = (element: Element) =>
    element instanceof HTMLOptionElement
      ? (element.closest('select')?.checkVisibility({ checkVisibilityCSS: true }) ?? false)
      : element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
  // Visually hidden text (`.visually-hidden`) is read out, so it counts as text, but it is clipped by design.
  const screenReaderOnly = (element: Element) =>
    element.clientWidth <= 1 || element.clientHeight <= 1 || getComputedStyle(element).clipPath !== 'none';

  const texts: Finding[] = [{ where: 'document.title', text: document.title }];
  const clipped: Finding[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    const text = node.textContent?.trim() ?? '';
    if (!parent || !text || notPageText(parent) || !visible(parent)) continue;
    texts.push({ where: describe(parent), text });
    const range = document.createRange();
    range.selectNodeContents(node);
    const box = range.getBoundingClientRect();
    if (box.width > 0 && (box.right > window.innerWidth + 1 || box.left < -1))
      clipped.push({
        where: describe(parent),
        text: `${text} (past the viewport: ${Math.round(box.left)}–${Math.round(box.right)} px)`,
      });
  }
  for (const element of document.body.querySelectorAll('*')) {
    if (notPageText(element) || !visible(element)) continue;
    for (const name of [
      'aria-label',
      'aria-description',
      'aria-roledescription',
      'placeholder',
      'title',
      'alt',
    ]) {
      const value = element.getAttribute(name)?.trim();
      if (value) texts.push({ where: `${describe(element)}[${name}]`, text: value });
    }
    if (
      element instanceof HTMLInputElement ||
      element instanceof HTMLSelectElement ||
      element instanceof HTMLTextAreaElement
    )
      continue;
    const style = getComputedStyle(element);
    const hidesX = ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis';
    const hidesY = ['hidden', 'clip'].includes(style.overflowY);
    if ((!hidesX && !hidesY) || screenReaderOnly(element)) continue;
    const text = (element as HTMLElement).innerText?.trim();
    if (!text) continue;
    const wide = hidesX && element.scrollWidth > element.clientWidth + 1;
    const tall = hidesY && element.scrollHeight > element.clientHeight + 1;
    if (wide || tall)
      clipped.push({
        where: describe(element),
        text: `${text.slice(0, 80)} (content ${element.scrollWidth}×${element.scrollHeight} in ${element.clientWidth}×${element.clientHeight})`,
      });
  }
  return { texts, clipped };
}

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

test('every route of the route table is swept', () => {
  const routes = routeTablePaths();
  expect(routes.filter((route) => !firstScreens.some((visit) => visit.route === route))).toEqual([]);
});

/** The data strings, read once: the visits add sessions, never names. */
let data: string[] | undefined;

const submit = (page: Page) => page.locator('form button[type="submit"]').first().click();
const visibleAlert = (page: Page) => page.getByRole('alert').filter({ visible: true }).first().waitFor();

/**
 * States the first screens do not show, whose texts the issue names: a field's validation message,
 * a server error in the form's words, the session-expiry modal. Reached without reading English labels.
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

for (const state of laterStates) {
  test(`${state.name} in ${PSEUDO_LOCALE}`, async ({ page, context, request, baseURL }) => {
    await page.clock.install();
    await context.addCookies([{ name: COOKIE.language, value: PSEUDO_LOCALE, url: baseURL! }]);
    if (state.persona) await signInByCall(context, baseURL!, state.persona);
    await page.goto(state.url);
    await settle(page);
    await state.act(page, request);
    await settle(page);
    await sweep(page);
  });
}

for (const visit of firstScreens) {
  test(`${visit.url}${visit.persona ? ` as ${visit.persona}` : ''} in ${PSEUDO_LOCALE}`, async ({
    page,
    context,
    baseURL,
  }) => {
    const language = { name: COOKIE.language, value: PSEUDO_LOCALE, url: baseURL! };
    if (visit.persona && visit.signIn === 'form') {
      // The atlas's way in is the English form; the obligation page it lands on is then reloaded in en-XA.
      await signInByForm(page, visit.persona);
      await context.addCookies([language]);
      await page.reload();
    } else {
      await context.addCookies([language]);
      if (visit.persona) await signInByCall(context, baseURL!, visit.persona);
      await page.goto(visit.url);
    }
    await settle(page);
    await sweep(page);
  });
}

/** Fails on the current page's plain English and clipped text, at both widths. */
async function sweep(page: Page): Promise<void> {
  data ??= await dataStrings(page);

  // A visit that ends outside the app (the mock's stand-in for another system) is the mock's page:
  // only its links back into the app are the app's words.
  if (!new URL(page.url()).pathname.startsWith('/auth')) {
    const links = await page.locator('a[href^="/auth"]').allInnerTexts();
    expect(
      links.filter((text) => unmarkedEnglish(text, data)),
      page.url(),
    ).toEqual([]);
    return;
  }
  await expect(page.locator('html')).toHaveAttribute('lang', PSEUDO_LOCALE);

  const findings: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    // Reading the layout forces it; the pause lets anything that follows the width re-render.
    await page.waitForTimeout(100);
    const { texts, clipped } = await page.evaluate(readPage);
    // The page's own words were read: at least its title, in the pseudo-locale.
    expect(texts.filter(({ text }) => text.startsWith('[')).length, `${width}px`).toBeGreaterThan(1);
    for (const { where, text } of texts) {
      const english = unmarkedEnglish(text, data);
      if (english) findings.push(`${width}px unmarked "${english}" in ${where}: ${text.slice(0, 100)}`);
    }
    for (const { where, text } of clipped) findings.push(`${width}px clipped ${where}: ${text}`);
  }
  expect([...new Set(findings)], new URL(page.url()).pathname).toEqual([]);
}
