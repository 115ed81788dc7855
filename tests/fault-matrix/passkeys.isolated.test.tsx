/** The fault matrix (./harness.ts) for the passkey screens. */
import { afterEach, beforeEach, vi } from 'vitest';
import { mockServerForFile } from '../mock-lifecycle';
import { renderApp, signInAs } from '../render-app';
import { faultMatrix } from './harness';
import { MATRIX_PASSKEYS, PASSKEY_DRIVERS } from './passkeys.drivers';

// jsdom has no WebAuthn: the browser's ceremony answers at once with a credential nobody checks, as
// every cell faults the server call that would (the ceremony itself is the browser's, not ours).
vi.mock('@simplewebauthn/browser', () => {
  const credential = {
    id: 'matrix-credential',
    rawId: 'matrix-credential',
    type: 'public-key',
    response: {},
    clientExtensionResults: {},
  };
  return {
    startRegistration: () => Promise.resolve(credential),
    startAuthentication: () => Promise.resolve(credential),
    WebAuthnAbortService: { cancelCeremony: () => undefined },
  };
});

const mock = mockServerForFile();

beforeEach(async () => {
  vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
  for (const passkey of MATRIX_PASSKEYS) {
    await mock.context.db.passkeys.create({
      ...passkey,
      publicKey: 'bWF0cml4',
      counter: 0,
      transports: ['internal'],
      createdAt: mock.context.clock.now(),
      lastUsedAt: null,
    });
  }
});
afterEach(() => vi.unstubAllGlobals());

faultMatrix('passkeys', PASSKEY_DRIVERS, { mock, renderApp, signInAs });
