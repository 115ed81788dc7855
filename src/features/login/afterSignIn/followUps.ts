import { passkeysSupported } from '../../../lib/webAuthn';
export { takePickedLanguage, readyLanguage } from '../../../common/language/switchLanguage';
import { mayOfferPasskey, noPasskeyHere } from '../passkeyOffer';
import { rememberSignedIn } from '../remembered/rememberSignedIn';

/**
 * What a sign-in starts as soon as POST /login has answered, alongside the obligation check, so neither
 * adds a round trip of its own: the account remembered if asked (GET /persons/me for the name), and
 * the passkey offer's checks that ask no server. `offersPasskey` finishes the offer's decision (GET
 * /passkeys), asked only once no obligation is pending. With the language switch, what a sign-in
 * waits for between POST /login and the next page; off the sign-in page's first paint, fetched ahead
 * (./prefetch.ts).
 */
export interface SignedInWay {
  /** The username typed (a passkey sign-in has none the page knows). */
  username: string | null;
  /** "Remember me on this device" was ticked. */
  remember: boolean;
  /** Signed in with the password: a passkey may be offered before going on. */
  withPassword: boolean;
}

export type SignInFollowUps = { remembered: Promise<void>; offersPasskey: () => Promise<boolean> };

export function startSignInFollowUps({ username, remember, withPassword }: SignedInWay): SignInFollowUps {
  const remembered =
    remember && username ? rememberSignedIn(username).catch(() => undefined) : Promise.resolve();
  if (!withPassword || !username || !passkeysSupported())
    return { remembered, offersPasskey: () => Promise.resolve(false) };
  const mayOffer = mayOfferPasskey(username).catch(() => false);
  return {
    remembered,
    offersPasskey: async () => (await mayOffer) && (await noPasskeyHere().catch(() => false)),
  };
}
