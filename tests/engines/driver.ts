/**
 * One driver over two protocols: Firefox ESR over WebDriver BiDi (puppeteer-core) and WebKitGTK's
 * MiniBrowser over classic WebDriver (selenium-webdriver, WebKitWebDriver on an Xvfb display of its
 * own). Playwright drives neither of these builds (docs/testing.md, "Three engines"). Each engine gives
 * its few primitives (`Protocol`); what a test does with them is written once (`Driver`).
 */
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import puppeteer, { type ElementHandle, type KeyInput, type Page } from 'puppeteer-core';
import { Builder, Key, type WebElement } from 'selenium-webdriver';
import { DriverService } from 'selenium-webdriver/remote';
import type { Query } from './in-page.ts';
import { IN_PAGE_PATH, inPageSource } from './serve.ts';
import { namingUnknownCommands } from './unknown-command.ts';

export type Engine = 'firefox' | 'webkit';
export type Scheme = 'light' | 'dark';

export const FIREFOX_PATH = process.env.ENGINES_FIREFOX_PATH ?? '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER_PATH = process.env.ENGINES_WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const MINIBROWSER_PATH =
  process.env.ENGINES_MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const XVFB_PATH = '/usr/bin/Xvfb';

/**
 * The installed browsers' names and versions, read without starting them: Firefox's own `--version`, and
 * WebKitGTK's from the Debian package that holds MiniBrowser (MiniBrowser has no `--version`).
 */
export function installedVersions(engines: readonly Engine[]): string[] {
  const read = (command: string, args: string[]) => {
    try {
      return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    } catch {
      return '';
    }
  };
  return engines.map((engine) => {
    if (engine === 'firefox')
      return `${read(FIREFOX_PATH, ['--version']) || 'Firefox: version unknown'} (${FIREFOX_PATH})`;
    const owner = read('dpkg-query', ['--search', MINIBROWSER_PATH]).split(':')[0];
    const version = owner && read('dpkg-query', ['--show', '--showformat=${Version}', owner]);
    return `WebKitGTK ${version || 'version unknown'} (${MINIBROWSER_PATH})`;
  });
}

/** What each engine does its own way. */
export interface Protocol {
  /** The browser's name and version, as its driver reports them (`firefox/153.7.0`, `MiniBrowser 2.50.6`). */
  version: string;
  /** Runs a function body (`return` gives the answer) in the page. */
  execute(body: string): Promise<unknown>;
  /** Clicks the element the function body returns; false when it returns none. */
  clickReturned(body: string): Promise<boolean>;
  go(url: string): Promise<void>;
  deleteCookies(): Promise<void>;
  /** The viewport's CSS width and height (not the window's). */
  viewport(width: number, height: number): Promise<void>;
  /** One key, or a chord such as `Shift+Tab` (names as in KeyboardEvent.key; `Space` for a space). */
  press(chord: string): Promise<void>;
  type(text: string): Promise<void>;
  screenshot(path: string): Promise<void>;
  quit(): Promise<void>;
}

export type Driver = Protocol & {
  engine: Engine;
  /** True once a command got no answer in COMMAND_TIMEOUT_MS: no command is sent to it after (`answering`). */
  readonly silent: boolean;
  /** Cookies and storage cleared, then `cookie` set on `origin` (the mock world's). */
  fresh(origin: string, cookie: string): Promise<void>;
  /** Runs `body` in the page with `args`, `engines` of ./in-page.ts at hand. */
  run<T>(body: string, ...args: unknown[]): Promise<T>;
  /** A real click on what `query` finds (false when nothing is found, or it is disabled or moving). */
  click(query: Query): Promise<boolean>;
};

/** What `within` fails with when the time passes without an answer. */
export class NoAnswer extends Error {
  override name = 'NoAnswer';
}

/** `work`, or a failure once `ms` pass without its answer (a browser can stop answering). */
export const within = <T>(work: Promise<T>, ms: number, what: string): Promise<T> =>
  Promise.race([
    work,
    sleep(ms, undefined, { ref: false }).then(() =>
      Promise.reject(new NoAnswer(`${what}: no answer in ${ms} ms`)),
    ),
  ]);

/** A browser that left a command without an answer: it is to be replaced, not asked again. */
export class BrowserSilent extends Error {
  override name = 'BrowserSilent';
}

