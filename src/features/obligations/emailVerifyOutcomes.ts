import { EMAIL_TAKEN_CODES, hasCode, isHandledGlobally, TOO_MANY_ATTEMPTS_CODES } from '../../api/errors';
import {
  classifyFailure,
  fieldMessage,
  formMessage,
  TOO_MANY_RESENDS,
  type Outcome,
} from '../../common/outcome/outcome';
import { VALIDATION_MESSAGES as M } from '../../lib/validation/messages';

/** The send-code answer that is no failure: the address is verified already, so the page goes on. */
export const isAlreadyVerified = (error: unknown): boolean =>
  !isHandledGlobally(error) && hasCode(error, 'EMAIL_IS_ALREADY_VERIFIED');

/** POST /persons/me/tokens (send the code): too many codes asked for, or the page's own snag. */
export const sendEmailCodeFailure = (error: unknown): Outcome =>
  classifyFailure<never, never>(
    error,
    (apiError) => (hasCode(apiError, ...TOO_MANY_ATTEMPTS_CODES) ? TOO_MANY_RESENDS : null),
    {
      otherwise: formMessage(
        'contactVerification:emailVerify.sendError.title',
        'contactVerification:emailVerify.sendError.message',
      ),
    },
  );

/**
 * POST /tokens/emailVerification (change the address): taken is
 * "This email is taken" on the field; too many changes is the 5-minute wait, about the person, so
 * in the error block.
 */
export const changeEmailFailure = (error: unknown): Outcome<'email'> =>
  classifyFailure<'email'>(
    error,
    (apiError) => {
      if (hasCode(apiError, ...EMAIL_TAKEN_CODES)) return fieldMessage('email', M.emailTaken);
      if (hasCode(apiError, 'INVALID_EMAIL')) return fieldMessage('email', M.changeEmailInvalid);
      if (hasCode(apiError, ...TOO_MANY_ATTEMPTS_CODES))
        return formMessage('contactVerification:emailVerify.change.tooMany', M.emailChangeTooManyAttempts);
      return null;
    },
    {
      otherwise: formMessage(
        'contactVerification:emailVerify.change.error.title',
        'contactVerification:emailVerify.change.error.message',
      ),
    },
  );
