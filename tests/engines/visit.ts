/**
 * A test's view of one engine: the driver (./driver.ts) with the origin and the mock world, and the
 * steps the journeys are written in. Waiting is polling until a condition holds (never a fixed sleep),
 * within `TIMEOUT_MS`. The keyboard steps check the focus after every key as tests/e2e/keyboard.ts
 * does: never on <body>, a visible ring on a control, inside the viewport, not covered.
 */
import { AUTHENTICATION_SERVICE_BASE } from '../../mock-server/handlers/authentication-service/http.ts';
import { DEFAULT_PASSWORD } from '../../mock-server/scenarios/default/personas.ts';
import { within, type Driver } from './driver.ts';
import type { Engines } from './in-page.ts';
import { describe, serialize, type Query } from './query.ts';
import { control } from './serve.ts';

export const PASSWORD = DEFAULT_PASSWORD;
const TIMEOUT_MS = 10_000;

type Stop = { what: string; problems: string[] };
/** What `engines[K]` of ./in-page.ts takes, with a `Query` where it takes one sent. */
type Sent<A> = { [I in keyof A]: A[I] extends ReturnType<typeof serialize> ? Query : A[I] };

export class Visit {
  /** How many focus stops the keyboard steps checked. */
  stops = 0;
  constructor(
    readonly driver: Driver,
    readonly origin: string,
    readonly world: string,
  ) {}

  go(path: string): Promise<void> {
    return this.driver.go(new URL(path, this.origin).href);
  }

  run<T>(body: string, ...args: unknown[]): Promise<T> {
    return this.driver.run<T>(body, ...args);
  }

  /**
   * Polls `probe` until it returns something truthy, and returns that; fails saying `what` and the last
   * value. A probe that never answers (a browser command left hanging) fails it too, at the same time.
   */
  async until<T>(
    what: string,
    probe: () => Promise<T | false | null | undefined>,
    timeoutMs = TIMEOUT_MS,
  ): Promise<T> {
    const end = Date.now() + timeoutMs;
    let last: unknown;
    for (;;) {
      try {
        last = await within(probe(), Math.max(end - Date.now(), 0) + 1000, 'the browser');
        if (last) return last as T;
      } catch (error) {
        last = error;
      }
      if (Date.now() > end) throw new Error(`waited ${timeoutMs} ms for ${what}; last: ${String(last)}`);
      await new Promise((done) => setTimeout(done, 50));
    }
  }

  /** Calls `engines[name]` of ./in-page.ts in the page (its queries sent as JSON). */
  ask<K extends Exclude<keyof Engines, 'find' | 'clickable'>>(
    name: K,
    ...args: Sent<Parameters<Engines[K]>>
  ): Promise<Awaited<ReturnType<Engines[K]>>> {
    const sent = args.map((arg) => (typeof arg === 'object' && arg !== null ? serialize(arg as Query) : arg));
    return this.run('return engines[args[0]](...args.slice(1));', name, ...sent);
  }

  /** Polls `probe` until it holds, as ./until does; `what` is what `query`'s element is awaited to do. */
  private wait<T>(query: Query, what: string, probe: () => Promise<T | false | null | undefined>) {
    return this.until(`${describe(query)} ${what}`, probe);
  }

  /** Whether `query` finds something now (no waiting). */
  shown = (q: Query) => this.ask('shown', q);
  see = (q: Query) => this.wait(q, 'to be shown', () => this.ask('shown', q));
  gone = (q: Query) => this.wait(q, 'to be gone', async () => !(await this.ask('shown', q)));
  focused = (q: Query) => this.wait(q, 'to have the focus', () => this.ask('focused', q));
  hasValue = (q: Query, value: string) =>
    this.wait(q, `to hold "${value}"`, async () => (await this.ask('value', q)) === value);
  /** Waits until the checkbox or radio is ticked. */
  ticked = (q: Query) => this.wait(q, 'to be ticked', async () => (await this.ask('checked', q)) === true);
  click = (q: Query) => this.wait(q, 'to click', () => this.driver.click(serialize(q)));
  /** Gives the element the focus by script (setting up a step, not the keyboard journey). */
  focus = (q: Query) => this.wait(q, 'to focus', () => this.ask('focus', q));
  /** Picks the option labelled (or valued) `label` in a <select>, as a person's choice would. */
  choose = (q: Query, label: string) =>
    this.wait(q, `to choose ${label}`, () => this.ask('choose', q, label));

