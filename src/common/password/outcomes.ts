/**
 * What the change-password form does with a failed call (spec section 4 "Account settings → Change
 * password" and section 8), as a small pure function the form switches on.
 */
import { isApiError, isHandledGlobally, isPasswordErrorCode, type PasswordErrorCode } from '../../api';
import { isTransientFailure } from '../form/transient';

export type ChangePasswordFailure =
  /** TOO_MANY_ATTEMPTS first: the 'not changed' modal, then every session ends. */
  | { type: 'notChanged' }
  /** Shown inline, the typed values kept: on the current-password field, the new-password field, or above the form. */
  | {
      type: 'inline';
      field: 'currentPassword' | 'newPassword' | 'form';
      code: PasswordErrorCode | 'snag';
    }
  /** A 403 or an obligation: the app-wide handler (src/api/globalErrors.ts) already navigates. */
  | { type: 'global' }
  /** 5xx, 429, no answer, timeout: handed back to the form pattern, which names it and offers Try again. */
  | { type: 'retry' };

/**
 * If the first error's code is TOO_MANY_ATTEMPTS the password is not changed and the person is signed
 * out. Otherwise the second error's code is read when it is one this screen knows, else the first;
 * INCORRECT_PASSWORD (wrong current password) belongs to the current-password field, the rule codes to
 * the new-password field, anything else (an unknown code, no answer at all) is the snag message.
 */
export function changePasswordFailure(error: unknown): ChangePasswordFailure {
  if (isHandledGlobally(error)) return { type: 'global' };
  if (isTransientFailure(error)) return { type: 'retry' };
  if (!isApiError(error)) return { type: 'inline', field: 'form', code: 'snag' };
  if (error.firstCode === 'TOO_MANY_ATTEMPTS') return { type: 'notChanged' };
  const second = error.errors[1]?.code;
  const code = isPasswordErrorCode(second) ? second : error.firstCode;
  if (!isPasswordErrorCode(code)) return { type: 'inline', field: 'form', code: 'snag' };
  return { type: 'inline', field: code === 'INCORRECT_PASSWORD' ? 'currentPassword' : 'newPassword', code };
}
