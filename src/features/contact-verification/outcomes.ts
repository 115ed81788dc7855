import { hasCode, isHandledGlobally } from '../../api/errors';
import { isTransientFailure } from '../../common/form/transient';
import type { MessageKey } from '../../lib/messageKey';
import { VALIDATION_MESSAGES as M } from '../../lib/validation/messages';

/**
 * What a screen of this folder does with a failed call:
 *  - handled: a 403 or 412, the app-wide handler is navigating;
 *  - retry: a snag (5xx, 429, no answer): thrown on to the form pattern, which offers Try again;
 *  - field / form: said on the field, or in the form's error block;
 *  - done: nothing left to do (the address is verified already).
 */
export type Failure =
  | { kind: 'handled' }
  | { kind: 'retry' }
  | { kind: 'done' }
  | { kind: 'field'; messageKey: MessageKey }
  | { kind: 'form'; titleKey: MessageKey; messageKey: MessageKey };

/** POST /persons/me/tokens (send the code): toast EMAIL_SENT_ERROR goes with every failure but these. */
export function sendEmailCodeFailure(error: unknown): Failure {
  if (isHandledGlobally(error)) return { kind: 'handled' };
  if (hasCode(error, 'EMAIL_IS_ALREADY_VERIFIED')) return { kind: 'done' };
  if (isTransientFailure(error)) return { kind: 'retry' };
  if (hasCode(error, 'TOO_MANY_ATTEMPTS'))
    return {
      kind: 'form',
      titleKey: 'verification:errors.resendTooMany.title',
      messageKey: 'verification:errors.resendTooMany.message',
    };
  return {
    kind: 'form',
    titleKey: 'contactVerification:emailVerify.sendError.title',
    messageKey: 'contactVerification:emailVerify.sendError.message',
  };
}

/**
 * POST /tokens/emailVerification (change the address, spec section 5 "Change email"): taken is
 * "This email is taken" on the field; too many changes is the 5-minute wait, about the person, so
 * in the error block.
 */
export function changeEmailFailure(error: unknown): Failure {
  if (isHandledGlobally(error)) return { kind: 'handled' };
  if (isTransientFailure(error)) return { kind: 'retry' };
  if (
    hasCode(
      error,
      'EMAIL_ALREADY_EXISTS',
      'DUPLICATE_EMAIL',
      'EMAIL_ADDRESS_ALREADY_EXISTS',
      'DUPE_EMAIL_ERROR',
    )
  )
    return { kind: 'field', messageKey: M.emailTaken };
  if (hasCode(error, 'INVALID_EMAIL')) return { kind: 'field', messageKey: M.changeEmailInvalid };
  if (hasCode(error, 'TOO_MANY_ATTEMPTS'))
    return {
      kind: 'form',
      titleKey: 'contactVerification:emailVerify.change.tooMany',
      messageKey: M.emailChangeTooManyAttempts,
    };
  return {
    kind: 'form',
    titleKey: 'contactVerification:emailVerify.change.error.title',
    messageKey: 'contactVerification:emailVerify.change.error.message',
  };
}

type ContactInfoSor = {
  idmContactInfo: { emails: ContactMethod[]; phones: ContactMethod[] };
  sorContactInfo: ContactMethod[];
};
type ContactMethod = {
  type: string;
  emailAddress?: string;
  phoneNumber?: string;
  isVerified: boolean;
  isPersonal: boolean;
};

/**
 * The contact method verify-contact-info is about: the person's own (identity management's) of that
 * type and purpose, else the system of record's; its value (address, or E.164 number) and whether it
 * is verified already. Null when there is none.
 */
export function pickContact(
  data: ContactInfoSor,
  type: 'email' | 'phone',
  purpose: 'personal' | 'business',
): { value: string; isVerified: boolean } | null {
  const personal = purpose === 'personal';
  const isType = (method: ContactMethod) => (type === 'email') === (method.type === 'EMAIL');
  const own = (type === 'email' ? data.idmContactInfo.emails : data.idmContactInfo.phones).filter(
    (method) => method.isPersonal === personal,
  );
  const fromSor = data.sorContactInfo.filter((method) => isType(method) && method.isPersonal === personal);
  const method = own.find((candidate) => !candidate.isVerified) ?? own[0] ?? fromSor[0];
  if (!method) return null;
  const value = (type === 'email' ? method.emailAddress : method.phoneNumber) ?? '';
  return { value, isVerified: own.includes(method) && method.isVerified };
}

/** Spec section 5: a phone must be formattable; E.164 is the one form the services speak. */
export const isFormattable = (type: 'email' | 'phone', value: string) =>
  type === 'email' ? value.includes('@') : /^\+[1-9]\d{7,14}$/.test(value);

export type VerifyContactFailureKind =
  | 'FAILURE_VERIFY_CONTACT_INFO'
  | 'FAILURE_VERIFY_CONTACT_INFO_TOO_MANY_ATTEMPTS'
  | 'FAILURE_VERIFY_CONTACT_INFO_DUPLICATE_EMAIL'
  | 'FAILURE_VERIFY_CONTACT_INFO_INVALID_FORMAT';

/** Spec section 8 "Contact verification mapping": a failure that ends the flow, to its page. */
export function verifyContactFailureKind(error: unknown): VerifyContactFailureKind {
  if (hasCode(error, 'EMAIL_ADDRESS_ALREADY_EXISTS')) return 'FAILURE_VERIFY_CONTACT_INFO_DUPLICATE_EMAIL';
  if (hasCode(error, 'TOO_MANY_ATTEMPTS')) return 'FAILURE_VERIFY_CONTACT_INFO_TOO_MANY_ATTEMPTS';
  if (hasCode(error, 'INVALID_CONTACT_INFO_FORMAT')) return 'FAILURE_VERIFY_CONTACT_INFO_INVALID_FORMAT';
  return 'FAILURE_VERIFY_CONTACT_INFO';
}

/** A failed code check the code step shows itself (wrong, used, a snag): the rest end the flow. */
export function isCodeStepFailure(error: unknown): boolean {
  return isTransientFailure(error) || hasCode(error, 'INVALID_TOKEN', 'TOKEN_EXECUTE_FAILURE');
}
