/**
 * What the add-contact modal does with a failed add (spec sections 4 "Email verification and add
 * contact" and 8 "Add phone"): the distinguished errors on the field, the rest above the form.
 */
import { hasCode, isApiError, isHandledGlobally } from '../../api/errors';

export type AddContactFailure =
  | {
      type: 'field';
      message: 'invalidPhone' | 'invalidEmail' | 'duplicatePhone' | 'duplicateEmail' | 'sharedEmail';
    }
  | { type: 'form'; message: 'form' | 'generic' }
  | { type: 'global' };

export function addContactFailure(error: unknown): AddContactFailure {
  if (isHandledGlobally(error)) return { type: 'global' };
  if (hasCode(error, 'INVALID_PHONE_NUMBER')) return { type: 'field', message: 'invalidPhone' };
  if (hasCode(error, 'INVALID_EMAIL')) return { type: 'field', message: 'invalidEmail' };
  // Spec section 5: shared email addresses cannot be used for account security.
  if (hasCode(error, 'SHARED_EMAIL_ADDRESS')) return { type: 'field', message: 'sharedEmail' };
  if (hasCode(error, 'PHONE_NUMBER_ALREADY_EXISTS') || hasCode(error, 'DUPE_PHONE_NUMBER_ERROR'))
    return { type: 'field', message: 'duplicatePhone' };
  if (hasCode(error, 'EMAIL_ALREADY_EXISTS') || hasCode(error, 'DUPE_EMAIL_ERROR'))
    return { type: 'field', message: 'duplicateEmail' };
  // The request itself was refused (a 400 the fields do not explain): the form's error.
  if (isApiError(error) && error.status === 400) return { type: 'form', message: 'form' };
  return { type: 'form', message: 'generic' };
}
