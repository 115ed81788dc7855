/**
 * "Remember me on this device" on the sign-in page, through the whole app against
 * the mock server: opt-in, listed next time (most recent first, masked), one click to the password
 * step, Forget, and sign-out keeps them.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LANDING_PATH } from '../../../lib/paths';
import {
  REMEMBERED_ACCOUNTS_KEY,
  rememberAccount,
  rememberedAccounts,
} from '../../../lib/rememberedAccounts';
import { DEFAULT_PASSWORD } from '../../../../mock-server/scenarios/default';
import { stubLeaving } from '../../../../tests/flow';
import { mockServerForFile } from '../../../../tests/mock-lifecycle';
import { renderApp } from '../../../../tests/render-app';
import { maskUsername } from '../../../lib/maskUsername';

mockServerForFile();
const assign = stubLeaving();

afterEach(() => localStorage.clear());

const usernameField = () => screen.findByRole('textbox', { name: /username/i });
const passwordField = () => screen.findByLabelText(/^password/i, { selector: 'input' });
const rememberBox = () => screen.findByRole('checkbox', { name: 'Remember me on this device' });
/** A sign-in time well within the 90 days an account is kept. */
const hoursAgo = (hours: number) => Date.now() - hours * 60 * 60 * 1000;

async function signIn(username: string, { tick }: { tick: boolean }) {
  const app = renderApp('/auth/login');
  const box = await rememberBox();
  expect(box).not.toBeChecked();
  if (tick) await app.user.click(box);
  await app.user.type(await usernameField(), `${username}{Enter}`);
  await app.user.type(await passwordField(), `${DEFAULT_PASSWORD}{Enter}`);
  await waitFor(() => expect(assign).toHaveBeenCalledWith(LANDING_PATH));
  return app;
}

describe('maskUsername: the ends kept, the middle behind a fixed number of dots', () => {
  it.each([
    ['ava.associate', 'av•••••ate'],
    ['stan.stepup', 'st•••••pup'],
    ['bob', 'b•••••'],
  ])('%s is %s', (username, masked) => {
    expect(maskUsername(username)).toBe(masked);
  });
});

describe('/auth/login: remembered accounts', () => {
  it('says under the box how long an unused account is kept', async () => {
    renderApp('/auth/login');
    expect(await rememberBox()).toHaveAccessibleDescription('Forgotten after 90 days unused.');
  });

  it('stores nothing when the box is not ticked', async () => {
    await signIn('ava.associate', { tick: false });
    expect(localStorage.getItem(REMEMBERED_ACCOUNTS_KEY)).toBeNull();
  });

  it('remembers ava with her name after a sign-in with the box ticked; sign-out keeps her', async () => {
    const { unmount } = await signIn('ava.associate', { tick: true });
    expect(rememberedAccounts()).toEqual([
      {
        username: 'ava.associate',
        displayName: expect.stringMatching(/^Ava /),
        lastUsedAt: expect.any(Number),
      },
    ]);
    unmount();
    // Signing out keeps her: the sign-in page the logout ends on lists her.
    const { router } = renderApp('/auth/logout');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(await screen.findByTestId('remembered-accounts')).toHaveTextContent('av•••••ate');
    expect(rememberedAccounts()).toHaveLength(1);
  });

  it('lists them, the most recent first with Last used; one click reaches the password step', async () => {
    rememberAccount('stan.stepup', 'Stan Stepup', hoursAgo(2));
    rememberAccount('ava.associate', 'Ava Associate', hoursAgo(1));
    const { user } = renderApp('/auth/login');
    const list = await screen.findByTestId('remembered-accounts');
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Ava Associateav•••••ateLast usedForget',
      'Stan Stepupst•••••pupForget',
    ]);
    expect(list).not.toHaveTextContent('ava.associate');
    await user.click(within(rows[0]!).getByRole('button', { name: /Continue as Ava Associate/ }));
    const password = await passwordField();
    await waitFor(() => expect(password).toHaveFocus());
    expect(await usernameField()).toHaveValue('ava.associate');
    expect(screen.queryByTestId('remembered-accounts')).toBeNull();
    // Chosen from the list: remembered again, as the most recent, after this sign-in.
    await user.type(password, `${DEFAULT_PASSWORD}{Enter}`);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(LANDING_PATH));
    expect(rememberedAccounts()[0]).toMatchObject({ username: 'ava.associate' });
    expect(rememberedAccounts()[0]!.lastUsedAt).toBeGreaterThan(hoursAgo(1));
  });

  it('forgets an account with its Forget button', async () => {
    rememberAccount('stan.stepup', 'Stan Stepup', hoursAgo(2));
    rememberAccount('ava.associate', 'Ava Associate', hoursAgo(1));
    const { user } = renderApp('/auth/login');
    await user.click(await screen.findByRole('button', { name: 'Forget Ava Associate on this device' }));
    expect(rememberedAccounts().map((account) => account.username)).toEqual(['stan.stepup']);
    expect(screen.queryByRole('button', { name: /Continue as Ava Associate/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Forget Stan Stepup on this device' }));
    expect(localStorage.getItem(REMEMBERED_ACCOUNTS_KEY)).toBeNull();
    expect(screen.queryByTestId('remembered-accounts')).toBeNull();
  });

  it('keeps the focus after Forget: on the account now in its place, then on the username field', async () => {
    rememberAccount('stan.stepup', 'Stan Stepup', hoursAgo(2));
    rememberAccount('ava.associate', 'Ava Associate', hoursAgo(1));
    const { user } = renderApp('/auth/login');
    await user.click(await screen.findByRole('button', { name: 'Forget Ava Associate on this device' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Continue as Stan Stepup/ })).toHaveFocus(),
    );
    await user.click(screen.getByRole('button', { name: 'Forget Stan Stepup on this device' }));
    await waitFor(() => expect(screen.queryByTestId('remembered-accounts')).toBeNull());
    expect(await usernameField()).toHaveFocus();
  });
});
