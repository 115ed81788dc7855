/** Contact methods: the list, its review (obligation), the system of record's copy, deletion. */
import type { MockContext } from '../../core/context.ts';
import { fail } from '../../core/errors.ts';
import { newCode, sendMail } from '../../core/outbox.ts';
import { type Cookies, randomId, requireSession } from '../../core/session.ts';
import {
  addContactMethod,
  contactInfoView,
  contactMethodsOf,
  contactView,
  type ContactMethodRecord,
  e164,
  emailOwner,
  type NewContactMethod,
  sameAddress,
} from './contact-methods.ts';
import { createHttp } from './http.ts';
import { countCodeSend } from './limits.ts';
import { resolveObligations } from './people.ts';

/** A verify-contact-info code lives 10 minutes; five wrong ones spend it. */
export const CONTACT_CODE_LIFE_MS = 10 * 60 * 1000;
export const CONTACT_WRONG_CODES = 5;

/**
 * Shared mailboxes the directory knows (several people receive them): refused as a contact method,
 * since shared addresses cannot be used for account security.
 */
export const SHARED_EMAIL_ADDRESSES: ReadonlySet<string> = new Set([
  'payroll-team@example.com',
  'hr@acme.example',
]);

export function contactHandlers(context: MockContext) {
  const http = createHttp();
  const { db, clock } = context;

  /** Adds what the person gave, unverified: it meets their open obligation to add one of its kind. */
  async function addGiven(personId: string, method: NewContactMethod, isPersonal: boolean) {
    const created = await addContactMethod(context, personId, method, { isVerified: false, isPersonal });
    await resolveObligations(context, personId, [method.type === 'EMAIL' ? 'addEmail' : 'addPhone']);
    const { emails, phones } = contactMethodsOf(context, personId);
    return contactView(created, (method.type === 'EMAIL' ? emails : phones).length === 1);
  }

  return [
    http.get('/persons/me/contact-info', ({ cookies, response }) => {
      const { person } = requireSession(context, cookies);
      return response(200).json(contactInfoView(context, person.id));
    }),

    http.put('/persons/me/contact-info', async ({ cookies, response }) => {
      const { person } = requireSession(context, cookies);
      await resolveObligations(context, person.id, ['reviewContactInfo']);
      return response(200).json({ contactInfoUpdatedAt: clock.iso() });
    }),

    http.get('/associates/me/contact-info-sor', ({ cookies, response }) => {
      const { person } = requireSession(context, cookies);
      const { emails, phones } = contactMethodsOf(context, person.id);
      const inSor = [...emails, ...phones].filter((method) => method.inSystemOfRecord);
      return response(200).json({
        person: { personId: person.id },
        idmContactInfo: contactInfoView(context, person.id),
        sorContactInfo: inSor.map((method) =>
          contactView(method, (method.type === 'EMAIL' ? emails : phones).length === 1),
        ),
      });
    }),

    // Add phone and add email (the /auth/add-phone and /auth/add-email obligations): unverified, and
    // each meets the person's open obligation to add one.
    http.post('/persons/me/phone-numbers', async ({ cookies, request, response }) => {
      const { person } = requireSession(context, cookies);
      const { phoneNumber, isPersonal = true } = await request.json();
      // North American numbers are ten digits after +1; elsewhere E.164 allows 8 to 15 in all.
      const plausible = phoneNumber.startsWith('+1') ? /^\+1[2-9]\d{9}$/ : /^\+[2-9]\d{7,14}$/;
      if (!plausible.test(phoneNumber))
        fail(400, 'INVALID_PHONE_NUMBER', { message: 'That is not a phone number.' });
      const taken = db.contactMethods
        .findMany((q) => q.where({ type: (type) => type !== 'EMAIL' }))
        .some((method) => e164(method) === phoneNumber);
      if (taken)
        fail(409, 'PHONE_NUMBER_ALREADY_EXISTS', { message: 'This phone number is already in use.' });
      return response(201).json(await addGiven(person.id, { type: 'PHONE', phoneNumber }, isPersonal));
    }),

    http.post('/persons/me/email-addresses', async ({ cookies, request, response }) => {
      const { person } = requireSession(context, cookies);
      const { emailAddress, isPersonal = true } = await request.json();
      const address = emailAddress.trim();
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address))
        fail(400, 'INVALID_EMAIL', { message: 'That is not an email address.' });
      if (SHARED_EMAIL_ADDRESSES.has(address.toLowerCase()))
        fail(400, 'SHARED_EMAIL_ADDRESS', {
          message: 'Shared email addresses cannot be used for account security.',
        });
      if (emailOwner(context, address))
        fail(409, 'EMAIL_ALREADY_EXISTS', { message: 'This email address is already in use.' });
      return response(201).json(
        await addGiven(person.id, { type: 'EMAIL', emailAddress: address }, isPersonal),
      );
    }),

    // Verify contact info (our paths, openapi/identity-orchestrator.yaml): a code to one of the
    // person's methods, in the outbox; the right one marks the method verified.
    http.post('/persons/me/contact-verifications', async ({ cookies, request, response }) => {
      const { person } = requireSession(context, cookies);
      const { type, purpose, value } = await request.json();
      const valid =
        type === 'email' ? /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) : /^\+[1-9]\d{7,14}$/.test(value);
      if (!valid)
        fail(400, 'INVALID_CONTACT_INFO_FORMAT', {
          message: 'The format of the contact info value is invalid',
        });
      const { emails, phones } = contactMethodsOf(context, person.id);
      const method = (type === 'email' ? emails : phones).find(
        (candidate) =>
          candidate.isPersonal === (purpose === 'personal') &&
          (type === 'email'
            ? candidate.emailAddress?.toLowerCase() === value.toLowerCase()
            : e164(candidate) === value),
      );
      if (!method) fail(404, 'RESOURCE_NOT_FOUND', { message: 'That is not one of your contact methods.' });
      if (type === 'email') {
        const holders = db.contactMethods.findMany((q) =>
          q.where({
            type: 'EMAIL',
            emailAddress: (address) => address?.toLowerCase() === value.toLowerCase(),
          }),
        );
        if (holders.some((holder) => holder.personId !== person.id))
          fail(409, 'EMAIL_ADDRESS_ALREADY_EXISTS', { message: 'Another account uses this email address.' });
      }
      await countCodeSend(context, `contact:${method.id}`);
      await db.contactVerifications.updateMany((q) => q.where({ contactMethodId: method.id, used: false }), {
        data(draft) {
          draft.used = true;
        },
      });
      const code = newCode();
      const created = await db.contactVerifications.create({
        id: randomId('cv-'),
        personId: person.id,
        contactMethodId: method.id,
        code,
        wrongCodes: 0,
        expiresAt: clock.now() + CONTACT_CODE_LIFE_MS,
        used: false,
      });
      await sendMail(context, {
        to: value,
        kind: type === 'email' ? 'contactVerificationCode' : 'contactVerificationText',
        subject: `Your verification code is ${code}`,
        code,
      });
      return response(201).json({ verificationId: created.id });
    }),

    http.post(
      '/persons/me/contact-verifications/{verificationId}/verify',
      async ({ cookies, params, request, response }) => {
        const { person } = requireSession(context, cookies);
        const { code } = await request.json();
        const record = db.contactVerifications.findFirst((q) =>
          q.where({ id: params.verificationId, personId: person.id }),
        );
        if (!record) fail(404, 'RESOURCE_NOT_FOUND', { message: 'No such verification.' });
        if (record.used) fail(400, 'TOKEN_EXECUTE_FAILURE', { message: 'The code has already been used.' });
        if (record.expiresAt <= clock.now()) fail(400, 'INVALID_TOKEN', { message: 'The code has expired.' });
        if (record.code !== code) {
          const wrongCodes = record.wrongCodes + 1;
          await db.contactVerifications.update(record, {
            data(draft) {
              draft.wrongCodes = wrongCodes;
              draft.used = wrongCodes >= CONTACT_WRONG_CODES;
            },
          });
          if (wrongCodes >= CONTACT_WRONG_CODES)
            fail(403, 'TOO_MANY_ATTEMPTS', { message: 'Too many wrong codes.' });
          fail(400, 'INVALID_TOKEN', { message: 'The code is incorrect.' });
        }
        await db.contactVerifications.update(record, {
          data(draft) {
            draft.used = true;
          },
        });
        await db.contactMethods.update((q) => q.where({ id: record.contactMethodId }), {
          data(draft) {
            draft.isVerified = true;
            draft.lastModifiedAt = clock.now();
          },
        });
        return response(204).empty();
      },
    ),

    http.delete('/persons/me/phone-numbers', async ({ cookies, query, response }) => {
      const phoneNumber = query.get('phoneNumber');
      deleteOwn(context, cookies, 'phones', phoneNumber, (method) => e164(method) === phoneNumber);
      return response(204).empty();
    }),

    http.delete('/persons/me/email-addresses', async ({ cookies, query, response }) => {
      const emailAddress = query.get('emailAddress').trim().toLowerCase();
      deleteOwn(context, cookies, 'emails', emailAddress, (method) =>
        sameAddress(method.emailAddress, emailAddress),
      );
      return response(204).empty();
    }),
  ];
}

const deletedKind = {
  phones: { plural: 'phone numbers', only: 'phone number' },
  emails: { plural: 'email addresses', only: 'email address' },
};

/** Deletes one of the signed-in person's phones or emails: 404 when it is not theirs, 400 when it is the last of its kind. */
function deleteOwn(
  context: MockContext,
  cookies: Cookies,
  kind: keyof typeof deletedKind,
  given: string,
  isGiven: (method: ContactMethodRecord) => boolean,
) {
  const { person } = requireSession(context, cookies);
  const methods = contactMethodsOf(context, person.id)[kind];
  const { plural, only } = deletedKind[kind];
  const method = methods.find(isGiven);
  if (!method) fail(404, 'RESOURCE_NOT_FOUND', { message: `${given} is not one of your ${plural}.` });
  if (methods.length === 1) fail(400, 'INVALID_REQUEST', { message: `Your only ${only} cannot be deleted.` });
  context.db.contactMethods.delete(method);
}
