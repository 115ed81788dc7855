/**
 * The local-storage flag of the change-password countdown: set when the password
 * was changed (or too many attempts were made), so that a reload during the countdown still ends every
 * session. Storage can be unavailable (private modes, disabled by policy): then the flag is simply
 * absent, and the countdown still runs; only a reload would not remember it.
 */
import { safeStorage } from '../../lib/storage';

export const PASSWORD_CHANGED_FLAG_KEY = 'identity-web:password-changed';

const storage = safeStorage('local');

export function hasPasswordChangedFlag(): boolean {
  return storage.get(PASSWORD_CHANGED_FLAG_KEY) !== null;
}

export function setPasswordChangedFlag(): void {
  storage.set(PASSWORD_CHANGED_FLAG_KEY, String(Date.now()));
}

export function clearPasswordChangedFlag(): void {
  storage.remove(PASSWORD_CHANGED_FLAG_KEY);
}
