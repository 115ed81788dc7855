/** /auth/user/legal-agreements as a flow, signed in as lena (two agreements to accept). */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { signInThroughTheForm, SLOW, stubLeaving } from '../../../tests/flow';
import { mockServerForFile } from '../../../tests/mock-lifecycle';
import { renderApp, signInAs } from '../../../tests/render-app';
import { recordRequests } from '../../../tests/request-recorder';
import { LENA_AGREEMENTS, legalAgreementsUrl, personIdOf } from '../../../mock-server/scenarios/default';
import text from '../../../locales/en-US/obligations.json';
import validation from '../../../locales/en-US/validation.json';

const mock = mockServerForFile();
const requests = recordRequests(() => mock.server);
const GATEWAY = `${window.location.origin}/api/ui-gateway/v0`;

const assign = stubLeaving();
const lenasObligation = () =>
  mock.context.db.obligations.findFirst((q) => q.where({ personId: personIdOf('lena.legal') }));
const agree = () => screen.getByRole('button', { name: text.legal.agree });

describe('/auth/user/legal-agreements', () => {
  it('is where lena lands after signing in; dates as MM/DD/YYYY, Read links open a new window', async () => {
    const { user, router } = renderApp('/auth/login');
    await signInThroughTheForm(user, 'lena.legal');
    await screen.findByRole('heading', { level: 1, name: text.legal.title }, SLOW);
    expect(router.state.location.pathname).toBe('/auth/user/legal-agreements');
    expect(await screen.findByText('Terms of Service', undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Privacy Policy')).toBeInTheDocument();
    expect(screen.getByText('Updated 01/15/2026')).toBeInTheDocument();
    expect(screen.getByText('Updated 03/01/2026')).toBeInTheDocument();
    const read = screen.getByRole('link', { name: 'Read Terms of Service (opens in a new tab)' });
    expect(read).toHaveAttribute('target', '_blank');
    expect(read).toHaveAttribute('href', '/auth/legal');
    // Said to the eye too: the new-tab icon beside its word.
    expect(read.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });

  it('Agree without the box shows the message; with it the agreements are accepted and lena goes on', async () => {
    await signInAs('lena.legal');
    const { user } = renderApp(`${legalAgreementsUrl(LENA_AGREEMENTS)}&redirectUrl=%2Fpayroll`);
    await screen.findByText('Privacy Policy', undefined, SLOW);
    await user.click(agree());
    expect(await screen.findByText(validation.legalAgreementRequired)).toBeInTheDocument();
    expect(screen.getByRole('checkbox')).toHaveFocus();
    expect(requests.to('/persons/me/legal-agreements', 'POST')).toHaveLength(0);

    await user.click(screen.getByRole('checkbox'));
    await user.click(agree());
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/payroll'));
    expect(lenasObligation()?.resolved).toBe(true);
    expect(requests.to('/persons/me/legal-agreements', 'POST')[0]?.body).toContain('privacy-policy');
  });

  it('a failed Agree keeps the form with a message', async () => {
    await signInAs('lena.legal');
    mock.server.use(
      http.post(
        `${GATEWAY}/persons/me/legal-agreements`,
        () =>
          HttpResponse.json(
            { code: 'INVALID_REQUEST', errors: [{ code: 'INVALID_REQUEST' }] },
            { status: 400 },
          ),
        { once: true },
      ),
    );
    const { user } = renderApp(legalAgreementsUrl(LENA_AGREEMENTS));
    await screen.findByText('Privacy Policy', undefined, SLOW);
    await user.click(screen.getByRole('checkbox'));
    await user.click(agree());
    expect(await screen.findByText(text.legal.agreeError.message)).toBeInTheDocument();
    expect(agree()).toBeEnabled();
    expect(lenasObligation()?.resolved).toBe(false);
  });

  it('a failed load shows the message with Try again', async () => {
    await signInAs('lena.legal');
    mock.server.use(
      http.get(
        `${GATEWAY}/legal-agreements`,
        () => HttpResponse.json({ code: 'UNKNOWN_ERROR', errors: [] }, { status: 500 }),
        {
          once: true,
        },
      ),
    );
    const { user } = renderApp(legalAgreementsUrl(LENA_AGREEMENTS));
    expect(await screen.findByText(text.legal.loadError.title, undefined, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Privacy Policy', undefined, SLOW)).toBeInTheDocument();
  });

  it.each([
    ['not base64', '%%%'],
    ['not JSON', encodeURIComponent(btoa('terms-of-service'))],
    ['a __proto__ object', encodeURIComponent(btoa('{"__proto__":{"x":1}}'))],
    ['oversized', 'A'.repeat(5000)],
  ])('a hostile agreements value (%s) shows a page that says so', async (_, value) => {
    await signInAs('lena.legal');
    renderApp(`/auth/user/legal-agreements?agreements=${value}`);
    expect(await screen.findByText(text.legal.badLink.title, undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: text.legal.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.signOut })).toBeInTheDocument();
    expect(requests.to('/legal-agreements', 'GET')).toHaveLength(0);
  });
});
