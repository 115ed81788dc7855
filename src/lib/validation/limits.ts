import { VALIDATION_MESSAGES as M, type ValidationMessageKey } from './messages.ts';

/**
 * Limits and the few checks the sign-in page needs, free of any schema library so the login route can
 * use them without pulling zod into its first load. The zod schemas (./username) use the same limits.
 */
export const LOGIN_USERNAME_MIN = 1;
export const LOGIN_USERNAME_MAX = 255;

/** The sign-in username, trimmed: 1 to 255 characters. Returns the message key, or null when valid. */
export function loginUsernameError(value: string): ValidationMessageKey | null {
  const trimmed = value.trim();
  if (trimmed.length < LOGIN_USERNAME_MIN) return M.required;
  if (trimmed.length > LOGIN_USERNAME_MAX) return M.loginUsernameTooLong;
  return null;
}

/** A required value (password, captcha token): anything but the empty string. */
export function requiredError(value: string): ValidationMessageKey | null {
  return value === '' ? M.required : null;
}
