import { destinationFor, type Destination } from '../../common/navigation/go';
import type { LoginEntryCheck } from './entryCheck';
import { logoutHref } from './targets';

/**
 * What the login route's loader answer means for the page (on entry): a
 * visitor already signed in goes to the redirect target; a single-sign-on cookie without a session is
 * ended through /auth/logout, which comes back to the target; anyone else gets the form. A failed
 * check is no reason to refuse sign-in: the form shows (the page hands the error to the app-wide
 * handler).
 */
export type LoginEntry =
  | { type: 'signedIn'; destination: Destination }
  | { type: 'ssoSession'; destination: Destination }
  | { type: 'form' };

export function loginEntry(
  { check }: LoginEntryCheck,
  ssoCookie: boolean,
  target: string,
  origin: string,
): LoginEntry {
  if (check?.authenticated) return { type: 'signedIn', destination: destinationFor(target, origin) };
  if (ssoCookie)
    return { type: 'ssoSession', destination: { type: 'navigate', to: logoutHref(target, origin) } };
  return { type: 'form' };
}
