/** The signed-in person: profile, credentials, devices and usernames. */
import type { MockContext } from '../../core/context.ts';
import { fail } from '../../core/errors.ts';
import { requireSession } from '../../core/session.ts';
import type { RecordOf } from '../../db/schema.ts';
import { contactMethodsOf, e164 } from './contact-methods.ts';
import { createHttp, type Schemas } from './http.ts';
import { checkPassword, failPassword, setPassword } from './passwords.ts';
import { hasOpenObligation, personByUsername, type PersonRecord, resolveObligations } from './people.ts';

type SessionRecord = RecordOf<'sessions'>;
type UsernameEntry = { clientId: string; associateId: string; username: string };

export function meView(context: MockContext, session: SessionRecord, person: PersonRecord): Schemas['Me'] {
  const { db } = context;
  const associate = db.associates.findFirst((q) => q.where({ id: session.associateId }));
  const client = associate && db.clients.findFirst((q) => q.where({ id: associate.clientId }));
  const { emails, phones } = contactMethodsOf(context, person.id);
  return {
    personId: person.id,
    firstName: person.firstName,
    lastName: person.lastName,
    emails: emails.map((email) => ({ address: email.emailAddress ?? '', isVerified: email.isVerified })),
    phones: phones.map((phone) => ({ phoneNumber: e164(phone), isVerified: phone.isVerified })),
    ...(client
      ? {
          clientId: client.id,
          clientName: client.name,
          isClientRebrandEnabled: client.isClientRebrandEnabled,
        }
      : {}),
    levelOfAssurance: session.levelOfAssurance,
    allClientAccessRoles: person.allClientAccessRoles,
    isNexoClientRebrandEnabled: person.nexoClientRebrandEnabled,
  };
}

