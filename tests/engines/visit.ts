/**
 * A test's view of one engine: the driver (./driver.ts) with the origin, the mock world and the scheme
 * of its run, and the steps the journeys are written in. Waiting is polling until a condition holds
 * (never a fixed sleep), within `TIMEOUT_MS`. The keyboard steps check the focus after every key as
 * tests/e2e/keyboard.ts does, with the same in-page check.
 */
import { AUTHENTICATION_SERVICE_BASE } from '../../mock-server/handlers/authentication-service/http.ts';
import { DEFAULT_PASSWORD } from '../../mock-server/scenarios/default/personas.ts';
import { PRERENDERED_FRAME_ID } from '../../src/common/prerendered/frame.ts';
import type { DisplayOptions } from '../e2e/sweep/displays-in-page.ts';
import { BrowserSilent, type Driver, type Scheme } from './driver.ts';
import type { Engines, Query, SentQuery } from './in-page.ts';
import { control } from './serve.ts';

/** The query in words, for a failure's message. */
export const describe = (query: Query): string =>
  (query.within ? `${describe(query.within)} > ` : '') +
  (query.css ?? (query.testId ? `[data-testid=${query.testId}]` : (query.role ?? 'label'))) +
  ((query.name ?? query.label) ? ` "${String(query.name ?? query.label)}"` : '');

export const PASSWORD = DEFAULT_PASSWORD;
const TIMEOUT_MS = 10_000;

/** What `engines[K]` of ./in-page.ts takes, with a `Query` where it takes one sent. */
type Sent<A> = { [I in keyof A]: A[I] extends SentQuery ? Query : A[I] };
type Asked = Exclude<keyof Engines, 'clickable'>;

export class Visit {
  constructor(
    readonly driver: Driver,
    readonly origin: string,
    readonly world: string,
    readonly scheme: Scheme,
  ) {}

  go = (path: string) => this.driver.go(new URL(path, this.origin).href);
  run = <T>(body: string, ...args: unknown[]) => this.driver.run<T>(body, ...args);
  mock = <T = unknown>(method: 'GET' | 'POST', path: string, body?: unknown) =>
    control<T>(this.origin, this.world, method, path, body);

  /**
   * Polls `probe` until it returns something truthy, and returns that; fails saying `what` and the last
   * value. A browser that stops answering (./driver.ts `answering`) fails it at once, asked nothing more.
   */
  async until<T>(what: string, probe: () => Promise<T | false | null | undefined>, timeoutMs = TIMEOUT_MS) {
    const end = Date.now() + timeoutMs;
    for (let last: unknown; ; await new Promise((done) => setTimeout(done, 50))) {
      last = await probe().catch((error) => error);
      if (last instanceof BrowserSilent) throw last;
      if (last && !(last instanceof Error)) return last as T;
      if (Date.now() > end) throw new Error(`waited ${timeoutMs} ms for ${what}; last: ${String(last)}`);
    }
  }

  /** Calls `engines[name]` of ./in-page.ts in the page (its queries sent as JSON). */
  ask<K extends Asked>(
    name: K,
    ...args: Sent<Parameters<Engines[K]>>
  ): Promise<Awaited<ReturnType<Engines[K]>>> {
    return this.run('return engines[args[0]](...args.slice(1));', name, ...args);
  }

  /** Waits until `engines[name](query, ...)` answers as `holds` says; `what` is what the element is to do. */
  private wait(
    what: string,
    name: Asked,
    [q, ...rest]: [Query, ...unknown[]],
    holds: (answer: unknown) => boolean = Boolean,
  ) {
    return this.until(`${describe(q)} ${what}`, async () =>
      holds(await this.run('return engines[args[0]](...args.slice(1));', name, q, ...rest)),
    );
  }

