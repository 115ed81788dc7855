/** Registration: account creation from invitations, self-registration, the date-of-birth check. */
import { clearFailures, recordFailure, servedLock } from '../../core/attempts.ts';
import type { MockContext } from '../../core/context.ts';
import { fail } from '../../core/errors.ts';
import { sendMail } from '../../core/outbox.ts';
import { randomId } from '../../core/session.ts';
import { addContactMethod, emailOwner, sameAddress } from './contact-methods.ts';
import { createHttp } from './http.ts';
import { countRecoveryRequest, DOB_FAILURES_BEFORE_LOCK, DOB_LOCKOUT_MS } from './limits.ts';
import { checkPassword, setPassword } from './passwords.ts';
import { associateOrFail, type AssociateRecord, personByUsername } from './people.ts';
import {
  createToken,
  executableTokenOrFail,
  findToken,
  isLive,
  spendToken,
  tokenFacts,
  type TokenRecord,
} from './token-records.ts';

interface NewPerson {
  /** The invitation (`registration` token) the account is created from. */
  invitation: TokenRecord;
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  /** null for a single-sign-on person (signs in through the client's identity provider). */
  credentials: { username: string; password: string } | null;
  /** Tokens used up when the person is created. */
  consumed: TokenRecord[];
}

/**
 * Whether an invited associate must pass the date-of-birth check: an invitation emailed to an address
 * on file must prove that its reader is the associate; one handed out without an email (`invite-new`)
 * needs no check, nor does a client whose people sign in through their own identity provider.
 */
export function dobRequired(context: MockContext, associate: AssociateRecord): boolean {
  if (associate.personId !== null || associate.email === null) return false;
  const client = context.db.clients.findFirst((q) => q.where({ id: associate.clientId }));
  const viaIdentityProvider =
    client !== undefined &&
    context.db.identityProviders.findFirst((q) => q.where({ domain: client.emailDomain })) !== undefined;
  return !viaIdentityProvider;
}

