/**
 * The one catalogue of password errors, for
 * every screen that sets a password: the reset form, the change-password form (obligation page and
 * settings tab), and registration to come. The words live in locales/en-US/password.json `errors`, so
 * a route that shows one must load the `password` namespace.
 */
import type { PasswordErrorCode } from '../../api';

/** A password error as the screens show it: a rule code, or the snag message for anything else. */
export type PasswordErrorMessage = PasswordErrorCode | 'snag';

export type PasswordErrorMessageKey = `password:errors.${PasswordErrorCode | 'snag' | 'notUpdated'}`;

/**
 * The i18n key for a password error. INCORRECT_PASSWORD means "the current password is wrong" where
 * the person typed one (`withCurrentPassword`), and "the password failed to update" where they did not
 * (the reset link), as the spec gives both readings.
 */
export function passwordErrorMessageKey(
  code: PasswordErrorMessage,
  { withCurrentPassword }: { withCurrentPassword: boolean },
): PasswordErrorMessageKey {
  if (code === 'INCORRECT_PASSWORD' && !withCurrentPassword) return 'password:errors.notUpdated';
  return `password:errors.${code}`;
}
