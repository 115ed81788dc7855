import type { i18n as I18n } from 'i18next';
import { authenticationService, formBody, identityOrchestrator, type ObligationRequired } from '../../api';
import { owedObligation } from '../../api/checkObligations';
import type { LoginResponse } from '../../api/passkeys';
import { COOKIE, deleteCookie, setRegionalCookies } from '../../lib/cookies';
import { nextTask } from '../../lib/nextTask';
import { loadAfterSignInChunks } from './afterSignIn/prefetch';
import { rebrandIfPasswordNext } from './usernameStep';
import { otherSystemLoginUrl } from './targets';

/** The answer to "which sign-in system does this username use?". */
export type AuthPathOutcome =
  /** `rebrand`: the answer's `isNexoClientRebrandEnabled`, which sets the brand wording. */
  | { type: 'password'; rebrand: boolean }
  /** `url` is null when neither the answer nor the configuration names the other system's address. */
  | { type: 'otherSystem'; url: string | null };

/**
 * The sign-in page's calls, as plain async functions: the page keeps its own pending state, so its
 * first load does without TanStack Query (docs/performance.md "Performance budgets").
 */

export type CheckAuthPathOptions = {
  /** POST rather than GET: the feature flag `enableCheckAuthPathPost` (a failed lookup means off). */
  usePost: boolean;
  /** The other system's base URL from configuration, used when the answer names none. */
  nexoLoginUrl: string;
  /** The sanitised redirect target handed to the other system. */
  target: string;
  origin: string;
};

/**
 * Next on the login form: POST /check-auth-path (the username stays out of URLs and logs) or
 * GET /username/{username}/check-auth-path.
 */
export async function checkAuthPath(
  username: string,
  { usePost, nexoLoginUrl, target, origin }: CheckAuthPathOptions,
): Promise<AuthPathOutcome> {
  const { data } = usePost
    ? await authenticationService.POST('/check-auth-path', { body: { username } })
    : await authenticationService.GET('/username/{username}/check-auth-path', {
        params: { path: { username } },
      });
  const rebrand = rebrandIfPasswordNext(data);
  if (rebrand !== null || !data) return { type: 'password', rebrand: rebrand === true };
  // The answer's address first; an absent or unusable one falls back to the configured address.
  const url =
    otherSystemLoginUrl(data.nexoLoginUrl, target, origin) ??
    otherSystemLoginUrl(nexoLoginUrl, target, origin);
  return { type: 'otherSystem', url };
}

export type SignInInput = { username: string; password: string; recaptchaToken?: string | undefined };

export type SignInOutcome = {
  /** Base URL the server wants in front of a target that starts with a slash. */
  redirectUrl: string | null;
  /** The obligation that takes over, or null when none is owed (or the check itself failed). */
  obligation: ObligationRequired | null;
  /**
   * The change to the person's language, once its texts are in (null: none to make). The app makes it
   * as it draws its next screen itself; a sign-in that leaves for another document does not: the cookie
   * holds the language already, and the page being left is not drawn again in it.
   */
  theirLanguage: Promise<(() => unknown) | null>;
};

/**
 * GET /check-obligations after sign-in. The 412 is the expected answer for an obligation, so it is
 * caught here and handed to the screen (which resolves it against the router's location) rather than
 * left to the app-wide handler; a failing check "returns nothing".
 */
export function checkObligationsAfterLogin(): Promise<ObligationRequired | null> {
  return owedObligation().catch(() => null);
}

/**
 * Log in: the form-encoded POST /login, then what every sign-in does next (`settleSignIn`).
 * `onSignedIn` runs as soon as POST /login has answered, so what the caller does next starts alongside
 * the obligation check rather than after it.
 */
export async function signIn(
  { username, password, recaptchaToken }: SignInInput,
  i18n: I18n,
  onSignedIn?: () => void,
): Promise<SignInOutcome> {
  const body = recaptchaToken ? { username, password, recaptchaToken } : { username, password };
  const { data } = await authenticationService.POST('/login', {
    body,
    bodySerializer: (value) => formBody(value),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  onSignedIn?.();
  return settleSignIn(data, i18n);
}

/**
 * After any sign-in: the regional cookies from `personalSettings` (a language picked on the sign-in
 * pages wins, and is saved to the person's settings), the person's language readied (`theirLanguage`),
 * the remembered user id removed, and the obligation check. The check's request leaves first, at once:
 * it asks the session only, so it waits neither for the language's code (a round trip of its own when
 * Log in was pressed before it had arrived, issue 66) nor for its texts. Nothing here waits for the
 * texts: a sign-in that goes on to another document never needs them. Changing the page's language here
 * redrew the whole sign-in page in it (about 80 ms under 7x CPU throttling), showed it in that language
 * until the next document painted, and restarted the passkey autofill ceremony.
 */
export async function settleSignIn(data: LoginResponse | undefined, i18n: I18n): Promise<SignInOutcome> {
  const obligation = checkObligationsAfterLogin();
  let theirLanguage: SignInOutcome['theirLanguage'] = Promise.resolve(null);
  if (data?.personalSettings) {
    // Off the sign-in page's first paint, fetched ahead (./afterSignIn/prefetch.ts); should it fail to
    // load, the saved language rules.
    const language = await loadAfterSignInChunks();
    const saved = data.personalSettings;
    const picked = language?.takePickedLanguage();
    const settings = picked ? { ...saved, preferredLanguage: picked } : saved;
    setRegionalCookies(settings);
    if (picked && picked !== saved.preferredLanguage)
      // Best effort: the session is open either way, and the cookie already holds the choice.
      void identityOrchestrator.POST('/persons/me/settings', { body: settings }).catch(() => undefined);
    const preferred = settings.preferredLanguage;
    // After a task: the check's request is on its way first.
    if (language && preferred)
      theirLanguage = nextTask()
        .then(() => language.readyLanguage(preferred, i18n))
        .catch(() => null);
  }
  deleteCookie(COOKIE.userId);
  return {
    redirectUrl: data?.redirectUrl ?? null,
    obligation: await obligation,
    theirLanguage,
  };
}
