import { useCallback, useEffect, useRef, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api';
import { appLog, failureContext } from '../../api/log';
import { TRANSIENT_MESSAGE_KEYS, transientFailure, type TransientKind } from '../../common/form/transient';
import { isCeremonyCancelled, passkeysSupported } from '../../lib/webAuthn';
import { settleSignIn, type SignInOutcome } from './api';
import type { HeldError, LoginAction } from './loginReducer';
import { loginErrorKey } from './messages';

/** The passkey calls load only where the browser has WebAuthn: none of it on the first load. */
const loadPasskeySignIn = () => import('../../api/passkeys');

type PasskeyFailure = { key: HeldError['key'] | null; transient: TransientKind | null };

/**
 * What a failed passkey sign-in tells the person: nothing when the ceremony was cancelled, the
 * transient message with Try again for a snag, else the refusal's own message (a copied passkey, one
 * unknown here), or the generic one.
 */
export function passkeyFailure(error: unknown): PasskeyFailure {
  if (isCeremonyCancelled(error)) return { key: null, transient: null };
  const transient = transientFailure(error);
  if (transient) return { key: TRANSIENT_MESSAGE_KEYS[transient], transient };
  return { key: loginErrorKey(isApiError(error) ? error.firstCode : null), transient: null };
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
 * Passkey sign-in: the username field's autofill offers passkeys from page load (conditional
 * mediation, where the browser has it), and the button, on the password step and beside the captcha
 * too, asks the browser's own dialog. A success ends through `onSignedIn`, the password way's own ending.
 */
export function usePasskeySignIn(
  dispatch: Dispatch<LoginAction>,
  onSignedIn: (outcome: SignInOutcome) => void,
): PasskeySignIn {
  const { i18n } = useTranslation();
  const supported = passkeysSupported();
  /** The autofill ceremony under way, if any (a fresh object each, so a late end clears only its own). */
  const autofillRunning = useRef<object | null>(null);
  // Read when a ceremony ends. react-i18next hands out a new `i18n` at each change of language (the
  // picker, or the person's own as POST /login answers): a dependency on it restarted the autofill
  // ceremony, a new POST /passkeys/authentication/options each time, even on a page being left.
  const latest = useRef({ onSignedIn, i18n });
  useEffect(() => {
    latest.current = { onSignedIn, i18n };
  });

  const failed = useCallback(
    (autofill: boolean, failure: PasskeyFailure, error: unknown) => {
      // The autofill offer runs unasked: only the server refusing a passkey the person picked is news.
      // A stopped offer (the person went another way), a browser that will not run it here (a
      // SecurityError on a host that cannot be a relying party, say) or a snag stays quiet and
      // leaves the form alone; the button still offers the dialog.
      if (autofill && (!failure.key || failure.transient || !isApiError(error))) {
        if (failure.key) appLog.log('info', 'passkey autofill gave up', failureContext(error));
        return;
      }
      if (failure.key) appLog.log('info', 'passkey sign-in failed', failureContext(error));
      if (autofill) dispatch({ type: 'passkeyStarted' });
      dispatch({ type: 'passkeyFailed', ...failure });
    },
    [dispatch],
  );

  const attempt = useCallback(
    async (autofill: boolean) => {
      // The autofill ceremony waits quietly for a pick; only a chosen passkey makes the form busy.
      if (!autofill) dispatch({ type: 'passkeyStarted' });
      const ceremony = {};
      if (autofill) autofillRunning.current = ceremony;
      try {
        const passkey = await loadPasskeySignIn().catch((error: unknown) => {
          // The chunk did not come: no answer, as far as the person can tell.
          failed(autofill, { key: TRANSIENT_MESSAGE_KEYS.offline, transient: 'offline' }, error);
          return null;
        });
        if (!passkey) return;
        // The verification answers as POST /login does, so it settles the same way.
        const outcome = await passkey
          .signInWithPasskey({ autofill })
          .then((answer) => settleSignIn(answer, latest.current.i18n))
          .catch((error: unknown) => {
            failed(autofill, passkeyFailure(error), error);
            return null;
          });
        if (!outcome) return;
        if (autofill) dispatch({ type: 'passkeyStarted' });
        latest.current.onSignedIn(outcome);
      } finally {
        if (autofillRunning.current === ceremony) autofillRunning.current = null;
      }
    },
    [dispatch, failed],
  );

  const stopAutofill = useCallback(() => {
    if (!autofillRunning.current) return;
    autofillRunning.current = null;
    void loadPasskeySignIn()
      .then((passkey) => passkey.cancelPasskeyCeremony())
      .catch(() => undefined);
  }, []);

  useEffect(() => {
    if (!passkeysSupported()) return undefined;
    let live = true;
    void loadPasskeySignIn()
      .then((passkey) => passkey.passkeyAutofillSupported())
      .then((available) => {
        if (available && live) void attempt(true);
      })
      .catch(() => undefined);
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
