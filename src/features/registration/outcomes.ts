/**
 * What a registration screen does with a failed call (spec sections 4 "Registration and account
 * creation" and 8), as pure functions the screens switch on. They never navigate themselves.
 */
import {
  hasCode,
  isApiError,
  isHandledGlobally,
  isPasswordErrorCode,
  TOKEN_FAILURE_CODES,
} from '../../api/errors';
import type { MessageKey } from '../../lib/messageKey';
import type { ResultKind } from '../../lib/results';
import { isTransientFailure } from '../../common/form/transient';
import { resultPage, type CodeTable } from '../../common/outcome/outcome';
import { passwordErrorMessageKey } from '../../common/password/passwordErrors';

/**
 * A registration token refused on load (the token page's code table, src/common/data/tokenPage.ts):
 * the registration-portal redirect carries the registration code in its first error; a link that is
 * unknown, expired or used ends on `badLink` (the bad-registration-token page, the link failure, or
 * the unauthorized page of the single-sign-on links). Any other definitive answer is
 * FAILURE_UNSUPPORTED; a transient one stays on the page with Try again.
 */
export function tokenRefused(
  badLink: Extract<ResultKind, 'BAD_REGISTRATION_TOKEN' | 'FAILURE_LINK' | 'FAILURE_UNAUTHORIZED'>,
): CodeTable<never, never> {
  return (error) => {
    if (hasCode(error, 'REDIRECT_TO_AIM_REGISTRATION_ERROR')) {
      const pic = error.errors[0]?.details?.pic;
      return resultPage('FAILURE_REDIRECT_TO_AIM', typeof pic === 'string' ? { registrationCode: pic } : {});
    }
    return hasCode(error, ...TOKEN_FAILURE_CODES) ? resultPage(badLink) : null;
  };
}

export type FormFailure =
  | { type: 'global' }
  | { type: 'field'; messageKey: MessageKey }
  | { type: 'form'; titleKey: MessageKey; messageKey: MessageKey }
  | { type: 'result'; kind: ResultKind };

const snag = {
  type: 'form',
  titleKey: 'registration:errors.snag.title',
  messageKey: 'registration:errors.snag.message',
} as const;

/** The date-of-birth check (spec section 8 "Date check errors"). Never ends the flow. */
export function dobCheckFailure(error: unknown): FormFailure {
  if (isHandledGlobally(error)) return { type: 'global' };
  if (hasCode(error, 'ERROR_VERIFYING_ASSOCIATE'))
    return { type: 'field', messageKey: 'registration:dob.errors.ERROR_VERIFYING_ASSOCIATE' };
  if (hasCode(error, 'TOO_MANY_ATTEMPTS'))
    return {
      type: 'form',
      titleKey: 'registration:dob.errors.tooManyTitle',
      messageKey: 'registration:dob.errors.TOO_MANY_ATTEMPTS',
    };
  return {
    type: 'form',
    titleKey: 'registration:errors.snag.title',
    messageKey: 'registration:dob.errors.snag',
  };
}

/**
 * The email of personal info, checked for uniqueness and sent a code: taken is on the field (with the
 * reset-password offer), too many attempts has its own words, anything else a snag to retry.
 */
export function emailStepFailure(error: unknown): FormFailure | { type: 'taken' } {
  if (isHandledGlobally(error)) return { type: 'global' };
  if (hasCode(error, 'EMAIL_ADDRESS_ALREADY_EXISTS', 'DUPLICATE_EMAIL', 'EMAIL_ALREADY_EXISTS'))
    return { type: 'taken' };
  if (hasCode(error, 'TOO_MANY_ATTEMPTS'))
    return {
      type: 'form',
      titleKey: 'registration:errors.tooMany.title',
      messageKey: 'registration:errors.tooMany.message',
    };
  if (hasCode(error, ...TOKEN_FAILURE_CODES)) return { type: 'result', kind: 'FAILURE_LINK' };
  return snag;
}

/**
 * Creating the person (spec section 4 "Create account"): a token failure is the link failure; a
 * duplicate username or email is on the username field; a password rule (any other known code the
 * spec lists) is a password error; a transient failure keeps the form with a retry; an unknown code
 * is FAILURE_UNSUPPORTED.
 */
export function createAccountFailure(error: unknown): FormFailure & { field?: 'username' | 'password' } {
  if (isHandledGlobally(error)) return { type: 'global' };
  if (hasCode(error, ...TOKEN_FAILURE_CODES)) return { type: 'result', kind: 'FAILURE_LINK' };
  if (hasCode(error, 'DUPLICATE_USERNAME', 'DUPLICATE_EMAIL'))
    return {
      type: 'field',
      field: 'username',
      messageKey:
        isApiError(error) && hasCode(error, 'DUPLICATE_EMAIL')
          ? 'registration:errors.duplicateEmail'
          : 'registration:account.usernameTaken',
    };
  if (isApiError(error)) {
    const code = [error.firstCode, error.code].find(isPasswordErrorCode);
    if (code)
      return {
        type: 'field',
        field: 'password',
        messageKey: passwordErrorMessageKey(code, { withCurrentPassword: false }),
      };
  }
  if (isTransientFailure(error)) return snag;
  return { type: 'result', kind: 'FAILURE_UNSUPPORTED' };
}