  /** Waits until what `query` finds has a text matching `text`, and returns the text. */
  hasText = (q: Query, text: RegExp) =>
    this.wait(q, `to read ${text}`, async () => {
      const found = await this.ask('text', q);
      return found !== null && text.test(found) && found;
    });

  at(path: RegExp): Promise<string> {
    return this.until(`the address to match ${path}`, async () => {
      const where = await this.run<string>('return location.pathname + location.search;');
      return path.test(where) && where;
    });
  }

  /** Replaces the field's text by typing `text` into it. */
  async fill(query: Query, text: string): Promise<void> {
    await this.wait(query, 'to fill', () => this.ask('focus', query, true));
    await this.driver.type(text);
  }

  /**
   * Signs in through the API from the page (its cookies), as the keyboard journeys set a session up;
   * from any page of the origin (a fresh test starts on one).
   */
  async signInByApi(username: string, password = PASSWORD): Promise<void> {
    const status = await this.run<number>(
      `await fetch(args[0] + '/check');
       const xsrf = /(?:^|; )XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? '';
       const answer = await fetch(args[0] + '/login', {
         method: 'POST',
         headers: { 'X-CSRF-Token': decodeURIComponent(xsrf) },
         body: new URLSearchParams({ username: args[1], password: args[2] }),
       });
       return answer.status;`,
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

  mock<T = unknown>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    return control<T>(this.origin, this.world, method, path, body);
  }

  /** The latest mail to `to` that has `field` (a code or a link). */
  async lastMail(to: string, field: 'code' | 'link'): Promise<string> {
    // Waited for: a page may show its code field before the send call's answer, and the mail with it.
    let sent: string[] = [];
    return this.until(`a mail to ${to} with a ${field}`, async () => {
      const mails = await this.mock<{ to: string; code?: string; link?: string }[]>('GET', 'outbox');
      sent = mails.map((mail) => mail.to);
      return mails.filter((mail) => mail.to === to && mail[field]).at(-1)?.[field];
    }).catch((error: Error) => {
      throw new Error(`${error.message}; the world's outbox: [${sent.join(', ')}]`, { cause: error });
    });
  }

  /** What ./in-page.ts kept: `errors` (uncaught, unhandled, console.error), the last `pointer` events. */
  kept(what: 'errors' | 'pointer'): Promise<string[]> {
    return this.run(`return JSON.parse(sessionStorage.getItem('engines:' + args[0]) || '[]');`, what);
  }

  // The keyboard, the focus checked after every key.

  async press(key: string, settled?: () => Promise<unknown>): Promise<void> {
    await this.driver.press(key);
    if (settled) await settled();
    await this.checkStop(key);
  }

  /** Presses `key` to leave the app: a new document starts with the focus on its <body>. */
  leave(key: string): Promise<void> {
    return this.driver.press(key);
  }

  async type(text: string): Promise<void> {
    await this.checkStop('before typing');
    await this.driver.type(text);
  }

  /** Fails unless the focus is sound once the page is at rest (a navigation moves it a frame later). */
  async checkStop(step: string): Promise<void> {
    this.stops += 1;
    let stop: Stop = { what: '', problems: [] };
    await this.until(
      `${step}: a sound focus stop`,
      async () => {
        stop = await this.ask('focusStop');
        return stop.problems.length === 0;
      },
      5_000,
    ).catch(async () => {
      const where = await this.run<string>('return location.pathname;');
      throw new Error(`${step} (${where}): focus on ${stop.what}: ${stop.problems.join('; ')}`);
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
      let presses = 0;
      while (!(await atEnd())) {
        if (++presses > 80) throw new Error(`${end} stop of ${describe(scope)} not reached by ${key}`);
        await this.press(key);
      }
    }
  }
}
