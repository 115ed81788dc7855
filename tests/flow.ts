import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, expect, vi } from 'vitest';
import { DEFAULT_PASSWORD } from '../mock-server/scenarios/default';
import type { MockServerHandle } from './mock-lifecycle';
import { signInAs } from './render-app';
import { browserLocation } from '../src/lib/browser';

/**
 * Stands in for leaving the app (`browserLocation.assign`, src/lib/browser.ts) in every test of the
 * file: jsdom cannot navigate, and a test asserts where the app went instead. Returns the stand-in,
 * cleared before each test.
 */
export function stubLeaving() {
  const assign = vi.fn<(url: string) => void>();
  beforeEach(() => {
    assign.mockClear();
    vi.spyOn(browserLocation, 'assign').mockImplementation(assign);
  });
  return assign;
}

/** Lazy screens load on first use: the first visit of a run can take a while on a busy machine. */
export const SLOW = { timeout: 5000 };

/**
 * The number box of the phone field in `scope` (the page, or a dialog), once the phone module the field
 * loads itself has filled the country list. A number typed before then is reported only when the module
 * arrives, so Save stays disabled meanwhile, and a click on it does nothing.
 */
export async function phoneField(scope: HTMLElement = document.body): Promise<HTMLElement> {
  const field = await within(scope).findByRole('textbox', { name: /^Phone number/ }, SLOW);
  const country = within(scope).getByRole('combobox', { name: 'Country' });
  await waitFor(() => expect(country.querySelectorAll('option').length).toBeGreaterThan(1), SLOW);
  return field;
}

/** Signs `username` in through the sign-in form on screen: the username step, then the password step. */
export async function signInThroughTheForm(user: UserEvent, username: string): Promise<void> {
  await user.type(await screen.findByRole('textbox', { name: /username/i }, SLOW), `${username}{Enter}`);
  await user.type(
    await screen.findByLabelText(/^password/i, { selector: 'input' }, SLOW),
    `${DEFAULT_PASSWORD}{Enter}`,
  );
}

/** Signs `username` in, then marks the session as one the Nexo sign-in system started. */
export async function signInThroughNexo(mock: MockServerHandle, username: string): Promise<void> {
  await signInAs(username);
  const session = mock.context.db.sessions.findMany((q) => q)[0]!;
  await mock.context.db.sessions.update(session, {
    data(draft) {
      draft.authenticationMethod = 'Nexo';
    },
  });
}
