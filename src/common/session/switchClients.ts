import { safeStorage } from '../../lib/storage';

/**
 * What a client switch leaves behind for the logout that follows it (a Nexo session
 * logs out "directly to the switch-clients message page"). The settings tab's switch stores it, the
 * logout and the message page read it. Kept in sessionStorage: it belongs to this tab and must survive
 * the full-page logout, not the browser session.
 */
export const SWITCH_CLIENTS_STORAGE_KEY = 'identity-web.switch-clients';

export interface SwitchClientsDetails {
  /** The user id the person signs in with after the switch. */
  username: string;
  /** Where Continue goes (the other sign-in system's login for the new client), when known. */
  redirectLoginUrl?: string;
  isNexoClient?: boolean;
}

const storage = safeStorage('session');

/** Only what a switch could have written: anything else stored under the key is ignored. */
function parseDetails(value: unknown): SwitchClientsDetails | null {
  if (!value || typeof value !== 'object') return null;
  const { username, redirectLoginUrl, isNexoClient } = value as Record<string, unknown>;
  if (typeof username !== 'string' || username.length < 1 || username.length > 255) return null;
  if (
    redirectLoginUrl !== undefined &&
    (typeof redirectLoginUrl !== 'string' || redirectLoginUrl.length > 2048)
  )
    return null;
  if (isNexoClient !== undefined && typeof isNexoClient !== 'boolean') return null;
  return {
    username,
    ...(redirectLoginUrl !== undefined ? { redirectLoginUrl } : {}),
    ...(isNexoClient !== undefined ? { isNexoClient } : {}),
  };
}

/** Quota or privacy mode: not stored, and the logout then takes the ordinary route. */
export function storeSwitchClientsDetails(details: SwitchClientsDetails): void {
  storage.setJson(SWITCH_CLIENTS_STORAGE_KEY, details);
}

export function readSwitchClientsDetails(): SwitchClientsDetails | null {
  return storage.getJson(SWITCH_CLIENTS_STORAGE_KEY, parseDetails);
}

export function clearSwitchClientsDetails(): void {
  storage.remove(SWITCH_CLIENTS_STORAGE_KEY);
}
