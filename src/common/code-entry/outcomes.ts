import { hasCode, isHandledGlobally } from '../../api/errors';
import type { MessageKey } from '../../lib/messageKey';

/** What the code step shows for a failed call. Messages are i18n keys of the `verification` catalogue. */
export type CodeFailure =
  /** A 403 or 412: the app-wide handler is navigating; the step shows nothing. */
  | { kind: 'handled' }
  /** About the code typed: under the field, which takes the focus. */
  | { kind: 'field'; messageKey: MessageKey }
  /** About the request: the form's error block. */
  | { kind: 'form'; titleKey: MessageKey; messageKey: MessageKey };

const tooManyAttempts: CodeFailure = {
  kind: 'form',
  titleKey: 'verification:errors.tooManyAttempts.title',
  messageKey: 'verification:errors.tooManyAttempts.message',
};

/**
 * A failed `verify(code)` (spec section 8, "Tokens"): INVALID_TOKEN is a wrong or expired code,
 * TOKEN_EXECUTE_FAILURE one already used, both on the field; TOO_MANY_ATTEMPTS is about the person,
 * not the code, so it goes to the form; anything else (5xx, 429, no answer) is a snag worth another
 * try, with the code kept.
 */
export function verifyFailure(error: unknown): CodeFailure {
  if (isHandledGlobally(error)) return { kind: 'handled' };
  if (hasCode(error, 'TOO_MANY_ATTEMPTS')) return tooManyAttempts;
  if (hasCode(error, 'INVALID_TOKEN')) return { kind: 'field', messageKey: 'verification:errors.wrongCode' };
  if (hasCode(error, 'TOKEN_EXECUTE_FAILURE'))
    return { kind: 'field', messageKey: 'verification:errors.usedCode' };
  return {
    kind: 'form',
    titleKey: 'verification:errors.failed.title',
    messageKey: 'verification:errors.failed.message',
  };
}

/** A failed `resend()`: too many codes asked for, or a snag. Never about the code typed. */
export function resendFailure(error: unknown): CodeFailure {
  if (isHandledGlobally(error)) return { kind: 'handled' };
  if (hasCode(error, 'TOO_MANY_ATTEMPTS'))
    return {
      kind: 'form',
      titleKey: 'verification:errors.resendTooMany.title',
      messageKey: 'verification:errors.resendTooMany.message',
    };
  return {
    kind: 'form',
    titleKey: 'verification:errors.resendFailed.title',
    messageKey: 'verification:errors.resendFailed.message',
  };
}
