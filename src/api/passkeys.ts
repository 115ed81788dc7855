/**
 * Passkeys: the browser's WebAuthn ceremonies around the authentication service's passkey
 * calls, as plain functions (the sign-in page keeps TanStack Query off its first load, as with
 * ./session). @simplewebauthn/browser is imported on first use only, so pages that never start a
 * ceremony never download it. The list, rename and remove reads are query options in
 * ./queries/passkeys.ts.
 */
import { passkeysSupported } from '../lib/webAuthn';
import { authenticationService } from './clients';
import { required } from './queries/keys';
import type { components } from './generated/authentication-service';

export type Passkey = components['schemas']['Passkey'];
export type LoginResponse = components['schemas']['LoginResponse'];

const webAuthn = () => import('@simplewebauthn/browser');

/** Whether the username field can offer passkeys in the browser's autofill (conditional mediation). */
export async function passkeyAutofillSupported(): Promise<boolean> {
  if (!passkeysSupported()) return false;
  const check = window.PublicKeyCredential.isConditionalMediationAvailable;
  return typeof check === 'function' ? check.call(window.PublicKeyCredential).catch(() => false) : false;
}

/** The authenticator already holds one of the person's passkeys (`excludeCredentials` matched). */
export function isAlreadyOnThisDevice(error: unknown): boolean {
  return error instanceof Error && error.name === 'InvalidStateError';
}

/** Stops a ceremony in progress (the autofill one, when the person goes the password way). */
export async function cancelPasskeyCeremony(): Promise<void> {
  const { WebAuthnAbortService } = await webAuthn();
  WebAuthnAbortService.cancelCeremony();
}

/**
 * The browser's authentication ceremony over fresh options from the service (in the username field's
 * autofill when `useBrowserAutofill`, else the browser's own dialog): the credential to verify.
 */
async function authenticate(useBrowserAutofill = false) {
  const [{ startAuthentication }, options] = await Promise.all([
    webAuthn(),
    authenticationService.POST('/passkeys/authentication/options'),
  ]);
  return startAuthentication({
    optionsJSON: required(options.data, '/passkeys/authentication/options') as never,
    useBrowserAutofill,
  });
}

/**
 * Signs in with a passkey: the options, the browser's ceremony (in the username field's autofill when
 * `autofill`, else the browser's own dialog), then the same answer and cookies as `POST /login`.
 */
export async function signInWithPasskey({ autofill = false } = {}): Promise<LoginResponse> {
  const credential = await authenticate(autofill);
  const answer = await authenticationService.POST('/passkeys/authentication/verify', {
    body: { credential: credential as never },
  });
  return required(answer.data, '/passkeys/authentication/verify');
}

/** Creates a passkey for the signed-in person on this device and keeps it under `name`. */
export async function createPasskey(name?: string): Promise<Passkey> {
  const [{ startRegistration }, options] = await Promise.all([
    webAuthn(),
    authenticationService.POST('/passkeys/registration/options'),
  ]);
  const credential = await startRegistration({
    optionsJSON: required(options.data, '/passkeys/registration/options') as never,
  });
  const answer = await authenticationService.POST('/passkeys/registration/verify', {
    body: { credential: credential as never, ...(name ? { name } : {}) },
  });
  return required(answer.data, '/passkeys/registration/verify');
}

/** Raises the session's level of assurance with one of the person's passkeys; the new level. */
export async function stepUpWithPasskey(): Promise<number> {
  const credential = await authenticate();
  const answer = await authenticationService.POST('/step-up/passkey', {
    body: { credential: credential as never },
  });
  return required(answer.data, '/step-up/passkey').levelOfAssurance;
}
