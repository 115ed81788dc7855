import { hasCode } from '../../api/errors';
import { isTransientFailure } from '../../common/form/transient';

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
