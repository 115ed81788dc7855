import { authenticationService, identityOrchestrator } from './clients';
import { authCheckOf, NOT_AUTHENTICATED, type AuthCheck } from './authCheck';
import { isApiError, type ErrorCode } from './errors';
import type { components as OrchestratorComponents } from './generated/identity-orchestrator';

/**
 * The session layer: "is anybody signed in, and how" (GET /check), the per-session feature flags and
 * logout, as plain calls. The sign-in page uses them directly, which keeps TanStack
 * Query off its first load (docs/performance.md "Performance budgets"); every other screen reads them through
 * the query options in ./queries/session.ts, so one answer is shared by everything on the page.
 */

export type FeatureFlagName = OrchestratorComponents['schemas']['FeatureFlagName'];

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

/** GET /check as a value: a 401 is the answer "not signed in", never an error. */
export async function fetchAuthCheck({ tolerate = false }: AuthCheckOptions = {}): Promise<AuthCheck> {
  try {
    const { data } = await authenticationService.GET('/check');
    return data ? authCheckOf(data) : NOT_AUTHENTICATED;
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

/** A feature flag of the session's client (or the global one before sign-in); throws when the lookup fails. */
export async function readFeatureFlag(flag: FeatureFlagName, signal?: AbortSignal): Promise<boolean> {
  const { data } = await identityOrchestrator.GET('/feature-settings/idm/features/{flag}', {
    params: { path: { flag } },
    signal,
  });
  return data?.isEnabled === true;
}

export type LogoutKind = 'current' | 'all';

/** POST /logout, or POST /logout-all-sessions (every session of the person). */
export async function logout(kind: LogoutKind = 'current'): Promise<void> {
  if (kind === 'all') await authenticationService.POST('/logout-all-sessions');
  else await authenticationService.POST('/logout');
}
