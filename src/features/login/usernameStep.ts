/**
 * The username step of sign-in, written once for its two runners: the sign-in frame's boot script
 * (./frame/boot.ts, inline before the app has loaded) and the app's form (./useCheckUsername.ts). Next
 * asks check-auth-path, as the flag `enableCheckAuthPathPost` says (POST with the username in the body,
 * or GET with it in the path), within the app's time limit; the answer says whether this product's
 * password comes next. Both take the flag, the time limit, the answer's reading and the next step from
 * here; the boot script builds the request from the paths below, the app sends the same one through its
 * generated client. DOM-free, and nothing here adds bytes to the boot script but the step itself: the
 * service's types are imported as types only.
 */
import type { paths as AuthenticationPaths } from '../../api/generated/authentication-service.ts';
import type {
  components as OrchestratorComponents,
  paths as OrchestratorPaths,
} from '../../api/generated/identity-orchestrator.ts';
import { CSRF_HEADER, newTraceId, TRACE_HEADER } from '../../api/headers.ts';
import { REQUEST_TIMEOUT_MS } from '../../api/requestTimeout.ts';

type FeatureFlagName = OrchestratorComponents['schemas']['FeatureFlagName'];

/** The feature flag Next's call follows: POST when it is on. */
export const CHECK_AUTH_PATH_POST_FLAG = 'enableCheckAuthPathPost' satisfies FeatureFlagName;

const FLAG_PATH = '/feature-settings/idm/features/{flag}' satisfies keyof OrchestratorPaths;
const POST_PATH = '/check-auth-path' satisfies keyof AuthenticationPaths;
const GET_PATH = '/username/{username}/check-auth-path' satisfies keyof AuthenticationPaths;

/** The flag's URL under the identity orchestrator's base URL. */
export const checkAuthPathFlagUrl = (orchestratorUrl: string) =>
  `${orchestratorUrl}${FLAG_PATH.replace('{flag}', CHECK_AUTH_PATH_POST_FLAG)}`;

/** The part of check-auth-path's answer that decides the next step. */
export type AuthPathAnswer = Pick<
  AuthenticationPaths[typeof POST_PATH]['post']['responses'][200]['content']['application/json'],
  'isLifionLogin' | 'isNexoClientRebrandEnabled'
>;

/**
 * Whether this product's password comes next for the answer (an empty answer counts as yes), and then
 * the answer's rebrand flag; null when the other sign-in system takes over.
 */
export function rebrandIfPasswordNext(answer: AuthPathAnswer | null | undefined): boolean | null {
  return !answer || answer.isLifionLogin ? answer?.isNexoClientRebrandEnabled === true : null;
}

/**
 * Next's request as `fetch` takes it: the path, method, trace id and, for a POST, the CSRF header and
 * the JSON body. Null for a POST with no CSRF token yet (the app's client fetches one first).
 */
export function checkAuthPathRequest(
  authUrl: string,
  username: string,
  { usePost, csrfToken }: { usePost: boolean; csrfToken: string | null },
): { url: string; init: RequestInit } | null {
  const headers: Record<string, string> = { [TRACE_HEADER]: newTraceId() };
  if (!usePost)
    return {
      url: `${authUrl}${GET_PATH.replace('{username}', encodeURIComponent(username))}`,
      init: { method: 'GET', credentials: 'include', headers },
    };
  if (!csrfToken) return null;
  return {
    url: `${authUrl}${POST_PATH}`,
    init: {
      method: 'POST',
      credentials: 'include',
      headers: { ...headers, 'Content-Type': 'application/json', [CSRF_HEADER]: csrfToken },
      body: JSON.stringify({ username }),
    },
  };
}

/** Next's call had no answer within REQUEST_TIMEOUT_MS of the press: the password step, saying so. */
export const TIMED_OUT = 'timedOut';

/** What Next leads to on this product's side: its password step (with the rebrand), or the note that the check took too long. */
export type PasswordStepAnswer = { rebrand: boolean } | typeof TIMED_OUT;

/**
 * `work`'s answer, or TIMED_OUT once REQUEST_TIMEOUT_MS have passed since the press (then the signal
 * aborts what it asked). A timer, not AbortSignal.timeout: a test's fake clock moves it.
 */
export function withinTimeLimit<T>(
  work: (deadline: AbortSignal) => Promise<T>,
): Promise<T | typeof TIMED_OUT> {
  const giveUp = new AbortController();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      resolve(TIMED_OUT);
      giveUp.abort();
    }, REQUEST_TIMEOUT_MS);
    void work(giveUp.signal).then((answer) => {
      clearTimeout(timer);
      resolve(answer);
    });
  });
}
