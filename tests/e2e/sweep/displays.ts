/**
 * Every person's display, applied in turn to a page the route sweep has open (../route-sweep.spec.ts
 * runs it on each route's one visit, after its own checkers): the media emulations, the text size and
 * the reader's stylesheet change the page in place, so nothing is loaded twice, and the page is left at
 * 1280 px in light with the browser's own text size. Each finding is labelled by its condition:
 * - light: 1.4.11 non-text contrast (field borders, checkbox and radio marks, meaningful icons, each
 *   control's focus ring, against what is behind them), 1.3.2 Tab order against the reading order,
 *   1.3.5 autocomplete tokens, 3.1.2 the picker's options' `lang`, 3.2.4 one name per function;
 * - dark (`prefers-color-scheme: dark`): the main surface's luminance under 0.2, axe's colour rules and
 *   1.4.11 again;
 * - forced colours: every control's focus is an outline; the active tab differs by more than colour;
 *   the avatar keeps a boundary;
 * - reduced motion: no running animation or transition moves anything;
 * - 1.4.4: text at 200 % (the browser's default font size, through the DevTools protocol, as the
 *   browser's text-size setting does; not a zoomed viewport): no clipped or overlapping text, every
 *   control in reach and uncovered;
 * - 1.4.12: the criterion's text spacing as a user stylesheet: no clipped or overlapping text;
 * - 1.3.4: a phone held upright (390×844) and sideways (844×390): no sideways scroll, nothing clipped.
 * The page is in the pseudo-locale, whose longer words are the harder case for clipping and overlap at
 * 200 % and with wide spacing; 3.2.4 reads its names back to English (`PSEUDO_READ_BACK`). The in-page
 * checks are ./displays-in-page.ts; ../displays.spec.ts's canary proves each reports its fault.
 */
import type { Page } from '@playwright/test';
import { PSEUDO_READ_BACK } from '../../../mock-server/pseudo-locale.ts';
import { axeViolations } from '../axe';
import { readPage } from './in-page';
import { inspectDisplay, type DisplayCheck } from './displays-in-page';

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

/** The in-page display checks on a page in the pseudo-locale, each finding labelled by its condition. */
export async function inspect(page: Page, label: string, checks: DisplayCheck[]): Promise<string[]> {
  return (await page.evaluate(inspectDisplay, { checks, readBack: PSEUDO_READ_BACK })).map(
    (finding) => `${label}: ${finding}`,
  );
}

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

/** Text clipped or past the edge, and sideways scroll (./in-page.ts `readPage`). */
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

/** Every display condition on the page as it is, at 1280 px, one after the other; the page is left as it was. */
export async function displayFindings(page: Page): Promise<string[]> {
  const findings: string[] = [];
  const inApp = new URL(page.url()).pathname.startsWith('/auth');
  await page.setViewportSize(DESKTOP);
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
