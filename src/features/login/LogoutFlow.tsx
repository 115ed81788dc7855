import { useEffect, useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { isApiError } from '../../api';
import { isHandledGlobally } from '../../api/errors';
import type { LogoutKind } from '../../api/session';
import { authCheckQueryOptions, forgetSession, logoutMutationOptions } from '../../api/queries/session';
import { useClientRebrand } from '../../lib/brand';
import { browserLocation } from '../../lib/browser';
import { COOKIE, getCookie } from '../../lib/cookies';
import { withResult } from '../../lib/resultState';
import { signInNoticeOf, type SignInNotice } from '../../lib/session';
import { PageHeading } from '../../ui/PageHeading';
import { Spinner } from '../../ui/Spinner';
import { loginConfig, type LoginConfig } from './config';
import { appLog } from '../../api/log';
import { logoutDestination, type LogoutOutcome } from './logout';
import { readSwitchClientsDetails } from '../../common/session/switchClients';
import { announceSession } from '../../common/session/crossTab';

/**
 * The work behind /auth/logout and /auth/logout-all-sessions: learn how the session was signed in
 * (GET /check), end it, forget everything cached for it (obligations included), then go where
 * `logoutDestination` says. Any failure ends on the unsupported-failure result page, except a 403 or
 * 412, which the app-wide handler answers (both calls go through Query for that).
 */
export function LogoutFlow({ kind, config: overrides }: { kind: LogoutKind; config?: Partial<LoginConfig> }) {
  const { t } = useTranslation('login');
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [, setClientRebrand] = useClientRebrand();
  const { mutateAsync: endSession } = useMutation(logoutMutationOptions());
  const started = useRef(false);
  const nexoLogoutUrl = loginConfig(overrides).nexoLogoutUrl;

  useEffect(() => {
    // Once per visit, also under StrictMode's double effects: a second logout call would race the first.
    if (started.current) return;
    started.current = true;
    const { pathname, search } = location;
    const origin = window.location.origin;

    // What sign-in says about it: the session-expiry modal names inactivity.
    const signInNotice: SignInNotice =
      signInNoticeOf(location.state) ?? (kind === 'all' ? 'signedOutEverywhere' : 'signedOut');
    const finish = (outcome: LogoutOutcome) => {
      if (outcome.type === 'result')
        void navigate(pathname + search, { replace: true, ...withResult({ kind: outcome.kind }) });
      else if (outcome.type === 'navigate')
        void navigate(outcome.to, { replace: true, state: { signInNotice } });
      else browserLocation.assign(outcome.url);
    };

    void (async () => {
      // Read before the call: the logout answer clears the single-sign-on cookie.
      const ssoSession = getCookie(COOKIE.ssoSession) !== null;
      const switchDetails = readSwitchClientsDetails();
      try {
        const check = await queryClient.fetchQuery(authCheckQueryOptions({ tolerate: true }));
        // Without a session there is nothing for "all sessions" to end (the call would answer 401).
        if (kind === 'current' || check.authenticated) await endSession(kind);
        // Every other tab leaves for sign-in too (a forced logout by expiry comes this way as well).
        announceSession('signed-out');
        forgetSession(queryClient);
        setClientRebrand(false);
        const outcome = logoutDestination({
          check,
          ssoSession,
          switchDetails,
          nexoLogoutUrl,
          search,
          origin,
        });
        if (outcome.type === 'result') appLog.log('error', 'logout destination undetermined', { kind });
        finish(outcome);
      } catch (error) {
        appLog.log('error', 'logout failed', {
          kind,
          ...(isApiError(error)
            ? { status: error.status, error: error.firstCode, traceId: error.traceId }
            : {}),
        });
        forgetSession(queryClient);
        setClientRebrand(false);
        // The app-wide handler is already on its way (the unauthorized page, an obligation).
        if (!isHandledGlobally(error)) finish({ type: 'result', kind: 'FAILURE_UNSUPPORTED' });
      }
    })();
    // The flow runs once for the visit; later renders must not start it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <section className="stack" aria-labelledby="logout-heading" aria-busy="true">
      <PageHeading id="logout-heading">{t('logout.heading')}</PageHeading>
      <Spinner label={t('logout.inProgress')} showLabel />
    </section>
  );
}
