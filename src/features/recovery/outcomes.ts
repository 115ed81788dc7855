/**
 * What a recovery screen does with a failed call, in the one outcome
 * vocabulary (src/common/outcome): pure functions, applied by `useApplyOutcome`.
 */
import { hasCode, isApiError, isHandledGlobally, isPasswordErrorCode } from '../../api';
import { TOKEN_FAILURE_CODES, TOO_MANY_ATTEMPTS_CODES } from '../../api/errors';
import {
  classifyFailure,
  formMessage,
  resultPage,
  type CodeTable,
  type Outcome,
} from '../../common/outcome/outcome';
import type { MessageKey } from '../../lib/messageKey';
import { passwordErrorMessageKey } from '../../common/password/passwordErrors';

/**
 * Forgot password, forgot username and self-registration requests: too many attempts is
 * FAILURE_RECOVER_ATTEMPT; a transient failure (5xx, 429, no answer, timeout) stays on the form with
 * Try again, the address kept; anything else FAILURE_UNSUPPORTED.
 */
export const emailRequestFailure = (error: unknown): Outcome =>
  classifyFailure<never, never>(error, (apiError) =>
    hasCode(apiError, ...TOO_MANY_ATTEMPTS_CODES) ? resultPage('FAILURE_RECOVER_ATTEMPT') : null,
  );

const isTokenFailure = (error: unknown) => hasCode(error, ...TOKEN_FAILURE_CODES);

/**
 * Loading the reset link (the token page's code table, src/common/data/tokenPage.ts): a token failure
 * is FAILURE_LINK_RESET_PASS; any other definitive answer falls to FAILURE_UNSUPPORTED, and a transient
 * one stays on the page with Try again.
 */
export const resetTokenRefused: CodeTable<never, never> = (error) =>
  isTokenFailure(error) ? resultPage('FAILURE_LINK_RESET_PASS') : null;

/** The reset form asks for no current password: INCORRECT_PASSWORD reads as "not updated". */
const resetMessageKey = (code: Parameters<typeof passwordErrorMessageKey>[0]) =>
  passwordErrorMessageKey(code, { withCurrentPassword: false });

const RESET_ERROR_TITLE = 'recovery:resetPassword.errorTitle' satisfies MessageKey;

/**
 * Executing the reset: a known password-rule code is said in the error block, the field marked
 * invalid too; a token failure is the link failure; a transient failure (5xx, 429, no answer,
 * timeout) keeps the person on the form with Try again, so the typed password and the one-time link
 * are not thrown away over a blip; any other server answer is FAILURE_UNSUPPORTED,
 * and a failure that is no answer at all a snag in the error block (the password is not at fault).
 */
export const resetPasswordFailure = (error: unknown): Outcome<'password'> =>
  classifyFailure<'password'>(
    error,
    (apiError) => {
      const code = [apiError.firstCode, apiError.code].find(isPasswordErrorCode);
      if (code) return formMessage(RESET_ERROR_TITLE, resetMessageKey(code), 'password');
      return resultPage(isTokenFailure(apiError) ? 'FAILURE_LINK_RESET_PASS' : 'FAILURE_UNSUPPORTED');
    },
    { otherwise: formMessage(RESET_ERROR_TITLE, resetMessageKey('snag')) },
  );

/** What the single-sign-on search failure shows. */
export type SsoSearchFailure = 'notFound' | 'searchFailed' | null;

/** No provider (404) is the not-found error on the field; other failures a retryable snag. */
export function ssoSearchFailure(error: unknown): SsoSearchFailure {
  if (isHandledGlobally(error)) return null;
  if (isApiError(error) && (error.status === 404 || error.firstCode === 'RESOURCE_NOT_FOUND'))
    return 'notFound';
  return 'searchFailed';
}
