import { describe, expect, it } from 'vitest';
import { PASSWORD_ERROR_CODES } from '../../api';
import { toProviderUrl } from './api';
import { emailRequestFailure, resetPasswordFailure, resetTokenRefused, ssoSearchFailure } from './outcomes';
import { passwordErrorMessageKey } from '../../common/password/passwordErrors';
import { classifyFailure, resultPage } from '../../common/outcome/outcome';
import { apiFailure, forbidden, obligation } from '../../../tests/fixtures/failures';

describe('emailRequestFailure', () => {
  it('maps too many attempts (on the envelope or the first error) to FAILURE_RECOVER_ATTEMPT', () => {
    expect(emailRequestFailure(apiFailure(403, 'TOO_MANY_ATTEMPTS'))).toEqual(
      resultPage('FAILURE_RECOVER_ATTEMPT'),
    );
    expect(emailRequestFailure(apiFailure(400, 'UNKNOWN_ERROR', { first: 'TOO_MANY_ATTEMPTS' }))).toEqual(
      resultPage('FAILURE_RECOVER_ATTEMPT'),
    );
  });

  it('hands a transient failure (5xx, 429, no answer, timeout) back to the form to retry', () => {
    expect(emailRequestFailure(apiFailure(503))).toMatchObject({ kind: 'retry' });
    expect(emailRequestFailure(apiFailure(500))).toMatchObject({ kind: 'retry' });
    expect(emailRequestFailure(apiFailure(429))).toMatchObject({ kind: 'retry' });
    expect(emailRequestFailure(new TypeError('Failed to fetch'))).toMatchObject({ kind: 'retry' });
    expect(emailRequestFailure(new DOMException('timed out', 'TimeoutError'))).toMatchObject({
      kind: 'retry',
    });
  });

  it('maps any other answer to FAILURE_UNSUPPORTED', () => {
    expect(emailRequestFailure(apiFailure(400, 'INVALID_REQUEST'))).toEqual(
      resultPage('FAILURE_UNSUPPORTED'),
    );
    expect(emailRequestFailure(new Error('bug'))).toEqual(resultPage('FAILURE_UNSUPPORTED'));
  });

  it('leaves 403 and obligations to the app-wide handler', () => {
    expect(emailRequestFailure(forbidden)).toEqual({ kind: 'handled' });
    expect(emailRequestFailure(obligation)).toEqual({ kind: 'handled' });
  });
});

describe('resetPasswordFailure', () => {
  it.each(PASSWORD_ERROR_CODES)('%s is shown inline in its own words', (code) => {
    // The words come from the one catalogue (src/common/password/passwordErrors.ts), which has its own test.
    const messageKey = passwordErrorMessageKey(code, { withCurrentPassword: false });
    expect(resetPasswordFailure(apiFailure(400, code))).toEqual({
      kind: 'form',
      titleKey: 'recovery:resetPassword.errorTitle',
      messageKey,
      field: 'password',
    });
    // The code may sit on the first error only.
    expect(resetPasswordFailure(apiFailure(400, 'UNKNOWN_ERROR', { first: code }))).toEqual({
      kind: 'form',
      titleKey: 'recovery:resetPassword.errorTitle',
      messageKey,
      field: 'password',
    });
  });

  it('reads INCORRECT_PASSWORD as "not updated": the reset form asks for no current password', () => {
    expect(resetPasswordFailure(apiFailure(400, 'INCORRECT_PASSWORD'))).toEqual({
      kind: 'form',
      titleKey: 'recovery:resetPassword.errorTitle',
      messageKey: 'password:errors.notUpdated',
      field: 'password',
    });
  });
});

// What the reset link's two readers share: on load (through classifyFailure) and on submit.
describe.each([
  ['resetTokenRefused, on load', (error: unknown) => classifyFailure(error, resetTokenRefused), 404],
  ['resetPasswordFailure, on submit', resetPasswordFailure, 400],
] as const)('%s', (_, outcome, status) => {
  it.each(['TOKEN_LOAD_VERIFY_FAILURE', 'TOKEN_EXECUTE_FAILURE', 'INVALID_TOKEN'] as const)(
    '%s ends on the link failure',
    (code) => {
      expect(outcome(apiFailure(status, code))).toEqual(resultPage('FAILURE_LINK_RESET_PASS'));
    },
  );

  it('any other definitive server answer ends on FAILURE_UNSUPPORTED', () => {
    expect(outcome(apiFailure(400, 'INVALID_REQUEST'))).toEqual(resultPage('FAILURE_UNSUPPORTED'));
  });

  // Corrected on load: a 503 or no answer ended on FAILURE_UNSUPPORTED; now Try again.
  it('a transient failure (5xx, 429, no answer) is retried, not a result page', () => {
    expect(outcome(apiFailure(503))).toMatchObject({ kind: 'retry' });
    expect(outcome(apiFailure(429))).toMatchObject({ kind: 'retry' });
    expect(outcome(new TypeError('Failed to fetch'))).toMatchObject({ kind: 'retry' });
  });

  it('leaves 403 and obligations to the app-wide handler', () => {
    expect(outcome(forbidden)).toEqual({ kind: 'handled' });
    expect(outcome(obligation)).toEqual({ kind: 'handled' });
  });
});

describe('ssoSearchFailure', () => {
  it('no provider (404) is not found', () => {
    expect(ssoSearchFailure(apiFailure(404, 'RESOURCE_NOT_FOUND'))).toBe('notFound');
  });

  it('any other failure is a retryable snag', () => {
    expect(ssoSearchFailure(apiFailure(503))).toBe('searchFailed');
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