/**
 * How long one command may go without an answer before its browser counts as silent. A command answers in
 * milliseconds, a navigation in a few seconds on the 2-core machine with four browsers running; far above
 * both, and far below the journey's limit (./run.ts), so a browser that stops answering costs this once.
 */
export const COMMAND_TIMEOUT_MS = 45_000;

/**
 * `protocol` with each command bounded by `ms`: one without an answer fails with BrowserSilent, and from
 * then on every command fails so at once, unsent. WebKitGTK 2.50 now and then stops answering every
 * command in CI (the forgot-password journey's expired link, twice), and WebKitWebDriver can drop a
 * waiting command's answer when a second command arrives meanwhile (WebKit bug 323447, fixed after 2.50):
 * a silent browser is not asked again. `quit` is left to the engine's own bounds.
 */
export function answering(
  protocol: Protocol,
  ms = COMMAND_TIMEOUT_MS,
): Protocol & { readonly silent: boolean } {
  let silentSince: string | undefined;
  const bounded: Record<string, unknown> = {};
  for (const [method, value] of Object.entries(protocol)) {
    if (typeof value !== 'function' || method === 'quit') {
      bounded[method] = value;
      continue;
    }
    bounded[method] = async (...args: unknown[]) => {
      if (silentSince) throw new BrowserSilent(`${protocol.version} is silent since ${silentSince}`);
      try {
        return await within((value as (...args: unknown[]) => Promise<unknown>)(...args), ms, method);
      } catch (error) {
        if (!(error instanceof NoAnswer)) throw error;
        silentSince ??= `${method}() got no answer in ${ms} ms`;
        throw new BrowserSilent(`${protocol.version}: ${silentSince}`, { cause: error });
      }
    };
  }
  Object.defineProperty(bounded, 'silent', { get: () => silentSince !== undefined });
  return bounded as unknown as Protocol & { readonly silent: boolean };
}

/** The running processes' ids, as Linux's /proc lists them. */
const processIds = () => readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));

/** The processes with `arg` among their arguments. */
function processesOf(arg: string): number[] {
  return processIds()
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').includes(arg);
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** `root` and every process under it, read now (an orphan's parent becomes init once its own has ended). */
function withDescendants(root: number): number[] {
  if (!root) return [];
  const children = new Map<number, number[]>();
  for (const entry of processIds()) {
    try {
      // pid (comm) state ppid …: the command's name may hold spaces and brackets.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // Ended while read.
    }
  }
  const tree = [root];
  for (let at = 0; at < tree.length; at++) tree.push(...(children.get(tree[at]!) ?? []));
  return tree;
}

const killAll = (pids: number[]) => {
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already ended.
    }
  }
};

/** Asks `holds` every 20 ms until it is true, for at most 5 s; fails naming `what`. */
async function settled(what: string, holds: () => Promise<boolean>): Promise<void> {
  for (let attempt = 0; !(await holds()); attempt++) {
    if (attempt >= 250) throw new Error(`waited 5 s for ${what}`);
    await sleep(20);
  }
}

const MISSING = 'engines-missing';
const sent = (_key: string, value: unknown) =>
  value instanceof RegExp ? { source: value.source, flags: value.flags } : value;
const script = (body: string, args: unknown[]) =>
  `return (async () => { const args = ${JSON.stringify(args, sent)};\n${body}\n})();`;

