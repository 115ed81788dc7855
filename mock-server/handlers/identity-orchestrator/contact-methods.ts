/** A person's contact methods (emails and phones): lookups, the API's views, adding one. */
import type { MockContext } from '../../core/context.ts';
import { randomId } from '../../core/session.ts';
import type { RecordOf } from '../../db/schema.ts';
import type { Schemas } from './http.ts';

export type ContactMethodRecord = RecordOf<'contactMethods'>;

/** Email addresses compare trimmed and case-insensitively. */
export const sameAddress = (a: string | null, b: string) =>
  a !== null && a.trim().toLowerCase() === b.trim().toLowerCase();

/** The email contact method holding this address, whoever's it is. */
export function emailOwner(context: MockContext, address: string) {
  return context.db.contactMethods.findFirst((q) =>
    q.where({ type: 'EMAIL', emailAddress: (email) => sameAddress(email, address) }),
  );
}

export const isEmail = (method: ContactMethodRecord) => method.type === 'EMAIL';

/** The phone in E.164 form (`+15555550100`). */
export function e164(method: ContactMethodRecord): string {
  const number = method.phoneNumber ?? '';
  if (number.startsWith('+')) return number;
  return `+${method.countryCode ?? ''}${number}`;
}

/** The person's emails and phones (VOICE and TEXT count as phones), oldest first. */
export function contactMethodsOf(context: MockContext, personId: string) {
  const all = context.db.contactMethods
    .findMany((q) => q.where({ personId }))
    .sort((a, b) => a.createdAt - b.createdAt);
  return { emails: all.filter(isEmail), phones: all.filter((method) => !isEmail(method)) };
}

export function contactView(method: ContactMethodRecord, isOnlyOneOfType: boolean): Schemas['ContactMethod'] {
  return {
    personId: method.personId,
    type: method.type,
    ...(isEmail(method) ? { emailAddress: method.emailAddress ?? '' } : { phoneNumber: e164(method) }),
    isVerified: method.isVerified,
    isOnlyOneOfType,
    isPersonal: method.isPersonal,
    createdAt: new Date(method.createdAt).toISOString(),
    lastModifiedAt: new Date(method.lastModifiedAt).toISOString(),
  };
}

export function contactInfoView(context: MockContext, personId: string): Schemas['ContactInfo'] {
  const { emails, phones } = contactMethodsOf(context, personId);
  return {
    emails: emails.map((method) => contactView(method, emails.length === 1)),
    phones: phones.map((method) => contactView(method, phones.length === 1)),
  };
}

/** A contact method a person gives: an email address, or a phone number in E.164. */
export type NewContactMethod =
  { type: 'EMAIL'; emailAddress: string } | { type: 'PHONE' | 'TEXT' | 'VOICE'; phoneNumber: string };

/** Adds a contact method the person gave (not one of the system of record's) and answers it. */
export async function addContactMethod(
  context: MockContext,
  personId: string,
  method: NewContactMethod,
  { isVerified, isPersonal }: { isVerified: boolean; isPersonal: boolean },
): Promise<ContactMethodRecord> {
  const now = context.clock.now();
  return context.db.contactMethods.create({
    id: randomId(method.type === 'EMAIL' ? 'email-' : 'phone-'),
    personId,
    emailAddress: null,
    phoneNumber: null,
    ...method,
    countryCode: null,
    isVerified,
    isPersonal,
    inSystemOfRecord: false,
    createdAt: now,
    lastModifiedAt: now,
  });
}
