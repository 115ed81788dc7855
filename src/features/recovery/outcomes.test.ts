import { describe, expect, it } from 'vitest';
import { ApiError, ForbiddenError, ObligationError, PASSWORD_ERROR_CODES, type ErrorCode } from '../../api';
import { toProviderUrl } from './api';
import { emailRequestFailure, resetPasswordFailure, resetTokenRefused, ssoSearchFailure } from './outcomes';
import { passwordErrorMessageKey } from '../../common/password/passwordErrors';
import { classifyFailure, resultPage } from '../../common/outcome/outcome';

function apiError(status: number, code: ErrorCode, firstCode: ErrorCode = code) {
  return new ApiError(status, code, [{ code: firstCode }], 'trace-1');
}

const forbidden = new ForbiddenError(403, 'CSRF_TOKEN_INVALID', [{ code: 'CSRF_TOKEN_INVALID' }], 'trace-2');
const obligation = new ObligationError(
  412,
  {
    code: 'BLOCKED_BY_OBLIGATION',
    errors: [],
    requiredAction: { kind: 'redirect', url: '/auth/change-password' },
  } as never,
  'trace-3',
);

describe('emailRequestFailure', () => {
  it('maps too many attempts (on the envelope or the first error) to FAILURE_RECOVER_ATTEMPT', () => {
    expect(emailRequestFailure(apiError(403, 'TOO_MANY_ATTEMPTS'))).toEqual(
      resultPage('FAILURE_RECOVER_ATTEMPT'),
    );
    expect(emailRequestFailure(apiError(400, 'UNKNOWN_ERROR', 'TOO_MANY_ATTEMPTS'))).toEqual(
      resultPage('FAILURE_RECOVER_ATTEMPT'),
    );
  });

  it('hands a transient failure (5xx, 429, no answer, timeout) back to the form to retry', () => {
    expect(emailRequestFailure(apiError(503, 'UNKNOWN_ERROR'))).toMatchObject({ kind: 'retry' });
    expect(emailRequestFailure(apiError(500, 'UNKNOWN_ERROR'))).toMatchObject({ kind: 'retry' });
    expect(emailRequestFailure(apiError(429, 'UNKNOWN_ERROR'))).toMatchObject({ kind: 'retry' });
    expect(emailRequestFailure(new TypeError('Failed to fetch'))).toMatchObject({ kind: 'retry' });
    expect(emailRequestFailure(new DOMException('timed out', 'TimeoutError'))).toMatchObject({
      kind: 'retry',
    });
  });

  it('maps any other answer to FAILURE_UNSUPPORTED', () => {
    expect(emailRequestFailure(apiError(400, 'INVALID_REQUEST'))).toEqual(resultPage('FAILURE_UNSUPPORTED'));
    expect(emailRequestFailure(new Error('bug'))).toEqual(resultPage('FAILURE_UNSUPPORTED'));
  });

  it('leaves 403 and obligations to the app-wide handler', () => {
    expect(emailRequestFailure(forbidden)).toEqual({ kind: 'handled' });
    expect(emailRequestFailure(obligation)).toEqual({ kind: 'handled' });
  });
});

describe('resetTokenRefused', () => {
  const outcome = (error: unknown) => classifyFailure(error, resetTokenRefused);

  it.each(['TOKEN_LOAD_VERIFY_FAILURE', 'TOKEN_EXECUTE_FAILURE', 'INVALID_TOKEN'] as const)(
    '%s is the link failure',
    (code) => {
      expect(outcome(apiError(404, code))).toEqual(resultPage('FAILURE_LINK_RESET_PASS'));
    },
  );

  it('any other answer is FAILURE_UNSUPPORTED', () => {
    expect(outcome(apiError(400, 'INVALID_REQUEST'))).toEqual(resultPage('FAILURE_UNSUPPORTED'));
  });

  // Corrected (issue 21 item 1): a 503 or no answer ended on FAILURE_UNSUPPORTED; now Try again.
  it('a transient failure is retried, not a result page; 403 is left to the app-wide handler', () => {
    expect(outcome(apiError(503, 'UNKNOWN_ERROR'))).toMatchObject({ kind: 'retry' });
    expect(outcome(new TypeError('Failed to fetch'))).toMatchObject({ kind: 'retry' });
    expect(outcome(forbidden)).toEqual({ kind: 'handled' });
  });
});