export function driverOver(engine: Engine, unnamed: Protocol, commandTimeoutMs = COMMAND_TIMEOUT_MS): Driver {
  const protocol = answering(namingUnknownCommands(unnamed), commandTimeoutMs);
  /**
   * A page nginx does not serve under /auth (the mock's landing after sign-in) has not loaded
   * ./in-page.ts, and its policy refuses a script element: there the driver runs it, once per page.
   */
  const run = async <T>(body: string, ...args: unknown[]): Promise<T> => {
    const guarded = body.includes('engines') ? `if (!window.engines) return '${MISSING}';\n${body}` : body;
    const answer = await protocol.execute(script(guarded, args));
    if (answer !== MISSING) return answer as T;
    await protocol.execute(inPageSource());
    return (await protocol.execute(script(body, args))) as T;
  };
  return {
    ...protocol,
    get silent() {
      return protocol.silent;
    },
    engine,
    run,
    async fresh(origin, cookie) {
      // about:blank first ends the last test's page, so no answer to it sets a cookie after the clearing;
      // then a page of the origin that is no JSON (Firefox's JSON viewer navigates on its own).
      await protocol.go('about:blank');
      await protocol.go(`${origin}${IN_PAGE_PATH}`);
      await protocol.deleteCookies();
      // WebKitGTK's driver may answer Delete All Cookies before the network process has deleted them;
      // a world cookie set in that gap was deleted with the rest, and the journey's calls went to the
      // default world (a CI run's forgot-password mail never reached the test's world). So the
      // deletion is seen first, and the world's cookie read back after.
      await settled('the cookies deleted', () => run<boolean>(`return document.cookie === '';`));
      await run(`localStorage.clear(); sessionStorage.clear(); document.cookie = args[0];`, cookie);
      // A write can still be lost (a CI run's WebKitGTK at 1280 px never showed it in 5 s, its page blank):
      // a poll that does not see the cookie writes it again, and it counts as set once a poll sees it
      // without having written it.
      const name = cookie.slice(0, cookie.indexOf(';'));
      await settled(`the cookie ${name} set`, () =>
        run<boolean>(
          `const seen = document.cookie.split('; ').includes(args[0]);
          if (!seen) document.cookie = args[1];
          return seen;`,
          name,
          cookie,
        ),
      );
    },
    async click(query) {
      await run('return !!engines;');
      return protocol.clickReturned(script('return engines.clickable(args[0]);', [query]));
    },
  };
}

/**
 * WebDriver BiDi's browsingContext.setViewport, which every Firefox ESR since 128 knows. Puppeteer's
 * page.setViewport sends emulation.setScreenOrientationOverride with it, which Firefox 140 ESR does not
 * know. Puppeteer's BiDi frame carries its browsing context; its type is not exported.
 */
function setBidiViewport(page: Page, width: number, height: number) {
  const { browsingContext } = page.mainFrame() as unknown as {
    browsingContext: { setViewport(options: { viewport: { width: number; height: number } }): Promise<void> };
  };
  return browsingContext.setViewport({ viewport: { width, height } });
}

export async function startFirefox(scheme: Scheme): Promise<Driver> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    // A window larger than any viewport a test asks for (setViewport waits forever beyond the window).
    args: ['--width=1600', '--height=1200'],
    defaultViewport: null,
    extraPrefsFirefox:
      scheme === 'dark'
        ? { 'ui.systemUsesDarkTheme': 1, 'layout.css.prefers-color-scheme.content-override': 0 }
        : {},
  });
  // A tab of its own: the one Firefox opens at launch is not the active one, and shows no focus ring.
  const page = await browser.newPage();
  const execute = (body: string) => page.evaluate(`(() => { ${body} })()`);
  return driverOver('firefox', {
    // 'firefox/153.7.0' → 'Firefox 153.7.0'
    version: (await browser.version()).replace(/^firefox\//i, 'Firefox '),
    execute,
    async clickReturned(body) {
      const element = (
        await page.evaluateHandle(`(() => { ${body} })()`)
      ).asElement() as ElementHandle | null;
      await element?.click();
      return !!element;
    },
    go: async (url) => void (await page.goto(url)),
    deleteCookies: async () => page.deleteCookie(...(await page.cookies())),
    viewport: (width, height) => setBidiViewport(page, width, height),
    async press(chord) {
      const [key, ...modifiers] = chord
        .split('+')
        .reverse()
        .map((name) => (name === 'Space' ? ' ' : name)) as KeyInput[];
      for (const modifier of modifiers) await page.keyboard.down(modifier);
      await page.keyboard.press(key!);
      for (const modifier of modifiers) await page.keyboard.up(modifier);
    },
    type: (text) => page.keyboard.type(text),
    screenshot: async (path) => void (await page.screenshot({ path: path as `${string}.png` })),
    async quit() {
      const tree = withDescendants(browser.process()?.pid ?? 0);
      await within(browser.close(), 10_000, 'Firefox closing').catch(() => killAll(tree));
    },
  });
}

