import { hasCode, isHandledGlobally } from '../../api/errors';
import { isTransientFailure } from '../../common/form/transient';
import type { MessageKey } from '../../lib/messageKey';
import { VALIDATION_MESSAGES as M } from '../../lib/validation/messages';

/**
 * What the email-verify notification does with a failed call:
 *  - handled: a 403 or 412, the app-wide handler is navigating;
 *  - retry: a snag (5xx, 429, no answer): thrown on to the form pattern, which offers Try again;
 *  - field / form: said on the field, or in the form's error block;
 *  - done: nothing left to do (the address is verified already).
 */
export type Failure =
  | { kind: 'handled' }
  | { kind: 'retry' }
  | { kind: 'done' }
  | { kind: 'field'; messageKey: MessageKey }
  | { kind: 'form'; titleKey: MessageKey; messageKey: MessageKey };

/** POST /persons/me/tokens (send the code): toast EMAIL_SENT_ERROR goes with every failure but these. */
export function sendEmailCodeFailure(error: unknown): Failure {
  if (isHandledGlobally(error)) return { kind: 'handled' };
  if (hasCode(error, 'EMAIL_IS_ALREADY_VERIFIED')) return { kind: 'done' };
  if (isTransientFailure(error)) return { kind: 'retry' };
  if (hasCode(error, 'TOO_MANY_ATTEMPTS'))
    return {
      kind: 'form',
      titleKey: 'verification:errors.resendTooMany.title',
      messageKey: 'verification:errors.resendTooMany.message',
    };
  return {
    kind: 'form',
    titleKey: 'contactVerification:emailVerify.sendError.title',
    messageKey: 'contactVerification:emailVerify.sendError.message',
  };
}

/**
 * POST /tokens/emailVerification (change the address, spec section 5 "Change email"): taken is
 * "This email is taken" on the field; too many changes is the 5-minute wait, about the person, so
 * in the error block.
 */
export function changeEmailFailure(error: unknown): Failure {
  if (isHandledGlobally(error)) return { kind: 'handled' };
  if (isTransientFailure(error)) return { kind: 'retry' };
  if (
    hasCode(
      error,
      'EMAIL_ALREADY_EXISTS',
      'DUPLICATE_EMAIL',
      'EMAIL_ADDRESS_ALREADY_EXISTS',
      'DUPE_EMAIL_ERROR',
    )
  )
    return { kind: 'field', messageKey: M.emailTaken };
  if (hasCode(error, 'INVALID_EMAIL')) return { kind: 'field', messageKey: M.changeEmailInvalid };
  if (hasCode(error, 'TOO_MANY_ATTEMPTS'))
    return {
      kind: 'form',
      titleKey: 'contactVerification:emailVerify.change.tooMany',
      messageKey: M.emailChangeTooManyAttempts,
    };
  return {
    kind: 'form',
    titleKey: 'contactVerification:emailVerify.change.error.title',
    messageKey: 'contactVerification:emailVerify.change.error.message',
  };
}
