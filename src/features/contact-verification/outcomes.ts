import { hasCode, TOO_MANY_ATTEMPTS_CODES } from '../../api/errors';
import { classifyFailure, resultPage, type Outcome } from '../../common/outcome/outcome';

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

/** A phone must be formattable; E.164 is the one form the services speak. */
export const isFormattable = (type: 'email' | 'phone', value: string) =>
  type === 'email' ? value.includes('@') : /^\+[1-9]\d{7,14}$/.test(value);

/**
 * A failure that ends the flow, on its page. The
 * duplicate-email page is for EMAIL_ADDRESS_ALREADY_EXISTS alone (src/api/errors.ts says why not the
 * whole taken list); a 403/412 is handled globally and a snag stays with Try again.
 */
export const verifyContactFailure = (error: unknown): Outcome =>
  classifyFailure<never, never>(
    error,
    (apiError) => {
      if (hasCode(apiError, 'EMAIL_ADDRESS_ALREADY_EXISTS'))
        return resultPage('FAILURE_VERIFY_CONTACT_INFO_DUPLICATE_EMAIL');
      if (hasCode(apiError, ...TOO_MANY_ATTEMPTS_CODES))
        return resultPage('FAILURE_VERIFY_CONTACT_INFO_TOO_MANY_ATTEMPTS');
      if (hasCode(apiError, 'INVALID_CONTACT_INFO_FORMAT'))
        return resultPage('FAILURE_VERIFY_CONTACT_INFO_INVALID_FORMAT');
      return null;
    },
    { otherwise: resultPage('FAILURE_VERIFY_CONTACT_INFO') },
  );

/** A wrong or used code: the code step says it on its field (src/common/code-entry/outcomes.ts). */
export const isRefusedCode = (error: unknown): boolean =>
  hasCode(error, 'INVALID_TOKEN', 'TOKEN_EXECUTE_FAILURE');
