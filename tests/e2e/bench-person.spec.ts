/**
 * The phone run's person (scripts/bench/person.ts) waits, taps, types and reads without putting any script
 * of Playwright's into the page it measures: Playwright's injected script (about 330,000 characters) and
 * its utility script, compiled and run on the page's main thread, made the reset link's first field show
 * about 400 ms later on the phone's CPU. A locator in the same page puts them in, so this can fail.
 */
import type { CDPSession } from '@playwright/test';
import { instrumentContext } from '../../scripts/bench/instrument';
import { personOn } from '../../scripts/bench/person';
import { expect, test } from './support';

const ORIGIN = 'http://bench-person.test';

/** A field that shows a while after the document, as a page's first screen does once its read answered. */
const PAGE = `<!doctype html><title>person</title><main></main><script>
setTimeout(() => {
  document.querySelector('main').innerHTML = '<label>Password <input name="password"></label>';
}, 300);
</script>`;

/**
 * Characters of script run in the page, so far, that neither the page (whose scripts have its address) nor
 * the instrumentation (scripts/bench/phone.ts `instrumentContext`) brought.
 */
function foreignScripts(cdp: CDPSession): () => Promise<number> {
  // Each source asked as it is parsed: a document gone (the first, blank one) takes its scripts with it.
  const lengths: Promise<number>[] = [];
  cdp.on('Debugger.scriptParsed', ({ scriptId, url, length = 0 }) => {
    if (url) return;
    lengths.push(
      cdp
        .send('Debugger.getScriptSource', { scriptId })
        .then(({ scriptSource }) => (scriptSource.includes('__phoneUntil') ? 0 : length))
        .catch(() => length),
    );
  });
  return async () => (await Promise.all(lengths)).reduce((sum, length) => sum + length, 0);
}

test('the phone run’s person puts no script of Playwright’s into the page it measures', async ({
  browser,
}) => {
  const context = await browser.newContext({
    hasTouch: true,
    isMobile: true,
    viewport: { width: 375, height: 667 },
  });
  await context.route(`${ORIGIN}/**`, (route) => route.fulfill({ contentType: 'text/html', body: PAGE }));
  await instrumentContext(context, { firstField: 'input[name="password"]' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const foreign = foreignScripts(cdp);
  await cdp.send('Debugger.enable');
  const person = personOn(page, cdp, 10_000);

  await page.goto(`${ORIGIN}/`, { waitUntil: 'commit' });
  await person.tap('input[name="password"]');
  await page.keyboard.type('typed');
  expect(await person.valueOf('input[name="password"]')).toBe('typed');
  expect(
    await person.until('(__phone.fieldVisibleAt ?? -1) >= 0 && __phone.fieldVisibleAt', 'the field'),
  ).toBeGreaterThan(0);
  // Only the person's own few expressions, none of them a thousand characters.
  expect(await foreign()).toBeLessThan(4_000);

  await page.locator('input[name="password"]').inputValue();
  expect(await foreign()).toBeGreaterThan(100_000);
  await context.close();
});

test('a wait the person gave up on is no longer tested in the page', async ({ browser }) => {
  const context = await browser.newContext();
  await context.route(`${ORIGIN}/**`, (route) => route.fulfill({ contentType: 'text/html', body: PAGE }));
  await instrumentContext(context, { firstField: 'input[name="password"]' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const person = personOn(page, cdp, 1_000);
  await page.goto(`${ORIGIN}/`);
  const testedTimes = () => person.read<number>('window.tested ?? 0');
  await expect(person.until('(window.tested = (window.tested ?? 0) + 1, false)', 'never')).rejects.toThrow(
    'waited 1000 ms for never',
  );
  const afterGivingUp = await testedTimes();
  expect(afterGivingUp).toBeGreaterThan(0);
  // Each change of the document runs the waits' tests again, in the next frame.
  for (const value of ['a', 'b', 'c']) {
    await person.read(`document.body.dataset.changed = ${JSON.stringify(value)}`);
    await person.until(
      'new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(true))))',
      'a frame',
    );
  }
  expect(await testedTimes()).toBe(afterGivingUp);
  await context.close();
});