  shown = (q: Query) => this.ask('shown', q);
  see = (q: Query) => this.wait('to be shown', 'shown', [q]);
  gone = (q: Query) => this.wait('to be gone', 'shown', [q], (shown) => !shown);
  focused = (q: Query) => this.wait('to have the focus', 'focused', [q]);
  hasValue = (q: Query, value: string) =>
    this.wait(`to hold "${value}"`, 'value', [q], (now) => now === value);
  /** Waits until the checkbox or radio is ticked. */
  ticked = (q: Query) => this.wait('to be ticked', 'checked', [q], (now) => now === true);
  hasText = (q: Query, text: RegExp) =>
    this.wait(`to read ${text}`, 'text', [q], (now) => typeof now === 'string' && text.test(now));
  /** Gives the element the focus by script (setting up a step, not the keyboard journey). */
  focus = (q: Query) => this.wait('to focus', 'focus', [q]);
  /** Picks the option labelled (or valued) `label` in a <select>, as a person's choice would. */
  choose = (q: Query, label: string) => this.wait(`to choose ${label}`, 'choose', [q, label]);
  click = (q: Query) => this.until(`${describe(q)} to click`, () => this.driver.click(q));

  at = (path: RegExp) =>
    this.until(`the address to match ${path}`, async () =>
      path.test(await this.run<string>('return location.pathname + location.search;')),
    );

  /** Replaces the field's text by typing `text` into it. */
  async fill(q: Query, text: string): Promise<void> {
    await this.wait('to fill', 'focus', [q, true]);
    await this.driver.type(text);
  }

  /** Signs in through the API from the page (its cookies), as the keyboard journeys set a session up. */
  async signInByApi(username: string, password = PASSWORD): Promise<void> {
    const status = await this.run<number>(
      `await fetch(args[0] + '/check');
       const xsrf = /(?:^|; )XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? '';
       const headers = { 'X-CSRF-Token': decodeURIComponent(xsrf) };
       const body = new URLSearchParams({ username: args[1], password: args[2] });
       return (await fetch(args[0] + '/login', { method: 'POST', headers, body })).status;`,
      AUTHENTICATION_SERVICE_BASE,
      username,
      password,
    );
    if (status >= 300) throw new Error(`signing ${username} in through the API: ${status}`);
  }

  /** The sign-in form's two steps by mouse: username, Next, password, Log in. */
  async logIn(username: string, password = PASSWORD): Promise<void> {
    await this.fill({ role: 'textbox', name: 'Username' }, username);
    await this.click({ role: 'button', name: 'Next' });
    await this.fill({ label: /^Password/ }, password);
    await this.click({ role: 'button', name: 'Log in' });
  }

  /** The latest mail to `to` that has `field` (a code or a link), waited for (it may follow the page). */
  async lastMail(to: string, field: 'code' | 'link'): Promise<string> {
    let sent: string[] = [];
    return this.until(`a mail to ${to} with a ${field}`, async () => {
      const mails = await this.mock<{ to: string; code?: string; link?: string }[]>('GET', 'outbox');
      sent = mails.map((mail) => mail.to);
      return mails.filter((mail) => mail.to === to && mail[field]).at(-1)?.[field];
    }).catch((error: Error) => {
      throw new Error(`${error.message}; the world's outbox: [${sent.join(', ')}]`, { cause: error });
    });
  }

  /**
   * Where the page stands, in one line, for a failure's message: its address, the prerendered screen
   * (sign-in's frame or a route's first screen) if still there, the app's `#root`, and the focus. A page
   * that shows nothing is told apart: a screen gone with the app's root hidden, or out of the document (a
   * form takes it out while it takes the screen over).
   */
  pageState = () =>
    this.run<string>(
      `const frame = document.getElementById(args[0]);
       const root = document.getElementById('root');
       const active = document.activeElement;
       const described = (element) => element
         ? element.tagName.toLowerCase() + (element.getAttribute('name') ? '[name=' + element.getAttribute('name') + ']' : '')
         : 'none';
       return [
         location.pathname + location.search,
         'screen: ' + (frame
           ? (frame.hidden ? 'hidden' : 'shown') + [...frame.attributes].map((a) => a.name).filter((n) => n.startsWith('data-')).map((n) => ' ' + n).join('')
           : 'none'),
         'root: ' + (!root ? 'out of the document' : (root.hidden ? 'hidden, ' : '') + root.childElementCount + ' children'),
         'focus: ' + described(active),
       ].join('; ');`,
      PRERENDERED_FRAME_ID,
    );

