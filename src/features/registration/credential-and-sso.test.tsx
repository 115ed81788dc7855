/**
 * Flow tests of /auth/create-credential and /auth/sso-service-provider: the whole app against the real
 * mock handlers (msw/node).
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../lib/paths';
import { mockServerForFile } from '../../../tests/mock-lifecycle';
import { renderApp, signInAs } from '../../../tests/render-app';

const mock = mockServerForFile();
const SLOW = { timeout: 15_000 };
const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name }, SLOW);
const PASSWORD = 'Fresh#Start2026';

describe('/auth/create-credential', () => {
  it('takes the base path to account-info, saves username and password, then continues to the redirect', async () => {
    const { user, router } = renderApp(
      `${paths.createCredential.href({ token: 'credential-ava' })}&redirectUrl=/auth/user`,
    );
    expect(await heading('Create your sign-in details, Ava')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.createCredentialAccountInfo.path);
    await user.type(screen.getByLabelText(/^Username/), 'ava.new');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await heading("You're all set")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/auth/user');
    expect(mock.context.db.persons.findFirst((q) => q.where({ id: 'person-ava' }))?.username).toBe('ava.new');
  });

  it('refuses a username someone else has, on its field', async () => {
    const { user } = renderApp(paths.createCredentialAccountInfo.href({ token: 'credential-ava' }));
    await heading('Create your sign-in details, Ava');
    const username = screen.getByLabelText(/^Username/);
    await user.type(username, 'paula.password');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(username).toHaveAttribute('aria-invalid', 'true'));
  });

  it('is the link failure without a token', async () => {
    renderApp(paths.createCredentialAccountInfo.path);
    expect(await heading('This link is no longer valid')).toBeInTheDocument();
  });
});

describe('/auth/sso-service-provider', () => {
  it('sends any other sub-path to the confirmation; Yes leads to the SSO variant of account creation', async () => {
    const { user, router } = renderApp('/auth/sso-service-provider/whatever?token=sso-sp-token');
    expect(await heading('Are you Sol Signon?')).toBeInTheDocument();
    expect(screen.getByText("You'll continue as sol.signon@sso-client.example.")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, continue' }));
    expect(await heading('Set up your account')).toBeInTheDocument();
    // The SSO account creation, its token off the URL.
    expect(router.state.location.pathname).toBe('/auth/create-account/sso');
    expect(await screen.findByLabelText(/^Email address/, {}, SLOW)).toHaveValue(
      'sol.signon@sso-client.example',
    );
  });

  it('No signs out and ends on the unauthorized result', async () => {
    await signInAs('ava.associate');
    const { user } = renderApp(paths.ssoServiceProviderAssociateConfirmation.href({ token: 'sso-sp-token' }));
    await heading('Are you Sol Signon?');
    await user.click(screen.getByRole('button', { name: "No, that's not me" }));
    expect(await heading("You don't have access")).toBeInTheDocument();
    expect(mock.context.db.sessions.all()).toHaveLength(0);
  });

  it('a bad token is unauthorized', async () => {
    renderApp(paths.ssoServiceProviderAssociateConfirmation.href({ token: 'nope' }));
    expect(await heading("You don't have access")).toBeInTheDocument();
  });
});
