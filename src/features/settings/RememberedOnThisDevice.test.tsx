/**
 * Account settings' list of the accounts this browser remembers for the sign-in page: shown masked,
 * cleared one by one or all at once from the keyboard, each clear confirmed in a status message, the
 * focus kept on the list rather than dropped to the page.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { REMEMBERED_ACCOUNTS_KEY, rememberAccount, rememberedAccounts } from '../../lib/rememberedAccounts';
import { mockServerForFile } from '../../../tests/mock-lifecycle';
import { renderApp, renderInQueryScope, signInAs } from '../../../tests/render-app';
import { RememberedOnThisDevice } from './RememberedOnThisDevice';

mockServerForFile();
afterEach(() => localStorage.clear());

const hoursAgo = (hours: number) => Date.now() - hours * 60 * 60 * 1000;
const section = () => screen.findByRole('region', { name: 'Remembered on this device' });

function rememberTwo() {
  rememberAccount('stan.stepup', 'Stan Stepup', hoursAgo(2));
  rememberAccount('ava.associate', 'Ava Associate', hoursAgo(1));
}

describe('remembered on this device', () => {
  it('lists the remembered accounts, the most recent first, usernames masked, and says how long they are kept', async () => {
    rememberTwo();
    await renderInQueryScope(<RememberedOnThisDevice />, { namespaces: ['settings'] });
    const region = await section();
    expect(region).toHaveTextContent('One not used for 90 days is forgotten.');
    const rows = within(region).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByText(/•/).textContent)).toEqual(['av•••••ate', 'st•••••pup']);
    expect(rows[0]).toHaveTextContent(/^Ava Associate.*Last signed in on /);
    expect(region).not.toHaveTextContent('ava.associate');
  });

  it('clears one from the keyboard: a status says so, the focus moves to the next Clear, storage keeps the other', async () => {
    rememberTwo();
    const { user } = await renderInQueryScope(<RememberedOnThisDevice />, { namespaces: ['settings'] });
    const region = await section();
    within(region).getByRole('button', { name: 'Clear Ava Associate from this device' }).focus();
    await user.keyboard('{Enter}');
    expect(within(region).getByRole('status')).toHaveTextContent(
      'Ava Associate is no longer remembered on this device.',
    );
    expect(rememberedAccounts().map((account) => account.username)).toEqual(['stan.stepup']);
    await waitFor(() =>
      expect(
        within(region).getByRole('button', { name: 'Clear Stan Stepup from this device' }),
      ).toHaveFocus(),
    );
    // One left: nothing to clear "all" of.
    expect(within(region).queryByRole('button', { name: 'Clear all' })).toBeNull();
    await user.keyboard(' ');
    expect(localStorage.getItem(REMEMBERED_ACCOUNTS_KEY)).toBeNull();
    expect(within(region).getByText('This device remembers no account.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(region).getByRole('heading', { name: 'Remembered on this device' })).toHaveFocus(),
    );
  });

  it('clears them all at once, and says so', async () => {
    rememberTwo();
    const { user } = await renderInQueryScope(<RememberedOnThisDevice />, { namespaces: ['settings'] });
    const region = await section();
    await user.click(within(region).getByRole('button', { name: 'Clear all' }));
    expect(within(region).getByRole('status')).toHaveTextContent(
      'This device no longer remembers any account.',
    );
    expect(within(region).queryByRole('list')).toBeNull();
    expect(localStorage.getItem(REMEMBERED_ACCOUNTS_KEY)).toBeNull();
    await waitFor(() =>
      expect(within(region).getByRole('heading', { name: 'Remembered on this device' })).toHaveFocus(),
    );
  });

  it('does not list an account unused for 90 days', async () => {
    rememberAccount('stan.stepup', 'Stan Stepup', hoursAgo(90 * 24 + 1));
    rememberAccount('ava.associate', 'Ava Associate', hoursAgo(1));
    await renderInQueryScope(<RememberedOnThisDevice />, { namespaces: ['settings'] });
    const region = await section();
    expect(within(region).getAllByRole('listitem')).toHaveLength(1);
    expect(region).not.toHaveTextContent('Stan Stepup');
  });

  it('is on the devices tab of account settings', async () => {
    rememberTwo();
    await signInAs('ava.associate');
    renderApp('/auth/account-settings/devices');
    const region = await screen.findByRole(
      'region',
      { name: 'Remembered on this device' },
      { timeout: 10_000 },
    );
    expect(within(region).getAllByRole('listitem')).toHaveLength(2);
  });
});
