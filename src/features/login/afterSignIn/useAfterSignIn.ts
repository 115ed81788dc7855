import type { i18n as I18n } from 'i18next';
import { useCallback, type Dispatch } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { announceSession } from '../../../common/session/crossTab';
import { go, type Destination } from '../../../common/navigation/go';
import { useBeforeTheNextScreen } from '../../../common/navigation/nextScreen';
import { resolveObligation } from '../../../lib/obligations';
import { paths } from '../../../lib/paths';
import { signIn, type SignInInput, type SignInOutcome } from '../api';
import type { LoginAction } from '../loginReducer';
import type { PasskeyOfferState } from '../PasskeyOfferPage';
import { postLoginDestination } from '../targets';
import { loadAfterSignInChunks } from './prefetch';
import type { SignedInWay, SignInFollowUps } from './followUps';

export type { SignedInWay };

/**
 * The sign-in's follow-ups (./followUps.ts), started as soon as POST /login has answered; null
 * when their code could not be fetched (then no account is remembered and no passkey offered).
 */
export function startFollowUps(way: SignedInWay): Promise<SignInFollowUps | null> {
  return loadAfterSignInChunks().then((code) => code?.startSignInFollowUps(way) ?? null);
}

/** POST /login, its follow-ups started the moment it answers rather than once its outcome is read. */
export async function signInWithFollowUps(request: SignInInput, way: SignedInWay, i18n: I18n) {
  // At the latest now, so the chunks are in before POST /login answers.
  void loadAfterSignInChunks();
  let followUps: Promise<SignInFollowUps | null> | undefined;
  const outcome = await signIn(request, i18n, () => (followUps = startFollowUps(way)));
  return { outcome, followUps };
}

/**
 * The one ending of every sign-in, by password or passkey: other tabs told,
 * the account remembered if asked, then an obligation the app can route to takes over, else the
 * redirect target; after a password sign-in that goes straight on, the passkey offer may come first.
 * A next screen the app draws itself is drawn in the person's language; another document is simply
 * loaded (its language is in the cookie).
 */
export function useAfterSignIn(dispatch: Dispatch<LoginAction>, target: string, origin: string) {
  const location = useLocation();
  const navigate = useNavigate();
  const beforeTheNextScreen = useBeforeTheNextScreen();

  return useCallback(
    async (
      { obligation, redirectUrl, theirLanguage }: SignInOutcome,
      way: SignedInWay,
      followUps: Promise<SignInFollowUps | null> = startFollowUps(way),
    ) => {
      dispatch({ type: 'leaving' });
      // Other tabs on the sign-in page now go where they were going (./LoginPage.tsx).
      announceSession('signed-in');
      const started = await followUps;
      await started?.remembered;
      /** To a screen of the app's, drawn in the person's language; else to another document, as it is. */
      const goOn = async (destination: Destination, state?: PasskeyOfferState) => {
        if (destination.type === 'external') return go(destination, navigate);
        const change = await theirLanguage;
        const changeNow = change ? beforeTheNextScreen(change) : () => undefined;
        await navigate(destination.to, { replace: true, state });
        changeNow();
      };
      if (obligation) {
        const step = resolveObligation(obligation, {
          pathname: location.pathname,
          search: location.search,
          origin,
        });
        if (step.type === 'navigate' || step.type === 'external') return goOn(step);
      }
      const destination = postLoginDestination(target, redirectUrl, origin);
      if (way.withPassword && way.username && (await started?.offersPasskey())) {
        const state: PasskeyOfferState = { destination, username: way.username };
        return goOn({ type: 'navigate', to: paths.passkeyOffer.path }, state);
      }
      await goOn(destination);
    },
    [dispatch, location.pathname, location.search, navigate, beforeTheNextScreen, target, origin],
  );
}
