/**
 * "Remember me on this device": the usernames that signed in here with the box
 * ticked, for the sign-in page to offer, the most recent first. Only the username and a display name
 * are kept, in localStorage; signing out keeps them, `forget` and clearing the browser's data remove
 * them. Nothing is stored unless the person asked.
 */
import { safeStorage } from './storage';

export const REMEMBERED_ACCOUNTS_KEY = 'identity-web:remembered-accounts';
/** More than this and the least recently used is forgotten. */
export const MAX_REMEMBERED_ACCOUNTS = 5;

export interface RememberedAccount {
  username: string;
  displayName: string;
  /** Epoch milliseconds of the last sign-in with it. */
  lastUsedAt: number;
}

const storage = safeStorage('local');

function parse(value: unknown): RememberedAccount[] | null {
  if (!Array.isArray(value)) return null;
  return value.filter(
    (entry): entry is RememberedAccount =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof entry.username === 'string' &&
      entry.username.trim() !== '' &&
      typeof entry.displayName === 'string' &&
      typeof entry.lastUsedAt === 'number',
  );
}

const sameUser = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The remembered accounts, the most recently used first. */
export function rememberedAccounts(): RememberedAccount[] {
  return (storage.getJson(REMEMBERED_ACCOUNTS_KEY, parse) ?? []).sort((a, b) => b.lastUsedAt - a.lastUsedAt);
}

/** Remembers (or refreshes) an account after a sign-in with the box ticked. */
export function rememberAccount(username: string, displayName: string, now = Date.now()): void {
  const others = rememberedAccounts().filter((entry) => !sameUser(entry.username, username));
  const next = [{ username: username.trim(), displayName, lastUsedAt: now }, ...others];
  storage.setJson(REMEMBERED_ACCOUNTS_KEY, next.slice(0, MAX_REMEMBERED_ACCOUNTS));
}

/** Forgets one account; the last one forgotten leaves nothing in storage. */
export function forgetAccount(username: string): void {
  const rest = rememberedAccounts().filter((entry) => !sameUser(entry.username, username));
  if (rest.length === 0) storage.remove(REMEMBERED_ACCOUNTS_KEY);
  else storage.setJson(REMEMBERED_ACCOUNTS_KEY, rest);
}
