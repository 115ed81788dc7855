import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { ForbiddenError } from '../api';
import { authCheckQueryOptions } from '../api/queries/session';
import { browserLocation } from '../lib/browser';
import { paths } from '../lib/paths';
import { isWebUrl } from '../lib/redirect';
import { Spinner } from '../ui/Spinner';
import { appConfig } from '../lib/config';
import { ClientBrandSync } from '../common/session/ClientBrandSync';
import { QueryError } from '../common/data/QueryBoundary';
import { isTransientFailure } from '../common/form/transient';
import { primeSessionContext, sessionForLoader, type LoaderArgs } from '../common/session/loadSession';
import { SessionExpiry } from './SessionExpiry';

export type ProductionRedirectInput = {
  /** `location.host` (host and port). */
  host: string;
  /** `location.protocol`, used when the production host is given without one. */
  protocol: string;
  /** appConfig.preProductionHostPattern: a regular expression over the host. */
  pattern: string;
  /** appConfig.productionHost: a host, or an origin with its scheme. */
  productionHost: string;
  /** The path and query the visitor asked for. */
  pathAndSearch: string;
};

/**
 * On a hosted pre-production domain an anonymous visitor goes to the same path on the production host.
 * Null when not configured, when the host does not match, or when the configuration
 * is unusable (a bad pattern or host never sends anyone anywhere).
 */
export function productionRedirectUrl({
  host,
  protocol,
  pattern,
  productionHost,
  pathAndSearch,
}: ProductionRedirectInput): string | null {
  if (!pattern || !productionHost) return null;
  let matches = false;
  try {
    matches = new RegExp(pattern).test(host);
  } catch {
    return null;
  }
  if (!matches) return null;
  const origin = productionHost.includes('://') ? productionHost : `${protocol}//${productionHost}`;
  try {
    const base = new URL(origin);
    if (!isWebUrl(base)) return null;
    // Already on production (a pattern broad enough to match it too): no loop.
    if (base.host === host) return null;
    const path = pathAndSearch.startsWith('/') && !pathAndSearch.startsWith('//') ? pathAndSearch : '/';
    return new URL(path, base.origin).href;
  } catch {
    return null;
  }
}

/**
 * The loader of the signed-in area: a fresh session check on every entry (a session can end, or begin
 * on the sign-in page, at any time), then the session context (the person and the client) primed for
 * `useSession()`, so the screen paints with them. Failures stay in the cache for the guard and the
 * screens to show.
 */
export async function authGuardLoader(args: LoaderArgs): Promise<null> {
  const session = await sessionForLoader(args);
  if (session?.check?.authenticated) await primeSessionContext(session.queryClient);
  return null;
}

/**
 * The signed-in area: anonymous visitors go to sign-in with a way back,
 * signed-in people get the route, the session-expiry modal and their client's brand. Nothing of the
 * route renders until the session check has answered. (Single-sign-on sessions never get here: the
 * root layout keeps them to login and logout.)
 */
export function AuthGuard() {
  const { t } = useTranslation('login');
  const location = useLocation();
  // The loader has just checked; without one (a router made without the loader context) this checks.
  const check = useQuery({ ...authCheckQueryOptions(), refetchOnMount: false });

  if (check.data?.authenticated) {
    return (
      <>
        <Outlet />
        <SessionExpiry />
        <ClientBrandSync />
      </>
    );
  }
  // A cached "not signed in" may be out of date (someone just signed in): wait for the fresh answer.
  if (check.isPending || check.isFetching)
    return <Spinner className="route-pending" label={t('session.checking')} />;
  // The app-wide handler is already on its way to the unauthorized page.
  if (check.error instanceof ForbiddenError) return null;
  // No verdict (5xx, 429, offline): someone signed in must not be sent to an empty sign-in form;
  // they stay here with Try again.
  if (check.error && isTransientFailure(check.error)) {
    return (
      <section className="stack" aria-label={t('session.checkFailedTitle')}>
        <QueryError
          error={check.error}
          onRetry={() => void check.refetch()}
          autoFocus
          errorTitle={t('session.checkFailedTitle')}
          errorMessage={t('session.checkFailed')}
        />
      </section>
    );
  }
  return <ToSignIn pathAndSearch={location.pathname + location.search} />;
}

function ToSignIn({ pathAndSearch }: { pathAndSearch: string }) {
  const production = productionRedirectUrl({
    host: window.location.host,
    protocol: window.location.protocol,
    pattern: appConfig.preProductionHostPattern,
    productionHost: appConfig.productionHost,
    pathAndSearch,
  });
  useEffect(() => {
    if (production) browserLocation.assign(production);
  }, [production]);
  if (production) return null;
  return <Navigate to={paths.login.href({ redirectUrl: pathAndSearch })} replace />;
}
