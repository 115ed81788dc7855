import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiKey } from './queries/keys';
import {
  fetchAuthCheck,
  logout,
  NOT_AUTHENTICATED,
  prolongSession,
  readFeatureFlag,
  syncSessionTtl,
  type AuthCheckOptions,
  type FeatureFlagName,
  type LogoutKind,
} from './session';

/**
 * The session calls of ./session as TanStack Query options, for the auth guard, the session-expiry
 * modal, logout and the screens behind them; going through Query is what puts their failures in
 * front of the app-wide 403/412 handler (src/app/queryClient.ts). The sign-in page does not use
 * them: a "not signed in" cached before a sign-in is refetched by the auth guard's loader.
 */

/**
 * Always re-checked when fetched (staleTime 0): a session can end in another tab or on the server at
 * any time. The auth guard's loader fetches it on every entry into the signed-in area.
 */
export function authCheckQueryOptions(options: AuthCheckOptions = {}) {
  const tolerate = options.tolerate ?? false;
  return queryOptions({
    queryKey: [...apiKey('authentication-service', '/check'), { tolerate }] as const,
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
    queryKey: apiKey('identity-orchestrator', '/feature-settings/idm/features/{flag}', { flag }),
    queryFn: ({ signal }) => readFeatureFlag(flag, signal),
    staleTime: 5 * 60 * 1000,
    meta: { ownErrors: true },
  });
}

/** POST /logout or /logout-all-sessions. */
export function logoutMutationOptions() {
  return mutationOptions({
    mutationKey: apiKey('authentication-service', '/logout'),
    mutationFn: (kind: LogoutKind) => logout(kind),
  });
}

/** The Stay button of the session-expiry modal: GET /prolong-session extends the session. */
export function prolongSessionMutationOptions() {
  return mutationOptions({
    mutationKey: apiKey('ui-gateway', '/prolong-session', { prolong: true }),
    mutationFn: () => prolongSession(),
  });
}

/** The early sync: GET /prolong-session without extending, for the session's real expiry. */
export function syncSessionTtlMutationOptions() {
  return mutationOptions({
    mutationKey: apiKey('ui-gateway', '/prolong-session', { prolong: false }),
    mutationFn: () => syncSessionTtl(),
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
