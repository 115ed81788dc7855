/**
 * The local-storage flag of spec section 4 "Account settings → Change password": set when the password
 * was changed (or too many attempts were made), so that a reload during the countdown still ends every
 * session. Storage can be unavailable (private modes, disabled by policy): then the flag is simply absent.
 */
export const PASSWORD_CHANGED_FLAG_KEY = 'identity-web:password-changed';

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function hasPasswordChangedFlag(): boolean {
  try {
    const store = storage();
    return store !== null && store.getItem(PASSWORD_CHANGED_FLAG_KEY) !== null;
  } catch {
    return false;
  }
}

export function setPasswordChangedFlag(): void {
  try {
    storage()?.setItem(PASSWORD_CHANGED_FLAG_KEY, String(Date.now()));
  } catch {
    // Quota or policy: the countdown still runs, only a reload would not remember it.
  }
}

export function clearPasswordChangedFlag(): void {
  try {
    storage()?.removeItem(PASSWORD_CHANGED_FLAG_KEY);
  } catch {
    // Nothing to clear.
  }
}
