/**
 * What a registration screen does with a failed call, in the one outcome vocabulary (src/common/outcome),
 * applied by `useApplyOutcome`.
 */
import {
  EMAIL_TAKEN_CODES,
  hasCode,
  isPasswordErrorCode,
  TOKEN_FAILURE_CODES,
  TOO_MANY_ATTEMPTS_CODES,
} from '../../api/errors';
import type { MessageKey } from '../../lib/messageKey';
import type { ResultKind } from '../../lib/results';
import {
  classifyFailure,
  fieldMessage,
  formMessage,
  resultPage,
  type CodeTable,
  type Outcome,
} from '../../common/outcome/outcome';
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

/** A link that is unknown, expired or used: the link failure, or the unauthorized page for SSO. */
export type BadLink = Extract<ResultKind, 'FAILURE_LINK' | 'FAILURE_UNAUTHORIZED'>;

const snag = formMessage('registration:errors.snag.title', 'registration:errors.snag.message');

/**
 * The date-of-birth check. Never ends the flow: an answer it does
 * not know is the snag message; a transient failure stays with Try again, as everywhere.
 */
export const dobCheckFailure = (error: unknown): Outcome<'dob'> => {
  const dobSnag = formMessage<'dob'>('registration:errors.snag.title', 'registration:dob.errors.snag');
  return classifyFailure<'dob'>(
    error,
    (apiError) => {
      if (hasCode(apiError, 'ERROR_VERIFYING_ASSOCIATE'))
        return fieldMessage('dob', 'registration:dob.errors.ERROR_VERIFYING_ASSOCIATE');
      if (hasCode(apiError, ...TOO_MANY_ATTEMPTS_CODES))
        return formMessage(
          'registration:dob.errors.tooManyTitle',
          'registration:dob.errors.TOO_MANY_ATTEMPTS',
        );
      return null;
    },
    { otherwise: dobSnag },
  );
};

/**
 * The email of personal info, checked for uniqueness and sent a code: taken is on the field (the
 * screen adds the reset-password offer), too many attempts has its own words, a bad link ends on
 * `badLink`, any other answer the snag message; a transient failure stays with Try again.
 */
export const emailStepFailure = (error: unknown, badLink: BadLink = 'FAILURE_LINK'): Outcome<'email'> =>
  classifyFailure<'email'>(
    error,
    (apiError) => {
      if (hasCode(apiError, ...EMAIL_TAKEN_CODES)) return fieldMessage('email', EMAIL_TAKEN_MESSAGE);
      if (hasCode(apiError, ...TOO_MANY_ATTEMPTS_CODES))
        return formMessage('registration:errors.tooMany.title', 'registration:errors.tooMany.message');
      return hasCode(apiError, ...TOKEN_FAILURE_CODES) ? resultPage(badLink) : null;
    },
    { otherwise: snag },
  );

/** The taken address's message on the email field (the screen offers the password reset with it). */
export const EMAIL_TAKEN_MESSAGE = 'registration:personal.emailTaken' satisfies MessageKey;

/**
 * Creating the person: a token failure is `badLink`; a duplicate
 * username or email is on the username field; a password rule (any other known code the spec lists)
 * is a password error; a transient failure stays with Try again; an unknown code is
 * FAILURE_UNSUPPORTED.
 */
export const createAccountFailure = (
  error: unknown,
  badLink: BadLink = 'FAILURE_LINK',
): Outcome<'username' | 'password'> =>
  classifyFailure<'username' | 'password'>(error, (apiError) => {
    const passwordCode = [apiError.firstCode, apiError.code].find(isPasswordErrorCode);
    if (hasCode(apiError, ...TOKEN_FAILURE_CODES)) return resultPage(badLink);
    if (hasCode(apiError, 'DUPLICATE_EMAIL'))
      return fieldMessage('username', 'registration:errors.duplicateEmail');
    if (hasCode(apiError, 'DUPLICATE_USERNAME'))
      return fieldMessage('username', 'registration:account.usernameTaken');
    return passwordCode
      ? fieldMessage('password', passwordErrorMessageKey(passwordCode, { withCurrentPassword: false }))
      : null;
  });
