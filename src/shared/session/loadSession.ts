import type { QueryClient } from '@tanstack/react-query';
import type { AuthCheck } from '../../api/session';
import { authCheckQueryOptions } from '../../api/sessionQueries';
import { clientInfoQueryOptions, meQueryOptions } from '../../api/queries/person';
import { loaderQueryClient, primeQuery, type LoaderContext } from '../data/loaderContext';

export type LoaderArgs = { request: Request; context?: LoaderContext };

/** The check of each navigation: every loader of one navigation gets the same Request. */
const checks = new WeakMap<Request, Promise<AuthCheck | null>>();

/**
 * For a route loader in the signed-in area: the router's query client and a fresh session check, one
 * GET /check per navigation however many loaders ask (the guard's and the screen's run side by side).
 * `check` is null when the check failed: the error is in the cache, where the guard reads it. Null
 * altogether when the router gives loaders no query client (the screens then load on their own).
 */
export async function sessionForLoader({
  request,
  context,
}: LoaderArgs): Promise<{ queryClient: QueryClient; check: AuthCheck | null } | null> {
  const queryClient = await loaderQueryClient(context);
  if (!queryClient) return null;
  let check = checks.get(request);
  if (!check) {
    check = queryClient.fetchQuery(authCheckQueryOptions()).catch(() => null);
    checks.set(request, check);
  }
  return { queryClient, check: await check };
}

/**
 * The session context of spec section 4 "Authentication check": after a successful check, the person
 * and the client, loaded once for every screen of the signed-in area (`useSession()` reads them).
 */
export function primeSessionContext(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    primeQuery(queryClient, meQueryOptions()),
    primeQuery(queryClient, clientInfoQueryOptions()),
  ]).then(() => undefined);
}
