import { describe, expect, it } from 'vitest';
import { apiFailure, forbidden } from '../../../tests/fixtures/failures';
import { isRefusedCode, verifyContactFailure } from './outcomes';

describe('verifyContactFailure', () => {
  it.each([
    ['EMAIL_ADDRESS_ALREADY_EXISTS', 'FAILURE_VERIFY_CONTACT_INFO_DUPLICATE_EMAIL'],
    ['TOO_MANY_ATTEMPTS', 'FAILURE_VERIFY_CONTACT_INFO_TOO_MANY_ATTEMPTS'],
    ['INVALID_CONTACT_INFO_FORMAT', 'FAILURE_VERIFY_CONTACT_INFO_INVALID_FORMAT'],
    // The other taken codes are not the duplicate-email page: only the registration code is.
    ['EMAIL_ALREADY_EXISTS', 'FAILURE_VERIFY_CONTACT_INFO'],
    ['INVALID_REQUEST', 'FAILURE_VERIFY_CONTACT_INFO'],
  ] as const)('ends %s on %s', (code, page) => {
    expect(verifyContactFailure(apiFailure(400, code))).toEqual({ kind: 'result', result: { kind: page } });
  });

  it('keeps the page for a snag and leaves a 403 to the app-wide handler', () => {
    expect(verifyContactFailure(apiFailure(503))).toMatchObject({ kind: 'retry' });
    expect(verifyContactFailure(forbidden)).toEqual({
      kind: 'handled',
    });
  });
});

describe('isRefusedCode', () => {
  it('is a wrong or used code, nothing else', () => {
    expect(isRefusedCode(apiFailure(400, 'INVALID_TOKEN'))).toBe(true);
    expect(isRefusedCode(apiFailure(400, 'TOKEN_EXECUTE_FAILURE'))).toBe(true);
    expect(isRefusedCode(apiFailure(403, 'TOO_MANY_ATTEMPTS'))).toBe(false);
  });
});