export function meHandlers(context: MockContext) {
  const http = createHttp();
  const { db } = context;

  /**
   * Checks a username form (update or review): every associate is the person's, no username twice in
   * the form, none held by another person (409 DUPLICATE_USERNAME).
   */
  function checkUsernames(person: PersonRecord, entries: UsernameEntry[]) {
    const associates = entries.map((entry) => {
      const associate = db.associates.findFirst((q) =>
        q.where({ id: entry.associateId, clientId: entry.clientId, personId: person.id }),
      );
      if (!associate) {
        fail(400, 'INVALID_REQUEST', {
          message: `Associate ${entry.associateId} of client ${entry.clientId} is not yours.`,
          details: { field: 'associateUsernames' },
        });
      }
      return associate;
    });
    const wanted = entries.map((entry) => entry.username.toLowerCase());
    if (new Set(wanted).size < wanted.length)
      fail(409, 'DUPLICATE_USERNAME', { message: 'Each user ID must be different.' });
    for (const entry of entries) {
      const holder = personByUsername(context, entry.username);
      if (holder && holder.id !== person.id)
        fail(409, 'DUPLICATE_USERNAME', { message: `User ID ${entry.username} is already taken.` });
    }
    return associates;
  }

  async function applyUsernames(person: PersonRecord, entries: UsernameEntry[]) {
    for (const entry of entries) {
      await db.associates.update((q) => q.where({ id: entry.associateId, personId: person.id }), {
        data(draft) {
          draft.suggestedUserId = entry.username;
        },
      });
    }
    await resolveObligations(context, person.id, ['reviewUsername', 'changeUsername']);
  }

  return [
    http.get('/persons/me', ({ cookies, response }) => {
      const { session, person } = requireSession(context, cookies);
      return response(200).json(meView(context, session, person));
    }),

    http.put('/persons/me', async ({ cookies, request, response }) => {
      const { session, person } = requireSession(context, cookies);
      const { firstName, lastName } = await request.json();
      const updated = await db.persons.update(person, {
        data(draft) {
          draft.firstName = firstName;
          draft.lastName = lastName;
        },
      });
      return response(200).json(meView(context, session, updated ?? person));
    }),

    http.post('/persons/me/credentials', async ({ cookies, request, response }) => {
      const { person } = requireSession(context, cookies);
      const { oldPassword, newPassword } = await request.json();
      const credential = db.credentials.findFirst((q) => q.where({ personId: person.id }));
      if (!credential || credential.password !== oldPassword)
        failPassword('INCORRECT_PASSWORD', 'The current password is incorrect.');
      checkPassword(context, person.id, newPassword);
      await setPassword(context, person.id, newPassword);
      await resolveObligations(context, person.id, ['changePassword']);
      return response(204).empty();
    }),

    http.post('/persons/me/basic-credentials', async ({ cookies, request, response }) => {
      const { person } = requireSession(context, cookies);
      const { username, password } = await request.json();
      const holder = personByUsername(context, username);
      if (holder && holder.id !== person.id)
        fail(409, 'DUPLICATE_USERNAME', { message: 'User ID already taken.' });
      checkPassword(context, person.id, password);
      await db.persons.update(person, {
        data(draft) {
          draft.username = username;
        },
      });
      await setPassword(context, person.id, password);
      await resolveObligations(context, person.id, ['createBasicCredentials']);
      return response(204).empty();
    }),

    http.get('/persons/me/devices', ({ cookies, response }) => {
      const { person } = requireSession(context, cookies);
      const devices = db.devices.findMany((q) => q.where({ personId: person.id, revoked: false }));
      return response(200).json(
        devices.map(({ id, personId: _personId, revoked: _revoked, ...device }) => ({
          deviceId: id,
          ...device,
        })),
      );
    }),

    http.delete('/devices/{id}/authenticationTokens', async ({ cookies, params, response }) => {
      const { person } = requireSession(context, cookies);
      const device = db.devices.findFirst((q) =>
        q.where({ id: params.id, personId: person.id, revoked: false }),
      );
      if (!device) fail(404, 'RESOURCE_NOT_FOUND', { message: `No device ${params.id}.` });
      await db.devices.update(device, {
        data(draft) {
          draft.revoked = true;
        },
      });
      return response(204).empty();
    }),

    http.get('/persons/me/check-username-obligation', ({ cookies, response }) => {
      const { person } = requireSession(context, cookies);
      const associates = db.associates
        .findMany((q) => q.where({ personId: person.id }))
        .flatMap((associate) => {
          const client = db.clients.findFirst((q) => q.where({ id: associate.clientId }));
          return client
            ? [
                {
                  clientId: client.id,
                  associateId: associate.id,
                  clientName: client.name,
                  userId: associate.suggestedUserId,
                },
              ]
            : [];
        });
      return response(200).json({
        username: person.username,
        associates,
        isReviewUsernameObligation: hasOpenObligation(context, person.id, ['reviewUsername']),
        isNotAllowUpdateUsername: person.isNotAllowUpdateUsername,
      });
    }),

    http.post('/persons/me/update-username', async ({ cookies, request, response }) => {
      const { person } = requireSession(context, cookies);
      const { associateUsernames } = await request.json();
      if (person.isNotAllowUpdateUsername)
        fail(403, 'INSUFFICIENT_PERMISSIONS', { message: 'Your usernames can only be reviewed.' });
      checkUsernames(person, associateUsernames);
      // The password goes with the new user id: the current one confirms it, any other is a new password.
      const current = db.credentials.findFirst((q) => q.where({ personId: person.id }))?.password;
      const newPasswords = [...new Set(associateUsernames.map((entry) => entry.password))].filter(
        (password) => password !== current,
      );
      for (const password of newPasswords) checkPassword(context, person.id, password);

      const first = associateUsernames[0]!;
      await db.persons.update(person, {
        data(draft) {
          draft.username = first.username;
        },
      });
      if (first.password !== current) await setPassword(context, person.id, first.password);
      await applyUsernames(person, associateUsernames);
      return response(204).empty();
    }),

    http.post('/persons/me/review-username', async ({ cookies, request, response }) => {
      const { person } = requireSession(context, cookies);
      const { associateUsernames } = await request.json();
      checkUsernames(person, associateUsernames);
      await applyUsernames(person, associateUsernames);
      return response(204).empty();
    }),
  ];
}
