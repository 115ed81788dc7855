/**
 * The passkey half of sign-in (issue 24 item 2), loaded by ./usePasskeySignIn.ts only where the
 * browser has WebAuthn, so the sign-in page's first load carries none of it.
 */
import { isApiError } from '../../api';
import { signInWithPasskey } from '../../api/passkeys';
import { TRANSIENT_MESSAGE_KEYS, transientFailure } from '../../common/form/transient';
import { settleSignIn, type SignInOutcome } from './api';
import type { HeldError } from './loginReducer';
import { loginErrorKey } from './messages';

export { cancelPasskeyCeremony, passkeyAutofillSupported } from '../../api/passkeys';

/**
 * Sign in with a passkey: the browser's ceremony and its verification, which answers as POST /login
 * does, so it settles the same way. `autofill`: offered in the username field's autofill.
 */
export async function signInByPasskey(autofill: boolean): Promise<SignInOutcome> {
  return settleSignIn(await signInWithPasskey({ autofill }));
}

/** The person closed the browser's passkey dialog, or the app stopped the ceremony. */
export const isCeremonyCancelled = (error: unknown): boolean =>
  // @simplewebauthn/browser passes the browser's DOMException name on (NotAllowedError, AbortError).
  error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');

export type PasskeyFailure = { key: HeldError['key'] | null; transient: boolean };

/**
 * What a failed passkey sign-in tells the person: nothing when the ceremony was cancelled, the
 * transient message with Try again for a snag, else the refusal's own message (a copied passkey, one
 * unknown here), or the generic one.
 */
export function passkeyFailure(error: unknown): PasskeyFailure {
  if (isCeremonyCancelled(error)) return { key: null, transient: false };
  const transient = transientFailure(error);
  if (transient) return { key: TRANSIENT_MESSAGE_KEYS[transient], transient: true };
  return { key: loginErrorKey(isApiError(error) ? error.firstCode : null), transient: false };
}
