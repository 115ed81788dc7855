import { describe, expect, it } from 'vitest';
import { ApiError, ForbiddenError, type ErrorCode } from '../../api/errors';
import { resendFailure, verifyFailure } from './outcomes';

const failure = (status: number, code: ErrorCode, first?: ErrorCode) =>
  new ApiError(status, code, first ? [{ code: first }] : [], 'trace-1');

describe('verifyFailure', () => {
  it('puts a wrong or expired code, and a used one, on the field', () => {
    expect(verifyFailure(failure(400, 'INVALID_TOKEN'))).toEqual({
      kind: 'field',
      field: 'code',
      messageKey: 'verification:errors.wrongCode',
    });
    expect(verifyFailure(failure(400, 'UNKNOWN_ERROR', 'TOKEN_EXECUTE_FAILURE'))).toEqual({
      kind: 'field',
      field: 'code',
      messageKey: 'verification:errors.usedCode',
    });
  });

  it('puts too many attempts and anything else on the form', () => {
    expect(verifyFailure(failure(403, 'TOO_MANY_ATTEMPTS'))).toMatchObject({
      kind: 'form',
      titleKey: 'verification:errors.tooManyAttempts.title',
    });
    expect(verifyFailure(failure(503, 'UNKNOWN_ERROR'))).toMatchObject({
      kind: 'form',
      titleKey: 'verification:errors.failed.title',
    });
    expect(verifyFailure(new TypeError('Failed to fetch'))).toMatchObject({ kind: 'form' });
  });

  it('leaves a 403 to the app-wide handler', () => {
    expect(verifyFailure(new ForbiddenError(403, 'INSUFFICIENT_PERMISSIONS', [], 'trace-1'))).toEqual({
      kind: 'handled',
    });
  });
});

describe('resendFailure', () => {
  it('tells too many codes apart from a snag, and is never about the code typed', () => {
    expect(resendFailure(failure(403, 'TOO_MANY_ATTEMPTS'))).toMatchObject({
      kind: 'form',
      titleKey: 'verification:errors.resendTooMany.title',
    });
    expect(resendFailure(failure(400, 'INVALID_TOKEN'))).toMatchObject({
      kind: 'form',
      titleKey: 'verification:errors.resendFailed.title',
    });
    expect(resendFailure(new ForbiddenError(403, 'UNKNOWN_ERROR', [], 'trace-1'))).toEqual({
      kind: 'handled',
    });
  });
});
