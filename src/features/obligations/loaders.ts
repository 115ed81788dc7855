/**
 * The obligation screens' route loaders: each primes what its screen reads before it paints, once the
 * navigation's session check says someone is signed in (src/common/session/loadSession.ts).
 */
import { contactInfoQueryOptions } from '../../api/queries/contacts';
import { legalAgreementsQueryOptions } from '../../api/queries/legal-agreements';
import { usernameSettingsQueryOptions } from '../../api/queries/usernames';
import { primeQuery } from '../../common/data/loaderContext';
import { signedInLoader } from '../../common/session/loadSession';
import { parseAgreementsParam } from './agreementsParam';

export const usernameLoader = signedInLoader((queryClient) =>
  primeQuery(queryClient, usernameSettingsQueryOptions()),
);

export const contactInfoLoader = signedInLoader((queryClient) =>
  primeQuery(queryClient, contactInfoQueryOptions()),
);

/** The agreements the address names; an unreadable `agreements` value primes nothing (the page says so). */
export const legalAgreementsLoader = signedInLoader((queryClient, { request }) => {
  const param = parseAgreementsParam(new URL(request.url).searchParams.get('agreements'));
  return param.ok ? primeQuery(queryClient, legalAgreementsQueryOptions(param.names)) : Promise.resolve();
});