/** WebKitWebDriver and its MiniBrowser (in dark mode for the dark scheme) on an Xvfb display of their own. */
export async function startWebKit(scheme: Scheme): Promise<Driver> {
  // Xvfb picks a free display and writes its number to file descriptor 3.
  const xvfb = spawn(XVFB_PATH, ['-displayfd', '3', '-screen', '0', '1600x1200x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
  });
  const [display] = await within(once(xvfb.stdio[3]!, 'data'), 10_000, 'Xvfb');
  // MiniBrowser's toolbar keeps its window at least 447 px wide; shrunk to nothing by a GTK style
  // sheet of its own, the window can give the page a phone's 375 px.
  const gtkConfig = mkdtempSync(join(tmpdir(), 'engines-gtk-'));
  mkdirSync(join(gtkConfig, 'gtk-3.0'));
  writeFileSync(
    join(gtkConfig, 'gtk-3.0', 'gtk.css'),
    '* { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px; }\n',
  );
  const service = new DriverService.Builder(WEBKIT_DRIVER_PATH)
    .setLoopback(true)
    .setEnvironment({
      ...process.env,
      DISPLAY: `:${String(display).trim()}`,
      XDG_CONFIG_HOME: gtkConfig,
      // Xvfb has no GPU: composited, every frame went through Mesa's software OpenGL. Painted by WebKit
      // itself, as on a machine without a GPU (the same DOM, focus and layout), its runs take a third
      // less CPU (37–43 s against 56–65 s on the 2-core machine; docs/testing.md, "Three engines").
      WEBKIT_DISABLE_COMPOSITING_MODE: '1',
    })
    .build();
  const address = await service.start(10_000);
  const driverProcess = processesOf(`--port=${new URL(address).port}`);
  const driver = await new Builder()
    .usingServer(address)
    .withCapabilities({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': {
        binary: MINIBROWSER_PATH,
        args: ['--automation', ...(scheme === 'dark' ? ['--dark-mode'] : [])],
      },
    })
    .build();
  const execute = (body: string) => driver.executeScript(body);
  const inner = () => execute('return [innerWidth, innerHeight]') as Promise<[number, number]>;
  const seleniumKey = (key: string) => (Key as unknown as Record<string, string>)[key.toUpperCase()] ?? key;
  return driverOver('webkit', {
    version: `WebKitGTK MiniBrowser ${String((await driver.getCapabilities()).get('browserVersion'))}`,
    execute,
    async clickReturned(body) {
      const element = (await execute(body)) as WebElement | null;
      await element?.click();
      return !!element;
    },
    go: (url) => driver.get(url),
    deleteCookies: () => driver.manage().deleteAllCookies(),
    async viewport(width, height) {
      // The window's frame (what it has around the page) added to the size asked for, then read back
      // until the page has it (the window resizes a moment after the command answers).
      const window = driver.manage().window();
      const [rect, [innerWidth, innerHeight]] = await Promise.all([window.getRect(), inner()]);
      await window.setRect({
        width: width + rect.width - innerWidth,
        height: height + rect.height - innerHeight,
      });
      for (let attempt = 0, now = await inner(); now[0] !== width || now[1] !== height; now = await inner()) {
        if (++attempt > 100) throw new Error(`the page is ${now.join('×')}, not ${width}×${height}`);
        await sleep(20);
      }
    },
    async press(chord) {
      const [key, ...modifiers] = chord.split('+').reverse().map(seleniumKey);
      let actions = driver.actions({ async: true });
      for (const modifier of modifiers) actions = actions.keyDown(modifier);
      actions = actions.sendKeys(key!);
      for (const modifier of modifiers) actions = actions.keyUp(modifier);
      await actions.perform();
    },
    type: (text) => driver.actions({ async: true }).sendKeys(text).perform(),
    screenshot: async (path) => writeFile(path, await driver.takeScreenshot(), 'base64'),
    async quit() {
      // Read before any of them ends: a web process outlives its MiniBrowser (a page in a loop, at 100% CPU).
      const tree = driverProcess.flatMap(withDescendants);
      await within(driver.quit(), 10_000, 'WebKitWebDriver quitting').catch(() => undefined);
      await service.kill();
      xvfb.kill('SIGTERM');
      killAll(tree);
      rmSync(gtkConfig, { recursive: true, force: true });
    },
  });
}
