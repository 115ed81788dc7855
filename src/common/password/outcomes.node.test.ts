import { describe, expect, it } from 'vitest';
import { ApiError, ForbiddenError, type ErrorCode } from '../../api';
import { changePasswordFailure } from './outcomes';

const apiError = (status: number, code: ErrorCode, ...codes: ErrorCode[]) =>
  new ApiError(
    status,
    code,
    codes.map((item) => ({ code: item })),
    'trace-1',
  );

const onField = (field: 'currentPassword' | 'newPassword', code: ErrorCode) => ({
  kind: 'field',
  field,
  messageKey: `password:errors.${code}`,
});
const SNAG = { kind: 'form', titleKey: 'password:form.errorTitle', messageKey: 'password:errors.snag' };

describe('changePasswordFailure', () => {
  it("is 'not changed' when the first error is TOO_MANY_ATTEMPTS", () => {
    expect(changePasswordFailure(apiError(403, 'TOO_MANY_ATTEMPTS', 'TOO_MANY_ATTEMPTS'))).toEqual({
      kind: 'notChanged',
    });
    // No error items: the envelope's code is the first code.
    expect(changePasswordFailure(apiError(403, 'TOO_MANY_ATTEMPTS'))).toEqual({ kind: 'notChanged' });
  });

  it('is not TOO_MANY_ATTEMPTS when only the second error says so', () => {
    expect(
      changePasswordFailure(
        apiError(400, 'PASSWORD_BLACKLISTED', 'PASSWORD_BLACKLISTED', 'TOO_MANY_ATTEMPTS'),
      ),
    ).toEqual(onField('newPassword', 'PASSWORD_BLACKLISTED'));
  });

  it("reads the second error's code when it is known, else the first", () => {
    expect(
      changePasswordFailure(
        apiError(400, 'PASSWORD_BLACKLISTED', 'PASSWORD_BLACKLISTED', 'TOO_WEAK_PASSWORD'),
      ),
    ).toEqual(onField('newPassword', 'TOO_WEAK_PASSWORD'));
    expect(changePasswordFailure(apiError(400, 'LENGTH_RULE', 'LENGTH_RULE', 'UNKNOWN_ERROR'))).toEqual(
      onField('newPassword', 'LENGTH_RULE'),
    );
    expect(
      changePasswordFailure(apiError(400, 'PASSWORD_3_REPEATED_CHARS', 'PASSWORD_3_REPEATED_CHARS')),
    ).toEqual(onField('newPassword', 'PASSWORD_3_REPEATED_CHARS'));
  });

  it('puts a wrong current password on the current-password field', () => {
    expect(
      changePasswordFailure(apiError(400, 'INCORRECT_PASSWORD', 'INCORRECT_PASSWORD', 'INCORRECT_PASSWORD')),
    ).toEqual(onField('currentPassword', 'INCORRECT_PASSWORD'));
  });

  it('is the snag message for other definitive answers', () => {
    expect(
      changePasswordFailure(apiError(400, 'INVALID_REQUEST', 'INVALID_REQUEST', 'INVALID_REQUEST')),
    ).toEqual(SNAG);
    expect(changePasswordFailure(new Error('bug'))).toEqual(SNAG);
  });

  it('hands a transient failure (5xx, 429, no answer) back to the form to retry', () => {
    expect(changePasswordFailure(apiError(500, 'UNKNOWN_ERROR', 'UNKNOWN_ERROR'))).toMatchObject({
      kind: 'retry',
    });
    expect(changePasswordFailure(new TypeError('Failed to fetch'))).toMatchObject({ kind: 'retry' });
  });

  it('leaves a 403 to the app-wide handler', () => {
    expect(changePasswordFailure(new ForbiddenError(403, 'INSUFFICIENT_PERMISSIONS', [], 'trace-1'))).toEqual(
      { kind: 'handled' },
    );
  });
});
