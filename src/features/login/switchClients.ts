import { z } from 'zod';

/**
 * What a client switch leaves behind for the logout that follows it (spec section 4: a Nexo session
 * logs out "directly to the switch-clients message page"). Kept in sessionStorage: it belongs to this
 * tab and must survive the full-page logout, not the browser session.
 */
export const SWITCH_CLIENTS_STORAGE_KEY = 'identity-web.switch-clients';

const detailsSchema = z.object({
  /** The user id the person signs in with after the switch. */
  username: z.string().min(1).max(255),
  /** Where Continue goes (the other sign-in system's login for the new client), when known. */
  redirectLoginUrl: z.string().max(2048).optional(),
  isNexoClient: z.boolean().optional(),
});

export type SwitchClientsDetails = z.infer<typeof detailsSchema>;

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    // Storage can throw when disabled by the browser's privacy settings.
    return null;
  }
}

export function storeSwitchClientsDetails(details: SwitchClientsDetails): void {
  try {
    storage()?.setItem(SWITCH_CLIENTS_STORAGE_KEY, JSON.stringify(details));
  } catch {
    // Quota or privacy mode: the logout then takes the ordinary route.
  }
}

export function readSwitchClientsDetails(): SwitchClientsDetails | null {
  try {
    const raw = storage()?.getItem(SWITCH_CLIENTS_STORAGE_KEY);
    if (!raw) return null;
    const parsed = detailsSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function clearSwitchClientsDetails(): void {
  try {
    storage()?.removeItem(SWITCH_CLIENTS_STORAGE_KEY);
  } catch {
    // nothing to clear
  }
}
