/**
 * Flow tests of /auth/account-linking and /auth/decline-confirmation: the whole app against the real
 * mock handlers (msw/node).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { browserLocation } from '../../lib/browser';
import { paths } from '../../lib/paths';
import { mockServerForFile } from '../../../tests/mock-lifecycle';
import { renderApp, signInAs } from '../../../tests/render-app';
import { companyInitials } from './DeclineConfirmationPage';

const mock = mockServerForFile();
const SLOW = { timeout: 15_000 };
const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name }, SLOW);

/** Ava, signed in, on Birch's invitation to her. */
async function openAvasInvitation() {
  await signInAs('ava.associate');
  const app = renderApp(paths.accountLinking.href({ token: 'invite-link' }));
  await heading('Hi, Ava');
  return app;
}

describe('/auth/account-linking', () => {
  it('greets ava, names Birch Logistics; Connect links the associate and goes home', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    await signInAs('ava.associate');
    const { user } = renderApp(paths.accountLinking.href({ token: 'invite-link' }));
    expect(await heading('Hi, Ava')).toBeInTheDocument();
    expect(screen.getByText('Birch Logistics invited you to join.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Not Ava? Sign out' })).toHaveAttribute(
      'href',
      paths.logout.href(),
    );
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    const associate = mock.context.db.associates.findFirst((q) => q.where({ id: 'assoc-ava-birch-invite' }));
    expect(associate?.personId).toBe('person-ava');
  });

  it('asks before declining, then shows the company initials', async () => {
    const { user, router } = await openAvasInvitation();
    await user.click(screen.getByRole('button', { name: 'Decline invitation' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Decline this invitation?' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline invitation' }));
    expect(await heading('Invitation declined')).toBeInTheDocument();
    expect(screen.getByTestId('company-initials')).toHaveTextContent('BL');
    expect(router.state.location.pathname).toBe(paths.declineConfirmation.path);
    expect(mock.context.db.tokens.findFirst((q) => q.where({ token: 'invite-link' }))).toBeUndefined();
  });

  it('keeps the dialog open with a message when declining fails for a moment', async () => {
    mock.context.injectFault('DELETE', '/associate-tokens/invite-link', 503);
    const { user } = await openAvasInvitation();
    await user.click(screen.getByRole('button', { name: 'Decline invitation' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Decline invitation' }));
    expect(await within(dialog).findByText(/We hit a snag/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Decline invitation' }));
    expect(await heading('Invitation declined')).toBeInTheDocument();
  });

  it('ends on the link failure when the invitation no longer verifies', async () => {
    await signInAs('ava.associate');
    renderApp(paths.accountLinking.href({ token: 'no-such-invitation' }));
    expect(await heading('This link is no longer valid')).toBeInTheDocument();
  });

  it('signed out, sends the invitation to account creation, the token off the URL', async () => {
    const { router } = renderApp(paths.accountLinking.href({ token: 'invite-new' }));
    expect(await heading('Create your account')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/create-account');
    expect(router.state.location.search).toBe('');
  });

  it('takes the token off the URL; a visit to the token-free URL in the same tab still works', async () => {
    const first = await openAvasInvitation();
    expect(first.router.state.location.search).not.toContain('invite-link');
    first.unmount();
    renderApp(paths.accountLinking.path);
    expect(await heading('Hi, Ava')).toBeInTheDocument();
  });

  it('keeps the page with Try again when Connect fails for a moment, and links on the retry', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    mock.context.injectFault('POST', '/associate-tokens/execute', 503);
    const { user } = await openAvasInvitation();
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    await user.click(await screen.findByRole('button', { name: 'Try again' }, SLOW));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
  });

  it('ends on FAILURE_UNSUPPORTED when Connect is refused', async () => {
    mock.context.injectFault('POST', '/associate-tokens/execute', 400);
    const { user } = await openAvasInvitation();
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await heading('Something went wrong')).toBeInTheDocument();
  });
});

it('takes the initials of the first two words', () => {
  expect(companyInitials('Birch Logistics')).toBe('BL');
  expect(companyInitials('  acme  ')).toBe('A');
  expect(companyInitials('Cedar Foods Group')).toBe('CF');
});
