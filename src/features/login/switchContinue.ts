import { destinationFor, type Destination } from '../../common/navigation/go';
import type { SwitchClientsDetails } from '../../common/session/switchClients';
import type { QueryInput } from '../../lib/paths';
import { joinBase, loginHrefWithQuery, loginTarget, otherSystemLoginUrl, usableBase } from './targets';

/**
 * Continue on the switch-clients message page. A client of the other
 * sign-in system: the login URL the switch answered, carrying the redirect target. A client of this
 * system: sign-in at the configured external base URL, with the same query. Without a usable address,
 * sign-in here.
 */
export function switchContinueDestination(
  details: SwitchClientsDetails | null,
  externalBaseUrl: string,
  search: QueryInput | undefined,
  origin: string,
): Destination {
  const here = loginHrefWithQuery(search, origin);
  if (details?.isNexoClient) {
    const nexo = otherSystemLoginUrl(details.redirectLoginUrl, loginTarget(search, origin), origin);
    return destinationFor(nexo ?? here, origin);
  }
  const external = usableBase(externalBaseUrl);
  return destinationFor(external ? joinBase(external, here) : here, origin);
}
