/**
 * Passkeys on the authentication service (paths of ours in openapi/authentication-service.yaml,
 * tag Passkeys). Real WebAuthn checks by @simplewebauthn/server: attestation `none`, user verification
 * required, resident keys; the relying party is the request's host and the origin the request's own.
 * A passkey sign-in goes through the same `signIn` as the password, at level of assurance 3; a
 * signature counter that goes backwards (a cloned authenticator) is refused.
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL, isoUint8Array } from '@simplewebauthn/server/helpers';
import type { MockContext } from '../../core/context.ts';
import { fail } from '../../core/errors.ts';
import { findSession, requireSession, type Cookies } from '../../core/session.ts';
import { createHttp } from './http.ts';
import { signIn } from './sign-in.ts';

export const PASSKEY_CHALLENGE_LIFE_MS = 5 * 60 * 1000;
/** A passkey with user verification is two factors in one. */
export const PASSKEY_LEVEL_OF_ASSURANCE = 3;
const RP_NAME = 'Workforce ID';

type Purpose = 'registration' | 'authentication';

/** Where the request came from: the relying party is its host name, the origin its own. */
function relyingParty(request: Request) {
  const url = new URL(request.url);
  return { rpID: url.hostname, origin: request.headers.get('origin') ?? url.origin };
}

/** The authenticator's signature counter, read from the assertion's authenticator data (bytes 33-36). */
function assertedCounter(credential: AuthenticationResponseJSON): number {
  const data = isoBase64URL.toBuffer(credential.response.authenticatorData);
  return data.length >= 37 ? new DataView(data.buffer, data.byteOffset + 33, 4).getUint32(0) : 0;
}

