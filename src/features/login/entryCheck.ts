import { fetchAuthCheck, NOT_AUTHENTICATED, type AuthCheck } from '../../api/session';
import { takeFromBoot } from './frame/frame';

/** What the sign-in page knows before it renders: the session check's answer, or why there is none. */
export type LoginEntryCheck = { check: AuthCheck; error: null } | { check: null; error: unknown };

/**
 * The route loader of /auth/login: GET /check runs alongside the download of the screen's chunk (the
 * router starts both at once), and nothing of the screen renders before it has answered. A failed
 * check is no reason to refuse sign-in: the page shows the form, and hands the error to the app-wide
 * handler (a 403 goes to the unauthorized page). On the built page's first load the boot script has
 * asked already (./frame/boot.ts): its "nobody signed in" is taken as it is; any other answer is asked
 * again here, for its body.
 */
export async function loginEntryCheck(): Promise<LoginEntryCheck> {
  if ((await takeFromBoot('checkStatus')) === 401) return { check: NOT_AUTHENTICATED, error: null };
  try {
    return { check: await fetchAuthCheck(), error: null };
  } catch (error) {
    return { check: null, error };
  }
}
