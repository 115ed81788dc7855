/**
 * The token, code and signed-out halves of the full journey. Tokens come from `--token kind=value`
 * or the mock server's outbox; a flow whose token is missing is reported as not exercised, with the
 * option that would supply it.
 */
import type { VerifyOptions } from './options.ts';
import type { Mailbox } from './outbox.ts';
import { UNKNOWN, type Learned } from './journey-read.ts';
import { array, object, type Skip } from './journey-full.ts';
import type { Verifier } from './verifier.ts';

/** Signed in: an email-verification token for the account's own address, executed with its code. */
export async function signedInTokens(
  v: Verifier,
  options: VerifyOptions,
  learned: Learned,
  mail: Mailbox,
  skip: Skip,
) {
  await v.call('createMyToken', { json: { kind: 'emailVerification' } });
  const email = learned.email;
  let token = options.tokens.emailVerification;
  if (!token && email) {
    // The same address as before: the server makes a token and mails its code, and the address stays.
    const created = await v.call('createEmailVerificationToken', {
      json: { emailAddress: email, oldEmail: email },
    });
    token = typeof object(created.body).token === 'string' ? String(object(created.body).token) : undefined;
  }
  if (token) {
    await v.call('sendCodeEmailVerification', { json: { kind: 'emailVerification', token } });
    const code = options.tokens.emailVerificationCode ?? (await mail.lastCode(email));
    if (code) {
      await v.call('validateToken', { json: { kind: 'emailVerification', token, data: { code } } });
      await v.call('executeToken', { json: { kind: 'emailVerification', token, data: { code } } });
    } else {
      const reason =
        'needs the code mailed with the email-verification token: --token emailVerificationCode=…';
      skip('validateToken', reason);
      skip('executeToken', reason);
    }
  } else {
    const reason =
      'needs an email-verification token: --token emailVerification=… (and emailVerificationCode=…)';
    for (const id of ['sendCodeEmailVerification', 'validateToken', 'executeToken']) skip(id, reason);
  }

  const stepUp = object((await v.call('getStepUp', { query: { requiredLevel: '4' } })).body);
  const method = array(stepUp.authMethods)[0];
  const selectedAuthMethod = typeof method?.id === 'string' ? method.id : UNKNOWN;
  await v.call('sendStepUpCode', { json: { requiredLevel: 4, selectedAuthMethod } });
  const code = method ? ((await mail.lastCode()) ?? '000000') : '000000';
  await v.call('verifyStepUpCode', { json: { requiredLevel: 4, selectedAuthMethod, code } });

  await v.call('passkeyRegistrationOptions');
  const passkeys = array((await v.call('listPasskeys')).body);
  if (passkeys.length === 0) {
    const reason = 'the test account has no passkey, and only an authenticator can register one';
    skip('renamePasskey', reason);
    skip('removePasskey', reason);
  } else {
    // Renamed to its own name: the passkey stays as it was. It is never removed.
    const passkey = passkeys[0]!;
    await v.call('renamePasskey', {
      params: { passkeyId: String(passkey.id) },
      json: { name: String(passkey.name) },
    });
    await v.call('removePasskey', { params: { passkeyId: UNKNOWN } });
  }
}

/** Signed out: recovery, registration lookups and the gateway's logging. */
export async function signedOutWrites(
  v: Verifier,
  options: VerifyOptions,
  learned: Learned,
  mail: Mailbox,
  skip: Skip,
) {
  await v.call('checkAuthPath', { json: { username: options.username } });
  await v.call('searchIdentityProviders', { json: { email: `${UNKNOWN}@example.com` } });
  await v.call('passkeyAuthenticationOptions');
  const identifier = learned.email ?? options.username;
  await v.call('forgotUsername', { json: { identifier } });
  await v.call('forgotPassword', { json: { identifier } });
  // The reset link is loaded and then deleted, never executed: the password stays as it is.
  const reset =
    options.tokens.resetPassword ?? (learned.email ? await mail.lastLinkToken(learned.email) : undefined);
  if (reset) {
    await v.call('loadToken', { params: { kind: 'resetPassword', token: reset } });
    await v.call('deleteToken', { params: { kind: 'resetPassword', token: reset } });
  } else {
    skip('deleteToken', 'needs the reset link forgotPassword mailed: --token resetPassword=…');
  }
  await v.call('sendSelfRegistrationEmail', { json: { emailAddress: `${UNKNOWN}@example.invalid` } });
  await v.call('prepareCodeEmailVerification', {
    json: { emailAddress: `${UNKNOWN}@example.invalid`, associateToken: options.tokens.associate ?? UNKNOWN },
  });
  await v.call('verifyAssociateDob', {
    params: { clientId: UNKNOWN, associateId: UNKNOWN },
    json: { dob: '1990-01-01' },
  });
  await v.call('deleteAssociateToken', { params: { token: UNKNOWN } });
  const entry = { level: 'info', message: 'contract verification', timestamp: new Date().toISOString() };
  await v.call('logMessage', { json: entry });
  await v.call('logBatch', { json: { entries: [entry] } });
}

/** Operations the full journey never calls, each with its reason. */
export const NOT_IN_FULL_JOURNEY: Record<string, string> = {
  verifyPasskeyRegistration: 'needs an authenticator to sign the registration challenge',
  signInWithPasskey: 'needs an authenticator to sign the sign-in challenge',
  stepUpWithPasskey: 'needs an authenticator to sign the step-up challenge',
  createPerson: 'creates an account, which no operation can delete',
  createSsoPerson: 'creates an account, which no operation can delete',
  createPersonFromToken: 'creates an account, which no operation can delete',
  executeAssociateToken: 'links an invitation to the test account for good',
};