  /** What ./in-page.ts kept: `errors` (uncaught, unhandled, console.error), the last `pointer` events. */
  kept = (what: 'errors' | 'pointer') =>
    this.run<string[]>(`return JSON.parse(sessionStorage.getItem('engines:' + args[0]) || '[]');`, what);

  /**
   * The page is in this run's scheme (`prefers-color-scheme` matches it), its main surface dark or
   * light, and every visible text ≥ 4.5:1 against what is behind it (3:1 when large), as
   * tests/e2e/sweep/displays-in-page.ts computes them.
   */
  async inScheme(): Promise<void> {
    const dark = await this.run<boolean>(`return matchMedia('(prefers-color-scheme: dark)').matches;`);
    const options: DisplayOptions = { checks: ['surface', 'text-contrast'], surface: this.scheme };
    const findings = await this.run<string[]>('return engines.inspectDisplay(args[0]);', options);
    if (dark !== (this.scheme === 'dark')) findings.unshift(`prefers-color-scheme: dark is ${dark}`);
    const page = await this.run<string>('return location.pathname;');
    if (findings.length)
      throw new Error(`${page} in the ${this.scheme} scheme:\n    ${findings.join('\n    ')}`);
  }

  // The keyboard, the focus checked after every key.

  async press(key: string, settled?: () => Promise<unknown>): Promise<void> {
    await this.driver.press(key);
    if (settled) await settled();
    await this.checkStop(key);
  }

  /** Presses `key` to leave the app: a new document starts with the focus on its <body>. */
  leave = (key: string) => this.driver.press(key);

  async type(text: string): Promise<void> {
    await this.checkStop('before typing');
    await this.driver.type(text);
  }

  /** Fails unless the focus is sound once the page is at rest (a navigation moves it a frame later). */
  async checkStop(step: string): Promise<void> {
    let stop = { what: '', problems: [] as string[], history: [] as string[] };
    await this.until(
      `${step}: a sound focus stop`,
      async () => (stop = await this.ask('focusStop')).problems.length === 0,
      5_000,
    ).catch(async () => {
      const page = await this.run<string>('return location.pathname;');
      throw new Error(
        `${step} (${page}): focus on ${stop.what}: ${stop.problems.join('; ')}\n  the focus's last moves:\n    ${stop.history.join('\n    ')}`,
      );
    });
  }

  /** Tabs (or Shift+Tabs, when it lies behind the focus) to `target`, checking every stop. */
  async tabTo(target: Query, max = 40): Promise<void> {
    await this.see(target);
    const behind = await this.ask('behindFocus', target);
    for (let i = 0; i < max; i += 1) {
      if (await this.ask('focused', target)) return;
      await this.press(behind ? 'Shift+Tab' : 'Tab');
    }
    throw new Error(`${describe(target)} not reached in ${max} presses`);
  }

  /** Every stop of `scope`: Tab to its last control, then Shift+Tab back to its first. */
  async walk(scope: Query = { css: 'main' }): Promise<void> {
    for (const [end, key] of [
      ['last', 'Tab'],
      ['first', 'Shift+Tab'],
    ] as const) {
      const atEnd = () => this.ask('edgeStop', scope, end);
      await this.until(`something to Tab to in ${describe(scope)}`, async () => (await atEnd()) !== null);
      for (let presses = 0; !(await atEnd()); presses += 1) {
        if (presses >= 80) throw new Error(`${end} stop of ${describe(scope)} not reached by ${key}`);
        await this.press(key);
      }
    }
  }
}
