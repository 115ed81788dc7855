import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { Button } from '../../ui/Button';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { clearImpersonation, readImpersonation, subscribeImpersonation } from './store';

const TICK_MS = 1000;
/**
 * Time left at which the banner warns that the impersonation is ending, longest first. The contract
 * has no call that extends an acting session, so the warning cannot offer more time: it says how
 * much is left, early enough to finish, and again a minute before the end.
 */
export const IMPERSONATION_WARNINGS_MS = [5 * 60_000, 60_000] as const;

/** How many of the warnings are due with `leftMs` to go. */
export function warningsDue(leftMs: number): number {
  return IMPERSONATION_WARNINGS_MS.filter((at) => leftMs <= at).length;
}
/** Signing out ends the session, and the acting session with it. */
const SIGN_OUT_PATHS: ReadonlySet<string> = new Set([paths.logout.path, paths.logoutAllSessions.path]);
const activeId = () => readImpersonation()?.actingSessionId ?? null;

/** `m:ss`, or `h:mm:ss` from an hour up. */
export function formatTimeLeft(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/**
 * The impersonation banner (beyond the spec): while the session acts as an associate, every
 * page says who, by whom, why and for how long, with a way to end it (signing out, which ends the
 * acting session). It cannot be dismissed. Screen readers hear it once, when it appears: the
 * countdown is in no live region, so its ticks are never announced. Five minutes and one minute before
 * the end a warning with the time left shows and is announced (the accessibility rule on time limits:
 * a limit that cannot be extended is at least said before it ends).
 */
export function ImpersonationBanner() {
  const { t } = useTranslation('support');
  const navigate = useNavigate();
  const titleId = useId();
  // The id alone is the snapshot (a fresh object per read would never be "the same").
  const id = useSyncExternalStore(subscribeImpersonation, activeId, () => null);
  const [now, setNow] = useState(Date.now);
  const [announced, setAnnounced] = useState(false);
  const impersonation = id ? readImpersonation(now) : null;
  const expiresAtMs = impersonation?.expiresAtMs ?? null;
  // The announcement's words are fixed when it appears: a changing live region is announced again.
  const [minutesAtStart] = useState(() =>
    expiresAtMs === null ? 0 : Math.max(1, Math.round((expiresAtMs - Date.now()) / 60_000)),
  );

  // The warning last said: its words stay fixed until the next one is due, so each is announced once.
  const [warning, setWarning] = useState<{ due: number; minutes: number } | null>(null);

  useEffect(() => {
    if (expiresAtMs === null) return undefined;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= expiresAtMs) clearImpersonation();
      const leftMs = expiresAtMs - current;
      const due = warningsDue(leftMs);
      setWarning((said) =>
        due > (said?.due ?? 0) ? { due, minutes: Math.max(1, Math.ceil(leftMs / 60_000)) } : said,
      );
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [expiresAtMs]);

  const signingOut = SIGN_OUT_PATHS.has(useLocation().pathname.replace(/\/+$/, ''));
  useEffect(() => {
    if (signingOut) clearImpersonation();
  }, [signingOut]);

  // Filled after the first paint: a live region announces what changes in it, not what it starts with.
  useEffect(() => setAnnounced(true), []);

  if (!impersonation || signingOut) return null;
  const { associateName, clientName, impersonatorName, reason } = impersonation;
  const end = () => {
    clearImpersonation();
    void navigate(paths.logout.href());
  };

  return (
    <section className="impersonation-banner" aria-labelledby={titleId}>
      <p id={titleId} className="impersonation-banner__title">
        {t('banner.title', { associateName, clientName })}
      </p>
      <ul className="impersonation-banner__facts">
        {impersonatorName ? <li>{t('banner.by', { impersonatorName })}</li> : null}
        <li className="impersonation-banner__reason">{t('banner.reason', { reason })}</li>
        <li>{t('banner.timeLeft', { time: formatTimeLeft(impersonation.expiresAtMs - now) })}</li>
      </ul>
      <Button type="button" variant="secondary" className="impersonation-banner__end" onClick={end}>
        {t('banner.end')}
      </Button>
      <p role="status" className="impersonation-banner__warning">
        {warning ? t('banner.ending', { count: warning.minutes }) : null}
      </p>
      <VisuallyHidden as="p" role="status">
        {announced
          ? t('banner.announcement', {
              associateName,
              clientName,
              minutes: minutesAtStart,
            })
          : null}
      </VisuallyHidden>
    </section>
  );
}
