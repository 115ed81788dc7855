import { describe, expect, it } from 'vitest';
import { apiFailure, forbidden } from '../../../tests/fixtures/failures';
import { resendFailure, verifyFailure } from './outcomes';

/** The outcome naming `verification:errors.<error>.title` above the form. */
const onTheForm = (error: string) =>
  expect.objectContaining({ kind: 'form', titleKey: `verification:errors.${error}.title` });
/** The outcome naming `verification:errors.<message>` on the code field. */
const onTheCodeField = (message: string) => ({
  kind: 'field',
  field: 'code',
  messageKey: `verification:errors.${message}`,
});

describe('verifyFailure', () => {
  it.each([
    ['a wrong or expired code', apiFailure(400, 'INVALID_TOKEN'), onTheCodeField('wrongCode')],
    [
      'a used code',
      apiFailure(400, 'UNKNOWN_ERROR', { first: 'TOKEN_EXECUTE_FAILURE' }),
      onTheCodeField('usedCode'),
    ],
    ['too many attempts', apiFailure(403, 'TOO_MANY_ATTEMPTS'), onTheForm('tooManyAttempts')],
    ['anything else', apiFailure(503), onTheForm('failed')],
    ['no answer', new TypeError('Failed to fetch'), expect.objectContaining({ kind: 'form' })],
    ['a 403, left to the app-wide handler', forbidden, { kind: 'handled' }],
  ])('puts %s where it belongs', (_, failure, outcome) => {
    expect(verifyFailure(failure)).toEqual(outcome);
  });
});

describe('resendFailure: too many codes apart from a snag, never about the code typed', () => {
  it.each([
    ['too many codes', apiFailure(403, 'TOO_MANY_ATTEMPTS'), onTheForm('resendTooMany')],
    ['a refused code', apiFailure(400, 'INVALID_TOKEN'), onTheForm('resendFailed')],
    ['a 403, left to the app-wide handler', forbidden, { kind: 'handled' }],
  ])('puts %s where it belongs', (_, failure, outcome) => {
    expect(resendFailure(failure)).toEqual(outcome);
  });
});
