/**
 * What the change-password form does with a failed call, in the one outcome vocabulary
 * (src/common/outcome), applied by
 * `useApplyOutcome` once the form has handled its own kind, `notChanged`.
 */
import { isPasswordErrorCode, TOO_MANY_ATTEMPTS_CODES, type ErrorCode } from '../../api/errors';
import { classifyFailure, fieldMessage, formMessage, type Outcome } from '../outcome/outcome';
import { passwordErrorMessageKey } from './passwordErrors';

export type ChangePasswordField = 'currentPassword' | 'newPassword';

/** TOO_MANY_ATTEMPTS: the 'not changed' modal, then every session ends. */
export type NotChanged = { kind: 'notChanged' };

export type ChangePasswordFailure = Outcome<ChangePasswordField, NotChanged>;

const messageKey = (code: Parameters<typeof passwordErrorMessageKey>[0]) =>
  passwordErrorMessageKey(code, { withCurrentPassword: true });

const SNAG = formMessage<ChangePasswordField>('password:form.errorTitle', messageKey('snag'));

/**
 * If the first error's code is TOO_MANY_ATTEMPTS the password is not changed and the person is signed
 * out. Otherwise the second error's code is read when it is one this screen knows, else the first;
 * INCORRECT_PASSWORD (wrong current password) belongs to the current-password field, the rule codes to
 * the new-password field, anything else (an unknown code, no answer at all) is the snag message above
 * the form; a transient failure stays with Try again, the typed values kept.
 */
export const changePasswordFailure = (error: unknown): ChangePasswordFailure =>
  classifyFailure<ChangePasswordField, NotChanged>(
    error,
    (apiError) => {
      // The first error's code alone: not the envelope's, not a later error's.
      if ((TOO_MANY_ATTEMPTS_CODES as readonly ErrorCode[]).includes(apiError.firstCode))
        return { kind: 'notChanged' };
      const second = apiError.errors[1]?.code;
      const code = isPasswordErrorCode(second) ? second : apiError.firstCode;
      if (!isPasswordErrorCode(code)) return null;
      return fieldMessage(
        code === 'INCORRECT_PASSWORD' ? 'currentPassword' : 'newPassword',
        messageKey(code),
      );
    },
    { otherwise: SNAG },
  );
