/**
 * Every person's display: the display conditions themselves run on every route of the route sweep,
 * on the sweep's own visit (../route-sweep.spec.ts, "… in en-XA, at every width and on every display";
 * the conditions are ./sweep/displays.ts, the in-page checks ./sweep/displays-in-page.ts). Here:
 * - the canary: a page in the pseudo-locale, as the sweep's are, with a fault planted for each display
 *   check, each of which must report it (3.2.4 both in plain English and in the pseudo-locale, which
 *   it reads back to English);
 * - the sign-in frame, dark before any script and with scripts blocked;
 * - a toast under reduced motion: it shows and leaves without moving.
 */
import { E2E_BASE_URL } from '../../playwright.config.ts';
import { PSEUDO_LOCALE, PSEUDO_READ_BACK, pseudoLocalize } from '../../mock-server/pseudo-locale.ts';
import { inspectDisplay, type DisplayCheck } from './sweep/displays-in-page';
import { inspect } from './sweep/displays';
import { openIn, sweepTest } from './sweep/visits';
import { expect, signInThenOpen } from './support';

const test = sweepTest();

test('every display check reports a fault planted in a page', async ({ tab }) => {
  await openIn(tab, PSEUDO_LOCALE, '/auth/forgot-password/request');
  await tab.evaluate((retry) => {
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
    // One named as another's function in the pseudo-locale: read back, it says "Retry".
    add('button', { textContent: retry });
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
  }, pseudoLocalize('Retry'));
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
  const findings = (await tab.evaluate(inspectDisplay, { checks: all, readBack: PSEUDO_READ_BACK })).join(
    '\n',
  );
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
  expect(findings).toContain(
    `name: button "${pseudoLocalize('Retry')}" is the function named "Try again" elsewhere`,
  );
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
