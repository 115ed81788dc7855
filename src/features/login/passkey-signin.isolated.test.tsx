/**
 * Passkeys on the sign-in page: the whole app against the mock server's real
 * WebAuthn checks, the browser library replaced by a software authenticator (jsdom has no WebAuthn).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPasskey, signInWithPasskey } from '../../api/passkeys';
import { initI18n } from '../../app/i18n';
import { LANDING_PATH } from '../../lib/paths';
import { SoftAuthenticator } from '../../../mock-server/handlers/soft-authenticator.test-support';
import { DEFAULT_PASSWORD } from '../../../mock-server/scenarios/default';
import { stubLeaving } from '../../../tests/flow';
import { mockServerForFile } from '../../../tests/mock-lifecycle';
import { renderApp, signInAs } from '../../../tests/render-app';
import { recordRequests } from '../../../tests/request-recorder';
import { DEVICE_PASSKEYS_KEY, OFFER_DECLINED_KEY } from './passkeyOffer';

type Ceremony = (options: unknown) => Promise<unknown>;
const browser = vi.hoisted(() => ({
  device: undefined as unknown as SoftAuthenticator,
  /** The button's dialog; by default the device answers. */
  dialog: null as Ceremony | null,
  /** The username field's autofill; by default it waits until cancelled. */
  autofill: null as Ceremony | null,
  cancel: () => undefined as void,
  cancelled: 0,
}));
vi.mock('@simplewebauthn/browser', () => ({
  startRegistration: ({ optionsJSON }: { optionsJSON: unknown }) =>
    Promise.resolve(browser.device.register(optionsJSON)),
  startAuthentication: ({
    optionsJSON,
    useBrowserAutofill,
  }: {
    optionsJSON: unknown;
    useBrowserAutofill?: boolean;
  }) => (useBrowserAutofill ? browser.autofill! : browser.dialog!)(optionsJSON),
  WebAuthnAbortService: {
    cancelCeremony: () => {
      browser.cancelled += 1;
      browser.cancel();
    },
  },
}));

const mock = mockServerForFile();
const requests = recordRequests(() => mock.server);
const assign = stubLeaving();
let autofillAvailable = false;
let platformAuthenticator = true;

const named = (name: string) => Object.assign(new Error(name), { name });
const waitsForCancel: Ceremony = () =>
  new Promise((_resolve, reject) => {
    browser.cancel = () => reject(named('AbortError'));
  });