export function registrationHandlers(context: MockContext) {
  const http = createHttp();
  const { db, clock } = context;

  /** Every check first (nothing changes when one fails), then the person, credentials, email and link. */
  async function createPersonFrom(input: NewPerson): Promise<string> {
    const { associateId } = tokenFacts(input.invitation);
    const associate = associateId ? db.associates.findFirst((q) => q.where({ id: associateId })) : undefined;
    if (associateId && !associate)
      fail(400, 'TOKEN_EXECUTE_FAILURE', { message: "The invitation's associate no longer exists." });
    if (associate?.personId)
      fail(400, 'TOKEN_EXECUTE_FAILURE', { message: 'An account was already created with this invitation.' });
    const username = input.credentials?.username ?? input.email;
    if (personByUsername(context, username))
      fail(409, 'DUPLICATE_USERNAME', { message: 'User ID already taken.' });
    if (emailOwner(context, input.email))
      fail(409, 'DUPLICATE_EMAIL', { message: 'This email address already belongs to an account.' });
    if (input.credentials) checkPassword(context, null, input.credentials.password);

    const now = clock.now();
    const personId = randomId('person-');
    await db.persons.create({
      id: personId,
      username,
      firstName: input.firstName,
      lastName: input.lastName,
      status: 'active',
      authenticationPath: 'Lifion',
      nexoClientRebrandEnabled: false,
      baseLevelOfAssurance: 3,
      preferredLanguage: 'en-US',
      region: 'US',
      timezone: 'America/New_York',
      allClientAccessRoles: [],
      isNotAllowUpdateUsername: false,
      createdAt: now,
    });
    if (input.credentials) await setPassword(context, personId, input.credentials.password);
    await addContactMethod(
      context,
      personId,
      { type: 'EMAIL', emailAddress: input.email },
      { isVerified: input.emailVerified, isPersonal: true },
    );
    if (associate) {
      await db.associates.update(associate, {
        data(draft) {
          draft.personId = personId;
          draft.isCurrentlySelectedAssociate = true;
          draft.isPersonalAssociate = true;
        },
      });
    }
    for (const token of input.consumed) await spendToken(context, token);
    return personId;
  }

  /** The invitation an account is created from: unknown 404, used 400 TOKEN_EXECUTE_FAILURE, expired 400 INVALID_TOKEN. */
  const invitationOrFail = (token: string) => executableTokenOrFail(context, 'registration', token);

  /**
   * The verified-email token a creation call names by its code, none without a code; a code that
   * matches no live one for this invitation and address is 400 INVALID_TOKEN.
   */
  function verificationOrFail(invitation: TokenRecord, email: string, code: string | undefined) {
    if (code === undefined) return undefined;
    const verification = db.tokens
      .findMany((q) => q.where({ kind: 'registrationEmailVerification', code }))
      .find(
        (record) =>
          sameAddress(record.email, email) && tokenFacts(record).associateToken === invitation.token,
      );
    if (!verification || !isLive(context, verification)) {
      fail(400, 'INVALID_TOKEN', { message: 'The email verification code is incorrect or expired.' });
    }
    return verification;
  }

  return [
    http.post('/tokens/createPerson', async ({ request, response }) => {
      const { token, data } = await request.json();
      const verification = executableTokenOrFail(context, 'registrationEmailVerification', token);
      if (verification.code === null || verification.code !== data.code)
        fail(400, 'INVALID_TOKEN', { message: 'The code is incorrect.' });
      const invitationToken = tokenFacts(verification).associateToken;
      const invitation = invitationToken ? findToken(context, 'registration', invitationToken) : undefined;
      if (!invitation || !isLive(context, invitation)) {
        fail(400, 'TOKEN_EXECUTE_FAILURE', { message: 'The invitation has expired or was already used.' });
      }
      const { personData } = data;
      let credentials: NewPerson['credentials'] = null;
      if (!data.isSSO) {
        if (!('username' in personData)) {
          fail(400, 'INVALID_REQUEST', {
            message: 'personData.username and personData.password are required.',
            details: { field: 'data.personData.username' },
          });
        }
        credentials = { username: personData.username, password: personData.password };
      }
      const personId = await createPersonFrom({
        invitation,
        email: verification.email ?? '',
        emailVerified: true,
        firstName: personData.firstName,
        lastName: personData.lastName,
        credentials,
        consumed: [verification, invitation],
      });
      return response(200).json({ personId });
    }),

    http.post('/persons', async ({ request, response }) => {
      const body = await request.json();
      const invitation = invitationOrFail(body.token);
      const email = body.email[0]!.address;
      const verification = verificationOrFail(invitation, email, body.code);
      const personId = await createPersonFrom({
        invitation,
        email,
        emailVerified: verification !== undefined,
        firstName: body.firstName,
        lastName: body.lastName,
        credentials: { username: body.username, password: body.password },
        consumed: verification ? [invitation, verification] : [invitation],
      });
      return response(200).json({ personId });
    }),

    http.post('/persons/sso', async ({ request, response }) => {
      const body = await request.json();
      const invitation = invitationOrFail(body.token);
      const email = body.email?.[0]?.address ?? tokenFacts(invitation).email;
      if (!email)
        fail(400, 'INVALID_REQUEST', {
          message: 'An email address is required.',
          details: { field: 'email' },
        });
      const verification = verificationOrFail(invitation, email, body.code);
      const personId = await createPersonFrom({
        invitation,
        email,
        // The identity provider vouches for the address of a single-sign-on person.
        emailVerified: true,
        firstName: body.firstName,
        lastName: body.lastName,
        credentials: null,
        consumed: verification ? [invitation, verification] : [invitation],
      });
      return response(200).json({ personId });
    }),

    http.post('/self-registration/send-email', async ({ request, response }) => {
      const { emailAddress } = await request.json();
      await countRecoveryRequest(context, `selfRegistration:${emailAddress}`);
      // An associate HR has on file with this address and no account yet: the link creates theirs, so
      // the new person belongs to a client and can sign in. Any other address still gets a link (the
      // answer must not tell known from unknown), whose account has no client to sign in to.
      const associate = db.associates
        .findMany((q) => q.where({ personId: null }))
        .find((candidate) => candidate.email !== null && sameAddress(candidate.email, emailAddress));
      const client = associate && db.clients.findFirst((q) => q.where({ id: associate.clientId }));
      const created = await createToken(context, {
        kind: 'registration',
        personId: null,
        email: emailAddress,
        data:
          associate && client
            ? {
                token_blob: { client_id: client.id, associateId: associate.id, email: emailAddress },
                extra_information: {
                  client_name: client.name,
                  first_name: associate.firstName,
                  last_name: associate.lastName,
                },
              }
            : { token_blob: { email: emailAddress }, extra_information: {} },
      });
      await sendMail(context, {
        to: emailAddress,
        kind: 'selfRegistration',
        subject: 'Finish creating your account',
        link: `/auth/create-account/${created.token}`,
      });
      return response(204).empty();
    }),

    http.get('/persons/email-addresses/check', ({ query, response }) => {
      const emailAddress = query.get('emailAddress');
      if (emailOwner(context, emailAddress)) {
        fail(409, 'EMAIL_ADDRESS_ALREADY_EXISTS', {
          message: 'This email address already belongs to an account.',
        });
      }
      return response(204).empty();
    }),

    http.post(
      '/clients/{clientId}/associates/{associateId}/verify',
      async ({ params, request, response }) => {
        const { associate } = associateOrFail(context, params.clientId, params.associateId);
        const { dob } = await request.json();
        const attempts = await servedLock(
          context,
          'dobCheck',
          `${associate.clientId}/${associate.id}`,
          'Too many attempts. Try again later.',
        );
        if (associate.dateOfBirth === null || associate.dateOfBirth !== dob) {
          if (await recordFailure(context, attempts, DOB_FAILURES_BEFORE_LOCK, DOB_LOCKOUT_MS))
            fail(403, 'TOO_MANY_ATTEMPTS', { message: 'Too many attempts. Try again later.' });
          fail(400, 'ERROR_VERIFYING_ASSOCIATE', {
            message: 'The date of birth is incorrect, or this link was not meant for you.',
          });
        }
        if (attempts.failures > 0) await clearFailures(context, attempts);
        return response(204).empty();
      },
    ),

    http.get('/clients/{clientId}/associates/{associateId}/dob-obligation', ({ params, response }) => {
      const { associate } = associateOrFail(context, params.clientId, params.associateId);
      return response(200).json({
        verificationFields: dobRequired(context, associate) ? [{ kind: 'dob' }] : [],
      });
    }),

    http.get('/clients/{clientId}/associates/{associateId}/identity-verifiers', ({ params, response }) => {
      const { associate } = associateOrFail(context, params.clientId, params.associateId);
      return response(200).json({ identityVerifiers: { isDobPresent: associate.dateOfBirth !== null } });
    }),

    http.get('/clients/{clientId}/associates/{associateId}/registration-settings', ({ params, response }) => {
      const { client, associate } = associateOrFail(context, params.clientId, params.associateId);
      return response(200).json({
        clientId: client.id,
        associateId: associate.id,
        companyName: client.name,
        associateFirstName: associate.firstName,
        skipToCreateAccount: !dobRequired(context, associate),
      });
    }),
  ];
}
