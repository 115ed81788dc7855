import { describe, expect, it } from 'vitest';
import { apiFailure, forbidden } from '../../../tests/fixtures/failures';
import { formMessage } from '../outcome/outcome';
import { addContactFailure, type AddContactWords } from './addContactOutcome';

const words: AddContactWords = {
  fieldErrors: 'contacts:addContact.errors',
  refused: formMessage('contacts:addContact.errorTitle', 'contacts:addContact.errors.form'),
  other: formMessage('contacts:addContact.errorTitle', 'contacts:addContact.errors.generic'),
};

describe('addContactFailure', () => {
  it.each([
    ['INVALID_PHONE_NUMBER', 'invalidPhone'],
    ['INVALID_EMAIL', 'invalidEmail'],
    ['SHARED_EMAIL_ADDRESS', 'sharedEmail'],
    ['PHONE_NUMBER_ALREADY_EXISTS', 'duplicatePhone'],
    ['DUPE_PHONE_NUMBER_ERROR', 'duplicatePhone'],
    ['EMAIL_ALREADY_EXISTS', 'duplicateEmail'],
    ['DUPE_EMAIL_ERROR', 'duplicateEmail'],
  ] as const)('says %s on the field, in the caller’s words', (code, message) => {
    expect(addContactFailure(apiFailure(409, code), words)).toEqual({
      kind: 'field',
      field: 'value',
      messageKey: `contacts:addContact.errors.${message}`,
    });
  });

  it('puts a refused request above the form, and any other answer or bug too, in other words', () => {
    expect(addContactFailure(apiFailure(400, 'INVALID_REQUEST'), words)).toBe(words.refused);
    expect(addContactFailure(apiFailure(404, 'RESOURCE_NOT_FOUND'), words)).toBe(words.other);
    expect(addContactFailure(new Error('bug'), words)).toBe(words.other);
  });

  it('retries a snag and leaves a 403 to the app-wide handler', () => {
    expect(addContactFailure(apiFailure(503), words)).toMatchObject({ kind: 'retry' });
    expect(addContactFailure(forbidden, words)).toEqual({
      kind: 'handled',
    });
  });
});