beforeEach(() => {
  browser.device = new SoftAuthenticator(window.location.hostname, window.location.origin);
  browser.dialog = (options) => Promise.resolve(browser.device.assert(options));
  browser.autofill = waitsForCancel;
  browser.cancelled = 0;
  autofillAvailable = false;
  platformAuthenticator = true;
  vi.stubGlobal(
    'PublicKeyCredential',
    Object.assign(function PublicKeyCredential() {}, {
      isConditionalMediationAvailable: () => Promise.resolve(autofillAvailable),
      isUserVerifyingPlatformAuthenticatorAvailable: () => Promise.resolve(platformAuthenticator),
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const personId = (username: string) => mock.context.db.persons.findFirst((q) => q.where({ username }))!.id;
const signOut = (username: string) =>
  mock.context.db.sessions.deleteMany((q) => q.where({ personId: personId(username) }));

/** `username` gets a passkey on the soft device (made elsewhere: not this device's), then is signed out. */
async function withPasskey(username: string) {
  await signInAs(username);
  await createPasskey('Laptop');
  signOut(username);
}

const passkeyButton = () => screen.findByRole('button', { name: 'Sign in with a passkey' });
const usernameField = () => screen.findByRole('textbox', { name: /username/i });
const passwordField = () => screen.findByLabelText(/^password/i, { selector: 'input' });

describe('/auth/login: signing in with a passkey', () => {
  it('signs ava in with the button alone, landing on the sanitised redirectUrl', async () => {
    await withPasskey('ava.associate');
    const passwordSignIns = requests.to('/login', 'POST').length;
    const { user } = renderApp('/auth/login?redirectUrl=%2F%2Fdashboard%3Ftab%3D1');
    await user.click(await passkeyButton());
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/dashboard?tab=1'));
    expect(requests.to('/login', 'POST')).toHaveLength(passwordSignIns);
    expect(requests.to('/passkeys/authentication/verify', 'POST')).toHaveLength(1);
    expect(requests.to('/check-obligations', 'GET')).toHaveLength(1);
  });

  it("signs in with the username field's autofill from page load", async () => {
    await withPasskey('ava.associate');
    autofillAvailable = true;
    browser.autofill = (options) => Promise.resolve(browser.device.assert(options));
    renderApp('/auth/login');
    expect(await usernameField()).toHaveAttribute('autocomplete', 'username webauthn');
    await waitFor(() => expect(assign).toHaveBeenCalledWith(LANDING_PATH));
  });

  it('stops the autofill offer when the person goes the password way, silently', async () => {
    autofillAvailable = true;
    platformAuthenticator = false; // no passkey offer after the password: straight on
    const { user } = renderApp('/auth/login');
    await waitFor(() => expect(requests.to('/passkeys/authentication/options', 'POST')).toHaveLength(1));
    await user.type(await usernameField(), 'ava.associate{Enter}');
    expect(await passwordField()).toBeVisible();
    expect(browser.cancelled).toBe(1);
    expect(screen.queryByTestId('login-error')).toBeNull();
    await user.type(await passwordField(), `${DEFAULT_PASSWORD}{Enter}`);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(LANDING_PATH));
  });

  it("runs one autofill ceremony per visit: a change of language (the person's own, after a sign-in) starts none", async () => {
    autofillAvailable = true;
    platformAuthenticator = false; // no passkey offer after the password: straight on
    // A French reader; ava's saved language is English, which the app changes to before drawing /auth/user.
    const { user, i18n, router } = renderApp('/auth/login?redirectUrl=%2Fauth%2Fuser', {}, initI18n('fr-CA'));
    await waitFor(() => expect(requests.to('/passkeys/authentication/options', 'POST')).toHaveLength(1));
    await user.type(await usernameField(), 'ava.associate{Enter}');
    await user.type(await passwordField(), `${DEFAULT_PASSWORD}{Enter}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/user'));
    expect(i18n.language).toBe('en-US');
    expect(requests.to('/passkeys/authentication/options', 'POST')).toHaveLength(1);
  });

  it('a browser that refuses the autofill offer here (an IP host, say) shows nothing and keeps what is typed', async () => {
    autofillAvailable = true;
    browser.autofill = () =>
      Promise.reject(Object.assign(new Error('This is an invalid domain.'), { name: 'SecurityError' }));
    const { user } = renderApp('/auth/login');
    await waitFor(() => expect(requests.to('/passkeys/authentication/options', 'POST')).toHaveLength(1));
    const username = await usernameField();
    await user.type(username, 'ava.associate');
    expect(username).toHaveValue('ava.associate');
    expect(screen.queryByTestId('login-error')).toBeNull();
    expect(screen.queryByText(/something went wrong/i)).toBeNull();
  });

  it('hands paula, signed in with a passkey, to her change-password obligation', async () => {
    await withPasskey('paula.password');
    const { router, user } = renderApp('/auth/login?redirectUrl=%2Fdashboard');
    await user.click(await passkeyButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/change-password'));
    expect(router.state.location.search).toBe('?redirectUrl=%2Fdashboard');
    expect(assign).not.toHaveBeenCalled();
  });

  it('refuses a passkey whose counter went backwards, with its message', async () => {
    await withPasskey('ava.associate');
    await signInWithPasskey();
    signOut('ava.associate');
    browser.device.counter = 0; // a clone of the authenticator as it was at creation
    const { user } = renderApp('/auth/login');
    await user.click(await passkeyButton());
    expect(await screen.findByTestId('login-error')).toHaveTextContent(
      /copied to another device, so it was refused/i,
    );
    await waitFor(() => expect(screen.getByTestId('login-error')).toHaveFocus());
    expect(assign).not.toHaveBeenCalled();
  });

  it('says nothing when the person closes the passkey dialog', async () => {
    browser.dialog = () => Promise.reject(named('NotAllowedError'));
    const { user } = renderApp('/auth/login');
    await user.click(await passkeyButton());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in with a passkey' })).toBeEnabled());
    expect(screen.queryByTestId('login-error')).toBeNull();
  });

  it('offers the passkey on the password step too, and signs in from there', async () => {
    await withPasskey('ava.associate');
    const { user } = renderApp('/auth/login');
    await user.type(await usernameField(), 'ava.associate{Enter}');
    expect(await passwordField()).toBeVisible();
    await user.click(await passkeyButton());
    await waitFor(() => expect(assign).toHaveBeenCalledWith(LANDING_PATH));
  });

  it('offers the passkey while the captcha is shown: a person who cannot solve it has another way', async () => {
    await withPasskey('ava.associate');
    const before = requests.to('/login', 'POST').length;
    const { user } = renderApp('/auth/login');
    await user.type(await usernameField(), 'ava.associate{Enter}');
    for (let i = 0; i < 3; i += 1) {
      await user.type(await passwordField(), `wrong-${i}{Enter}`);
      await waitFor(() => expect(requests.to('/login', 'POST')).toHaveLength(before + i + 1));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Log in' })).toBeDisabled());
    }
    const robot = await screen.findByRole('checkbox', { name: /I'm not a robot/ });
    expect(robot).not.toBeChecked();
    await user.click(await passkeyButton());
    await waitFor(() => expect(assign).toHaveBeenCalledWith(LANDING_PATH));
    expect(requests.to('/login', 'POST')).toHaveLength(before + 3);
  });

  it('keeps the person here with Try again after a transient failure', async () => {
    await withPasskey('ava.associate');
    mock.context.injectFault('POST', '/passkeys/authentication/verify', 503);
    const { user } = renderApp('/auth/login');
    await user.click(await passkeyButton());
    const error = await screen.findByTestId('login-error');
    expect(error).toHaveTextContent(/having a problem right now/i);
    await user.click(within(error).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(LANDING_PATH));
  });
});

describe('/auth/login: the passkey offer after a password sign-in', () => {
  async function signInWithPassword(username: string, url = '/auth/login?redirectUrl=%2Fpayroll') {
    const app = renderApp(url);
    await app.user.type(await usernameField(), `${username}{Enter}`);
    await app.user.type(await passwordField(), `${DEFAULT_PASSWORD}{Enter}`);
    return app;
  }

  it('offers it once: Create makes one for this device, goes on, and the next sign-in goes straight on', async () => {
    const { router, user, unmount } = await signInWithPassword('ava.associate');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/passkey-offer'));
    await user.click(await screen.findByRole('button', { name: 'Create a passkey' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/payroll'));
    expect(JSON.parse(localStorage.getItem(DEVICE_PASSKEYS_KEY)!)).toEqual([browser.device.id]);
    unmount();
    signOut('ava.associate');
    assign.mockClear();
    const again = await signInWithPassword('ava.associate');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/payroll'));
    expect(again.router.state.location.pathname).not.toBe('/auth/passkey-offer');
  });

  it('remembers Not now for this username', async () => {
    const { router, user, unmount } = await signInWithPassword('ava.associate');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/passkey-offer'));
    await user.click(await screen.findByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/payroll'));
    expect(Object.keys(JSON.parse(localStorage.getItem(OFFER_DECLINED_KEY)!))).toEqual(['ava.associate']);
    unmount();
    signOut('ava.associate');
    assign.mockClear();
    await signInWithPassword('ava.associate');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/payroll'));
    expect(requests.to('/passkeys', 'GET')).toHaveLength(1);
  });

  it('is not offered while an obligation is pending', async () => {
    const { router } = await signInWithPassword('paula.password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/change-password'));
    expect(requests.to('/passkeys', 'GET')).toHaveLength(0);
  });

  it('is not offered without a platform authenticator', async () => {
    platformAuthenticator = false;
    await signInWithPassword('ava.associate');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/payroll'));
    expect(requests.to('/passkeys', 'GET')).toHaveLength(0);
  });
});
