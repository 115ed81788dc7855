/**
 * The session-expiry modal against the real mock server. `Date` and intervals are faked, and run with
 * real time: the app reads the clock with Date.now() and the mock server's clock is Date.now() plus its
 * offset, so moving the system time moves both, and a test moves the modal's one-second interval on to
 * see what it decided at the new time instead of waiting for it; msw and user-event keep real timeouts.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSessionExpiryMs } from '../lib/cookies';
import { SESSION_CHECK_INTERVAL_MS, SESSION_GRACE_MS } from '../lib/session';
// Aliased: the helper is a Vitest lifecycle, not a React hook (its name trips react-hooks/rules-of-hooks).
import { mockServerForFile } from '../../tests/mock-lifecycle';
import { renderApp, signInAs } from '../../tests/render-app';
import { recordRequests } from '../../tests/request-recorder';

const mock = mockServerForFile();
const requests = recordRequests(() => mock.server);
const MINUTE = 60_000;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});

const prolongCalls = () => requests.to('/prolong-session', 'GET');

/** Runs the modal's next `checks` looks at the clock, and what they set off, now. */
async function tick(checks = 1) {
  await act(() => vi.advanceTimersByTimeAsync(checks * SESSION_CHECK_INTERVAL_MS));
}

/** When `signedInWith` set the clock to 30 s (and a half) before the modal's deadline. */
let clockSetAt = 0;

/**
 * The dialog's seconds left, read from its message: at most the 30 the clock was set to, and no fewer
 * than 30 less the seconds the clock has run since. The clock runs on with real time, so a busy
 * machine reads the message later and with fewer seconds, never more. (Not against the expiry cookie:
 * the early sync under 63 s may move it after the message was drawn.)
 */
function expectThirtySecondsOrWhatIsLeft(dialog: HTMLElement) {
  const message = within(dialog).getByTestId('session-expiry-seconds').textContent ?? '';
  const said = Number(/signed out in (\d+) seconds/.exec(message)?.[1]);
  const secondsRun = Math.ceil((Date.now() - clockSetAt) / 1000);
  expect(said).toBeLessThanOrEqual(30);
  expect(said).toBeGreaterThanOrEqual(30 - secondsRun);
  return message;
}

/** Signs ava in, opens /auth/user and moves the clock to `secondsLeft` before the modal's deadline. */
async function signedInWith(secondsLeft: number) {
  await signInAs('ava.associate');
  const app = renderApp('/auth/user');
  await screen.findByRole('heading', { level: 1, name: 'Welcome, Ava' });
  const expiry = getSessionExpiryMs();
  expect(expiry).not.toBeNull();
  vi.setSystemTime(expiry! - SESSION_GRACE_MS - secondsLeft * 1000 - 500);
  clockSetAt = Date.now();
  await tick();
  return app;
}

