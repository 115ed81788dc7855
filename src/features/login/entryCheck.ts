import { authCheckOf, NOT_AUTHENTICATED, type AuthCheck, type AuthCheckBody } from '../../api/authCheck';
import { fetchAuthCheck } from '../../api/session';
import { takeFromBoot } from './frame/frame';

/** What the sign-in page knows before it renders: the session check's answer, or why there is none. */
export type LoginEntryCheck = { check: AuthCheck; error: null } | { check: null; error: unknown };

/**
 * The route loader of /auth/login: GET /check runs alongside the download of the screen's chunk (the
 * router starts both at once), and nothing of the screen renders before it has answered. A failed
 * check is no reason to refuse sign-in: the page shows the form, and hands the error to the app-wide
 * handler (a 403 goes to the unauthorized page). On the built page's first load the check was asked
 * while the HTML was parsed (./frame/boot.ts): its answer is taken as it is, "nobody signed in" and a
 * session alike, so the page asks once. Only an error answer is asked again here, for the error the
 * app-wide handler reads from it.
 */
export async function loginEntryCheck(): Promise<LoginEntryCheck> {
  const early = await takeFromBoot('check');
  if (early?.status === 401) return { check: NOT_AUTHENTICATED, error: null };
  // Read as the API client reads the same answer: the contract says what a 200 holds.
  if (early?.status === 200 && early.body)
    return { check: authCheckOf(early.body as AuthCheckBody), error: null };
  try {
    return { check: await fetchAuthCheck(), error: null };
  } catch (error) {
    return { check: null, error };
  }
}
