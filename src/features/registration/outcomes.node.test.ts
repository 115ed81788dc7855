import { describe, expect, it } from 'vitest';
import { RequestTimeoutError } from '../../api/errors';
import { classifyFailure, resultPage } from '../../common/outcome/outcome';
import { apiFailure, forbidden } from '../../../tests/fixtures/failures';
import { createAccountFailure, dobCheckFailure, emailStepFailure, tokenRefused } from './outcomes';

/** Matches an outcome carrying these fields, whatever else it says. */
const partly = (fields: object) => expect.objectContaining(fields);
/** The error block saying `messageKey` (the title is the screen's). */
const inTheErrorBlock = (messageKey: string) => partly({ kind: 'form', messageKey });
/** `field`'s own message, `messageKey` when the test names it. */
const onField = (field: string, messageKey?: string) =>
  partly({ kind: 'field', field, ...(messageKey && { messageKey }) });
const unavailable = { kind: 'retry', transient: 'unavailable' };
const timedOut = { kind: 'retry', transient: 'timeout' };
const timeout = new RequestTimeoutError('t');

describe('tokenRefused (through classifyFailure, as the token page applies it)', () => {
  const onLoad = (failure: unknown, badLink: Parameters<typeof tokenRefused>[0]) =>
    classifyFailure(failure, tokenRefused(badLink));
  it('carries the registration code of a registration-portal invitation', () => {
    expect(
      onLoad(
        apiFailure(400, 'REDIRECT_TO_AIM_REGISTRATION_ERROR', { details: { pic: 'PIC-1' } }),
        'BAD_REGISTRATION_TOKEN',
      ),
    ).toEqual({
      kind: 'result',
      result: { kind: 'FAILURE_REDIRECT_TO_AIM', registrationCode: 'PIC-1' },
    });
  });
  it.each([
    [
      'a bad link on the page the caller names',
      apiFailure(404, 'TOKEN_LOAD_VERIFY_FAILURE'),
      resultPage('FAILURE_LINK'),
    ],
    ['a 5xx as a retry', apiFailure(503), partly({ kind: 'retry' })],
    ['no answer as a retry', new TypeError('offline'), partly({ kind: 'retry' })],
    [
      'any other answer as unsupported',
      apiFailure(404, 'CLIENT_NOT_FOUND'),
      resultPage('FAILURE_UNSUPPORTED'),
    ],
    ['a 403 with the app-wide handler', forbidden, { kind: 'handled' }],
  ])('ends %s', (_, failure, outcome) => {
    expect(onLoad(failure, 'FAILURE_LINK')).toEqual(outcome);
  });
});

describe('dobCheckFailure', () => {
  const DOB = 'registration:dob.errors';
  it.each([
    ['the wrong date on the field', apiFailure(400, 'ERROR_VERIFYING_ASSOCIATE'), partly({ kind: 'field' })],
    [
      'too many attempts in the error block',
      apiFailure(403, 'TOO_MANY_ATTEMPTS'),
      inTheErrorBlock(`${DOB}.TOO_MANY_ATTEMPTS`),
    ],
    ['any other answer in the error block', apiFailure(400), inTheErrorBlock(`${DOB}.snag`)],
    // The one transient rule: stay, Try again (a timeout names itself).
    ['a 5xx as the one transient rule says', apiFailure(500), unavailable],
    ['a timeout as the one transient rule says', timeout, timedOut],
  ])('names %s', (_, failure, outcome) => {
    expect(dobCheckFailure(failure)).toEqual(outcome);
  });
});

describe('emailStepFailure: a taken address apart from too many attempts and a snag', () => {
  it.each([
    [
      'a taken address on its field',
      apiFailure(409, 'EMAIL_ADDRESS_ALREADY_EXISTS'),
      { kind: 'field', field: 'email', messageKey: 'registration:personal.emailTaken' },
    ],
    ['too many attempts on the form', apiFailure(403, 'TOO_MANY_ATTEMPTS'), partly({ kind: 'form' })],
    [
      'a bad link on the link failure',
      apiFailure(404, 'TOKEN_LOAD_VERIFY_FAILURE'),
      resultPage('FAILURE_LINK'),
    ],
    ['a snag on the form', apiFailure(400), inTheErrorBlock('registration:errors.snag.message')],
    ['a 5xx as a retry', apiFailure(502), unavailable],
    ['a timeout as a retry naming itself', timeout, timedOut],
  ])('puts %s', (_, failure, outcome) => {
    expect(emailStepFailure(failure)).toEqual(outcome);
  });

  it('ends a bad link on the page the caller names', () => {
    expect(emailStepFailure(apiFailure(404, 'TOKEN_LOAD_VERIFY_FAILURE'), 'FAILURE_UNAUTHORIZED')).toEqual(
      resultPage('FAILURE_UNAUTHORIZED'),
    );
  });
});

describe('createAccountFailure', () => {
  it.each([
    ['a bad link on the link failure', apiFailure(400, 'INVALID_TOKEN'), resultPage('FAILURE_LINK')],
    ['a taken username on its field', apiFailure(409, 'DUPLICATE_USERNAME'), onField('username')],
    [
      'a taken email on the username field',
      apiFailure(409, 'DUPLICATE_EMAIL'),
      onField('username', 'registration:errors.duplicateEmail'),
    ],
    [
      'a password error on its field',
      apiFailure(400, 'PASSWORD_BLACKLISTED'),
      onField('password', 'password:errors.PASSWORD_BLACKLISTED'),
    ],
    ['a 5xx as Try again', apiFailure(503), unavailable],
    ['a timeout as Try again', timeout, timedOut],
    [
      'any other answer on the unsupported page',
      apiFailure(400, 'INVALID_REQUEST'),
      resultPage('FAILURE_UNSUPPORTED'),
    ],
  ])('puts %s', (_, failure, outcome) => {
    expect(createAccountFailure(failure)).toEqual(outcome);
  });
});
