import type { AuthCheck } from '../../api/authCheck';
import { paths, type QueryInput } from '../../lib/paths';
import type { ResultKind } from '../../lib/results';
import type { SwitchClientsDetails } from '../../common/session/switchClients';
import {
  destinationFor,
  forwardedQuery,
  loginHrefWithQuery,
  usableBase,
  withForwardedQuery,
  type Destination,
} from './targets';

export type LogoutOutcome = Destination | { type: 'result'; kind: ResultKind };

export type LogoutSituation = {
  /** The session as it was before the logout call. */
  check: AuthCheck;
  /** A single-sign-on session cookie was present before the logout call (which clears it). */
  ssoSession: boolean;
  /** What a client switch left behind, if anything. */
  switchDetails: SwitchClientsDetails | null;
  /** Where sessions of the other sign-in system are ended (configuration). */
  nexoLogoutUrl: string;
  /** The logout page's query, passed on ("with the same query"). */
  search: QueryInput;
  origin: string;
};

/**
 * Where the browser goes once the session has ended ("Logout and logout-all-sessions"):
 *  - a session of the other sign-in system: the switch-clients message page when a switch left its
 *    details, else that system's logout address; without one the destination is undetermined;
 *  - a single-sign-on session: the single-sign-on request page;
 *  - anyone else: the login page with the same query.
 */
export function logoutDestination(situation: LogoutSituation): LogoutOutcome {
  const { check, ssoSession, switchDetails, nexoLogoutUrl, search, origin } = situation;
  if (check.authenticated && check.isNexo) {
    if (switchDetails)
      return { type: 'navigate', to: paths.switchClientsMessage.href(forwardedQuery(search, origin)) };
    const base = usableBase(nexoLogoutUrl);
    if (!base) return { type: 'result', kind: 'FAILURE_UNDETERMINED_NEXO_SESSION' };
    return destinationFor(withForwardedQuery(base, search, origin), origin);
  }
  if (ssoSession) return { type: 'navigate', to: paths.ssoLoginRequest.href() };
  return { type: 'navigate', to: loginHrefWithQuery(search, origin) };
}
