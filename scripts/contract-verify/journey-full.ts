/**
 * The writing half of the full journey, signed in as the test account: every change is undone
 * (settings restored, the added phone and email deleted, the password changed back) or is a no-op
 * by construction (the same names, the same usernames, the same email address).
 */
import { StopError, type VerifyOptions } from './options.ts';
import type { Mailbox } from './outbox.ts';
import { temporaryPassword } from './passwords.ts';
import { UNKNOWN, type Learned } from './journey-read.ts';
import type { Verifier } from './verifier.ts';

/** Changes back that a password history may refuse, before the journey gives up. */
const MAX_PASSWORD_ROTATIONS = 8;

export type Skip = (operationId: string, reason: string) => void;

export const object = (body: unknown): Record<string, unknown> =>
  body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
export const array = (body: unknown): Record<string, unknown>[] =>
  Array.isArray(body) ? (body as Record<string, unknown>[]) : [];

export async function accountWrites(
  v: Verifier,
  options: VerifyOptions,
  learned: Learned,
  mail: Mailbox,
  skip: Skip,
) {
  const settings = await v.call('getMySettings');
  if (settings.status === 200) {
    const saved = object(settings.body);
    const languages = array((await v.call('getLanguageOptions')).body);
    const other = languages.find((option) => option.code !== saved.preferredLanguage)?.code;
    await v.call('updateMySettings', {
      json: { ...saved, preferredLanguage: other ?? saved.preferredLanguage },
    });
    await v.call('updateMySettings', { json: saved });
  }

  const me = object((await v.call('getMe')).body);
  if (typeof me.firstName === 'string' && typeof me.lastName === 'string')
    await v.call('updateMe', { json: { firstName: me.firstName, lastName: me.lastName } });
  await v.call('confirmMyContactInfo');

  const phone = `+1555${String(Date.now() % 10_000_000).padStart(7, '0')}`;
  if ((await v.call('addMyPhoneNumber', { json: { phoneNumber: phone, isPersonal: true } })).status < 300)
    await v.call('deleteMyPhoneNumber', { query: { phoneNumber: phone } });
  const email = `contract-verify-${Date.now()}@example.com`;
  if ((await v.call('addMyEmailAddress', { json: { emailAddress: email, isPersonal: true } })).status < 300) {
    await verifyContact(v, options, mail, skip, email);
    await v.call('deleteMyEmailAddress', { query: { emailAddress: email } });
  }

  const usernames = object((await v.call('checkUsernameObligation')).body);
  const entries = array(usernames.associates).map((associate) => ({
    clientId: String(associate.clientId),
    associateId: String(associate.associateId),
    username: String(associate.userId ?? usernames.username ?? options.username),
  }));
  if (entries.length > 0) {
    // The sign-in name and the current password for the first associate, then every associate's
    // user id re-saved as it was: the account signs in as before.
    if (usernames.isNotAllowUpdateUsername !== true)
      await v.call('updateUsername', {
        json: {
          associateUsernames: [
            {
              ...entries[0]!,
              username: String(usernames.username ?? options.username),
              password: options.password,
            },
          ],
        },
      });
    await v.call('reviewUsername', { json: { associateUsernames: entries } });
  }
  // The same username and the current password: a server that takes it changes nothing.
  await v.call('createBasicCredentials', {
    json: { username: options.username, password: options.password },
  });
  await v.call('revokeDevice', { params: { id: UNKNOWN } });

  await changePasswordAndBack(v, options);

  const listed = await v.call('getLegalAgreements', { query: { keys: 'terms-of-service' } });
  const agreements = array(object(object(listed.body).data).data);
  const accepted = agreements.slice(0, 1).map(({ agreementName, version }) => ({ agreementName, version }));
  if (accepted.length > 0) await v.call('acceptLegalAgreements', { json: { legalAgreements: accepted } });

  const associates = array((await v.call('getMyAssociates', { query: { extended: 'true' } })).body);
  const current = associates.find((associate) => associate.associateId === learned.associateId);
  const other = associates.find(
    (associate) => associate !== current && associate.isSuspended !== true && associate.isNexoClient !== true,
  );
  const switchTo = (associate: Record<string, unknown>) =>
    v.call('switchAssociate', {
      json: {
        associateId: String(associate.associateId),
        clientId: String(associate.clientId),
        isNexoClient: associate.isNexoClient === true,
        isAuthenticatedByNexo: false,
      },
    });
  if (current && other && (await switchTo(other)).status < 300) await switchTo(current);
  else if (current) await switchTo(current);

  await v.call('evaluateFeatureFlag', {
    params: { flag: 'syncSessionTTLFeatureEnabled' },
    json: { clientId: learned.clientId ?? UNKNOWN },
  });
  await v.call('searchClientsByNamePrefix', {
    json: { clientNamePrefix: 'Al', ignoreTransitionedToService: true, limit: 5, offset: 0 },
  });
  // Support-staff calls: an associate is refused with a documented error, and nothing starts.
  await v.call('provisionAllClientAccess', {
    json: { clientId: UNKNOWN, lifionOpsAssociateId: UNKNOWN, allClientAccessRoles: [] },
  });
  await v.call('startImpersonation', {
    json: {
      kind: 'associate',
      impersonatedActorId: UNKNOWN,
      impersonationId: UNKNOWN,
      impersonatedClientId: UNKNOWN,
      reason: 'contract verification',
    },
  });
}

/** A code to a contact method the journey added, and the code back (from --token contactCode or the outbox). */
async function verifyContact(v: Verifier, options: VerifyOptions, mail: Mailbox, skip: Skip, email: string) {
  const started = await v.call('startContactVerification', {
    json: { type: 'email', purpose: 'personal', value: email },
  });
  const verificationId = object(started.body).verificationId;
  const code = options.tokens.contactCode ?? (await mail.lastCode(email));
  if (typeof verificationId === 'string' && code)
    await v.call('verifyContactVerification', { params: { verificationId }, json: { code } });
  else skip('verifyContactVerification', 'needs the code mailed to the added address: --token contactCode=…');
}

/**
 * The password to a random one and back. A server that keeps a history refuses the old one for a
 * few changes, so the journey rotates through temporary ones until the old one is accepted again.
 */
async function changePasswordAndBack(v: Verifier, options: VerifyOptions) {
  let current = options.password;
  const next = temporaryPassword();
  v.addSecret(next);
  if ((await v.call('changePassword', { json: { oldPassword: current, newPassword: next } })).status >= 300)
    return;
  current = next;
  for (let rotation = 0; rotation <= MAX_PASSWORD_ROTATIONS; rotation++) {
    const back = await v.call('changePassword', {
      json: { oldPassword: current, newPassword: options.password },
    });
    if (back.status < 300) return;
    const another = temporaryPassword();
    v.addSecret(another);
    if (
      (await v.call('changePassword', { json: { oldPassword: current, newPassword: another } })).status >= 300
    )
      break;
    current = another;
  }
  throw new PasswordNotRestored(options.username);
}

export class PasswordNotRestored extends StopError {
  constructor(username: string) {
    super(
      `The password of '${username}' could not be changed back (the server kept refusing it); reset it with the forgot-password link before the next run.`,
    );
  }
}
