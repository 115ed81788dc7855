/**
 * What adding a contact method does with a failed add, in the one outcome vocabulary (src/common/outcome):
 * the distinguished
 * errors on the value's field, the rest above the form, a snag with Try again. The add-contact modal
 * and the add-phone/add-email pages say it in their own words (`AddContactWords`).
 */
import { EMAIL_TAKEN_CODES, hasCode, PHONE_TAKEN_CODES, type ErrorCode } from '../../api/errors';
import type { MessageKey } from '../../lib/messageKey';
import { classifyFailure, fieldMessage, type FormOutcome, type Outcome } from '../outcome/outcome';

/** The one field of an add: the address or the number. */
export type AddContactField = 'value';

type FieldMessage = 'invalidPhone' | 'invalidEmail' | 'duplicatePhone' | 'duplicateEmail' | 'sharedEmail';

export interface AddContactWords {
  /** The catalogue entry that holds the field messages, each under its `FieldMessage` name. */
  fieldErrors: 'contacts:addContact.errors' | 'contactVerification:add.errors';
  /** A request refused as a whole (a 400 the fields do not explain). */
  refused: FormOutcome<AddContactField>;
  /** Any other failure that is not a snag. */
  other: FormOutcome<AddContactField>;
}

const FIELD_CODES: ReadonlyArray<readonly [FieldMessage, readonly ErrorCode[]]> = [
  ['invalidPhone', ['INVALID_PHONE_NUMBER']],
  ['invalidEmail', ['INVALID_EMAIL']],
  // Shared email addresses cannot be used for account security.
  ['sharedEmail', ['SHARED_EMAIL_ADDRESS']],
  ['duplicatePhone', PHONE_TAKEN_CODES],
  ['duplicateEmail', EMAIL_TAKEN_CODES],
];

export const addContactFailure = (error: unknown, words: AddContactWords): Outcome<AddContactField> =>
  classifyFailure<AddContactField>(
    error,
    (apiError) => {
      const onField = FIELD_CODES.find(([, codes]) => hasCode(apiError, ...codes));
      if (onField) return fieldMessage('value', `${words.fieldErrors}.${onField[0]}` satisfies MessageKey);
      return apiError.status === 400 ? words.refused : null;
    },
    { otherwise: words.other },
  );
