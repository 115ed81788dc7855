import { fetchAuthCheck, type AuthCheck } from '../../api/session';

/** What the sign-in page knows before it renders: the session check's answer, or why there is none. */
export type LoginEntryCheck = { check: AuthCheck; error: null } | { check: null; error: unknown };

/**
 * The route loader of /auth/login: GET /check runs alongside the download of the screen's chunk (the
 * router starts both at once), and nothing of the screen renders before it has answered. A failed
 * check is no reason to refuse sign-in: the page shows the form, and hands the error to the app-wide
 * handler (a 403 goes to the unauthorized page).
 */
export async function loginEntryCheck(): Promise<LoginEntryCheck> {
  try {
    return { check: await fetchAuthCheck(), error: null };
  } catch (error) {
    return { check: null, error };
  }
}
