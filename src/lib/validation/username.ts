import { z } from 'zod/mini';
import { LOGIN_USERNAME_MAX, LOGIN_USERNAME_MIN } from './limits';
import { VALIDATION_MESSAGES as M } from './messages';

export { LOGIN_USERNAME_MAX, LOGIN_USERNAME_MIN } from './limits';
export const USERNAME_MIN = 5;
/** Create account, basic credentials and the text resource. */
export const USERNAME_MAX_CREATE = 30;
/** Change-username pages. */
export const USERNAME_MAX_CHANGE = 40;

/** Letters, digits, `_`, `-`, `@` and periods, where a period may neither lead nor follow another. */
export const USERNAME_PATTERN = /^(?!\.)(?!.*\.\.)[A-Za-z0-9_@.-]+$/;

export const loginUsernameSchema = z
  .string({ error: M.required })
  .check(
    z.trim(),
    z.minLength(LOGIN_USERNAME_MIN, { error: M.required, abort: true }),
    z.maxLength(LOGIN_USERNAME_MAX, M.loginUsernameTooLong),
  );

export type UsernameLimits = {
  min?: typeof USERNAME_MIN;
  max?: typeof USERNAME_MAX_CREATE | typeof USERNAME_MAX_CHANGE;
};

/**
 * The bounds are restricted to the two the spec uses because each has its own worded message
 * ('Username must be between 5 and 30 characters.'); an arbitrary pair would have no text.
 */
export function usernameSchema({ min = USERNAME_MIN, max = USERNAME_MAX_CREATE }: UsernameLimits = {}) {
  const lengthMessage = max === USERNAME_MAX_CHANGE ? M.usernameLength40 : M.usernameLength30;
  return z
    .string({ error: M.required })
    .check(
      z.trim(),
      z.minLength(1, { error: M.required, abort: true }),
      z.minLength(min, { error: lengthMessage, abort: true }),
      z.maxLength(max, { error: lengthMessage, abort: true }),
      z.regex(USERNAME_PATTERN, M.usernamePattern),
    );
}

/**
 * Change-username forms edit several usernames at once (one per client). A username may not repeat
 * another one in the same form, nor equal the person's current username. Usernames are compared
 * case-insensitively because sign-in treats them so. Returns one message key (or null) per input.
 */
export function findUsernameConflicts(
  usernames: readonly string[],
  currentUsernames: readonly (string | null | undefined)[] = [],
): (string | null)[] {
  const norm = (v: string) => v.trim().toLowerCase();
  const current = new Set(currentUsernames.filter((v): v is string => !!v).map(norm));
  const counts = new Map<string, number>();
  for (const value of usernames) {
    const key = norm(value);
    if (key) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return usernames.map((value) => {
    const key = norm(value);
    if (!key) return null;
    if (current.has(key)) return M.usernameSameAsCurrent;
    if ((counts.get(key) ?? 0) > 1) return M.usernameDuplicateInForm;
    return null;
  });
}
