import { hasCode, TOO_MANY_ATTEMPTS_CODES } from '../../api/errors';
import {
  classifyFailure,
  fieldMessage,
  formMessage,
  TOO_MANY_RESENDS,
  type Outcome,
} from '../outcome/outcome';

/** What the code step shows for a failed call, in the one outcome vocabulary (src/common/outcome). */
export type CodeFailure = Outcome<'code'>;

const TOO_MANY_ATTEMPTS = formMessage<'code'>(
  'verification:errors.tooManyAttempts.title',
  'verification:errors.tooManyAttempts.message',
);
const VERIFY_FAILED = formMessage<'code'>(
  'verification:errors.failed.title',
  'verification:errors.failed.message',
);
const RESEND_FAILED = formMessage(
  'verification:errors.resendFailed.title',
  'verification:errors.resendFailed.message',
);

/**
 * A failed `verify(code)` ("Tokens"): INVALID_TOKEN is a wrong or expired code,
 * TOKEN_EXECUTE_FAILURE one already used, both on the field; TOO_MANY_ATTEMPTS is about the person,
 * not the code, so it goes to the form; anything else (5xx, 429, no answer) is a snag worth another
 * try with the code kept: the step's own retry is Verify again.
 */
export const verifyFailure = (error: unknown): CodeFailure =>
  classifyFailure<'code'>(
    error,
    (apiError) => {
      if (hasCode(apiError, ...TOO_MANY_ATTEMPTS_CODES)) return TOO_MANY_ATTEMPTS;
      if (hasCode(apiError, 'INVALID_TOKEN')) return fieldMessage('code', 'verification:errors.wrongCode');
      if (hasCode(apiError, 'TOKEN_EXECUTE_FAILURE'))
        return fieldMessage('code', 'verification:errors.usedCode');
      return null;
    },
    { transient: VERIFY_FAILED, otherwise: VERIFY_FAILED },
  );

/**
 * A failed `resend()`: too many codes asked for, or a snag, whose retry is Resend itself (left
 * usable). Never about the code typed.
 */
export const resendFailure = (error: unknown): Outcome =>
  classifyFailure<never, never>(
    error,
    (apiError) => (hasCode(apiError, ...TOO_MANY_ATTEMPTS_CODES) ? TOO_MANY_RESENDS : null),
    { transient: RESEND_FAILED, otherwise: RESEND_FAILED },
  );
