import { useCallback, type Dispatch } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { announceSession } from '../../common/session/crossTab';
import { useGo } from '../../common/navigation/go';
import { resolveObligation } from '../../lib/obligations';
import { paths } from '../../lib/paths';
import { passkeysSupported } from '../../lib/webAuthn';
import type { SignInOutcome } from './api';
import type { LoginAction } from './loginReducer';
import type { PasskeyOfferState } from './PasskeyOfferPage';
import { postLoginDestination } from './targets';

export interface SignedInWay {
  /** The username typed (a passkey sign-in has none the page knows). */
  username: string | null;
  /** "Remember me on this device" was ticked. */
  remember: boolean;
  /** Signed in with the password: a passkey may be offered before going on. */
  withPassword: boolean;
}

/**
 * What a sign-in starts as soon as POST /login has answered, alongside the obligation check, so neither
 * adds a round trip of its own: the account remembered if asked (GET /persons/me for the name), and
 * the passkey offer's checks that ask no server. `offersPasskey` finishes the offer's decision (GET
 * /passkeys), asked only once no obligation is pending.
 */
export type SignInFollowUps = { remembered: Promise<void>; offersPasskey: () => Promise<boolean> };

export function startSignInFollowUps(way: SignedInWay): SignInFollowUps {
  const { username } = way;
  const remembered =
    way.remember && username
      ? import('./remembered/rememberSignedIn')
          .then((remembering) => remembering.rememberSignedIn(username))
          .catch(() => undefined)
      : Promise.resolve();
  if (!way.withPassword || !username || !passkeysSupported())
    return { remembered, offersPasskey: () => Promise.resolve(false) };
  // The offer's rules load only after a password sign-in.
  const offer = import('./passkeyOffer').catch(() => null);
  const mayOffer = offer.then((rules) => rules?.mayOfferPasskey(username) ?? false).catch(() => false);
  return {
    remembered,
    offersPasskey: async () => {
      const rules = await offer;
      return rules !== null && (await mayOffer) && (await rules.noPasskeyHere().catch(() => false));
    },
  };
}

/**
 * The one ending of every sign-in, by password or passkey: other tabs told,
 * the account remembered if asked, then an obligation the app can route to takes over, else the
 * redirect target; after a password sign-in that goes straight on, the passkey offer may come first.
 */
export function useAfterSignIn(dispatch: Dispatch<LoginAction>, target: string, origin: string) {
  const location = useLocation();
  const navigate = useNavigate();
  const go = useGo();

  return useCallback(
    async (
      { obligation, redirectUrl }: SignInOutcome,
      way: SignedInWay,
      followUps: SignInFollowUps = startSignInFollowUps(way),
    ) => {
      dispatch({ type: 'leaving' });
      // Other tabs on the sign-in page now go where they were going (./LoginPage.tsx).
      announceSession('signed-in');
      await followUps.remembered;
      if (obligation) {
        const step = resolveObligation(obligation, {
          pathname: location.pathname,
          search: location.search,
          origin,
        });
        if (step.type === 'navigate' || step.type === 'external') return go(step);
      }
      const destination = postLoginDestination(target, redirectUrl, origin);
      if (way.withPassword && way.username && (await followUps.offersPasskey())) {
        const state: PasskeyOfferState = { destination, username: way.username };
        return void navigate(paths.passkeyOffer.path, { replace: true, state });
      }
      go(destination);
    },
    [dispatch, location.pathname, location.search, navigate, go, target, origin],
  );
}
