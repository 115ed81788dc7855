/**
 * What a recovery screen does with a failed call (spec sections 4 and 8), as small pure functions the
 * screens switch on. They never navigate themselves: the screen does, so these stay testable.
 */
import { hasCode, isApiError, isHandledGlobally, isPasswordErrorCode } from '../../api';
import { TOKEN_FAILURE_CODES } from '../../api/errors';
import { resultPage, type CodeTable } from '../../common/outcome/outcome';
import type { ResultKind } from '../../lib/results';
import { isTransientFailure } from '../../common/form/transient';
import { passwordErrorMessageKey, type PasswordErrorMessageKey } from '../../common/password/passwordErrors';

/**
 * Forgot password, forgot username and self-registration requests: too many attempts is
 * FAILURE_RECOVER_ATTEMPT; a transient failure (5xx, 429, no answer, timeout) is `'retry'`, which the
 * screen hands back to the form pattern (src/common/form/useAppForm.ts: the message and Try again, the
 * address kept); anything else FAILURE_UNSUPPORTED. `null` (here and below): the app-wide handler
 * (src/api/globalErrors.ts) already navigates for this error.
 */
export function emailRequestFailureKind(
  error: unknown,
): Extract<ResultKind, 'FAILURE_RECOVER_ATTEMPT' | 'FAILURE_UNSUPPORTED'> | 'retry' | null {
  if (isHandledGlobally(error)) return null;
  if (hasCode(error, 'TOO_MANY_ATTEMPTS')) return 'FAILURE_RECOVER_ATTEMPT';
  return isTransientFailure(error) ? 'retry' : 'FAILURE_UNSUPPORTED';
}

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

export type ResetPasswordFailure =
  /**
   * Shown inline in the error block; the typed password stays. `aboutPassword`: the server rejected
   * the password itself (a rule), so the field is marked invalid too; a snag is not the password's fault.
   */
  | { type: 'inline'; messageKey: PasswordErrorMessageKey; aboutPassword: boolean }
  /** The flow ends on this result page. */
  | { type: 'result'; kind: Extract<ResultKind, 'FAILURE_LINK_RESET_PASS' | 'FAILURE_UNSUPPORTED'> }
  /** 5xx, 429, no answer, timeout: handed back to the form pattern, which offers Try again. */
  | { type: 'retry' }
  /** The app-wide handler navigates (403, obligation). */
  | { type: 'global' };

/**
 * Executing the reset: a known password-rule code is shown inline, a token failure is the link
 * failure, a transient failure (5xx, 429, no answer, timeout) keeps the person on the form with Try
 * again, so the typed password and the one-time link are not thrown away over a blip (issue 12 item 5:
 * a 503 used to end on FAILURE_UNSUPPORTED); any other server answer is FAILURE_UNSUPPORTED.
 */
export function resetPasswordFailure(error: unknown): ResetPasswordFailure {
  if (isHandledGlobally(error)) return { type: 'global' };
  if (isTransientFailure(error)) return { type: 'retry' };
  if (!isApiError(error))
    return { type: 'inline', messageKey: resetMessageKey('snag'), aboutPassword: false };
  const code = [error.firstCode, error.code].find(isPasswordErrorCode);
  if (code) return { type: 'inline', messageKey: resetMessageKey(code), aboutPassword: true };
  if (isTokenFailure(error)) return { type: 'result', kind: 'FAILURE_LINK_RESET_PASS' };
  return { type: 'result', kind: 'FAILURE_UNSUPPORTED' };
}

/** What the single-sign-on search failure shows. */
export type SsoSearchFailure = 'notFound' | 'searchFailed' | null;

/** No provider (404) is the not-found error on the field; other failures a retryable snag. */
export function ssoSearchFailure(error: unknown): SsoSearchFailure {
  if (isHandledGlobally(error)) return null;
  if (isApiError(error) && (error.status === 404 || error.firstCode === 'RESOURCE_NOT_FOUND'))
    return 'notFound';
  return 'searchFailed';
}
