/**
 * Whether an impersonation is stored and unexpired, for the app shell, which asks on every page (the
 * sign-in page included): a few lines on purpose, not ./store.ts, whose storage helper the entry chunk
 * does not otherwise carry.
 */
export const ACTING_SESSION_KEYS = {
  id: 'actingSessionId',
  expiresAt: 'actingSessionExpiresAt',
  mode: 'actingSessionMode',
} as const;
export const IMPERSONATION_MODE = 'impersonation';
/** Fired on window by ./store.ts when it stores or clears, so this tab's shell learns of it too. */
export const IMPERSONATION_EVENT = 'impersonationchange';

export function activeActingSessionId(now = Date.now()): string | null {
  try {
    const id = localStorage.getItem(ACTING_SESSION_KEYS.id);
    const expiresAtMs = Date.parse(localStorage.getItem(ACTING_SESSION_KEYS.expiresAt) ?? '');
    return id && localStorage.getItem(ACTING_SESSION_KEYS.mode) === IMPERSONATION_MODE && expiresAtMs > now
      ? id
      : null;
  } catch {
    return null;
  }
}

export function subscribeImpersonation(listener: () => void): () => void {
  window.addEventListener('storage', listener);
  window.addEventListener(IMPERSONATION_EVENT, listener);
  return () => {
    window.removeEventListener('storage', listener);
    window.removeEventListener(IMPERSONATION_EVENT, listener);
  };
}
