import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { authenticationService, identityOrchestrator, uiGateway } from './clients';
import { isApiError, type ErrorCode } from './errors';
import type { components as AuthenticationComponents } from './generated/authentication-service';
import type { components as OrchestratorComponents } from './generated/identity-orchestrator';

/**
 * The session layer: "is anybody signed in, and how" (GET /check), the per-session feature flags, and
 * the session-expiry calls. Screens and the auth guard read these through TanStack Query so one
 * answer is shared by everything on the page.
 */

export type AuthenticationMethod = AuthenticationComponents['schemas']['AuthenticationMethod'];
export type FeatureFlagName = OrchestratorComponents['schemas']['FeatureFlagName'];

/** The sign-in system whose sessions get the other system's logout (spec section 9: "Nexo, Lifion"). */
export const NEXO_AUTHENTICATION_METHOD: AuthenticationMethod = 'Nexo';

export type AuthCheck =
  | {
      authenticated: true;
      authenticationMethod: AuthenticationMethod;
      levelOfAssurance: number;
      /** Signed in through the other sign-in system. */
      isNexo: boolean;
    }
  | { authenticated: false };

export const NOT_AUTHENTICATED: AuthCheck = Object.freeze({ authenticated: false });

export type AuthCheckOptions = {
  /**
   * Account creation runs on sessions that this product does not (yet) accept: with `tolerate`, a
   * 403 INSUFFICIENT_PERMISSIONS or MISSING_SESSION_COOKIE also means "not signed in" instead of an
   * error (which the app would turn into the unauthorized page).
   */
  tolerate?: boolean;
};

/** Codes that `tolerate` turns into "not signed in", whatever the status. */
const TOLERATED_CODES: ReadonlySet<ErrorCode> = new Set([
  'INSUFFICIENT_PERMISSIONS',
  'MISSING_SESSION_COOKIE',
]);

/** Every auth-check query key starts with this, so a sign-in or sign-out can reset them together. */
export const AUTH_CHECK_KEY = ['session', 'check'] as const;

/** GET /check as a value: a 401 is the answer "not signed in", never an error. */
export async function fetchAuthCheck({ tolerate = false }: AuthCheckOptions = {}): Promise<AuthCheck> {
  try {
    const { data } = await authenticationService.GET('/check');
    if (!data) return NOT_AUTHENTICATED;
    return {
      authenticated: true,
      authenticationMethod: data.authentication_method,
      levelOfAssurance: data.levelOfAssurance,
      isNexo: data.authentication_method === NEXO_AUTHENTICATION_METHOD,
    };
  } catch (error) {
    if (isApiError(error)) {
      if (error.status === 401) return NOT_AUTHENTICATED;
      if (tolerate && (TOLERATED_CODES.has(error.code) || TOLERATED_CODES.has(error.firstCode))) {
        return NOT_AUTHENTICATED;
      }
    }
    throw error;
  }
}

/**
 * Used by the login page and the auth guard. Always re-checked when a screen that needs it mounts
 * (staleTime 0): a session can end in another tab or on the server at any time.
 */
export function authCheckQueryOptions(options: AuthCheckOptions = {}) {
  const tolerate = options.tolerate ?? false;
  return queryOptions({
    queryKey: [...AUTH_CHECK_KEY, { tolerate }] as const,
    queryFn: () => fetchAuthCheck({ tolerate }),
    staleTime: 0,
  });
}

/**
 * After a sign-in the cached "not signed in" is wrong, but refetching it on the login page itself would
 * race the post-sign-in navigation: mark it stale so the next screen that mounts asks again.
 */
export function markAuthCheckStale(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: AUTH_CHECK_KEY, refetchType: 'none' });
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

/** A feature flag; a failed lookup means "off" (and never becomes a navigation). */
export async function fetchFeatureFlag(flag: FeatureFlagName): Promise<boolean> {
  try {
    const { data } = await identityOrchestrator.GET('/feature-settings/idm/features/{flag}', {
      params: { path: { flag } },
    });
    return data?.isEnabled === true;
  } catch {
    return false;
  }
}

export function featureFlagQueryOptions(flag: FeatureFlagName) {
  return queryOptions({
    queryKey: ['session', 'feature-flag', flag] as const,
    queryFn: () => fetchFeatureFlag(flag),
    staleTime: 5 * 60 * 1000,
  });
}

/** The Stay button of the session-expiry modal: extends the session (the server refreshes the cookie). */
export async function prolongSession(): Promise<void> {
  await uiGateway.GET('/prolong-session');
}

/**
 * The early sync: asks for the session's real expiry without extending it (another tab may have
 * prolonged it); the answer refreshes the session-expiry cookie.
 */
export async function syncSessionTtl(): Promise<void> {
  await uiGateway.GET('/prolong-session', {
    params: { header: { 'prolong-session': 'false', 'sync-session-ttl': 'true' } },
  });
}

export type LogoutKind = 'current' | 'all';

/** POST /logout, or POST /logout-all-sessions (every session of the person). */
export async function logout(kind: LogoutKind = 'current'): Promise<void> {
  if (kind === 'all') await authenticationService.POST('/logout-all-sessions');
  else await authenticationService.POST('/logout');
}
