import { useCallback, useEffect, useRef, type Dispatch } from 'react';
import { isApiError } from '../../api';
import { appLog, failureContext } from '../../api/log';
import { cancelPasskeyCeremony, passkeyAutofillSupported, passkeysSupported } from '../../api/passkeys';
import { TRANSIENT_MESSAGE_KEYS, transientFailure } from '../../common/form/transient';
import { signInByPasskey, type SignInOutcome } from './api';
import type { HeldError, LoginAction } from './loginReducer';
import { loginErrorKey } from './messages';

/** The person closed the browser's passkey dialog, or the app stopped the ceremony. */
export const isCeremonyCancelled = (error: unknown): boolean =>
  // @simplewebauthn/browser passes the browser's DOMException name on (NotAllowedError, AbortError).
  error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');

/**
 * What a failed passkey sign-in tells the person: nothing when they closed the browser's dialog (or the
 * app stopped the autofill ceremony), the transient message with Try again for a snag, else the
 * refusal's own message (a copied passkey, one unknown here), or the generic one.
 */
export function passkeyFailure(error: unknown): { key: HeldError['key'] | null; transient: boolean } {
  if (isCeremonyCancelled(error)) return { key: null, transient: false };
  const transient = transientFailure(error);
  if (transient) return { key: TRANSIENT_MESSAGE_KEYS[transient], transient: true };
  return { key: loginErrorKey(isApiError(error) ? error.firstCode : null), transient: false };
}

export interface PasskeySignIn {
  /** Whether the browser can sign in with a passkey at all: the button shows only then. */
  supported: boolean;
  /** The button (and Try again): the browser's own passkey dialog. */
  start: () => void;
  /** The person goes the password way: the autofill offer stops. */
  stopAutofill: () => void;
}

/**
 * Passkey sign-in on the username step (issue 24 item 2): the username field's autofill offers
 * passkeys from page load (conditional mediation, where the browser has it), and the button asks the
 * browser's own dialog. A success ends through `onSignedIn`, the password way's own ending.
 */
export function usePasskeySignIn(
  dispatch: Dispatch<LoginAction>,
  onSignedIn: (outcome: SignInOutcome) => void,
): PasskeySignIn {
  const supported = passkeysSupported();
  /** The autofill ceremony under way, if any (a fresh object each, so a late end clears only its own). */
  const autofillRunning = useRef<object | null>(null);
  const ending = useRef(onSignedIn);
  useEffect(() => {
    ending.current = onSignedIn;
  });

  const attempt = useCallback(
    async (autofill: boolean) => {
      // The autofill ceremony waits quietly for a pick; only a chosen passkey makes the form busy.
      if (!autofill) dispatch({ type: 'passkeyStarted' });
      const ceremony = {};
      if (autofill) autofillRunning.current = ceremony;
      try {
        const outcome = await signInByPasskey(autofill);
        if (autofill) dispatch({ type: 'passkeyStarted' });
        ending.current(outcome);
      } catch (error) {
        const failure = passkeyFailure(error);
        // A stopped autofill offer is no news: the person went another way.
        if (autofill && !failure.key) return;
        if (failure.key) appLog.log('info', 'passkey sign-in failed', failureContext(error));
        if (autofill) dispatch({ type: 'passkeyStarted' });
        dispatch({ type: 'passkeyFailed', ...failure });
      } finally {
        if (autofillRunning.current === ceremony) autofillRunning.current = null;
      }
    },
    [dispatch],
  );

  const stopAutofill = useCallback(() => {
    if (!autofillRunning.current) return;
    autofillRunning.current = null;
    void cancelPasskeyCeremony().catch(() => undefined);
  }, []);

  useEffect(() => {
    let live = true;
    void passkeyAutofillSupported().then((available) => {
      if (available && live) void attempt(true);
    });
    return () => {
      live = false;
      stopAutofill();
    };
  }, [attempt, stopAutofill]);

  const start = useCallback(() => {
    // Starting the dialog cancels the autofill ceremony (one at a time; the library aborts the other).
    autofillRunning.current = null;
    void attempt(false);
  }, [attempt]);

  return { supported, start, stopAutofill };
}
