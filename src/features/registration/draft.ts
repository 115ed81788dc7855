import { safeStorage } from '../../lib/storage.ts';

/**
 * What account creation has collected so far, kept per invitation in the tab's session storage so a
 * reload or Back keeps the person's place (issue: "never loses the person's place silently"). Never
 * the password: the last step asks for it on every visit.
 */
export interface AccountDraft {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** The registrationEmailVerification token whose code went to `email`. */
  verificationToken?: string;
  /** The code, once checked (the account step sends it with the person). */
  code?: string;
  /** The username typed on the account step, so going back to personal info and on again keeps it. */
  username?: string;
}

const storage = safeStorage('session');
const key = (token: string) => `registration-draft:${token}`;

function parse(value: unknown): AccountDraft | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const text = (x: unknown) => (typeof x === 'string' ? x : undefined);
  const draft: AccountDraft = {
    firstName: text(v.firstName) ?? '',
    lastName: text(v.lastName) ?? '',
    email: text(v.email) ?? '',
    phone: text(v.phone) ?? '',
  };
  const verificationToken = text(v.verificationToken);
  const code = text(v.code);
  const username = text(v.username);
  if (verificationToken) draft.verificationToken = verificationToken;
  if (code) draft.code = code;
  if (username) draft.username = username;
  return draft;
}

export const accountDraft = {
  read: (token: string): AccountDraft | null => storage.getJson(key(token), parse),
  write: (token: string, draft: AccountDraft): void => void storage.setJson(key(token), draft),
  clear: (token: string): void => storage.remove(key(token)),
};
