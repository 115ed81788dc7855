/**
 * The impersonation a session is acting under, kept in localStorage (every tab of the session acts
 * under it): the three session values the start answers with (acting
 * session id, expiry, mode) and, for the banner, who is impersonated, by whom and why. The app shell
 * asks ./active.ts alone whether one is stored.
 */
import { safeStorage } from '../../lib/storage';
import { ACTING_SESSION_KEYS, activeActingSessionId, IMPERSONATION_EVENT } from './active';

export { ACTING_SESSION_KEYS, IMPERSONATION_MODE, subscribeImpersonation } from './active';
export const IMPERSONATION_DETAILS_KEY = 'actingSessionImpersonation';

export interface ImpersonationDetails {
  /** The associate's display name (first name or the "No Data" wording, plus last name). */
  associateName: string;
  clientName: string;
  /** The signed-in staff member's name, when it was known at the start. */
  impersonatorName: string | null;
  reason: string;
}

export interface StoredImpersonation extends ImpersonationDetails {
  actingSessionId: string;
  /** Epoch ms. */
  expiresAtMs: number;
}

const storage = safeStorage('local');
const notify = () => window.dispatchEvent(new Event(IMPERSONATION_EVENT));

/** Stores a started impersonation (replacing any earlier one) and tells the banner. */
export function storeImpersonation(
  session: { id: string; expiresAt: string; mode: string },
  details: ImpersonationDetails,
): void {
  storage.set(ACTING_SESSION_KEYS.id, session.id);
  storage.set(ACTING_SESSION_KEYS.expiresAt, session.expiresAt);
  storage.set(ACTING_SESSION_KEYS.mode, session.mode);
  storage.setJson(IMPERSONATION_DETAILS_KEY, details);
  notify();
}

export function clearImpersonation(): void {
  for (const key of [...Object.values(ACTING_SESSION_KEYS), IMPERSONATION_DETAILS_KEY]) storage.remove(key);
  notify();
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The stored impersonation while it lasts (`now` < expiry); null when none, expired or unreadable. */
export function readImpersonation(now = Date.now()): StoredImpersonation | null {
  const id = activeActingSessionId(now);
  if (!id) return null;
  const expiresAtMs = Date.parse(storage.get(ACTING_SESSION_KEYS.expiresAt) ?? '');
  const details = storage.getJson(IMPERSONATION_DETAILS_KEY, (value) => {
    const record = (value ?? {}) as Record<string, unknown>;
    const associateName = text(record.associateName);
    const clientName = text(record.clientName);
    const reason = text(record.reason);
    return associateName !== null && clientName !== null && reason !== null
      ? { associateName, clientName, reason, impersonatorName: text(record.impersonatorName) }
      : null;
  });
  return details && { ...details, actingSessionId: id, expiresAtMs };
}
