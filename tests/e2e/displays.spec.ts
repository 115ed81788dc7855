/**
 * Every person's display, on every route of the route sweep (./sweep/visits.ts): one visit per route,
 * in en-US at 1280 px, and every condition applied to that one page in turn (the media emulations and
 * the text size change the page in place, so nothing is loaded twice):
 * - light: 1.4.11 non-text contrast (field borders, checkbox and radio marks, meaningful icons, each
 *   control's focus ring, against what is behind them), 1.3.2 Tab order against the reading order,
 *   1.3.5 autocomplete tokens, 3.1.2 the picker's options' `lang`, 3.2.4 one name per function;
 * - dark (`prefers-color-scheme: dark`): the main surface's luminance under 0.2, axe (WCAG 2.x A/AA)
 *   and 1.4.11 again;
 * - forced colours: every control's focus is an outline; the active tab differs by more than colour;
 *   the avatar keeps a boundary;
 * - reduced motion: no running animation or transition moves anything;
 * - 1.4.4: text at 200 % (the browser's default font size, through the DevTools protocol, as the
 *   browser's text-size setting does; not a zoomed viewport): no clipped or overlapping text, every
 *   control in reach and uncovered;
 * - 1.4.12: the criterion's text spacing as a user stylesheet: no clipped or overlapping text;
 * - 1.3.4: a phone held upright (390×844) and sideways (844×390): no sideways scroll, nothing clipped.
 * The in-page checks are ./sweep/displays-in-page.ts; the canary test proves each reports its fault.
 */
import type { Page } from '@playwright/test';
import { E2E_BASE_URL } from '../../playwright.config.ts';
import { readPage } from './sweep/in-page';
import { inspectDisplay, type DisplayCheck } from './sweep/displays-in-page';
import { firstScreens, openIn, sweepTest, visitName } from './sweep/visits';
import { axeViolations } from './axe';
import { expect, signInThenOpen } from './support';

const test = sweepTest();
const LANGUAGE = 'en-US';
/** axe's rules that read colours: text contrast, and links told from their text by colour alone. */
const AXE_COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
const DESKTOP = { width: 1280, height: 900 };
const PHONE_SIZES = [
  { name: 'portrait', width: 390, height: 844 },
  { name: 'landscape', width: 844, height: 390 },
] as const;

