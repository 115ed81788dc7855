import { useCallback } from 'react';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { handleGlobalApiError } from '../../api/globalErrors';
import { browserLocation } from '../../lib/browser';
import { APP_BASE, LANDING_PATH } from '../../lib/paths';

/**
 * Going somewhere once a flow is done: inside this single-page app the router navigates; anywhere
 * else (the product home, the other sign-in system, an identity provider) is a full page load. Kept
 * to the router and `src/lib`: the sign-in page uses it, and its first load must not grow.
 */

/** A navigation the caller performs: in the app's router, or a full page load elsewhere. */
export type Destination = { type: 'navigate'; to: string } | { type: 'external'; url: string };

/**
 * Where a URL (absolute or a path) takes the browser: a path under /auth/ on our origin stays in the
 * router; anything else is a full page load (same-origin addresses as paths). Unparseable: the landing path.
 */
export function destinationFor(url: string, origin: string): Destination {
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return { type: 'navigate', to: LANDING_PATH };
  }
  const path = parsed.pathname + parsed.search + parsed.hash;
  if (
    parsed.origin === origin &&
    (parsed.pathname === APP_BASE || parsed.pathname.startsWith(`${APP_BASE}/`))
  ) {
    return { type: 'navigate', to: path };
  }
  return { type: 'external', url: parsed.origin === origin ? path : parsed.href };
}

/**
 * Goes there. In-app navigations replace the current entry: the page left behind (a sign-in form, a
 * logout in progress) is done, and Back must not return to it.
 */
export function go(destination: Destination, navigate: NavigateFunction): void {
  if (destination.type === 'navigate') void navigate(destination.to, { replace: true });
  else browserLocation.assign(destination.url);
}

/** `go` bound to the router of the calling screen. */
export function useGo(): (destination: Destination) => void {
  const navigate = useNavigate();
  return useCallback((destination: Destination) => go(destination, navigate), [navigate]);
}

/**
 * For calls made outside TanStack Query (whose caches do this for every other screen): a 403 or an
 * obligation goes where the app-wide handler (`src/api/globalErrors.ts`) sends it; true when it is
 * navigating. The caller still shows its own message for the error.
 */
export function useAppWideErrors(): (error: unknown) => boolean {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (error: unknown) =>
      handleGlobalApiError(
        error,
        (to) => void navigate(to),
        () => location,
      ),
    [navigate, location],
  );
}
