/**
 * "Remember me on this device": the usernames that signed in here with the box
 * ticked, for the sign-in page to offer, the most recent first. Only the username and a display name
 * are kept, in localStorage; signing out keeps them, `forget` and clearing the browser's data remove
 * them. Nothing is stored unless the person asked. On a shared computer (a kiosk, a family laptop) a
 * name must not stay forever: an account not used for REMEMBERED_ACCOUNT_LIFETIME_DAYS is dropped the
 * next time the list is read, from storage too.
 */
import { safeStorage } from './storage';

export const REMEMBERED_ACCOUNTS_KEY = 'identity-web:remembered-accounts';
/** More than this and the least recently used is forgotten. */
export const MAX_REMEMBERED_ACCOUNTS = 5;
/**
 * An account nobody signed in with for this many days is forgotten. The sign-in page's hint under the
 * box says the number as text (`login:rememberMeHint`), so its first load carries no code for it; the
 * test beside this file holds the two together.
 */
export const REMEMBERED_ACCOUNT_LIFETIME_DAYS = 90;
const LIFETIME_MS = REMEMBERED_ACCOUNT_LIFETIME_DAYS * 24 * 60 * 60 * 1000;

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

/** Stores the list, or removes the key when it is empty, so a forgotten device keeps nothing. */
function store(accounts: RememberedAccount[]): void {
  if (accounts.length === 0) storage.remove(REMEMBERED_ACCOUNTS_KEY);
  else storage.setJson(REMEMBERED_ACCOUNTS_KEY, accounts);
}

/**
 * The remembered accounts still in use, the most recently used first. One last used
 * REMEMBERED_ACCOUNT_LIFETIME_DAYS ago or more is forgotten here, in storage too, so it is gone for
 * whoever reads storage next, not only hidden from this list.
 */
export function rememberedAccounts(now = Date.now()): RememberedAccount[] {
  const stored = storage.getJson(REMEMBERED_ACCOUNTS_KEY, parse);
  if (!stored) return [];
  const live = stored.filter((entry) => now - entry.lastUsedAt < LIFETIME_MS);
  if (live.length !== stored.length) store(live);
  return live.sort((a, b) => b.lastUsedAt - a.lastUsedAt);
}

/** Remembers (or refreshes) an account after a sign-in with the box ticked. */
export function rememberAccount(username: string, displayName: string, now = Date.now()): void {
  const others = rememberedAccounts(now).filter((entry) => !sameUser(entry.username, username));
  const next = [{ username: username.trim(), displayName, lastUsedAt: now }, ...others];
  storage.setJson(REMEMBERED_ACCOUNTS_KEY, next.slice(0, MAX_REMEMBERED_ACCOUNTS));
}

/** Forgets one account; the last one forgotten leaves nothing in storage. */
export function forgetAccount(username: string): void {
  store(rememberedAccounts().filter((entry) => !sameUser(entry.username, username)));
}

/** Forgets every account this device remembers. */
export function forgetAllAccounts(): void {
  storage.remove(REMEMBERED_ACCOUNTS_KEY);
}
