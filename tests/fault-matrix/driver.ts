/**
 * What a fault-matrix driver is (./harness.ts runs them) and the small helpers drivers
 * share to reach a call the way a person would.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { REQUEST_TIMEOUT_MS } from '../../src/api/requestTimeout';
import type { MessageKey } from '../../src/lib/messageKey';
import type { ResultKind } from '../../src/lib/results';
import { labelStarting, type Name, text } from './words';

/**
 * What a failed call must leave behind, beyond the core of every cell (the fault was hit, the page is
 * not blank, nothing reaches console.error or goes uncaught).
 * - `try-again` (the default): the call is the screen's own (its page data or its form), and every
 *   kind the matrix injects is transient (src/common/form/transient.ts: 5xx, no answer, a timeout, an
 *   unreadable 200), so the person sees the failure with Try again and keeps what they typed.
 * - `usable`: a call in the background of a screen whose failure the person need not act on; the
 *   screen stays usable, showing `shows`, and offers no Try again for it.
 * - `by-spec`: a call whose failure the spec (or the code that carries it out) answers its own way: a
 *   result page, a toast and a reload, a field message; `shows` finds it.
 * `why` states the rule in full (what the product does when that call fails, and the code that carries
 *   it out), so it reads on its own.
 */
export type Expectation = { rule: 'try-again' } | { rule: 'usable' | 'by-spec'; shows: Sign; why: string };

/**
 * What the page shows, found by role or kind and named by the app's own words (the catalogue key, in
 * the app's language): throws until it is there.
 */
export type Sign = (t: Translate) => unknown;
type Translate = (key: MessageKey, values?: Record<string, string>) => string;

/** The page's heading says `key`. */
export const heading =
  (key: MessageKey, values?: Record<string, string>): Sign =>
  (t) =>
    screen.getByRole('heading', { level: 1, name: t(key, values) });
/** A field labelled `key` is there (a password field has no role: by its label). */
export const field =
  (key: MessageKey): Sign =>
  (t) =>
    screen.getByLabelText((label) => label.startsWith(t(key)), { selector: 'input' });
/** A field whose description says `key`: the field's own message. */
export const fieldSaying =
  (key: MessageKey): Sign =>
  (t) =>
    screen.getAllByRole('textbox', { description: (description) => description.includes(t(key)) });
/** An error block (role alert) whose message is `key`'s. */
export const alertSaying =
  (key: MessageKey): Sign =>
  (t) =>
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContainEqual(
      expect.stringContaining(t(key)),
    );
/** A toast of `type` (its `data-toast-type`) saying `key`. */
export const toastSaying =
  (type: 'success' | 'error', key: MessageKey, values?: Record<string, string>): Sign =>
  (t) =>
    expect(
      [...document.querySelectorAll(`[data-toast-type="${type}"]`)].map((toast) => toast.textContent),
    ).toContainEqual(expect.stringContaining(t(key, values)));
/** The flow ended on the result page of `kind` (its `data-result-kind`, src/app/ResultPage.tsx). */
export const resultPage =
  (kind: ResultKind): Sign =>
  () =>
    expect(screen.getByRole('region').dataset.resultKind).toBe(kind);
/** `key`'s words on their own (a waiting page's one line). */
export const says =
  (key: MessageKey): Sign =>
  (t) =>
    screen.getByText(t(key));

/** The failure answered the spec's own way, as `shows` finds it; `why` names where the spec says so. */
export const bySpec = (shows: Sign, why: string): Expectation => ({ rule: 'by-spec', shows, why });
/** The call is in the background: the screen stays usable, as `shows` finds it; `why` names the rule. */
export const usable = (shows: Sign, why: string): Expectation => ({ rule: 'usable', shows, why });

export interface Driver {
  /** The calls (as ./calls.ts names them) this driver reaches. */
  calls: string[];
  method: string;
  /** The path the fault matches (the end of the request's path). */
  faultPath: string;
  url: string;
  /** The persona signed in first (mock-server/scenarios/default/personas.ts), if any. */
  as?: string;
  /**
   * Where the person stands before the page opens, beyond signing in (a step's answers kept for the
   * tab, as after a reload): runs after `as`, before the fault is set.
   */
  before?: () => void | Promise<void>;
  /** Undoes what the cell left in the test kit's shared state (the app's language, say). */
  cleanUp?: () => void | Promise<void>;
  /** Fills and sends the form; returns the fields whose typed values must survive. */
  act?: (user: UserEvent) => Promise<Array<HTMLInputElement | HTMLSelectElement>>;
  expect?: Expectation;
  /** Kinds whose answer means something else for this call (an HTML 200 may be the very page asked for). */
  expectFor?: Partial<Record<'html-200', Expectation>>;
  /** Feature flags (mock-server/scenarios/reference-data.ts) turned on before the page opens. */
  flagsOn?: string[];
  /**
   * A POST that reads (a search): its timeout cell gets the real answer late, as a GET's does, and the
   * failure shows as the read's own error with Try again rather than a form's timeout words.
   */
  isRead?: boolean;
}

