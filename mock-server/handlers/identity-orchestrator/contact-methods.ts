/** A person's contact methods (emails and phones): lookups, the API's views, adding an email. */
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

/** Adds an email contact method to the person. */
export async function addEmail(
  context: MockContext,
  personId: string,
  address: string,
  isVerified: boolean,
): Promise<void> {
  const now = context.clock.now();
  await context.db.contactMethods.create({
    id: randomId('email-'),
    personId,
    type: 'EMAIL',
    emailAddress: address,
    phoneNumber: null,
    countryCode: null,
    isVerified,
    isPersonal: true,
    inSystemOfRecord: false,
    createdAt: now,
    lastModifiedAt: now,
  });
}
