/**
 * The support routes' loaders, a module of their own so a navigation starts the data and the screen's
 * code side by side (docs/architecture.md "Page data").
 */
import { impersonationQueryOptions, landingProductsQueryOptions } from '../../api/queries/support';
import { primeQuery } from '../../common/data/loaderContext';
import { signedInLoader } from '../../common/session/loadSession';
import { isUsableImpersonationId } from './outcomes';

/** /auth/impersonation: the associate is there when the page paints. */
export const impersonationLoader = signedInLoader(async (queryClient, { request }) => {
  const impersonationId = new URL(request.url).searchParams.get('impersonationId');
  if (isUsableImpersonationId(impersonationId))
    await primeQuery(queryClient, impersonationQueryOptions(impersonationId));
});

/** /auth/choose-product: the products are there when the page paints. */
export const chooseProductLoader = signedInLoader((queryClient) =>
  primeQuery(queryClient, landingProductsQueryOptions()),
);
