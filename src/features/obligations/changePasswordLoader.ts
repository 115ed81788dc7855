import { passwordObligationQueryOptions } from '../../api/queries/obligations';
import { signedInLoader } from '../../common/session/loadSession';
import { primeQuery } from '../../common/data/loaderContext';

/** The route's loader: the answer is there before the page paints, so its heading never changes. */
export const changePasswordLoader = signedInLoader((queryClient) =>
  primeQuery(queryClient, passwordObligationQueryOptions()),
);
