/**
 * What the change-password screen does with a failed call (spec section 4 "Account settings → Change
 * password" and section 8), as a small pure function the form switches on.
 */
import { ForbiddenError, isApiError, ObligationError, type ErrorCode } from '../../api';

/** Section 8 "Password rules": each is shown inline in its own words. */
export const CHANGE_PASSWORD_ERROR_CODES = [
  'TOO_WEAK_PASSWORD',
  'PASSWORD_BLACKLISTED',
  'PASSWORD_3_SEQUENTIAL_CHARS',
  'PASSWORD_3_REPEATED_CHARS',
  'PASSWORD_PRECONDITION_UNMATCHED',
  'LENGTH_RULE',
  'INCORRECT_PASSWORD',
] as const satisfies readonly ErrorCode[];

export type ChangePasswordErrorCode = (typeof CHANGE_PASSWORD_ERROR_CODES)[number];

export function isChangePasswordErrorCode(code: unknown): code is ChangePasswordErrorCode {
  return typeof code === 'string' && (CHANGE_PASSWORD_ERROR_CODES as readonly string[]).includes(code);
}

export type ChangePasswordFailure =
  /** TOO_MANY_ATTEMPTS first: the 'not changed' modal, then every session ends. */
  | { type: 'notChanged' }
  /** Shown inline, the typed values kept: on the current-password field, the new-password field, or above the form. */
  | {
      type: 'inline';
      field: 'currentPassword' | 'newPassword' | 'form';
      code: ChangePasswordErrorCode | 'snag';
    }
  /** A 403 or an obligation: the app-wide handler (src/app/queryClient.ts) already navigates. */
  | { type: 'global' };

/**
 * If the first error's code is TOO_MANY_ATTEMPTS the password is not changed and the person is signed
 * out. Otherwise the second error's code is read when it is one this screen knows, else the first;
 * INCORRECT_PASSWORD (wrong current password) belongs to the current-password field, the rule codes to
 * the new-password field, anything else (an unknown code, no answer at all) is the snag message.
 */
export function changePasswordFailure(error: unknown): ChangePasswordFailure {
  if (error instanceof ForbiddenError || error instanceof ObligationError) return { type: 'global' };
  if (!isApiError(error)) return { type: 'inline', field: 'form', code: 'snag' };
  if (error.firstCode === 'TOO_MANY_ATTEMPTS') return { type: 'notChanged' };
  const second = error.errors[1]?.code;
  const code = isChangePasswordErrorCode(second) ? second : error.firstCode;
  if (!isChangePasswordErrorCode(code)) return { type: 'inline', field: 'form', code: 'snag' };
  return { type: 'inline', field: code === 'INCORRECT_PASSWORD' ? 'currentPassword' : 'newPassword', code };
}

/** i18n key of an inline error. */
export function changePasswordErrorKey(
  code: ChangePasswordErrorCode | 'snag',
): `password:errors.${ChangePasswordErrorCode | 'snag'}` {
  return `password:errors.${code}`;
}