describe('session-expiry modal', () => {
  it('stays hidden with time to spare', async () => {
    await signedInWith(5 * 60);
    await tick();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(prolongCalls()).toHaveLength(0);
  });

  it('syncs the expiry once, early, under 63 s (flag on), without showing the modal', async () => {
    await signedInWith(61);
    await waitFor(() => expect(prolongCalls()).toHaveLength(1), { timeout: 3000 });
    const [sync] = prolongCalls();
    expect(sync?.headers.get('prolong-session')).toBe('false');
    expect(sync?.headers.get('sync-session-ttl')).toBe('true');
    // Another look at 61 s (the clock ran on while the sync was under way): no second sync, no modal.
    vi.setSystemTime(getSessionExpiryMs()! - SESSION_GRACE_MS - 61_500);
    await tick();
    expect(prolongCalls()).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not sync early when syncSessionTTLFeatureEnabled is off', async () => {
    await mock.context.db.featureFlags.updateMany((q) => q.where({ flag: 'syncSessionTTLFeatureEnabled' }), {
      data(draft) {
        draft.isEnabled = false;
      },
    });
    await signedInWith(61);
    // The flag's answer is in (an answer still on its way would sync, as the test above shows).
    await waitFor(() => expect(requests.to('/features/syncSessionTTLFeatureEnabled', 'GET')).toHaveLength(1));
    await tick(2);
    expect(prolongCalls()).toHaveLength(0);
  });

  it('shows the seconds left under 60 s; Stay prolongs the session and hides it', async () => {
    const { user } = await signedInWith(30);
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Your session is about to end' },
      { timeout: 3000 },
    );
    expectThirtySecondsOrWhatIsLeft(dialog);
    const before = getSessionExpiryMs()!;
    await user.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const stay = prolongCalls().find((call) => call.headers.get('prolong-session') === null);
    expect(stay).toBeDefined();
    expect(getSessionExpiryMs()!).toBeGreaterThan(before + 10 * MINUTE);
  });

  it('describes the dialog with the seconds left, so a screen reader says them as it opens', async () => {
    await signedInWith(30);
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Your session is about to end' },
      { timeout: 3000 },
    );
    expect(dialog).toHaveAccessibleDescription(expectThirtySecondsOrWhatIsLeft(dialog));
  });

  it('signs out at the end, back to login with the current page as redirectUrl, saying why', async () => {
    const { router } = await signedInWith(0);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'), { timeout: 4000 });
    expect(router.state.location.search).toBe(`?redirectUrl=${encodeURIComponent('/auth/user')}`);
    expect(requests.to('/logout', 'POST')).toHaveLength(1);
    expect(await screen.findByTestId('sign-in-notice')).toHaveTextContent(
      /signed out because your session ended/,
    );
  });

  // The countdown compared the cookie (server time) with the browser's clock, so
  // moving the server's clock alone showed nothing.
  it('counts down on the server clock: the mock clock alone moved under 60 s shows the modal', async () => {
    await signInAs('ava.associate');
    renderApp('/auth/user');
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Ava' });
    const expiry = getSessionExpiryMs()!;
    mock.context.clock.set(expiry - SESSION_GRACE_MS - 30_000);
    // The page learns the server's clock from the next answer (the tab coming back asks GET /check).
    window.dispatchEvent(new Event('focus'));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Your session is about to end' },
      { timeout: 3000 },
    );
    expect(within(dialog).getByTestId('session-expiry-seconds')).toHaveTextContent(
      /signed out in (28|29|30) seconds/,
    );
  });

  it('finds a session that ended on the server and goes to sign-in with the page as redirectUrl', async () => {
    await signInAs('ava.associate');
    const { router } = renderApp('/auth/user');
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Ava' });
    mock.context.db.sessions.deleteMany((q) => q.where({ id: (id: string) => id.length > 0 }));
    // The page may show before the session watch is listening: the window regains focus until it is.
    await waitFor(
      () => {
        window.dispatchEvent(new Event('focus'));
        expect(router.state.location.pathname).toBe('/auth/login');
      },
      { timeout: 4000 },
    );
    expect(router.state.location.search).toBe(`?redirectUrl=${encodeURIComponent('/auth/user')}`);
    expect(await screen.findByTestId('sign-in-notice')).toHaveTextContent(
      /signed out because your session ended/,
    );
  });

  it('goes to the unauthorized page, not to logout, when Stay answers 403', async () => {
    const { router, user } = await signedInWith(30);
    const dialog = await screen.findByRole('dialog', {}, { timeout: 3000 });
    // Under 63 s the page also syncs the expiry once (the same call), as soon as the flag has loaded: on a
    // busy machine that can come after the click and take the fault meant for Stay. Wait for it first.
    await waitFor(() => expect(prolongCalls()).toHaveLength(1), { timeout: 3000 });
    mock.context.injectFault('GET', '/prolong-session', 403);
    await user.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/unauthorized-error'));
    const stayCall = prolongCalls()[1];
    expect(stayCall?.headers.get('prolong-session')).not.toBe('false');
    expect(new URLSearchParams(router.state.location.search).get('traceId')).toBe(
      stayCall?.headers.get('X-Trace-Id'),
    );
    expect(requests.to('/logout', 'POST')).toHaveLength(0);
  });

  it('does not sync early when the flag lookup fails, and says so once', async () => {
    mock.context.injectFault('GET', '/features/syncSessionTTLFeatureEnabled', 500, 5);
    await signedInWith(61);
    expect(await screen.findByText(/Some settings could not be loaded/)).toBeInTheDocument();
    await tick(2);
    expect(prolongCalls()).toHaveLength(0);
    expect(screen.getAllByText(/Some settings could not be loaded/)).toHaveLength(1);
  });

  it('signs out when Stay fails', async () => {
    const { router, user } = await signedInWith(30);
    const dialog = await screen.findByRole('dialog', {}, { timeout: 3000 });
    mock.context.injectFault('GET', '/prolong-session', 401, 5);
    await user.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'), { timeout: 4000 });
    expect(router.state.location.search).toBe(`?redirectUrl=${encodeURIComponent('/auth/user')}`);
  });
});
