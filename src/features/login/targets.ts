import { LANDING_PATH, paths, toSearchParams, type QueryInput } from '../../lib/paths';
import { isWebUrl, sanitizeRedirect } from '../../lib/redirect';
import { destinationFor, type Destination } from '../../common/navigation/go';

// The logout screens still import these from here; they live in src/common/navigation/go.ts.
export { destinationFor, type Destination };

/**
 * Where the browser goes around sign-in and sign-out, as small pure functions.
 * Every redirect target from a query passes through `sanitizeRedirect`, the one sanitiser.
 */

/** Query keys that carry a redirect target; forwarded values are sanitised, never trusted. */
const REDIRECT_KEYS = ['redirectUrl', 'returnUrl', 'cancelUrl'] as const;

/** The login page's redirect target: the sanitised `redirectUrl` query, else the landing path. */
export function loginTarget(search: QueryInput | undefined, origin?: string): string {
  const value = toSearchParams(search).get('redirectUrl');
  return sanitizeRedirect(value, LANDING_PATH, origin);
}

/**
 * The base URL the login answer may return ("prefixed with the returned redirectUrl"): only an http(s)
 * URL or a same-origin path is usable; anything else (a `javascript:` value, a protocol-relative
 * `//host`) is ignored rather than followed.
 */
export function usableBase(base: string | null | undefined): string | null {
  if (typeof base !== 'string') return null;
  const value = base.trim();
  if (value === '') return null;
  if (value.startsWith('/')) {
    if (value.startsWith('//') || value.startsWith('/\\')) return null;
    return value;
  }
  return isWebUrl(value) ? value : null;
}

/** `base` + `target` without a doubled or missing slash at the seam. */
export function joinBase(base: string, target: string): string {
  return `${base.replace(/\/+$/, '')}/${target.replace(/^\/+/, '')}`;
}

/**
 * After a successful sign-in: the target, prefixed with the base URL the server returned when the
 * target starts with a slash, then routed in or out of the app.
 */
export function postLoginDestination(
  target: string,
  serverBase: string | null | undefined,
  origin: string,
): Destination {
  const base = usableBase(serverBase);
  const url = base && target.startsWith('/') ? joinBase(base, target) : target;
  return destinationFor(url, origin);
}

/**
 * The other sign-in system's address with the redirect target (`?redirectUrl=`), keeping any query the
 * base URL already has. Null when there is no usable base URL.
 */
export function otherSystemLoginUrl(
  base: string | null | undefined,
  target: string,
  origin: string,
): string | null {
  const usable = usableBase(base);
  if (!usable) return null;
  const url = new URL(usable, origin);
  url.searchParams.set('redirectUrl', target);
  return url.origin === origin ? url.pathname + url.search + url.hash : url.href;
}

/**
 * A query passed on (logout → login, "with the same query"): everything kept, redirect targets
 * sanitised on the way so a hostile value never travels further as it is.
 */
export function forwardedQuery(search: QueryInput | undefined, origin?: string): URLSearchParams {
  const params = toSearchParams(search);
  for (const key of REDIRECT_KEYS) {
    const value = params.get(key);
    if (value !== null) params.set(key, sanitizeRedirect(value, LANDING_PATH, origin));
  }
  return params;
}

/** `/auth/login` carrying the forwarded query. */
export function loginHrefWithQuery(search: QueryInput | undefined, origin?: string): string {
  const query = forwardedQuery(search, origin).toString();
  return query ? `${paths.login.path}?${query}` : paths.login.path;
}

/** `/auth/logout?redirectUrl=<target>` (an SSO cookie without a session, a forced logout). */
export function logoutHref(redirectUrl: string | undefined, origin?: string): string {
  return paths.logout.href(
    redirectUrl === undefined
      ? undefined
      : { redirectUrl: sanitizeRedirect(redirectUrl, LANDING_PATH, origin) },
  );
}

/** The other system's logout address with the forwarded query added to any it already has. */
export function withForwardedQuery(url: string, search: QueryInput | undefined, origin: string): string {
  const parsed = new URL(url, origin);
  for (const [key, value] of forwardedQuery(search, origin)) parsed.searchParams.set(key, value);
  return parsed.origin === origin ? parsed.pathname + parsed.search + parsed.hash : parsed.href;
}
