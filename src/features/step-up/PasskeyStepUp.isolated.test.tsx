/**
 * Step-up with a passkey against the mock server's real WebAuthn checks: the browser
 * library is replaced by a software authenticator (jsdom has no WebAuthn), everything else runs as in
 * the app.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SoftAuthenticator } from '../../../mock-server/handlers/soft-authenticator.test-support';
import { mockServerForFile } from '../../../tests/mock-lifecycle';
import { renderApp, signInAs } from '../../../tests/render-app';
import { recordRequests } from '../../../tests/request-recorder';
import stepupText from '../../../locales/en-US/stepup.json';
import { authenticationService } from '../../api';
import { createPasskey } from '../../api/passkeys';

const T = stepupText.passkey;
type Device = { register: (options: unknown) => unknown; assert: (options: unknown) => unknown };
const device = vi.hoisted(() => ({ current: undefined as unknown as Device }));
vi.mock('@simplewebauthn/browser', () => ({
  startRegistration: ({ optionsJSON }: { optionsJSON: unknown }) =>
    Promise.resolve().then(() => device.current.register(optionsJSON)),
  startAuthentication: ({ optionsJSON }: { optionsJSON: unknown }) =>
    Promise.resolve().then(() => device.current.assert(optionsJSON)),
}));

const mock = mockServerForFile();
const requests = recordRequests(() => mock.server);
const SLOW = { timeout: 10_000 };

const newAuthenticator = () => new SoftAuthenticator(window.location.hostname, window.location.origin);

beforeEach(() => {
  device.current = newAuthenticator();
  vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function level(): Promise<number | undefined> {
  const { data } = await authenticationService.GET('/check');
  return data?.levelOfAssurance;
}

/** stan, signed in with his password (level 1), with a passkey on this device. */
async function stanWithPasskey() {
  await signInAs('stan.stepup');
  await createPasskey('Laptop');
}

async function openStepUp(url = '/auth/step-up?redirectUrl=/auth/user') {
  const app = renderApp(url);
  await screen.findByRole('button', { name: stepupText.send }, SLOW);
  return app;
}

const usePasskey = () => screen.findByRole('button', { name: T.use }, SLOW);

describe('step-up with a passkey', () => {
  it('stan reaches level 3 with his passkey and lands on the redirectUrl, obligations checked', async () => {
    await stanWithPasskey();
    expect(await level()).toBe(1);
    const { user, router } = await openStepUp();
    const checksBefore = requests.to('/check-obligations', 'GET').length;
    const button = await usePasskey();
    // The intro names both ways once a passkey is offered.
    expect(screen.getByText(T.intro)).toBeInTheDocument();
    await user.click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/user'), SLOW);
    expect(await level()).toBe(3);
    expect(requests.to('/check-obligations', 'GET').length).toBeGreaterThan(checksBefore);
    expect(requests.to('/step-up/code', 'POST')).toHaveLength(0);
  });

  it('a passkey the server does not know is refused with its message; the codes stay', async () => {
    await stanWithPasskey();
    device.current = newAuthenticator();
    const { user, router } = await openStepUp();
    await user.click(await usePasskey());
    expect(await screen.findByText(T.errors.unknown.message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: stepupText.send })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/auth/step-up');
    expect(await level()).toBe(1);
  });

  it('a passkey whose counter went backwards (a copy) is refused in its own words', async () => {
    await stanWithPasskey();
    const kept = mock.context.db.passkeys.findFirst((q) => q.where({ personId: 'person-stan' }))!;
    await mock.context.db.passkeys.update(kept, {
      data(draft) {
        draft.counter = 50;
      },
    });
    const { user } = await openStepUp();
    await user.click(await usePasskey());
    expect(await screen.findByText(T.errors.copied.message)).toBeInTheDocument();
    expect(await level()).toBe(1);
  });

  it('says nothing when the person closes the browser dialog', async () => {
    await stanWithPasskey();
    device.current = {
      register: () => undefined,
      assert: () => {
        throw Object.assign(new Error('The operation was not allowed.'), { name: 'NotAllowedError' });
      },
    };
    const { user, router } = await openStepUp();
    const button = await usePasskey();
    await user.click(button);
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    for (const error of Object.values(T.errors)) expect(screen.queryByText(error.message)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(router.state.location.pathname).toBe('/auth/step-up');
  });

  it('keeps the page with Try again when the server is down, and Try again passes', async () => {
    await stanWithPasskey();
    mock.context.injectFault('POST', '/step-up/passkey', 503);
    const { user, router } = await openStepUp();
    await user.click(await usePasskey());
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/user'), SLOW);
    expect(await level()).toBe(3);
  });

  it('reads no passkeys for a session already at the level', async () => {
    await signInAs('ava.associate');
    await createPasskey();
    const { router } = renderApp('/auth/step-up?redirectUrl=/auth/user');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/user'), SLOW);
    expect(requests.to('/passkeys', 'GET')).toHaveLength(0);
  });

  it('offers no passkey to someone without one', async () => {
    await signInAs('stan.stepup');
    await openStepUp();
    await waitFor(() => expect(requests.to('/passkeys', 'GET').length).toBeGreaterThan(0));
    expect(screen.queryByRole('button', { name: T.use })).toBeNull();
    expect(screen.getByText(stepupText.intro)).toBeInTheDocument();
  });

  it('offers none in a browser without WebAuthn, nor for a level a passkey cannot reach', async () => {
    await stanWithPasskey();
    vi.unstubAllGlobals();
    const first = await openStepUp();
    first.unmount();
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    await openStepUp('/auth/step-up?requiredLevel=4');
    expect(screen.queryByRole('button', { name: T.use })).toBeNull();
    expect(requests.to('/passkeys', 'GET')).toHaveLength(0);
  });
});
