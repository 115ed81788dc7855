import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiKey } from './keys';
import { uiGateway } from '../clients';
import { NOT_AUTHENTICATED } from '../authCheck';
import {
  fetchAuthCheck,
  logout,
  readFeatureFlag,
  type AuthCheckOptions,
  type FeatureFlagName,
  type LogoutKind,
} from '../session';

/**
 * The session calls as TanStack Query options and hooks, for the auth guard, the session-expiry
 * modal, logout and the screens behind them; going through Query is what puts their failures in
 * front of the app-wide 403/412 handler (src/app/queryClient.ts). The sign-in page does not use
 * them: a "not signed in" cached before a sign-in is refetched by the auth guard's loader.
 *
 * The check, the flag and logout wrap the plain calls of ./session rather than openapi-react-query:
 * the sign-in page makes the check and reads the flag without Query, so their rules (a 401 is "not
 * signed in", an empty flag is off) live once, there; logout is one action over two paths.
 */

/**
 * Always re-checked when fetched (staleTime 0): a session can end in another tab or on the server at
 * any time. The auth guard's loader fetches it on every entry into the signed-in area.
 */
export function authCheckQueryOptions(options: AuthCheckOptions = {}) {
  const tolerate = options.tolerate ?? false;
  return queryOptions({
    queryKey: apiKey('get', '/check', { tolerate }),
    queryFn: () => fetchAuthCheck({ tolerate }),
    staleTime: 0,
  });
}

/**
 * A feature flag of the session's client. A failed lookup is an error here (the hook shows the toast
 * FAILED_TO_GET_FEATURE_FLAG and reads it as "off"), never a navigation: `ownErrors`.
 */
export function featureFlagQueryOptions(flag: FeatureFlagName) {
  return queryOptions({
    queryKey: apiKey('get', '/feature-settings/idm/features/{flag}', { params: { path: { flag } } }),
    queryFn: ({ signal }) => readFeatureFlag(flag, signal),
    staleTime: 5 * 60 * 1000,
    meta: { ownErrors: true },
  });
}

/** POST /logout or /logout-all-sessions. */
export function logoutMutationOptions() {
  return mutationOptions({
    mutationKey: apiKey('post', '/logout'),
    mutationFn: (kind: LogoutKind) => logout(kind),
  });
}

/**
 * GET /prolong-session: sent as it is by the Stay button of the session-expiry modal, which extends
 * the session (the server refreshes the cookie); sent with `SYNC_SESSION_TTL` by the early sync. A GET
 * by the contract but a command, never cached data: hence mutation options, written by hand (a
 * service's `mutationOptions` takes no GET: ./queries/services.ts).
 */
export function prolongSessionMutationOptions() {
  return mutationOptions({
    mutationKey: apiKey('get', '/prolong-session'),
    mutationFn: async (init: typeof SYNC_SESSION_TTL | Record<string, never>) =>
      // Direct: a GET that is a command, and the library's mutation options take no GET.
      (await uiGateway.GET('/prolong-session', init)).data,
  });
}

/**
 * The early sync's request: the session's real expiry without extending it (another tab may have
 * prolonged it); the answer refreshes the session-expiry cookie.
 */
export const SYNC_SESSION_TTL = {
  params: { header: { 'prolong-session': 'false', 'sync-session-ttl': 'true' } },
} as const;

/**
 * After a sign-out: nothing cached for the old session survives (obligations, the person, flags), and
 * the check already knows the answer.
 */
export function forgetSession(queryClient: QueryClient): void {
  queryClient.removeQueries();
  queryClient.setQueryData(authCheckQueryOptions().queryKey, NOT_AUTHENTICATED);
  queryClient.setQueryData(authCheckQueryOptions({ tolerate: true }).queryKey, NOT_AUTHENTICATED);
}
