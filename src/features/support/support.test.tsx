/**
 * The support tools and the doors into other products as flows: the whole app (route table, shell,
 * auth guard, lazy screens) against the real mock server handlers through msw/node.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { SLOW, stubLeaving } from '../../../tests/flow';
import { mockServerForFile } from '../../../tests/mock-lifecycle';
import { renderApp, signInAs } from '../../../tests/render-app';
import { recordRequests } from '../../../tests/request-recorder';
import { errorResponse } from '../../../mock-server/core/errors';
import supportText from '../../../locales/en-US/support.json';
import resultsText from '../../../locales/en-US/results.json';
import {
  ACTING_SESSION_KEYS,
  clearImpersonation,
  readImpersonation,
  storeImpersonation,
} from '../../common/impersonation/store';
import { POST_IMPERSONATION_DELAY_MS } from './ImpersonationPage';

const mock = mockServerForFile();
const requests = recordRequests(() => mock.server);

const T = supportText.impersonation;

const assign = stubLeaving();
beforeEach(() => {
  clearImpersonation();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  clearImpersonation();
});

/** The heading of the result page of `kind`, once it is there. */
const resultHeading = (kind: keyof typeof resultsText) =>
  screen.findByRole('heading', { level: 1, name: resultsText[kind].title }, SLOW);
const startCalls = () => requests.to('/sessions/current/impersonation/start', 'PUT');
const reasonField = () => screen.getByRole('textbox', { name: new RegExp(`^${T.reasonLabel}`) });
/** The reason field, once the lazy screen is there. */
const findReasonField = () => screen.findByRole('textbox', { name: new RegExp(`^${T.reasonLabel}`) }, SLOW);
const startButton = () => screen.getByRole('button', { name: T.start });

/** The start answers 400 INVALID_REQUEST, in the server's words when given. */
const refuseStart = (words: { message?: string } = {}) =>
  mock.server.use(
    http.put('*/sessions/current/impersonation/start', () => errorResponse(400, 'INVALID_REQUEST', words)),
  );

/** Gives the reason once the form is there, and presses Start. */
async function startWithReason(user: UserEvent, reason = 'Ticket 42') {
  await user.type(await findReasonField(), reason);
  await user.click(startButton());
}

async function openImpersonation(query = '?impersonationId=imp-1') {
  await signInAs('sam.support');
  const app = renderApp(`/auth/impersonation${query}`);
  await screen.findByRole('heading', { level: 1, name: T.title }, SLOW);
  return app;
}

