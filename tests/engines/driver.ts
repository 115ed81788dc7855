/**
 * One small driver over two protocols: Firefox ESR over WebDriver BiDi (puppeteer-core) and WebKitGTK's
 * MiniBrowser over classic WebDriver (selenium-webdriver with WebKitWebDriver on an Xvfb display).
 * Playwright drives neither of these builds (docs/testing.md, "Three engines"). Each engine keeps one
 * browser for the whole run; `fresh` gives a test a clean slate (no cookies, no storage) in its world.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Page } from 'puppeteer-core';
import { Builder, Key, type WebDriver, type WebElement } from 'selenium-webdriver';
import type { SentQuery } from './query.ts';
import { IN_PAGE_PATH, inPageSource } from './serve.ts';

export type Engine = 'firefox' | 'webkit';

export interface Driver {
  readonly engine: Engine;
  readonly version: string;
  /** Cookies and storage cleared, then `cookie` set on `origin` (the mock world's). */
  fresh(origin: string, cookie: string): Promise<void>;
  go(url: string): Promise<void>;
  /** The viewport's CSS width and height (not the window's). */
  viewport(width: number, height: number): Promise<void>;
  /** Runs `body` (JavaScript with `return`, `engines` of ./in-page.ts at hand) in the page, with `args` as `args`. */
  run<T>(body: string, ...args: unknown[]): Promise<T>;
  /** A real click on what `query` finds (false when nothing is found, or it is disabled or moving). */
  click(query: SentQuery): Promise<boolean>;
  /** Types `text` into whatever has the focus. */
  type(text: string): Promise<void>;
  /** One key, or a chord such as `Shift+Tab` (key names as in KeyboardEvent.key; `Space` for a space). */
  press(key: string): Promise<void>;
  screenshot(path: string): Promise<void>;
  quit(): Promise<void>;
}

export const FIREFOX_PATH = process.env.ENGINES_FIREFOX_PATH ?? '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER_PATH = process.env.ENGINES_WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const MINIBROWSER_PATH =
  process.env.ENGINES_MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const XVFB_PATH = '/usr/bin/Xvfb';

/**
 * A page of the origin to clear cookies and storage on: a script file shown as text. Not a JSON
 * answer, which Firefox opens in its JSON viewer, whose own navigations break the next one.
 */
const BLANK_PATH = IN_PAGE_PATH;

/** Storage emptied and the world's cookie set, on a page of the origin. */
const clearStorage = (cookie: string) =>
  `localStorage.clear(); sessionStorage.clear(); document.cookie = ${JSON.stringify(cookie)};`;

const script = (body: string, args: unknown[]) =>
  `return (async () => { const args = ${JSON.stringify(args)};\n${body}\n})();`;
const MISSING = 'engines-missing';

/**
 * Runs `body` through `execute`, with ./in-page.ts at hand. A page nginx does not serve under /auth
 * (the mock's own pages: the landing after sign-in) has not loaded it, and its policy refuses a
 * script element: there the driver runs the scripts itself, as it runs any script, once per page.
 */
async function withEngines<T>(execute: (script: string) => Promise<unknown>, body: string, args: unknown[]) {
  const guarded = body.includes('engines') ? `if (!window.engines) return '${MISSING}';\n${body}` : body;
  const answer = await execute(script(guarded, args));
  if (answer !== MISSING) return answer as T;
  await execute(inPageSource());
  return (await execute(script(body, args))) as T;
}
const CLICKABLE = 'return engines.clickable(args[0]);';

export async function startFirefox(): Promise<Driver> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    // A window larger than any viewport a test asks for (setViewport waits forever beyond the window).
    args: ['--width=1600', '--height=1200'],
    defaultViewport: null,
  });
  // One tab for every test, a new one: the tab Firefox opens at launch is not the active one, and an
  // inactive tab shows no focus ring.
  const page: Page = await browser.newPage();

  const version = await browser.version();
  const execute = (text: string) => page.evaluate(`(() => { ${text} })()`);
  const keyName = (key: string) => (key === 'Space' ? ' ' : key) as Parameters<Page['keyboard']['press']>[0];
  return {
    engine: 'firefox',
    version,
    async fresh(origin, cookie) {
      // about:blank first ends the last test's page, so no answer to it sets a cookie after the clearing.
      await page.goto('about:blank');
      await page.goto(`${origin}${BLANK_PATH}`);
      await page.deleteCookie(...(await page.cookies()));
      await page.evaluate(clearStorage(cookie));
    },
    async go(url) {
      await page.goto(url);
    },
    async viewport(width, height) {
      await page.setViewport({ width, height });
    },
    run: <T>(body: string, ...args: unknown[]) => withEngines<T>(execute, body, args),
    async click(query) {
      await withEngines(execute, 'return !!engines;', []);
      const handle = await page.evaluateHandle(`(() => { ${script(CLICKABLE, [query])} })()`);
      const element = handle.asElement();
      if (!element) return false;
      await (element as unknown as { click: () => Promise<void> }).click();
      return true;
    },
    async type(text) {
      await page.keyboard.type(text);
    },
    async press(chord) {
      const keys = chord.split('+');
      const last = keys.pop()!;
      for (const modifier of keys) await page.keyboard.down(keyName(modifier));
      await page.keyboard.press(keyName(last));
      for (const modifier of keys.reverse()) await page.keyboard.up(keyName(modifier));
    },
    async screenshot(path) {
      await page.screenshot({ path: path as `${string}.png` });
    },
    async quit() {
      await browser.close();
    },
  };
}

