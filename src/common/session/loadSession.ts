import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router-dom';
import type { AuthCheck } from '../../api/authCheck';
import { authCheckQueryOptions } from '../../api/queries/session';
import { clientInfoQueryOptions, meQueryOptions, type ClientInfo, type Me } from '../../api/queries/person';
import { loaderQueryClient, type LoaderContext } from '../data/loaderContext';

/** What the router gives a loader (LoaderFunctionArgs): the URL's `params` included. */
export type LoaderArgs = { request: Request; params: Params; context?: LoaderContext };

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
}: Omit<LoaderArgs, 'params'>): Promise<{ queryClient: QueryClient; check: AuthCheck | null } | null> {
  const queryClient = await loaderQueryClient(context);
  if (!queryClient) return null;
  let check = checks.get(request);
  if (!check) {
    check = queryClient.fetchQuery(authCheckQueryOptions()).catch(() => null);
    checks.set(request, check);
  }
  return { queryClient, check: await check };
}

/** The session context: the check, the person and the client, which the rest of the cache depends on. */
const CONTEXT_PATHS: ReadonlySet<unknown> = new Set([
  authCheckQueryOptions().queryKey[1],
  meQueryOptions().queryKey[1],
  clientInfoQueryOptions().queryKey[1],
]);

/**
 * The session context: after a successful authentication check, the person
 * and the client, loaded on every entry into the signed-in area (whoever signed in on the sign-in page
 * meanwhile, without Query, is who the screens see) and shared by its screens (`useSession()`). When
 * the person or the client is not the one cached before, nothing else cached survives: flags and
 * screen data belong to a client. A failed load stays in the cache for the screen's QueryBoundary.
 */
export async function primeSessionContext(queryClient: QueryClient): Promise<void> {
  const before = identity(queryClient);
  await Promise.all([
    queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 }).catch(() => undefined),
    queryClient.fetchQuery({ ...clientInfoQueryOptions(), staleTime: 0 }).catch(() => undefined),
  ]);
  const after = identity(queryClient);
  if (before !== null && after !== null && before !== after) {
    queryClient.removeQueries({ predicate: (query) => !CONTEXT_PATHS.has(query.queryKey[1]) });
  }
}

function identity(queryClient: QueryClient): string | null {
  // openapi-react-query's keys do not carry their data's type: the options name it.
  const person = queryClient.getQueryData<Me>(meQueryOptions().queryKey);
  const client = queryClient.getQueryData<ClientInfo>(clientInfoQueryOptions().queryKey);
  return person && client ? `${person.personId}|${client.clientId}` : null;
}

/**
 * The loader of a signed-in screen whose data must be there before it paints: `prime` runs once the
 * navigation's check (shared with the auth guard's loader) says someone is signed in, typically
 * `primeQuery(queryClient, devicesQueryOptions())` (src/common/data/loaderContext.ts). The screen
 * reads the same options with `useSuspenseQuery` inside a `QueryBoundary`.
 */
export function signedInLoader(
  prime: (
    queryClient: QueryClient,
    args: LoaderArgs,
    check: Extract<AuthCheck, { authenticated: true }>,
  ) => Promise<unknown>,
) {
  return async (args: LoaderArgs): Promise<null> => {
    const session = await sessionForLoader(args);
    if (session?.check?.authenticated) await prime(session.queryClient, args, session.check);
    return null;
  };
}
