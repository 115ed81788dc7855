import { describe, expect, it } from 'vitest';
import { ApiError, ForbiddenError, RequestTimeoutError } from '../../api/errors';
import { classifyFailure } from '../../common/outcome/outcome';
import { createAccountFailure, dobCheckFailure, emailStepFailure, tokenRefused } from './outcomes';

const error = (
  status: number,
  code: ConstructorParameters<typeof ApiError>[1],
  details?: Record<string, unknown>,
) => new ApiError(status, code, [{ code, ...(details ? { details } : {}) }], 'trace-1');

describe('tokenRefused (through classifyFailure, as the token page applies it)', () => {
  const onLoad = (failure: unknown, badLink: Parameters<typeof tokenRefused>[0]) =>
    classifyFailure(failure, tokenRefused(badLink));
  it('carries the registration code of a registration-portal invitation', () => {
    expect(
      onLoad(error(400, 'REDIRECT_TO_AIM_REGISTRATION_ERROR', { pic: 'PIC-1' }), 'BAD_REGISTRATION_TOKEN'),
    ).toEqual({
      kind: 'result',
      result: { kind: 'FAILURE_REDIRECT_TO_AIM', registrationCode: 'PIC-1' },
    });
  });
  it('ends a bad link on the page the caller names, retries a transient failure, else unsupported', () => {
    expect(onLoad(error(404, 'TOKEN_LOAD_VERIFY_FAILURE'), 'FAILURE_LINK')).toEqual({
      kind: 'result',
      result: { kind: 'FAILURE_LINK' },
    });
    expect(onLoad(error(503, 'UNKNOWN_ERROR'), 'FAILURE_LINK')).toMatchObject({ kind: 'retry' });
    expect(onLoad(new TypeError('offline'), 'FAILURE_LINK')).toMatchObject({ kind: 'retry' });
    expect(onLoad(error(404, 'CLIENT_NOT_FOUND'), 'FAILURE_LINK')).toEqual({
      kind: 'result',
      result: { kind: 'FAILURE_UNSUPPORTED' },
    });
    expect(onLoad(new ForbiddenError(403, 'INSUFFICIENT_PERMISSIONS', [], 't'), 'FAILURE_LINK')).toEqual({
      kind: 'handled',
    });
  });
});

describe('dobCheckFailure', () => {
  it('names the wrong date on the field, too many attempts and any other answer in the error block', () => {
    expect(dobCheckFailure(error(400, 'ERROR_VERIFYING_ASSOCIATE'))).toMatchObject({ kind: 'field' });
    expect(dobCheckFailure(error(403, 'TOO_MANY_ATTEMPTS'))).toMatchObject({
      kind: 'form',
      messageKey: 'registration:dob.errors.TOO_MANY_ATTEMPTS',
    });
    expect(dobCheckFailure(error(400, 'UNKNOWN_ERROR'))).toMatchObject({
      kind: 'form',
      messageKey: 'registration:dob.errors.snag',
    });
  });

  it('keeps a transient failure the one transient rule: stay, Try again (a timeout names itself)', () => {
    expect(dobCheckFailure(error(500, 'UNKNOWN_ERROR'))).toEqual({ kind: 'retry', transient: 'unavailable' });
    expect(dobCheckFailure(new RequestTimeoutError('t'))).toEqual({ kind: 'retry', transient: 'timeout' });
  });
});

describe('emailStepFailure', () => {
  it('tells a taken address from too many attempts and a snag', () => {
    expect(emailStepFailure(error(409, 'EMAIL_ADDRESS_ALREADY_EXISTS'))).toEqual({
      kind: 'field',
      field: 'email',
      messageKey: 'registration:personal.emailTaken',
    });
    expect(emailStepFailure(error(403, 'TOO_MANY_ATTEMPTS'))).toMatchObject({ kind: 'form' });
    expect(emailStepFailure(error(404, 'TOKEN_LOAD_VERIFY_FAILURE'))).toEqual({
      kind: 'result',
      result: { kind: 'FAILURE_LINK' },
    });
    expect(emailStepFailure(error(404, 'TOKEN_LOAD_VERIFY_FAILURE'), 'FAILURE_UNAUTHORIZED')).toEqual({
      kind: 'result',
      result: { kind: 'FAILURE_UNAUTHORIZED' },
    });
    expect(emailStepFailure(error(400, 'UNKNOWN_ERROR'))).toMatchObject({
      kind: 'form',
      messageKey: 'registration:errors.snag.message',
    });
    expect(emailStepFailure(error(502, 'UNKNOWN_ERROR'))).toEqual({
      kind: 'retry',
      transient: 'unavailable',
    });
    expect(emailStepFailure(new RequestTimeoutError('t'))).toEqual({ kind: 'retry', transient: 'timeout' });
  });
});

describe('createAccountFailure', () => {
  it('follows spec section 4: link failure, username field, password error, Try again, unsupported', () => {
    expect(createAccountFailure(error(400, 'INVALID_TOKEN'))).toEqual({
      kind: 'result',
      result: { kind: 'FAILURE_LINK' },
    });
    expect(createAccountFailure(error(409, 'DUPLICATE_USERNAME'))).toMatchObject({
      kind: 'field',
      field: 'username',
    });
    expect(createAccountFailure(error(409, 'DUPLICATE_EMAIL'))).toMatchObject({
      kind: 'field',
      field: 'username',
      messageKey: 'registration:errors.duplicateEmail',
    });
    expect(createAccountFailure(error(400, 'PASSWORD_BLACKLISTED'))).toMatchObject({
      kind: 'field',
      field: 'password',
      messageKey: 'password:errors.PASSWORD_BLACKLISTED',
    });
    expect(createAccountFailure(error(503, 'UNKNOWN_ERROR'))).toEqual({
      kind: 'retry',
      transient: 'unavailable',
    });
    expect(createAccountFailure(new RequestTimeoutError('t'))).toEqual({
      kind: 'retry',
      transient: 'timeout',
    });
    expect(createAccountFailure(error(400, 'INVALID_REQUEST'))).toEqual({
      kind: 'result',
      result: { kind: 'FAILURE_UNSUPPORTED' },
    });
  });
});
