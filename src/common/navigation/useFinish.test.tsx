/**
 * "Done, go on" (`useFinish`, `finishTarget`): where a finished page goes, the obligation recheck
 * (GET /check-obligations answered by msw/node) and the single-sign-on logout.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubLeaving } from '../../../tests/flow';
import { mockServerForFile } from '../../../tests/mock-lifecycle';
import { renderInQueryScope } from '../../../tests/render-app';
import { COOKIE } from '../../lib/cookies';
import { LANDING_PATH } from '../../lib/paths';
import { finishTarget, useFinish, type FinishOptions, type FinishOutcome } from './useFinish';

const mock = mockServerForFile();
const CHECK = `${window.location.origin}/api/authentication-service/v0/check-obligations`;
const HOSTILE = ['https://evil.example/steal', '//evil.example', '/\\evil.example', 'javascript:alert(1)'];

describe('finishTarget', () => {
  it('is the sanitised redirectUrl of the query', () => {
    expect(finishTarget('?redirectUrl=%2Fauth%2Fuser%3Ftab%3D1')).toBe('/auth/user?tab=1');
    expect(finishTarget('redirectUrl=/payroll')).toBe('/payroll');
  });

  it('is the fallback without a redirectUrl, the landing path by default', () => {
    expect(finishTarget('')).toBe(LANDING_PATH);
    expect(finishTarget('?other=1', { fallback: '/auth/user' })).toBe('/auth/user');
  });

  it.each(HOSTILE)('never leaves the origin for a hostile redirectUrl: %s', (hostile) => {
    const target = finishTarget(`?redirectUrl=${encodeURIComponent(hostile)}`);
    // A path of this origin ("/" then neither "/" nor "\"): the sanitiser may keep what is left of
    // the value as a path (//evil.example → /evil.example), never the other host.
    expect(target).toMatch(/^\/(?![/\\])/);
    expect(new URL(target, window.location.origin).origin).toBe(window.location.origin);
  });

  it('asks a flow’s own rule with the raw redirectUrl instead', () => {
    const target = vi.fn((redirectUrl: string | null) => `/partner?from=${redirectUrl ?? 'none'}`);
    expect(finishTarget('?redirectUrl=https%3A%2F%2Fpartner.example', { target })).toBe(
      '/partner?from=https://partner.example',
    );
    expect(target).toHaveBeenCalledWith('https://partner.example');
  });
});

const assign = stubLeaving();
afterEach(() => {
  document.cookie = `${COOKIE.ssoSession}=; Max-Age=0; Path=/`;
});

/** A page with a Finish button; what each finish resolved to is kept in `outcomes`. */
async function renderFinish(search: string, defaults: FinishOptions = {}, options?: FinishOptions) {
  const outcomes: FinishOutcome[] = [];
  function FinishButton() {
    const finish = useFinish(defaults);
    return (
      <button type="button" onClick={() => void finish(options).then((outcome) => outcomes.push(outcome))}>
        Finish
      </button>
    );
  }
  const view = await renderInQueryScope(<FinishButton />);
  await act(async () => view.router.navigate(`/auth/under-test${search}`, { replace: true }));
  await view.user.click(await screen.findByRole('button', { name: 'Finish' }));
  return { ...view, outcomes };
}

/** The check answers 412 with a redirect obligation to `url`; counts the checks. */
function owe(url: string) {
  const seen = { checks: 0 };
  mock.server.use(
    http.get(CHECK, () => {
      seen.checks += 1;
      return HttpResponse.json(
        {
          code: 'BLOCKED_BY_OBLIGATION',
          errors: [{ code: 'BLOCKED_BY_OBLIGATION' }],
          obligation: { kind: 'addPhone', isLoginObligation: true, args: {} },
          requiredAction: { kind: 'redirect', url },
        },
        { status: 412 },
      );
    }),
  );
  return seen;
}

describe('useFinish: where it goes', () => {
  it('goes to the sanitised redirectUrl in the router, replacing this page', async () => {
    const { router, outcomes } = await renderFinish('?redirectUrl=%2Fauth%2Fuser');
    await screen.findByText('elsewhere: /auth/user');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(outcomes).toEqual(['left']);
    expect(assign).not.toHaveBeenCalled();
  });

  it('loads the landing path in full for a hostile redirectUrl, never the other origin', async () => {
    const { outcomes } = await renderFinish(`?redirectUrl=${encodeURIComponent('https://evil.example/x')}`);
    await waitFor(() => expect(outcomes).toEqual(['left']));
    expect(assign).toHaveBeenCalledWith(LANDING_PATH);
    expect(assign).not.toHaveBeenCalledWith(expect.stringContaining('evil'));
  });

  it('goes to the fallback without a redirectUrl, and shows its toast', async () => {
    await renderFinish('', { fallback: '/auth/account-settings/devices' }, { toast: 'Phone number added' });
    await screen.findByText('elsewhere: /auth/account-settings/devices');
    expect(screen.getByText('Phone number added')).toBeInTheDocument();
  });
});

describe('useFinish: recheckObligations', () => {
  it('goes on when nothing is owed', async () => {
    let checks = 0;
    mock.server.use(
      http.get(CHECK, () => {
        checks += 1;
        return HttpResponse.json({});
      }),
    );
    const { outcomes } = await renderFinish('?redirectUrl=%2Fauth%2Fuser', { recheckObligations: true });
    await screen.findByText('elsewhere: /auth/user');
    expect(checks).toBe(1);
    expect(outcomes).toEqual(['left']);
  });

  it('a second obligation takes the person to its page instead of the target', async () => {
    const server = owe('/auth/add-phone');
    const { router, outcomes } = await renderFinish('?redirectUrl=%2Fauth%2Fuser', {
      recheckObligations: true,
    });
    await screen.findByText('elsewhere: /auth/add-phone');
    expect(router.state.location.search).toContain('redirectUrl=');
    expect(server.checks).toBe(1);
    expect(outcomes).toEqual(['left']);
  });

  it('this very page’s obligation, still owed: "stillRequired", and it stays', async () => {
    owe('/auth/under-test');
    const { router, outcomes } = await renderFinish('?redirectUrl=%2Fauth%2Fuser', {
      recheckObligations: true,
    });
    await waitFor(() => expect(outcomes).toEqual(['stillRequired']));
    expect(router.state.location.pathname).toBe('/auth/under-test');
    expect(assign).not.toHaveBeenCalled();
  });

  it('a failing check returns nothing: the person goes on', async () => {
    mock.server.use(http.get(CHECK, () => HttpResponse.json({ code: 'UNKNOWN_ERROR' }, { status: 500 })));
    const { outcomes } = await renderFinish('?redirectUrl=%2Fauth%2Fuser', { recheckObligations: true });
    await screen.findByText('elsewhere: /auth/user');
    expect(outcomes).toEqual(['left']);
  });
});

describe('useFinish: viaLogout', () => {
  it('ends a single-sign-on session on /auth/logout, the query kept', async () => {
    document.cookie = `${COOKIE.ssoSession}=1; Path=/`;
    const { router } = await renderFinish('?redirectUrl=%2Fauth%2Fuser', { viaLogout: true });
    await screen.findByText('elsewhere: /auth/logout');
    expect(router.state.location.search).toBe('?redirectUrl=%2Fauth%2Fuser');
  });

  it('without the single-sign-on cookie goes straight to the target', async () => {
    await renderFinish('?redirectUrl=%2Fauth%2Fuser', { viaLogout: true });
    await screen.findByText('elsewhere: /auth/user');
  });
});
