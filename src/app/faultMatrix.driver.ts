/**
 * What a fault-matrix driver is (./faultMatrix.harness.ts runs them) and the small helpers drivers
 * share to reach a call the way a person would.
 */
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * What a failed call must leave behind, beyond the core of every cell (the fault was hit, the page is
 * not blank, nothing reaches console.error or goes uncaught).
 * - `try-again` (the default): the call is the screen's own (its page data or its form), and every
 *   kind the matrix injects is transient (src/common/form/transient.ts: 5xx, no answer, a timeout, an
 *   unreadable 200), so the person sees the failure with Try again and keeps what they typed.
 * - `usable`: a call in the background of a screen whose failure the person need not act on; the
 *   screen stays usable, showing `shows`, and offers no Try again for it.
 * - `by-spec`: a call whose failure the spec (or the code that carries it out) answers its own way: a
 *   result page, a toast and a reload, a field message; `shows` is its words.
 * `why` names the rule's source (the spec section, or the code that carries it out).
 */
export type Expectation = { rule: 'try-again' } | { rule: 'usable' | 'by-spec'; shows: RegExp; why: string };

export interface Driver {
  /** The calls (as ./faultMatrix.calls.ts names them) this driver reaches. */
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
  expectFor?: Partial<Record<'html-200' | 'malformed-json', Expectation>>;
  /** Feature flags (mock-server/scenarios/reference-data.ts) turned on before the page opens. */
  flagsOn?: string[];
  /**
   * A POST that reads (a search): its timeout cell gets the real answer late, as a GET's does, and the
   * failure shows as the read's own error with Try again rather than a form's timeout words.
   */
  isRead?: boolean;
}

export const textbox = (name: RegExp) => screen.findByRole<HTMLInputElement>('textbox', { name });
export const button = (name: RegExp) => screen.getByRole('button', { name });
export const findButton = (name: RegExp) => screen.findByRole('button', { name });
export const passwordInput = (name: RegExp) =>
  screen.findByLabelText<HTMLInputElement>(name, { selector: 'input' });
/** Passes every password rule of the mock. */
export const NEW_PASSWORD = 'Qz7#mLp2vR!x';

/** An email form: the address typed, then `submit` (Submit by default). */
export function emailForm(address: string, submit = /^submit$/i) {
  return async (user: UserEvent) => {
    const field = await textbox(/email/i);
    await user.type(field, address);
    await user.click(button(submit));
    return [field];
  };
}

/** A page whose load makes the call: no form to fill. */
export function pageLoad(
  call: string,
  url: string,
  extra: Partial<Omit<Driver, 'calls' | 'method' | 'faultPath' | 'url'>> & { faultPath?: string } = {},
): Driver {
  const [method = 'GET', path = ''] = call.split(' ');
  return { calls: [call], method, faultPath: path, url, ...extra };
}