describe('/auth/impersonation', () => {
  it('names the associate and the client of the impersonation', async () => {
    await openImpersonation();
    expect(await screen.findByText('Ava Associate', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Acme Manufacturing')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toContain(T.title));
  });

  it('shows "No Data" for an associate without a first name', async () => {
    mock.server.use(
      http.get('*/sessions/impersonation/:id', () =>
        HttpResponse.json({
          impersonationId: 'imp-1',
          clientId: 'acme',
          clientName: 'Acme Manufacturing',
          associateId: 'assoc-ava-acme',
          lastName: 'Associate',
        }),
      ),
    );
    await openImpersonation();
    expect(await screen.findByText('No Data Associate', {}, SLOW)).toBeInTheDocument();
  });

  it('Start without a reason only shows "Required Field"', async () => {
    const { user } = await openImpersonation();
    // Submit is disabled while the field is empty; Enter asks, and is told.
    expect(await screen.findByRole('button', { name: T.start }, SLOW)).toBeDisabled();
    await user.type(reasonField(), '{Enter}');
    expect(await screen.findByText('Required Field')).toBeInTheDocument();
    expect(reasonField()).toHaveAttribute('aria-invalid', 'true');
    expect(reasonField()).toHaveFocus();
    expect(startCalls()).toHaveLength(0);
  });

  it('validates the reason on change', async () => {
    const { user } = await openImpersonation();
    await user.type(await findReasonField(), 'x');
    expect(screen.queryByText('Required Field')).toBeNull();
    await user.clear(reasonField());
    expect(await screen.findByText('Required Field')).toBeInTheDocument();
  });

  it('starts with one PUT however fast the clicks, stores the session values and leaves', async () => {
    // The pause before leaving runs on a fake clock this test moves, rather than waiting it out.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    onTestFinished(() => void vi.useRealTimers());
    const { user } = await openImpersonation();
    await user.type(await findReasonField(), 'Ticket 42');
    await user.dblClick(startButton());
    await user.click(startButton());

    expect(await screen.findByText(T.started)).toBeInTheDocument();
    expect(startCalls()).toHaveLength(1);
    expect(JSON.parse(startCalls()[0]!.body)).toEqual({
      kind: 'associate',
      impersonatedActorId: 'assoc-ava-acme',
      impersonationId: 'imp-1',
      impersonatedClientId: 'acme',
      reason: 'Ticket 42',
    });
    expect(localStorage.getItem(ACTING_SESSION_KEYS.id)).toMatch(/^acting-/);
    expect(localStorage.getItem(ACTING_SESSION_KEYS.mode)).toBe('impersonation');
    expect(Date.parse(localStorage.getItem(ACTING_SESSION_KEYS.expiresAt) ?? '')).toBeGreaterThan(Date.now());
    expect(readImpersonation()).toMatchObject({
      associateName: 'Ava Associate',
      clientName: 'Acme Manufacturing',
      impersonatorName: 'Sam Support',
      reason: 'Ticket 42',
    });
    await act(() => vi.advanceTimersByTimeAsync(POST_IMPERSONATION_DELAY_MS));
    expect(assign).toHaveBeenCalledWith('/__mock/pages/post-impersonation');
    expect(startCalls()).toHaveLength(1);
  });

  it("says why a start failed, in the server's words, and stays on the form", async () => {
    refuseStart({ message: 'Impersonation imp-1 has expired.' });
    const { user } = await openImpersonation();
    await startWithReason(user);
    const words = 'Error! Impersonation failed. Impersonation imp-1 has expired.';
    // The product's toast, and the same words on the page, focused, there until the next Start: a
    // toast goes after a few seconds, and a keyboard reaches it last.
    const toast = await screen.findByText(words, { selector: '.toast__message' });
    expect(toast).toBeInTheDocument();
    const onPage = within(screen.getByRole('main')).getByText(words).closest('[role="alert"]');
    expect(onPage).toHaveFocus();
    expect(readImpersonation()).toBeNull();
    expect(startButton()).toBeEnabled();
    expect(assign).not.toHaveBeenCalled();
  });

  it('says so in its own words when the server gives none', async () => {
    refuseStart();
    const { user } = await openImpersonation();
    await startWithReason(user);
    expect(
      await within(screen.getByRole('main')).findByText(
        `Error! Impersonation failed. ${T.startFailedFallback}`,
      ),
    ).toBeInTheDocument();
    expect(startButton()).toBeEnabled();
  });

  it('keeps the reason with Try again when the service does not answer, and Try again works', async () => {
    mock.server.use(
      http.put('*/sessions/current/impersonation/start', () => HttpResponse.error(), { once: true }),
    );
    const { user } = await openImpersonation();
    await startWithReason(user);
    expect(await screen.findByText(/We couldn't reach the server/)).toBeInTheDocument();
    expect(reasonField()).toHaveValue('Ticket 42');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(T.started)).toBeInTheDocument();
    expect(startCalls()).toHaveLength(2);
  });

  it('Cancel goes to the returnUrl as a path of this origin, however hostile', async () => {
    const { user, router } = await openImpersonation(
      `?impersonationId=imp-1&returnUrl=${encodeURIComponent('https://evil.example/steal')}`,
    );
    await user.click(await screen.findByRole('button', { name: T.cancel }, SLOW));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/authn/landing'));
    expect(router.state.location.pathname).toBe('/auth/impersonation');
  });

  it('Cancel goes back to a returnUrl of this app in the router', async () => {
    const { user, router } = await openImpersonation(
      `?impersonationId=imp-1&returnUrl=${encodeURIComponent('/auth/user')}`,
    );
    await user.click(await screen.findByRole('button', { name: T.cancel }, SLOW));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/user'));
    expect(startCalls()).toHaveLength(0);
  });

  it('sends the browser away without an impersonation id', async () => {
    await signInAs('sam.support');
    renderApp('/auth/impersonation');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/authn/landing'), SLOW);
    expect(requests.to('/sessions/impersonation/', 'GET')).toHaveLength(0);
  });

  it('an unknown id shows the load-failure message, as a toast and on the page', async () => {
    await openImpersonation('?impersonationId=imp-unknown');
    expect(await screen.findByText(T.loadFailed.toast, {}, SLOW)).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByText(T.loadFailed.message)).toBeInTheDocument();
    expect(within(main).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('is for internal staff: anyone else goes to the unauthorized page', async () => {
    await signInAs('ava.associate');
    const { router } = renderApp('/auth/impersonation?impersonationId=imp-1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/unauthorized-error'), SLOW);
  });
});

describe('the impersonation banner', () => {
  const stored = (expiresInMs = 10 * 60_000) =>
    storeImpersonation(
      { id: 'acting-1', expiresAt: new Date(Date.now() + expiresInMs).toISOString(), mode: 'impersonation' },
      {
        associateName: 'Ava Associate',
        clientName: 'Acme Manufacturing',
        impersonatorName: 'Sam Support',
        reason: 'Ticket 42',
      },
    );

  it('shows who, by whom, why and the time left on the pages that follow, announced once', async () => {
    stored();
    await signInAs('sam.support');
    renderApp('/auth/user');
    const banner = await screen.findByRole('region', { name: /You are impersonating Ava Associate/ }, SLOW);
    expect(banner).toHaveTextContent('Acme Manufacturing');
    expect(banner).toHaveTextContent('Started by Sam Support');
    expect(banner).toHaveTextContent('Reason: Ticket 42');
    expect(banner).toHaveTextContent(/Time left: (9:5\d|10:00)/);
    expect(within(banner).getByRole('button', { name: supportText.banner.end })).toBeInTheDocument();
    expect(within(banner).queryByRole('button', { name: /dismiss|close/i })).toBeNull();
    // The live regions hold the announcement (and, near the end, a warning); the countdown is in none.
    const live = within(banner).getAllByRole('status');
    await waitFor(() =>
      expect(live.map((region) => region.textContent).join(' ')).toContain('Impersonation in progress'),
    );
    for (const region of live) expect(region).not.toHaveTextContent(/\d:\d\d/);
  });

  it('warns, with the time left, five minutes and one minute before it ends', async () => {
    await signInAs('sam.support');
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval', 'Date'] });
    try {
      stored(6 * 60_000);
      renderApp('/auth/user');
      const banner = await screen.findByRole('region', { name: /You are impersonating/ }, SLOW);
      const warning = () => within(banner).getByText(/cannot be extended/);
      expect(within(banner).queryByText(/cannot be extended/)).toBeNull();

      await act(() => vi.advanceTimersByTimeAsync(61_000));
      expect(warning()).toHaveTextContent(/^The impersonation ends in 5 minutes and cannot be extended/);
      expect(warning()).toHaveAttribute('role', 'status');

      await act(() => vi.advanceTimersByTimeAsync(4 * 60_000));
      expect(warning()).toHaveTextContent(/^The impersonation ends in 1 minute and cannot be extended/);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows on the sign-in page too, where no session context is loaded', async () => {
    stored();
    renderApp('/auth/login');
    expect(
      await screen.findByRole('region', { name: /You are impersonating Ava Associate/ }, SLOW),
    ).toBeInTheDocument();
  });

  it('is not there without a stored impersonation, nor after it expired', async () => {
    stored(-1000);
    await signInAs('sam.support');
    renderApp('/auth/user');
    await screen.findByRole('heading', { level: 1 }, SLOW);
    expect(screen.queryByRole('region', { name: /You are impersonating/ })).toBeNull();
  });

  it('goes when the time runs out', async () => {
    await signInAs('sam.support');
    // The banner's clock is a fake one this test moves past the end, rather than waiting for it.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval', 'Date'] });
    try {
      stored(60_000);
      renderApp('/auth/user');
      await screen.findByRole('region', { name: /You are impersonating/ }, SLOW);
      await act(() => vi.advanceTimersByTimeAsync(61_000));
      expect(screen.queryByRole('region', { name: /You are impersonating/ })).toBeNull();
      expect(localStorage.getItem(ACTING_SESSION_KEYS.id)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('End impersonation signs out and clears the stored values', async () => {
    stored();
    await signInAs('sam.support');
    const { user, router } = renderApp('/auth/user');
    const banner = await screen.findByRole('region', { name: /You are impersonating/ }, SLOW);
    await user.click(within(banner).getByRole('button', { name: supportText.banner.end }));
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/auth/user'));
    expect(localStorage.getItem(ACTING_SESSION_KEYS.id)).toBeNull();
    expect(screen.queryByRole('region', { name: /You are impersonating/ })).toBeNull();
  });
});

describe('/auth/choose-product', () => {
  const C = supportText.chooseProduct;

  it('lists the products, each a link to its target', async () => {
    await signInAs('ava.associate');
    renderApp('/auth/choose-product');
    const workforce = await screen.findByRole('link', { name: /Workforce/ }, SLOW);
    expect(workforce).toHaveAttribute('href', `${window.location.origin}/view/home`);
    expect(workforce).toHaveTextContent('Pay, time off and your profile.');
    expect(screen.getByRole('link', { name: /Benefits/ })).toHaveAttribute(
      'href',
      `${window.location.origin}/view/home?product=benefits`,
    );
  });

  it('offers no product whose target is not a web address', async () => {
    mock.server.use(
      http.get('*/landing-products', () =>
        HttpResponse.json([
          { productId: 'evil', productName: 'Evil', description: 'x', targetUrl: 'javascript:alert(1)' },
          {
            productId: 'ok',
            productName: 'Payroll',
            description: 'Pay',
            targetUrl: 'https://payroll.example/',
          },
        ]),
      ),
    );
    await signInAs('ava.associate');
    renderApp('/auth/choose-product');
    expect(await screen.findByRole('link', { name: /Payroll/ }, SLOW)).toHaveAttribute(
      'href',
      'https://payroll.example/',
    );
    expect(screen.queryByRole('link', { name: /Evil/ })).toBeNull();
  });

  it('says when there is no product', async () => {
    mock.server.use(http.get('*/landing-products', () => HttpResponse.json([])));
    await signInAs('ava.associate');
    renderApp('/auth/choose-product');
    expect(await screen.findByText(C.empty, {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: C.accountLink })).toHaveAttribute('href', '/auth/user');
  });

  it('keeps the page on a failed load, with Try again', async () => {
    mock.server.use(
      http.get('*/landing-products', () => errorResponse(503, 'UNKNOWN_ERROR'), { once: true }),
    );
    await signInAs('ava.associate');
    const { user } = renderApp('/auth/choose-product');
    expect(await screen.findByText(C.loadError.title, {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: C.title })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Workforce/ }, SLOW)).toBeInTheDocument();
  });
});

describe('/auth/sso-idp-adp/marketplace', () => {
  const visit = async (query: string) => {
    await signInAs('ava.associate');
    return renderApp(`/auth/sso-idp-adp/marketplace${query}`);
  };

  it('goes to the address the group settings name', async () => {
    await visit('?marketplaceApplicationGroupName=PAYROLL_MARKETPLACE');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/__mock/pages/marketplace/payroll'), SLOW);
  });

  it('sends NS_SSO_TESTING~<name> to the tested-SSO endpoint for <name>, without a lookup', async () => {
    await visit('?marketplaceApplicationGroupName=NS_SSO_TESTING~acme-okta');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/__mock/pages/sso-testing/acme-okta'), SLOW);
    expect(requests.to('/settings/NS_SSO_TESTING~acme-okta')).toHaveLength(0);
  });

  it('an unknown group ends on the incorrect-app-id page', async () => {
    await visit('?marketplaceApplicationGroupName=NOPE');
    expect(await resultHeading('FAILURE_SAML_INCORRECT_APP_ID')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('a missing group name ends on a result page without a lookup', async () => {
    await visit('');
    expect(await resultHeading('FAILURE_SAML_INCORRECT_APP_ID')).toBeInTheDocument();
    expect(requests.to('/settings/', 'GET')).toHaveLength(0);
  });

  it('stays with Try again when the service fails for a moment', async () => {
    mock.server.use(http.get('*/settings/:group', () => errorResponse(503, 'UNKNOWN_ERROR'), { once: true }));
    const { user } = await visit('?marketplaceApplicationGroupName=PAYROLL_MARKETPLACE');
    expect(await screen.findByText(supportText.marketplace.loadError.title, {}, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/__mock/pages/marketplace/payroll'), SLOW);
  });
});

describe('/auth/user/saml-redirect/:clientId', () => {
  it("leaves for the client's SAML page", async () => {
    await signInAs('ava.associate');
    renderApp('/auth/user/saml-redirect/acme');
    await waitFor(
      () => expect(assign).toHaveBeenCalledWith('/api/authentication-service/v0/clients/acme'),
      SLOW,
    );
  });

  it('an unknown client ends on the unsupported page', async () => {
    await signInAs('ava.associate');
    renderApp('/auth/user/saml-redirect/nobody');
    expect(await resultHeading('FAILURE_UNSUPPORTED')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('FAILED_TO_GET_SETTINGS ends on the incorrect-app-id page', async () => {
    mock.server.use(
      http.get('*/api/authentication-service/v0/clients/:id', () =>
        errorResponse(404, 'FAILED_TO_GET_SETTINGS'),
      ),
    );
    await signInAs('ava.associate');
    renderApp('/auth/user/saml-redirect/acme');
    expect(await resultHeading('FAILURE_SAML_INCORRECT_APP_ID')).toBeInTheDocument();
  });
});
