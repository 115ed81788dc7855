import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useQueryClient, useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { isApiError } from '../api';
import { fetchAuthCheck } from '../api/session';
import { isHandledGlobally } from '../api/errors';
import { forgetSession, SYNC_SESSION_TTL, prolongSessionMutationOptions } from '../api/queries/session';
import { announceSession, onSessionNews } from '../common/session/crossTab';
import { useFeatureFlag } from '../common/session/useFeatureFlag';
import { getSessionExpiryMs } from '../lib/cookies';
import { paths } from '../lib/paths';
import {
  SESSION_CHECK_INTERVAL_MS,
  SESSION_PROBE_INTERVAL_MS,
  sessionCountdown,
  type SignInNotice,
} from '../lib/session';
import { Modal } from '../ui/Modal';
import { appLog } from '../api/log';
import { serverClock } from '../api/middleware';

function failure(error: unknown): Record<string, unknown> {
  return isApiError(error) ? { status: error.status, error: error.firstCode, traceId: error.traceId } : {};
}

/**
 * The session-expiry modal: re-reads the session-expiry cookie against the server's
 * clock (`serverClock`, src/api/middleware.ts: the cookie holds server time) on an interval, and asks
 * GET /check every SESSION_PROBE_INTERVAL_MS and when the tab comes back, which keeps that clock
 * current and finds a session that ended on the server; a dead one signs out like the countdown's end,
 * and sign-in then says why; under 60 s it asks whether to stay, just before that (under 63 s, flag
 * `syncSessionTTLFeatureEnabled`) it re-syncs the expiry once in case another tab prolonged the
 * session, and at the end it signs out, coming back to the current page after the next sign-in.
 * Both calls are mutations, so a 403 or 412 takes the app-wide route (and no forced logout races it).
 */
export function SessionExpiry() {
  const { t } = useTranslation('login');
  const navigate = useNavigate();
  const location = useLocation();
  const { enabled: syncFeatureEnabled } = useFeatureFlag('syncSessionTTLFeatureEnabled');
  const { mutateAsync: prolong, isPending: staying } = useMutation(prolongSessionMutationOptions());
  const { mutateAsync: sync } = useMutation(prolongSessionMutationOptions());
  const [clock, setClock] = useState(() => ({ nowMs: serverClock.now(), expiryMs: getSessionExpiryMs() }));
  const loggingOut = useRef(false);
  /** The expiry value an early sync was already made for: one sync per expiry, not one per tick. */
  const syncedFor = useRef<number | null>(null);
  const here = location.pathname + location.search;
  const queryClient = useQueryClient();
  const messageId = useId();

  const refresh = useCallback(
    () => setClock({ nowMs: serverClock.now(), expiryMs: getSessionExpiryMs() }),
    [],
  );

  useEffect(() => {
    const timer = setInterval(refresh, SESSION_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [refresh]);

  const countdown = sessionCountdown({ expiryMs: clock.expiryMs, nowMs: clock.nowMs, syncFeatureEnabled });

  const forceLogout = useCallback(() => {
    if (loggingOut.current) return;
    loggingOut.current = true;
    const state: { signInNotice: SignInNotice } = { signInNotice: 'inactivity' };
    void navigate(paths.logout.href({ redirectUrl: here }), { replace: true, state });
  }, [navigate, here]);

  useEffect(() => {
    // A plain call, not the cached check: a failed probe (offline, a snag) is no verdict and must not
    // change what the page shows; only a definite "not signed in" signs out.
    const probe = () => {
      if (document.visibilityState === 'hidden') return;
      fetchAuthCheck()
        .then((check) => {
          refresh();
          if (!check.authenticated) forceLogout();
        })
        .catch((error: unknown) => appLog.log('warn', 'session probe failed', failure(error)));
    };
    const timer = setInterval(probe, SESSION_PROBE_INTERVAL_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') probe();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', probe);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', probe);
    };
  }, [forceLogout, refresh]);

  // Another tab signed out (or was signed out): this one leaves for sign-in, coming back here after;
  // another tab stayed: the expiry cookie it renewed closes this tab's modal too.
  useEffect(
    () =>
      onSessionNews((news) => {
        if (news === 'extended') return refresh();
        if (loggingOut.current) return;
        loggingOut.current = true;
        forgetSession(queryClient);
        const state: { signInNotice: SignInNotice } = { signInNotice: 'signedOut' };
        void navigate(paths.login.href({ redirectUrl: here }), { replace: true, state });
      }),
    [navigate, here, queryClient, refresh],
  );

  useEffect(() => {
    if (countdown.shouldLogout) forceLogout();
  }, [countdown.shouldLogout, forceLogout]);

  useEffect(() => {
    const expiry = clock.expiryMs;
    if (!countdown.shouldSyncEarly || expiry === null || syncedFor.current === expiry) return;
    syncedFor.current = expiry;
    sync(SYNC_SESSION_TTL)
      .then(refresh)
      .catch((error: unknown) => appLog.log('warn', 'session TTL sync failed', failure(error)));
  }, [countdown.shouldSyncEarly, clock.expiryMs, refresh, sync]);

  const stay = async () => {
    if (staying) return;
    try {
      await prolong({});
      refresh();
      announceSession('extended');
    } catch (error) {
      appLog.log('warn', 'prolong session failed', failure(error));
      if (!isHandledGlobally(error)) forceLogout();
    }
  };

  return (
    <Modal
      open={countdown.showModal}
      title={t('sessionExpiry.title')}
      dismissible={false}
      onClose={() => void stay()}
      primaryAction={{ label: t('sessionExpiry.stay'), onClick: () => void stay(), busy: staying }}
      // The time left describes the dialog: a screen reader says it with the title as the focus moves in.
      descriptionId={messageId}
      secondaryAction={{
        label: t('sessionExpiry.signOut'),
        onClick: () => void navigate(paths.logout.href()),
        disabled: staying,
      }}
    >
      <p id={messageId} data-testid="session-expiry-seconds">
        {t('sessionExpiry.message', { count: countdown.secondsLeft })}
      </p>
    </Modal>
  );
}
