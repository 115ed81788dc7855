import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  fetchAuthCheck,
  fetchFeatureFlag,
  NOT_AUTHENTICATED,
  type AuthCheckOptions,
  type FeatureFlagName,
} from './session';

/**
 * The session calls of ./session as TanStack Query options, for the auth guard, the session-expiry
 * modal and the screens behind them. The sign-in page does not use them: a "not signed in" cached
 * before a sign-in is refetched when the auth guard mounts, and the guard waits for that answer.
 */

/**
 * Always re-checked when a screen that needs it mounts (staleTime 0): a session can end in another
 * tab or on the server at any time.
 */
export function authCheckQueryOptions(options: AuthCheckOptions = {}) {
  const tolerate = options.tolerate ?? false;
  return queryOptions({
    queryKey: ['session', 'check', { tolerate }] as const,
    queryFn: () => fetchAuthCheck({ tolerate }),
    staleTime: 0,
  });
}

export function featureFlagQueryOptions(flag: FeatureFlagName) {
  return queryOptions({
    queryKey: ['session', 'feature-flag', flag] as const,
    queryFn: () => fetchFeatureFlag(flag),
    staleTime: 5 * 60 * 1000,
  });
}

/**
 * After a sign-out: nothing cached for the old session survives (obligations, the person, flags), and
 * the check already knows the answer.
 */
export function forgetSession(queryClient: QueryClient): void {
  queryClient.removeQueries();
  queryClient.setQueryData(authCheckQueryOptions().queryKey, NOT_AUTHENTICATED);
  queryClient.setQueryData(authCheckQueryOptions({ tolerate: true }).queryKey, NOT_AUTHENTICATED);
}
