/**
 * Session-expiry arithmetic for the expiry modal, kept pure so the boundaries can
 * be tested without timers; the component only feeds it the cookie value and the clock.
 */

/** The modal shows once fewer than this many seconds remain; also what the hidden modal displays. */
export const SESSION_WARNING_SECONDS = 60;
/** Just before the modal would show, re-read the TTL from the server in case another tab prolonged it. */
export const EARLY_SYNC_SECONDS = 63;
/**
 * Subtracted from the expiry so the forced logout call is made while the session still exists; a
 * logout against an already-expired session can fail and leave the user on a dead page.
 */
export const SESSION_GRACE_MS = 5000;
/**
 * The spec hides the real threshold. Zero means the countdown the user sees runs to 0 before the
 * logout, and because of SESSION_GRACE_MS the logout still happens about 5 s before the server
 * would expire the session.
 */
export const SESSION_LOGOUT_SECONDS = 0;
/** How often the component should re-evaluate; one second matches the displayed resolution. */
export const SESSION_CHECK_INTERVAL_MS = 1000;
/**
 * How often a signed-in page asks GET /check (and so learns the server's clock anew): a session that
 * ended on the server, or a server clock that moved, shows up within this long, not only on the next
 * navigation.
 */
export const SESSION_PROBE_INTERVAL_MS = 20_000;

/** The server's clock as this page knows it. */
export interface ServerClock {
  /**
   * Notes an answer's `Date` header. It has whole seconds: the server's time was somewhere in the next
   * second, so the middle of it is the best guess.
   */
  note(header: string | null, receivedAtMs?: number): void;
  /** Now on the server's clock, in epoch ms. */
  now(): number;
}

/**
 * The server's clock, as an offset from the browser's: the session-expiry cookie holds the server's
 * time, so comparing it with `Date.now()` breaks on any client/server skew. Every answer's `Date`
 * header updates it (src/api/middleware.ts); without one (a cross-origin backend that does not expose
 * `Date`) the offset stays 0 and the browser's clock is used. The page's one clock is the API
 * clients' (`serverClock`, src/api/middleware.ts); a test makes its own.
 */
export function createServerClock(): ServerClock {
  let offsetMs = 0;
  return {
    note(header, receivedAtMs = Date.now()) {
      if (!header) return;
      const serverMs = Date.parse(header);
      if (Number.isFinite(serverMs)) offsetMs = serverMs + 500 - receivedAtMs;
    },
    now: () => Date.now() + offsetMs,
  };
}

/**
 * Why the sign-in page is shown after a sign-out, passed in the navigation's state
 * (`{ signInNotice }`): signed out here, signed out everywhere (logout-all-sessions, also after a
 * password change), or signed out because the session ran out.
 */
export type SignInNotice = 'signedOut' | 'signedOutEverywhere' | 'inactivity';

export function signInNoticeOf(state: unknown): SignInNotice | null {
  const notice = (state as { signInNotice?: unknown } | null)?.signInNotice;
  return notice === 'signedOut' || notice === 'signedOutEverywhere' || notice === 'inactivity'
    ? notice
    : null;
}

export type SessionCountdownInput = {
  /** Epoch ms from the session-expiry cookie; null/NaN when the cookie is missing or unreadable. */
  expiryMs: number | null | undefined;
  nowMs: number;
  graceMs?: number;
  syncFeatureEnabled: boolean;
};

export type SessionCountdown = {
  /** What the modal displays: the real seconds while it shows, SESSION_WARNING_SECONDS otherwise. */
  secondsLeft: number;
  /** floor((expiry - now - grace) / 1000), unclamped; Infinity without a known expiry. */
  remainingSeconds: number;
  showModal: boolean;
  /**
   * True on every check inside the early-sync window; the caller syncs once per expiry value (a
   * successful sync moves the expiry and so ends the window) rather than once per tick.
   */
  shouldSyncEarly: boolean;
  shouldLogout: boolean;
};

export function sessionCountdown({
  expiryMs,
  nowMs,
  graceMs = SESSION_GRACE_MS,
  syncFeatureEnabled,
}: SessionCountdownInput): SessionCountdown {
  // Without a readable expiry we cannot know the session is ending, and logging someone out on a
  // missing cookie would be worse than not warning them; the server still enforces expiry.
  if (typeof expiryMs !== 'number' || !Number.isFinite(expiryMs)) {
    return {
      secondsLeft: SESSION_WARNING_SECONDS,
      remainingSeconds: Number.POSITIVE_INFINITY,
      showModal: false,
      shouldSyncEarly: false,
      shouldLogout: false,
    };
  }
  const remainingSeconds = Math.floor((expiryMs - nowMs - graceMs) / 1000);
  const shouldLogout = remainingSeconds <= SESSION_LOGOUT_SECONDS;
  const showModal = !shouldLogout && remainingSeconds < SESSION_WARNING_SECONDS;
  const shouldSyncEarly = syncFeatureEnabled && !shouldLogout && remainingSeconds < EARLY_SYNC_SECONDS;
  return {
    secondsLeft: showModal ? remainingSeconds : SESSION_WARNING_SECONDS,
    remainingSeconds,
    showModal,
    shouldSyncEarly,
    shouldLogout,
  };
}
