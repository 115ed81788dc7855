import { useSuspenseQueries, useSuspenseQuery } from '@tanstack/react-query';
import type { ClientInfo, Me } from '../../api/queries/person';
import { clientInfoQueryOptions, meQueryOptions } from '../../api/queries/person';
import type { AuthCheck } from '../../api/authCheck';
import { authCheckQueryOptions } from '../../api/queries/session';

export type SignedIn = Extract<AuthCheck, { authenticated: true }>;

/** Who is signed in, how, and for which client. */
export interface Session {
  check: SignedIn;
  person: Me;
  client: ClientInfo;
}

/**
 * The session context for screens of the signed-in area: the check the auth guard passed, the person
 * and the client, which the guard's loader primed (src/app/AuthGuard.tsx), so this reads the cache
 * and suspends only when a load is still running or being retried. Use it inside a `QueryBoundary`
 * (src/common/data): a failed load shows there with Try again.
 */
export function useSession(): Session {
  // The guard's loader has just checked: no second GET /check for each screen that mounts.
  const { data: check } = useSuspenseQuery({ ...authCheckQueryOptions(), refetchOnMount: false });
  const [person, client] = useSuspenseQueries({
    queries: [meQueryOptions(), clientInfoQueryOptions()],
  });
  if (!check.authenticated) throw new Error('useSession: used outside the signed-in area');
  return { check, person: person.data, client: client.data };
}