/** WCAG 1.4.12's spacing, as a reader's stylesheet sets it (a constructed sheet: the policy refuses <style>). */
const TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-bottom: 2em !important; }`;

/** The browser's default font size (16 px) and its monospace one (13 px), doubled or as they were. */
async function setTextSize(page: Page, scale: 1 | 2): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Page.setFontSizes', { fontSizes: { standard: 16 * scale, fixed: 13 * scale } });
  await session.detach();
  await page.waitForFunction(
    (px) => getComputedStyle(document.documentElement).fontSize === `${px}px`,
    16 * scale,
  );
}

async function inspect(page: Page, label: string, checks: DisplayCheck[]): Promise<string[]> {
  return (await page.evaluate(inspectDisplay, { checks })).map((finding) => `${label}: ${finding}`);
}

/** Text clipped or past the edge, and sideways scroll (./sweep/in-page.ts `readPage`). */
async function clipping(page: Page, label: string, sideways = true): Promise<string[]> {
  const reading = await page.evaluate(readPage);
  return [
    ...reading.clipped.map(({ where, text }) => `${label}: clipped ${where}: ${text}`),
    ...(sideways && reading.horizontalOverflow > 0
      ? [`${label}: sideways scroll of ${reading.horizontalOverflow} px`]
      : []),
  ];
}

/** Applies `css` as the reader's stylesheet while `run` runs. */
async function withStylesheet<T>(page: Page, css: string, run: () => Promise<T>): Promise<T> {
  await page.evaluate((text) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(text);
    (window as unknown as { __readerSheet: CSSStyleSheet }).__readerSheet = sheet;
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, css);
  try {
    return await run();
  } finally {
    await page.evaluate(() => {
      const sheet = (window as unknown as { __readerSheet: CSSStyleSheet }).__readerSheet;
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((each) => each !== sheet);
    });
  }
}

/** Every display condition on the page as it is, one after the other; the page is left as it was. */
async function displayFindings(page: Page): Promise<string[]> {
  const findings: string[] = [];
  const inApp = new URL(page.url()).pathname.startsWith('/auth');
  // Keyboard use first: the controls the checks focus then show their focus-visible rings.
  await page.keyboard.press('Tab');
  findings.push(
    ...(await inspect(page, 'light', [
      'non-text-contrast',
      'focus-contrast',
      'tab-order',
      'autocomplete',
      'picker-lang',
      'consistent-names',
    ])),
  );

  await page.emulateMedia({ colorScheme: 'dark' });
  findings.push(...(await inspect(page, 'dark', ['surface', 'non-text-contrast', 'focus-contrast'])));
  // The scheme changes colours alone (the light sweep runs every axe rule on the same DOM): axe's
  // colour rules, a fifth of the time of all of them.
  if (inApp)
    findings.push(
      ...(await axeViolations(page, AXE_COLOUR_RULES)).map((violation) => `dark: axe ${violation}`),
    );

  await page.emulateMedia({ colorScheme: 'light', forcedColors: 'active' });
  findings.push(...(await inspect(page, 'forced colours', ['focus-outline', 'forced-shapes'])));

  await page.emulateMedia({ forcedColors: 'none', reducedMotion: 'reduce' });
  findings.push(...(await inspect(page, 'reduced motion', ['motion'])));
  await page.emulateMedia({ reducedMotion: 'no-preference' });

  await setTextSize(page, 2);
  // 1.4.4 allows scrolling sideways at 200 %: what counts is that nothing is cut off or covered.
  findings.push(...(await clipping(page, 'text 200%', false)));
  findings.push(...(await inspect(page, 'text 200%', ['overlap', 'reachable'])));
  await setTextSize(page, 1);

  await withStylesheet(page, TEXT_SPACING, async () => {
    findings.push(...(await clipping(page, 'text spacing', false)));
    findings.push(...(await inspect(page, 'text spacing', ['overlap'])));
  });

  for (const size of PHONE_SIZES) {
    await page.setViewportSize(size);
    findings.push(...(await clipping(page, `${size.name} ${size.width}×${size.height}`)));
  }
  await page.setViewportSize(DESKTOP);
  return findings;
}

for (const visit of firstScreens) {
  test(`${visitName(visit)} on every display`, async ({ tab }) => {
    await openIn(tab, LANGUAGE, visit.url, visit.persona);
    expect(await displayFindings(tab), new URL(tab.url()).pathname).toEqual([]);
  });
}

test('every display check reports a fault planted in a page', async ({ tab }) => {
  await openIn(tab, LANGUAGE, '/auth/forgot-password/request');
  await tab.evaluate(() => {
    const main = document.querySelector('main')!;
    // Styled through the CSSOM: the policy refuses style attributes written in markup.
    const add = (
      tag: string,
      props: Record<string, string>,
      style: Partial<CSSStyleDeclaration> = {},
      parent: Element = main,
    ): HTMLElement => {
      const element = Object.assign(document.createElement(tag), props);
      Object.assign(element.style, style);
      parent.prepend(element);
      return element;
    };
    // A field whose border is the page's white; a field of the person's with no token.
    add('input', { className: 'field__control', name: 'faint' }, { borderColor: '#f4f4f4' }).setAttribute(
      'autocomplete',
      'off',
    );
    add('input', { type: 'email', name: 'email', className: 'field__control' });
    // A button with no focus ring at all, one with a faint ring, one named as another screen's function.
    add('button', { textContent: 'no ring' }, { outline: 'none' });
    add('button', { textContent: 'faint ring' }, { outlineColor: '#eeeeee' });
    add('button', { textContent: 'Log out' });
    // Text hardly darker than the page.
    add('p', { textContent: 'faint text' }, { color: '#eeeeee' });
    // Two buttons side by side that Tab visits right to left.
    const row = add('div', {}, { display: 'flex', flexDirection: 'row-reverse', justifyContent: 'flex-end' });
    add('button', { textContent: 'first in Tab' }, {}, row);
    add('button', { textContent: 'second in Tab' }, {}, row);
    // Text over text; a button under a box.
    const stage = add('div', {}, { position: 'relative', height: '60px' });
    add('span', { textContent: 'under text' }, { position: 'absolute', top: '0', left: '0' }, stage);
    add('span', { textContent: 'over text' }, { position: 'absolute', top: '0', left: '0' }, stage);
    add('button', { textContent: 'covered' }, { position: 'absolute', top: '30px', left: '0' }, stage);
    add(
      'div',
      {},
      {
        position: 'absolute',
        top: '25px',
        left: '0',
        width: '300px',
        height: '40px',
        background: 'white',
        zIndex: '1',
      },
      stage,
    );
    // A picker option in the page's language, not its own.
    document.querySelector('.language-picker option:last-child')!.setAttribute('lang', 'en-US');
    // Tabs told apart by colour alone; an avatar with no disc and no ring.
    const tabs = add('nav', {});
    const active = add(
      'a',
      { href: '#a', className: 'link-tabs__link', textContent: 'active' },
      { borderBottomColor: 'transparent' },
      tabs,
    );
    active.setAttribute('aria-current', 'page');
    add('a', { href: '#b', className: 'link-tabs__link', textContent: 'other' }, {}, tabs);
    add('span', { className: 'settings-header__avatar', textContent: 'AA' }, { background: 'transparent' });
    // Something that slides.
    add('p', { textContent: 'sliding' }).animate(
      { transform: ['translateX(0)', 'translateX(40px)'] },
      60_000,
    );
  });
  await tab.keyboard.press('Tab');
  const all: DisplayCheck[] = [
    'surface',
    'text-contrast',
    'non-text-contrast',
    'focus-contrast',
    'reachable',
    'overlap',
    'tab-order',
    'autocomplete',
    'picker-lang',
    'consistent-names',
    'motion',
    'forced-shapes',
  ];
  // Light, so the surface is too bright for the dark rule.
  const findings = (await tab.evaluate(inspectDisplay, { checks: all })).join('\n');
  expect(findings).toMatch(/surface .* luminance/);
  expect(findings).toMatch(/text "faint text" \(p\) 1\.\d+:1/);
  expect(findings).toMatch(/field border input\.field__control /);
  expect(findings).toMatch(/"no ring" has no outline/);
  expect(findings).toMatch(/focus ring button "faint ring" 1\.\d+:1/);
  expect(findings).toMatch(/"covered" is covered by div/);
  expect(findings).toMatch(/overlap: "(under|over) text" .* and "(under|over) text"/);
  expect(findings).toMatch(/tab order: "(first|second) in Tab" .* but is left of it/);
  expect(findings).toMatch(/autocomplete: input\.field__control\[name=email\] .* has no token/);
  expect(findings).toMatch(/picker option "Français" has lang "en-US"/);
  expect(findings).toMatch(/name: button "Log out" is the function named "Sign out" elsewhere/);
  expect(findings).toMatch(/motion: p .* moves it/);
  expect(findings).toMatch(/the active tab "active" looks like "other"/);
  expect(findings).toMatch(/the avatar span\.settings-header__avatar has no boundary/);
});

test('the sign-in frame is dark with scripts blocked', async ({ browser }) => {
  const context = await browser.newContext({
    baseURL: E2E_BASE_URL,
    javaScriptEnabled: false,
    colorScheme: 'dark',
  });
  const page = await context.newPage();
  await page.goto('/auth/login');
  // What shows before any script runs, and all there is with scripts blocked: the page's own canvas,
  // the stylesheet's dark body and the notice that asks for JavaScript, light on dark.
  const colours = await page.evaluate(() => ({
    canvas: getComputedStyle(document.documentElement).colorScheme,
    body: getComputedStyle(document.body).backgroundColor,
    text: getComputedStyle(document.querySelector('noscript p') ?? document.body).color,
  }));
  expect(colours.canvas).toBe('light dark');
  expect(colours).toEqual({ canvas: 'light dark', body: 'rgb(17, 24, 39)', text: 'rgb(243, 244, 246)' });
  await context.close();
});

test('with reduced motion a toast shows and leaves without moving', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await signInThenOpen(page, 'ed.email', '/auth/email-verify-notification');
  await page.getByRole('button', { name: 'Send code' }).click();
  const toast = page.locator('.toast');
  await expect(toast).toBeVisible();
  expect(await inspect(page, 'reduced motion', ['motion'])).toEqual([]);
  // Nothing is lost: the toast still goes, by the page's timer.
  await page.clock.runFor(6_000);
  await expect(toast).toHaveCount(0);
});