/** A key's name (KeyboardEvent.key, `Space` for a space) as selenium's `Key` has it: ArrowDown, ARROW_DOWN. */
const seleniumKey = (key: string) =>
  key === 'Space'
    ? ' '
    : key === 'Backspace'
      ? Key.BACK_SPACE
      : ((Key as unknown as Record<string, string>)[key.replace(/(?<=[a-z])(?=[A-Z])/g, '_').toUpperCase()] ??
        key);

function started(child: ChildProcess, what: string, ready: () => Promise<boolean>): Promise<void> {
  return (async () => {
    for (let attempt = 0; attempt < 200; attempt++) {
      if (child.exitCode !== null) throw new Error(`${what} exited (${child.exitCode})`);
      if (await ready()) return;
      await new Promise((done) => setTimeout(done, 50));
    }
    throw new Error(`${what} did not start`);
  })();
}

/**
 * `work`, or a failure once `ms` pass without its answer: a browser command can be left hanging (a
 * driver that stopped answering), and a run must end with a failure rather than wait for ever.
 */
export async function within<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`${what}: no answer in ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as AddressInfo;
  await new Promise((done) => probe.close(done));
  return port;
}

/** WebKitWebDriver (on `port`, a free one by default), its MiniBrowser on an Xvfb display of its own. */
export async function startWebKit(port?: number): Promise<Driver> {
  port ??= await freePort();
  // Xvfb picks a free display and writes its number to file descriptor 3.
  const xvfb = spawn(XVFB_PATH, ['-displayfd', '3', '-screen', '0', '1600x1200x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
  });
  let displayNumber = '';
  xvfb.stdio[3]!.on('data', (chunk: Buffer) => (displayNumber += chunk.toString()));
  await started(xvfb, 'Xvfb', async () => displayNumber.endsWith('\n'));
  const display = `:${displayNumber.trim()}`;
  // MiniBrowser's toolbar keeps its window at least 447 px wide; shrunk to nothing by a GTK style
  // sheet of its own, the window can give the page a phone's 375 px.
  const gtkConfig = mkdtempSync(join(tmpdir(), 'engines-gtk-'));
  mkdirSync(join(gtkConfig, 'gtk-3.0'));
  writeFileSync(
    join(gtkConfig, 'gtk-3.0', 'gtk.css'),
    '* { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px; }\n',
  );
  const webDriver = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`], {
    stdio: 'ignore',
    env: { ...process.env, DISPLAY: display, XDG_CONFIG_HOME: gtkConfig },
  });
  const server = `http://127.0.0.1:${port}`;
  await started(webDriver, 'WebKitWebDriver', () =>
    fetch(`${server}/status`).then(
      (answer) => answer.ok,
      () => false,
    ),
  );
  const driver: WebDriver = await new Builder()
    .usingServer(server)
    .withCapabilities({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: ['--automation'] },
    })
    .build();
  const version = String((await driver.getCapabilities()).get('browserVersion'));
  const execute = (text: string) => driver.executeScript(text);
  return {
    engine: 'webkit',
    version,
    async fresh(origin, cookie) {
      // about:blank first ends the last test's page, so no answer to it sets a cookie after the clearing.
      await driver.get('about:blank');
      await driver.get(`${origin}${BLANK_PATH}`);
      await driver.manage().deleteAllCookies();
      await driver.executeScript(clearStorage(cookie));
    },
    async go(url) {
      await driver.get(url);
    },
    async viewport(width, height) {
      // The window's frame (what it has around the page) added to the size asked for, then read back
      // until the page has it (the window resizes a moment after the command answers).
      const window = driver.manage().window();
      const inner = () =>
        driver.executeScript('return [innerWidth, innerHeight]') as Promise<[number, number]>;
      const rect = await window.getRect();
      const [innerWidth, innerHeight] = await inner();
      await window.setRect({
        width: width + rect.width - innerWidth,
        height: height + rect.height - innerHeight,
      });
      for (let attempt = 0; ; attempt++) {
        const now = await inner();
        if (now[0] === width && now[1] === height) return;
        if (attempt > 100) throw new Error(`the page is ${now.join('×')}, not ${width}×${height}`);
        await new Promise((done) => setTimeout(done, 20));
      }
    },
    run: <T>(body: string, ...args: unknown[]) => withEngines<T>(execute, body, args),
    async click(query) {
      await withEngines(execute, 'return !!engines;', []);
      const element = (await driver.executeScript(script(CLICKABLE, [query]))) as WebElement | null;
      if (!element) return false;
      await element.click();
      return true;
    },
    async type(text) {
      await driver.actions({ async: true }).sendKeys(text).perform();
    },
    async press(chord) {
      const keys = chord.split('+').map(seleniumKey);
      const last = keys.pop()!;
      let actions = driver.actions({ async: true });
      for (const modifier of keys) actions = actions.keyDown(modifier);
      actions = actions.sendKeys(last);
      for (const modifier of keys.reverse()) actions = actions.keyUp(modifier);
      await actions.perform();
    },
    async screenshot(path) {
      const { writeFile } = await import('node:fs/promises');
      await writeFile(path, await driver.takeScreenshot(), 'base64');
    },
    async quit() {
      await within(driver.quit(), 10_000, 'WebKitWebDriver quitting').catch(() => undefined);
      webDriver.kill('SIGTERM');
      xvfb.kill('SIGTERM');
      rmSync(gtkConfig, { recursive: true, force: true });
    },
  };
}
