/**
 * The force-SAML, force-basic-credential and unknown-kind obligation pages as flows: the whole app
 * against the real mock handlers (msw/node).
 */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { signInThroughTheForm, SLOW, stubLeaving } from '../../../tests/flow';
import { mockServerForFile } from '../../../tests/mock-lifecycle';
import { renderApp, signInAs } from '../../../tests/render-app';
import { DEFAULT_PASSWORD, personIdOf } from '../../../mock-server/scenarios/default';
import text from '../../../locales/en-US/obligations.json';
import login from '../../../locales/en-US/login.json';

const mock = mockServerForFile();
const AUTH = `${window.location.origin}/api/authentication-service/v0`;

const assign = stubLeaving();
const obligationOf = (username: string) =>
  mock.context.db.obligations.findFirst((q) => q.where({ personId: personIdOf(username) }));
const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, SLOW);

describe('force SAML (sara)', () => {
  it('is where sara lands after signing in; Continue goes to her client’s SAML page', async () => {
    const { user, router } = renderApp('/auth/login');
    await signInThroughTheForm(user, 'sara.saml');
    await heading(text.forceSaml.title);
    expect(router.state.location.pathname).toBe('/auth/obligations/force-saml-authentication');
    expect(router.state.location.search).toContain('clientId=sso-client');
    await user.click(screen.getByRole('button', { name: text.forceSaml.continue }));
    expect(assign).toHaveBeenCalledWith('/api/authentication-service/v0/clients/sso-client');
  });

  it('without a client it says so and offers only to sign out', async () => {
    await signInAs('sara.saml');
    renderApp('/auth/obligations/force-saml-authentication');
    await heading(text.forceSaml.title);
    expect(screen.getByText(text.forceSaml.noClient.title)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text.forceSaml.continue })).toBeNull();
    expect(screen.getByRole('link', { name: text.signOut })).toHaveAttribute('href', '/auth/logout');
  });
});

describe('force basic credentials (fred)', () => {
  const username = () => screen.getByRole('textbox', { name: /^username/i });
  const password = () => screen.getByLabelText(/^password/i, { selector: 'input' });

  it('offers forgot password; a wrong password is refused; signing in again meets it', async () => {
    await signInAs('fred.force');
    const { user } = renderApp(
      '/auth/obligations/force-basic-credential-authentication?redirectUrl=%2Fpayroll',
    );
    await heading(text.forceBasic.title);
    expect(screen.getByRole('link', { name: text.forceBasic.forgotPassword })).toHaveAttribute(
      'href',
      '/auth/forgot-password/request',
    );
    await user.type(username(), 'fred.force');
    await user.type(password(), 'wrong-password');
    await user.click(screen.getByRole('button', { name: text.forceBasic.submit }));
    expect(await screen.findByText(login.errors.INCORRECT_CREDS)).toBeInTheDocument();
    expect(username()).toHaveValue('fred.force');
    expect(password()).toHaveValue('');
    expect(obligationOf('fred.force')?.resolved).toBe(false);

    await user.type(password(), DEFAULT_PASSWORD);
    await user.click(screen.getByRole('button', { name: text.forceBasic.submit }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/payroll'));
    expect(obligationOf('fred.force')?.resolved).toBe(true);
  });
});

describe('an obligation kind the app has no page for', () => {
  it('says so; Check again goes on once nothing is owed', async () => {
    await signInAs('ava.associate');
    const { user } = renderApp('/auth/obligations/accept-new-terms');
    await heading(text.unknown.title);
    expect(screen.getByRole('link', { name: text.signOut })).toHaveAttribute('href', '/auth/logout');
    await user.click(screen.getByRole('button', { name: text.unknown.checkAgain }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/authn/landing'));
  });

  it('when the same obligation is still owed it says so and stays usable', async () => {
    await signInAs('ava.associate');
    mock.server.use(
      http.get(`${AUTH}/check-obligations`, () =>
        HttpResponse.json(
          {
            code: 'BLOCKED_BY_OBLIGATION',
            errors: [{ code: 'BLOCKED_BY_OBLIGATION' }],
            obligation: { kind: 'acceptNewTerms', isLoginObligation: true, args: {} },
            requiredAction: { kind: 'redirect', url: '/auth/obligations/accept-new-terms' },
          },
          { status: 412 },
        ),
      ),
    );
    const { user, router } = renderApp('/auth/obligations/accept-new-terms');
    await heading(text.unknown.title);
    await user.click(screen.getByRole('button', { name: text.unknown.checkAgain }));
    expect(await screen.findByText(text.unknown.stillRequired.title)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/obligations/accept-new-terms');
    expect(screen.getByRole('button', { name: text.unknown.checkAgain })).toBeEnabled();
    expect(assign).not.toHaveBeenCalled();
  });
});