describe('resetPasswordFailure', () => {
  it.each(PASSWORD_ERROR_CODES)('%s is shown inline in its own words', (code) => {
    // The words come from the one catalogue (src/common/password/passwordErrors.ts), which has its own test.
    const messageKey = passwordErrorMessageKey(code, { withCurrentPassword: false });
    expect(resetPasswordFailure(apiError(400, code))).toEqual({
      kind: 'form',
      titleKey: 'recovery:resetPassword.errorTitle',
      messageKey,
      field: 'password',
    });
    // The code may sit on the first error only.
    expect(resetPasswordFailure(apiError(400, 'UNKNOWN_ERROR', code))).toEqual({
      kind: 'form',
      titleKey: 'recovery:resetPassword.errorTitle',
      messageKey,
      field: 'password',
    });
  });

  it('reads INCORRECT_PASSWORD as "not updated": the reset form asks for no current password', () => {
    expect(resetPasswordFailure(apiError(400, 'INCORRECT_PASSWORD'))).toEqual({
      kind: 'form',
      titleKey: 'recovery:resetPassword.errorTitle',
      messageKey: 'password:errors.notUpdated',
      field: 'password',
    });
  });

  it.each(['TOKEN_LOAD_VERIFY_FAILURE', 'TOKEN_EXECUTE_FAILURE', 'INVALID_TOKEN'] as const)(
    '%s ends on the link failure',
    (code) => {
      expect(resetPasswordFailure(apiError(400, code))).toEqual(resultPage('FAILURE_LINK_RESET_PASS'));
    },
  );

  it('any other definitive server answer ends on FAILURE_UNSUPPORTED', () => {
    expect(resetPasswordFailure(apiError(400, 'INVALID_REQUEST'))).toEqual(resultPage('FAILURE_UNSUPPORTED'));
  });

  it('a transient failure (5xx, 429, no answer) goes back to the form to retry', () => {
    expect(resetPasswordFailure(apiError(503, 'UNKNOWN_ERROR'))).toMatchObject({ kind: 'retry' });
    expect(resetPasswordFailure(apiError(429, 'UNKNOWN_ERROR'))).toMatchObject({ kind: 'retry' });
    expect(resetPasswordFailure(new TypeError('Failed to fetch'))).toMatchObject({ kind: 'retry' });
  });

  it('leaves 403 and obligations to the app-wide handler', () => {
    expect(resetPasswordFailure(forbidden)).toEqual({ kind: 'handled' });
    expect(resetPasswordFailure(obligation)).toEqual({ kind: 'handled' });
  });
});

describe('ssoSearchFailure', () => {
  it('no provider (404) is not found', () => {
    expect(ssoSearchFailure(apiError(404, 'RESOURCE_NOT_FOUND'))).toBe('notFound');
  });

  it('any other failure is a retryable snag', () => {
    expect(ssoSearchFailure(apiError(503, 'UNKNOWN_ERROR'))).toBe('searchFailed');
    expect(ssoSearchFailure(new TypeError('Failed to fetch'))).toBe('searchFailed');
    expect(ssoSearchFailure(forbidden)).toBeNull();
  });
});

describe('toProviderUrl', () => {
  it('accepts http(s) URLs, absolute or same-origin', () => {
    expect(toProviderUrl('https://idp.example/sso/start?x=1')).toBe('https://idp.example/sso/start?x=1');
    expect(toProviderUrl(' /__mock/pages/idp/a/initiate ')).toBe('/__mock/pages/idp/a/initiate');
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>1</script>',
    '',
    '  ',
    null,
    undefined,
  ])('never follows %j', (raw) => {
    expect(toProviderUrl(raw)).toBeNull();
  });
});
