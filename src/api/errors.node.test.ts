import { describe, expect, it } from 'vitest';
import { ApiError, hasCode, isHandledGlobally, toApiError } from './errors';

const obligation = {
  code: 'OBLIGATION_REQUIRED',
  errors: [],
  requiredAction: { kind: 'redirect', url: '/auth/change-password' },
};

describe('isHandledGlobally', () => {
  it('is true for a 403 and an obligation, false for anything else', () => {
    expect(isHandledGlobally(toApiError(403, { code: 'UNAUTHORIZED', errors: [] }, 't'))).toBe(true);
    expect(isHandledGlobally(toApiError(412, obligation, 't'))).toBe(true);
    // A 403 for too many attempts is the screen's to show.
    expect(isHandledGlobally(toApiError(403, { code: 'TOO_MANY_ATTEMPTS', errors: [] }, 't'))).toBe(false);
    expect(isHandledGlobally(toApiError(500, {}, 't'))).toBe(false);
    expect(isHandledGlobally(new Error('network'))).toBe(false);
  });
});

describe('hasCode', () => {
  const failure = new ApiError(400, 'INVALID_REQUEST', [{ code: 'TOO_WEAK_PASSWORD' }], 't');

  it('matches the envelope code or the first error code', () => {
    expect(hasCode(failure, 'INVALID_REQUEST')).toBe(true);
    expect(hasCode(failure, 'TOO_WEAK_PASSWORD')).toBe(true);
    expect(hasCode(failure, 'TOO_MANY_ATTEMPTS', 'TOO_WEAK_PASSWORD')).toBe(true);
  });

  it('does not match other codes or non-API errors', () => {
    expect(hasCode(failure, 'TOO_MANY_ATTEMPTS')).toBe(false);
    expect(hasCode(new Error('INVALID_REQUEST'), 'INVALID_REQUEST')).toBe(false);
    expect(hasCode(undefined, 'UNKNOWN_ERROR')).toBe(false);
  });
});
