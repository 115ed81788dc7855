/**
 * The contact verification route's loader: the contact methods the screen picks from, primed once the
 * navigation's session check says someone is signed in. A query the page cannot read primes nothing:
 * the page ends on its result page at once.
 */
import { contactInfoSorQueryOptions } from '../../api/queries/verification';
import { primeQuery } from '../../common/data/loaderContext';
import { signedInLoader } from '../../common/session/loadSession';
import { parseVerifyContactQuery } from '../../lib/validation/contact';

export const verifyContactInfoLoader = signedInLoader((queryClient, { request }) =>
  parseVerifyContactQuery(new URL(request.url).searchParams).ok
    ? primeQuery(queryClient, contactInfoSorQueryOptions())
    : Promise.resolve(),
);
