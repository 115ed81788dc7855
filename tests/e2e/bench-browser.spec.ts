/**
 * The bench's browser (scripts/bench/chromium.ts `MEASURED_CHROMIUM_FLAGS`) does not re-parse a module
 * on the main thread when a request it asks for is recorded by DevTools' Network domain (Playwright's
 * own session enables it on every page). V8 ignores a flag it no longer knows, with a warning no one
 * reads: were the flag renamed by a Chromium update, the phone run's long tasks would silently carry
 * that cost again. The same page in the same engine without the flag shows the cost, so this can fail.
 * Nor does the bench's full Chromium build its address bar's popup pages in each new window: a feature
 * Chromium renames or adds would bring them back unseen (scripts/bench/chromium.ts).
 */
import { chromium, type Browser } from '@playwright/test';
import {
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  E2E_CHROMIUM_PATH,
  MEASURED_CHROMIUM_FLAGS,
} from '../../scripts/bench/chromium';
import { expect, test } from './support';

const ORIGIN = 'http://bench-browser.test';

/** A module with a few functions, which asks for a file from its top level, as the app's entry does. */
const MODULE = `${Array.from({ length: 50 }, (_, i) => `export function f${i}(x) { return x + ${i}; }`).join('\n')}
await fetch('${ORIGIN}/asked.json');
document.title = 'asked';
`;

/** How many times V8 went back for source positions while the page loaded and its module ran. */
async function positionsCollected(browser: Browser): Promise<number> {
  const page = await browser.newPage();
  await page.route(`${ORIGIN}/**`, (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === '/') {
      return route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>loading</title><script type="module" src="/module.js"></script>',
      });
    }
    if (path === '/module.js') return route.fulfill({ contentType: 'text/javascript', body: MODULE });
    return route.fulfill({ contentType: 'application/json', body: '{}' });
  });
  const cdp = await page.context().newCDPSession(page);
  const events: { name: string }[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as { name: string }[])));
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: ['disabled-by-default-v8.compile'], excludedCategories: ['*'] },
  });
  await page.goto(`${ORIGIN}/`);
  await expect(page).toHaveTitle('asked');
  await cdp.send('Tracing.end');
  await complete;
  await page.close();
  return events.filter(({ name }) => name === 'V8.CollectSourcePositions').length;
}

for (const [flags, collects] of [
  [CHROMIUM_FLAGS, true],
  [MEASURED_CHROMIUM_FLAGS, false],
] as const) {
  test(`a request recorded by DevTools ${collects ? 're-parses' : 'does not re-parse'} its module, ${collects ? 'without' : 'with'} the bench's flags`, async () => {
    const browser = await chromium.launch({ executablePath: E2E_CHROMIUM_PATH, args: [...flags] });
    try {
      const collected = await positionsCollected(browser);
      if (collects) expect(collected).toBeGreaterThan(0);
      else expect(collected).toBe(0);
    } finally {
      await browser.close();
    }
  });
}

/** The browser's own WebUI pages (its address bar's popup and the like) open while a page shows. */
async function browserUiPages(browser: Browser): Promise<string[]> {
  const cdp = await browser.newBrowserCDPSession();
  // An empty filter entry matches every kind of target; the default leaves the browser's own out.
  const { targetInfos } = await cdp.send('Target.getTargets', { filter: [{}] });
  await cdp.detach();
  return targetInfos.filter(({ type }) => type === 'browser_ui').map(({ url }) => url);
}

for (const [flags, builds] of [
  [CHROMIUM_FLAGS, true],
  [MEASURED_CHROMIUM_FLAGS, false],
] as const) {
  test(`the full browser ${builds ? 'builds' : 'does not build'} its address bar's popup in a new window, ${builds ? 'without' : 'with'} the bench's flags`, async () => {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...flags] });
    try {
      const page = await (await browser.newContext()).newPage();
      await page.goto('data:text/html,<title>measured</title>');
      if (builds)
        await expect
          .poll(() => browserUiPages(browser))
          .toContainEqual(expect.stringMatching(/^chrome:\/\/omnibox-popup/));
      else expect(await browserUiPages(browser)).toEqual([]);
    } finally {
      await browser.close();
    }
  });
}
