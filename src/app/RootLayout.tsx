import { useCallback, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useMatches, useNavigation } from 'react-router-dom';
import { BRAND_NAME_KEY, resolveBrand, useClientRebrand } from '../lib/brand';
import { appConfig } from '../lib/config';
import { COOKIE, getCookie } from '../lib/cookies';
import { paths } from '../lib/paths';
import type { MessageKey } from '../lib/messageKey';
import { readResult } from '../lib/resultState';
import { Spinner } from '../ui/Spinner';
import {
  NavigationFocusContext,
  navigationFocusRequest,
  type NavigationFocusRequest,
} from '../ui/navigationFocus';
import { releasePrerenderedFrame } from '../common/prerendered/frame';
import { ImpersonationBannerSlot } from '../common/impersonation/ImpersonationBannerSlot';
import { loadNamespaces } from './i18n';
import { SIGNED_IN_ROUTE_ID } from './routeIds';
import { LazyResultPage } from './LazyResultPage';
import { SiteLayout } from './SiteLayout';

export interface RouteHandle {
  /** i18n key of the document title. */
  title: MessageKey;
  /** Settings screens use the wide container. */
  layout?: 'card' | 'wide';
}

/** The routes a single-sign-on session may see; everything else goes to login. */
const SSO_ROUTES: ReadonlySet<string> = new Set([
  paths.login.path,
  paths.logout.path,
  paths.logoutAllSessions.path,
]);

/**
 * The layout of every screen: a single-sign-on session only reaches login and logout; a redirect result
 * in navigation state shows its notification page instead of the route; the document title and `lang`
 * follow the route, the brand the host and the signed-in client; each in-app navigation asks the new
 * page's heading to take the focus as it mounts, so screen-reader and keyboard users start at the top of
 * the new page, unless the person is already in a field (../ui/navigationFocus.ts).
 */
export function RootLayout() {
  const location = useLocation();
  const navigation = useNavigation();
  const matches = useMatches();
  const { i18n } = useTranslation();
  const result = readResult(location.state);
  const handle = [...matches].reverse().find((match) => (match.handle as RouteHandle | undefined)?.title)
    ?.handle as RouteHandle | undefined;

  const pathname = location.pathname.replace(/\/+$/, '');
  // Decided as each page is reached, not on every render: the restriction keeps a single-sign-on
  // session from reaching a page, but a page that was open when the session appeared finishes its own
  // work (the username pages end such a session on /auth/logout).
  const ssoElsewhere = useMemo(
    () => getCookie(COOKIE.ssoSession) !== null && !SSO_ROUTES.has(pathname),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read again on every navigation (its key), even to the same path
    [pathname, location.key],
  );

  // A result page names the document itself, once its words are in (./LazyResultPage.tsx).
  const titleKey = result ? null : handle?.title;
  const [clientRebrandEnabled] = useClientRebrand();
  const brand = i18n.t(
    BRAND_NAME_KEY[
      resolveBrand({
        host: window.location.host,
        rebrandHostPattern: appConfig.rebrandHostPattern,
        clientRebrandEnabled,
      })
    ],
  );
  useEffect(() => {
    if (titleKey === null) return;
    document.title = titleKey ? `${i18n.t(titleKey)} · ${brand}` : brand;
  }, [titleKey, brand, i18n, i18n.language]);

  useEffect(() => {
    document.documentElement.lang = i18n.language;
  }, [i18n.language]);

  // A language chosen on the sign-in frame's picker while the app was starting: the cookie says it.
  useEffect(() => {
    const chosen = getCookie(COOKIE.language);
    if (chosen && chosen !== i18n.language)
      void import('../common/language/switchLanguage').then(({ switchLanguage }) =>
        switchLanguage(chosen, i18n),
      );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at start
  }, []);

  const focusRequest = useNavigationFocusRequest(location.key);

  // The static sign-in frame (src/features/login/frame/) stays only while the login form is on its way;
  // a route's first screen (src/common/prerendered/firstScreen.ts) only if its form is taking it over from
  // this first commit (that form's layout effect runs before this one), else it goes now (a result page).
  const onLoginForm = !result && pathname === paths.login.path;
  useLayoutEffect(() => {
    if (!onLoginForm) releasePrerenderedFrame();
  }, [onLoginForm]);

  const loadText = useCallback((namespaces: readonly string[]) => loadNamespaces(namespaces, i18n), [i18n]);

  const signedIn = matches.some((match) => match.id === SIGNED_IN_ROUTE_ID);

  return (
    <NavigationFocusContext value={focusRequest}>
      {/* Outside the layout: nothing in the page's flow makes room for it (styles.css says why). */}
      {navigation.state === 'loading' ? <Spinner className="navigation-pending" /> : null}
      <SiteLayout brand={brand} signedIn={signedIn} variant={handle?.layout ?? 'card'}>
        <ImpersonationBannerSlot loadText={loadText} />
        {ssoElsewhere ? (
          <Navigate to={paths.login.path} replace />
        ) : result ? (
          <LazyResultPage result={result} titleBrand={brand} />
        ) : (
          <Outlet />
        )}
      </SiteLayout>
    </NavigationFocusContext>
  );
}

/**
 * One focus request per in-app navigation (its location key), made as the new screen renders, so its
 * heading can take the focus the moment it mounts (../ui/navigationFocus.ts); none for the page the
 * visit starts on.
 */
function useNavigationFocusRequest(locationKey: string): NavigationFocusRequest | null {
  const [firstKey] = useState(locationKey);
  return useMemo(
    // What has the focus as the new screen renders is what the navigation found: read here, before
    // the screen's own elements mount.
    () => (locationKey === firstKey ? null : navigationFocusRequest(document.activeElement)),
    [locationKey, firstKey],
  );
}