/**
 * Puts `text` into `field` as one paste (a trailing `{Enter}` pressed after it): the matrix is about what a
 * failed call leaves behind, not typing, and a keystroke at a time re-renders the form per character,
 * which was most of the matrix's time. The screens' own tests type key by key.
 */
export async function pasteInto(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  const enter = text.endsWith('{Enter}');
  await user.click(field);
  await user.paste(enter ? text.slice(0, -'{Enter}'.length) : text);
  if (enter) await user.keyboard('{Enter}');
}

export const textbox = (name: Name) => screen.findByRole<HTMLInputElement>('textbox', { name });
export const button = (name: Name) => screen.getByRole('button', { name });
export const findButton = (name: Name) => screen.findByRole('button', { name });
export const passwordInput = (name: Name) =>
  screen.findByLabelText<HTMLInputElement>(name, { selector: 'input' });
/** Passes every password rule of the mock. */
export const NEW_PASSWORD = 'Qz7#mLp2vR!x';

/** The recovery email form: the address typed, then its Submit. */
export function emailForm(address: string) {
  return async (user: UserEvent) => {
    const field = await textbox(labelStarting('recovery:email.label'));
    await pasteInto(user, field, address);
    await user.click(button(text('recovery:actions.submit')));
    return [field];
  };
}

type DriverExtra = Partial<Omit<Driver, 'calls' | 'method' | 'faultPath' | 'url'>> & { faultPath?: string };

/**
 * The driver of one call, named `'METHOD /path'` as ./calls.ts names it: the fault matches
 * that path unless `extra.faultPath` gives another (a template's filled-in end, say).
 */
export function driverFor(call: string, url: string, extra: DriverExtra = {}): Driver {
  const [method = 'GET', path = ''] = call.split(' ');
  return { calls: [call], method, faultPath: path, url, ...extra };
}

/** A page whose load makes the call: no form to fill. */
export const pageLoad = (call: string, url: string, extra: Omit<DriverExtra, 'act'> = {}) =>
  driverFor(call, url, extra);

/** One button pressed once the page shows it (a one-button action). */
export function press(name: Name) {
  return async (user: UserEvent) => {
    await user.click(await findButton(name));
    return [];
  };
}

/** A button that asks first (`open`), then the confirming button of its alert dialog. */
export function pressAndConfirm(open: Name, confirm: Name) {
  return async (user: UserEvent) => {
    await user.click(await findButton(open));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: confirm }));
    return [];
  };
}

/** The mock's code typed into the code field once it shows, then `verify` pressed; returns the field. */
export async function enterCode(user: UserEvent, verify: Name = text('verification:verify')) {
  // By its label, not its role: role queries are jsdom's slow ones, and a code cell is a long one.
  const field = await screen.findByLabelText<HTMLInputElement>(labelStarting('verification:codeLabel'), {
    selector: 'input',
  });
  await pasteInto(user, field, '123456');
  await user.click(button(verify));
  return [field];
}

/** A code sent (the page's `send` button), then entered. */
export function sendAndEnterCode(send: Name) {
  return async (user: UserEvent) => {
    await user.click(await findButton(send));
    return enterCode(user);
  };
}

/** A new username and NEW_PASSWORD typed into a credentials form (its two labels); returns the two fields. */
export async function typeCredentials(
  user: UserEvent,
  username: string,
  labels: { username: MessageKey; password: MessageKey },
) {
  const usernameField = await textbox(labelStarting(labels.username));
  await pasteInto(user, usernameField, username);
  const password = await passwordInput(labelStarting(labels.password));
  await pasteInto(user, password, NEW_PASSWORD);
  return [usernameField, password];
}

/**
 * Waits until `check` passes. In a timeout cell (the harness's fake clock) each failed look moves the
 * clock past the app's request timeout, so a call that meets the fault gives up at once: one move for
 * a form's call, three for a query's (it tries twice more). Vitest's waitFor, whose own deadline is
 * not on the fake clock; elsewhere Testing Library's.
 */
export function passingTimeouts<T>(check: () => T): Promise<T> {
  if (!vi.isFakeTimers()) return waitFor(check);
  return vi.waitFor(
    async () => {
      try {
        return check();
      } catch (error) {
        await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
        throw error;
      }
    },
    { timeout: 10_000 },
  );
}
