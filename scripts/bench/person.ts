/**
 * The person on the phone, driven through DevTools' protocol alone: the page's own world asked by
 * `Runtime.evaluate`, touches and keys sent as `Input` events. Not Playwright's locators, `waitFor…` or
 * `evaluate`: those first put Playwright's injected and utility scripts into the page, compiled and run on
 * its main thread, then poll it in every frame. On the phone's CPU (6x, this machine) that was a task of
 * 155 to 207 ms as the document arrived and tasks of about 110 ms after it, and the reset link's first
 * field showed about 400 ms later: 1,679 against 1,274 ms (medians of 5 runs each, alternated, the same
 * build). A person's finger costs the page nothing; neither may the bench's.
 *
 * What the person waits for is a test run in the page's world by its instrumentation (./phone.ts
 * `instrument`, `__phoneUntil`): in the frame after a change of the document, as a mark is timed and as the
 * focus moves; no polling.
 */
import type { CDPSession, Page } from '@playwright/test';

export type Person = {
  /**
   * The value of `test` (an expression in the page's world) once it is neither null, undefined nor false;
   * `what` names it in the error if it never is (in `timeoutMs`).
   */
  until<T>(test: string, what: string): Promise<T>;
  /** The value of `expression` in the page's world, now. */
  read<T>(expression: string): Promise<T>;
  /** One touch in the middle of the first element `selector` finds that shows, once one does (scrolled to). */
  tap(selector: string): Promise<void>;
  /** What the first field `selector` finds that shows holds. */
  valueOf(selector: string): Promise<string>;
};

/** The phone's person on `page`, through `cdp` (a DevTools session of that page). */
export function personOn(page: Page, cdp: CDPSession, timeoutMs: number): Person {
  const evaluate = async <T>(expression: string, awaitPromise: boolean): Promise<T> => {
    const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', {
      expression,
      awaitPromise,
      returnByValue: true,
    });
    if (exceptionDetails)
      throw new Error(
        `in the page: ${exceptionDetails.exception?.description ?? exceptionDetails.text} (${expression.slice(0, 120)})`,
      );
    return result.value as T;
  };
  let waits = 0;
  const until = async <T>(test: string, what: string): Promise<T> => {
    const id = ++waits;
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        reject(new Error(`waited ${timeoutMs} ms for ${what}`));
        // Its test would otherwise run in every frame until the page closes.
        evaluate(`__phoneForget(${id})`, false).catch(() => undefined);
      }, timeoutMs);
    });
    try {
      return await Promise.race([evaluate<T>(`__phoneUntil(() => (${test}), ${id})`, true), timedOut]);
    } finally {
      clearTimeout(timer);
    }
  };
  const showing = (selector: string) => `__phoneShowing(${JSON.stringify(selector)})`;
  return {
    until,
    read: (expression) => evaluate(expression, false),
    async tap(selector) {
      const [x, y] = await until<[number, number]>(
        `(() => {
          const element = ${showing(selector)};
          if (!element) return null;
          element.scrollIntoView({ block: 'nearest' });
          const box = element.getBoundingClientRect();
          return [box.x + box.width / 2, box.y + box.height / 2];
        })()`,
        `${selector} to show`,
      );
      await page.touchscreen.tap(x, y);
    },
    valueOf: (selector) => evaluate(`${showing(selector)}?.value ?? ''`, false),
  };
}
