/**
 * The obligation screens' route loaders: each primes what its screen reads before it paints, once the
 * navigation's session check says someone is signed in (src/shared/session/loadSession.ts).
 */
import { contactInfoQueryOptions } from '../../api/queries/contacts';
import { usernameSettingsQueryOptions } from '../../api/queries/usernames';
import { primeQuery } from '../../shared/data/loaderContext';
import { signedInLoader } from '../../shared/session/loadSession';

export const usernameLoader = signedInLoader((queryClient) =>
  primeQuery(queryClient, usernameSettingsQueryOptions()),
);

export const contactInfoLoader = signedInLoader((queryClient) =>
  primeQuery(queryClient, contactInfoQueryOptions()),
);