export function passkeyHandlers(context: MockContext) {
  const http = createHttp();
  const { db, clock } = context;

  async function newChallenge(challenge: string, purpose: Purpose, personId: string | null) {
    await db.passkeyChallenges.create({
      challenge,
      purpose,
      personId,
      expiresAt: clock.now() + PASSKEY_CHALLENGE_LIFE_MS,
    });
  }

  /** The challenge the browser signed, if we handed it out for this purpose and it is fresh; spent now. */
  function takeChallenge(clientDataJSON: string, purpose: Purpose, personId: string | null): string {
    let challenge = '';
    try {
      challenge =
        (JSON.parse(isoBase64URL.toUTF8String(clientDataJSON)) as { challenge?: string }).challenge ?? '';
    } catch {
      // An unreadable clientDataJSON has no challenge of ours.
    }
    const stored = db.passkeyChallenges.findFirst((q) => q.where({ challenge, purpose }));
    if (stored) db.passkeyChallenges.delete(stored);
    const usable =
      stored && stored.expiresAt > clock.now() && (personId === null || stored.personId === personId);
    if (!usable)
      fail(400, 'PASSKEY_VERIFICATION_FAILED', { message: 'The passkey request has expired. Try again.' });
    return challenge;
  }

  /** The stored passkey an assertion names, its signature checked; the counter moved on. */
  async function verifyAssertion(
    request: Request,
    credential: AuthenticationResponseJSON,
    personId: string | null,
  ) {
    const expectedChallenge = takeChallenge(credential.response.clientDataJSON, 'authentication', personId);
    const stored = db.passkeys.findFirst((q) => q.where({ id: credential.id }));
    if (!stored || (personId !== null && stored.personId !== personId)) {
      fail(400, 'PASSKEY_UNKNOWN', {
        message: 'This passkey is not registered here. Sign in with your password.',
      });
    }
    const { rpID, origin } = relyingParty(request);
    let verified = false;
    try {
      // Counter 0 here: the counter rule is checked below, after the signature, with its own code.
      ({ verified } = await verifyAuthenticationResponse({
        response: credential,
        expectedChallenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        requireUserVerification: true,
        credential: {
          id: stored.id,
          publicKey: isoBase64URL.toBuffer(stored.publicKey),
          counter: 0,
          transports: stored.transports as never,
        },
      }));
    } catch {
      verified = false;
    }
    if (!verified)
      fail(400, 'PASSKEY_VERIFICATION_FAILED', { message: 'The passkey could not be verified.' });
    const counter = assertedCounter(credential);
    if ((counter > 0 || stored.counter > 0) && counter <= stored.counter) {
      fail(400, 'PASSKEY_COUNTER_REGRESSED', {
        message:
          'This passkey looks copied to another device, so it was refused. Sign in with your password.',
      });
    }
    await db.passkeys.update(stored, {
      data(draft) {
        draft.counter = counter;
        draft.lastUsedAt = clock.now();
      },
    });
    return stored;
  }

  const view = (passkey: ReturnType<typeof db.passkeys.all>[number]) => ({
    id: passkey.id,
    name: passkey.name,
    createdAt: new Date(passkey.createdAt).toISOString(),
    lastUsedAt: passkey.lastUsedAt === null ? null : new Date(passkey.lastUsedAt).toISOString(),
  });

  function ownPasskey(cookies: Cookies, passkeyId: string) {
    const { person } = requireSession(context, cookies);
    const passkey = db.passkeys.findFirst((q) => q.where({ id: passkeyId, personId: person.id }));
    if (!passkey) fail(404, 'PASSKEY_UNKNOWN', { message: 'No such passkey.' });
    return passkey;
  }

  return [
    http.post('/passkeys/registration/options', async ({ cookies, request, response }) => {
      const { person } = requireSession(context, cookies);
      const own = db.passkeys.findMany((q) => q.where({ personId: person.id }));
      const options = await generateRegistrationOptions({
        rpName: RP_NAME,
        rpID: relyingParty(request).rpID,
        userName: person.username,
        userID: isoUint8Array.fromUTF8String(person.id),
        userDisplayName: `${person.firstName} ${person.lastName}`.trim() || person.username,
        attestationType: 'none',
        excludeCredentials: own.map((passkey) => ({
          id: passkey.id,
          transports: passkey.transports as never,
        })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
        supportedAlgorithmIDs: [-7, -257],
      });
      await newChallenge(options.challenge, 'registration', person.id);
      return response(200).json(options as never);
    }),

    http.post('/passkeys/registration/verify', async ({ cookies, request, response }) => {
      const { person } = requireSession(context, cookies);
      const body = await request.json();
      const credential = body.credential as unknown as RegistrationResponseJSON;
      const expectedChallenge = takeChallenge(
        credential.response?.clientDataJSON ?? '',
        'registration',
        person.id,
      );
      const { rpID, origin } = relyingParty(request);
      let info: Awaited<ReturnType<typeof verifyRegistrationResponse>>['registrationInfo'];
      try {
        const result = await verifyRegistrationResponse({
          response: credential,
          expectedChallenge,
          expectedOrigin: origin,
          expectedRPID: rpID,
          requireUserVerification: true,
        });
        info = result.verified ? result.registrationInfo : undefined;
      } catch {
        info = undefined;
      }
      if (!info) fail(400, 'PASSKEY_VERIFICATION_FAILED', { message: 'The passkey could not be verified.' });
      const created = await db.passkeys.create({
        id: info.credential.id,
        personId: person.id,
        name:
          body.name?.trim() ||
          `Passkey ${db.passkeys.findMany((q) => q.where({ personId: person.id })).length + 1}`,
        publicKey: isoBase64URL.fromBuffer(info.credential.publicKey),
        counter: info.credential.counter,
        transports: info.credential.transports ?? [],
        createdAt: clock.now(),
        lastUsedAt: null,
      });
      return response(201).json(view(created));
    }),

    http.post('/passkeys/authentication/options', async ({ cookies, request, response }) => {
      const session = findSession(context, cookies);
      const own = session ? db.passkeys.findMany((q) => q.where({ personId: session.personId })) : [];
      const options = await generateAuthenticationOptions({
        rpID: relyingParty(request).rpID,
        userVerification: 'required',
        allowCredentials: own.map((passkey) => ({ id: passkey.id, transports: passkey.transports as never })),
      });
      await newChallenge(options.challenge, 'authentication', session?.personId ?? null);
      return response(200).json(options as never);
    }),

    http.post('/passkeys/authentication/verify', async ({ cookies, request }) => {
      const body = await request.json();
      const stored = await verifyAssertion(
        request,
        body.credential as unknown as AuthenticationResponseJSON,
        null,
      );
      const person = db.persons.findFirst((q) => q.where({ id: stored.personId }));
      if (!person) fail(400, 'PASSKEY_UNKNOWN', { message: 'This passkey is not registered here.' });
      return signIn(context, person, cookies, { levelOfAssurance: PASSKEY_LEVEL_OF_ASSURANCE }) as never;
    }),

    http.post('/step-up/passkey', async ({ cookies, request, response }) => {
      const { session, person } = requireSession(context, cookies);
      const body = await request.json();
      await verifyAssertion(request, body.credential as unknown as AuthenticationResponseJSON, person.id);
      const levelOfAssurance = Math.max(session.levelOfAssurance, PASSKEY_LEVEL_OF_ASSURANCE);
      await db.sessions.update(session, {
        data: (draft) => void (draft.levelOfAssurance = levelOfAssurance),
      });
      return response(200).json({ levelOfAssurance });
    }),

    http.get('/passkeys', ({ cookies, response }) => {
      const { person } = requireSession(context, cookies);
      const own = db.passkeys.findMany((q) => q.where({ personId: person.id }));
      return response(200).json({ passkeys: own.sort((a, b) => b.createdAt - a.createdAt).map(view) });
    }),

    http.patch('/passkeys/{passkeyId}', async ({ cookies, params, request, response }) => {
      const passkey = ownPasskey(cookies, params.passkeyId);
      const { name } = await request.json();
      const renamed = await db.passkeys.update(passkey, { data: (draft) => void (draft.name = name.trim()) });
      return response(200).json(view(renamed ?? passkey));
    }),

    http.delete('/passkeys/{passkeyId}', ({ cookies, params, response }) => {
      db.passkeys.delete(ownPasskey(cookies, params.passkeyId));
      return response(204).empty();
    }),
  ];
}
