/**
 * The mock backend's database: one @msw/data collection per kind of record the upstream services keep.
 * Records carry what the handlers need to behave like the real services, not just to answer.
 * Times are epoch milliseconds of the mock clock.
 */
import { Collection } from '@msw/data';
import { z } from 'zod';

const id = z.string().min(1);
const epochMs = z.number().int();

export const personSchema = z.object({
  id,
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  status: z.enum(['active', 'inactive']),
  /** Which sign-in system owns this person: ours ('Lifion') or the other one ('Nexo'). */
  authenticationPath: z.enum(['Lifion', 'Nexo']),
  nexoClientRebrandEnabled: z.boolean(),
  /** The level of assurance a password sign-in gives. */
  baseLevelOfAssurance: z.number().int().min(0).max(4),
  preferredLanguage: z.string(),
  region: z.string(),
  timezone: z.string(),
  allClientAccessRoles: z.array(z.object({ role: z.string(), ticketUrl: z.string() })),
  /** Username review/update: when true the person may only review, not create, user ids. */
  isNotAllowUpdateUsername: z.boolean(),
  createdAt: epochMs,
});
export type Person = z.infer<typeof personSchema>;

export const credentialSchema = z.object({
  personId: id,
  password: z.string(),
  /** Earlier passwords, newest first: reuse of any of them is TOO_WEAK_PASSWORD ("used recently"). */
  history: z.array(z.string()),
  changedAt: epochMs,
});

export const clientSchema = z.object({
  id,
  name: z.string(),
  purpose: z.string(),
  isTransitionedToService: z.boolean(),
  isClientRebrandEnabled: z.boolean(),
  isNexoClient: z.boolean(),
  /** Domain of the company's own email addresses (company-email-only rule). */
  emailDomain: z.string(),
  samlConfigured: z.boolean(),
});

export const associateSchema = z.object({
  id,
  /** null for an invited associate who has no account yet. */
  personId: z.string().nullable(),
  clientId: id,
  firstName: z.string(),
  lastName: z.string(),
  isCurrentlySelectedAssociate: z.boolean(),
  isPersonalAssociate: z.boolean(),
  suspended: z.boolean(),
  /** Suggested user id shown in the username review. */
  suggestedUserId: z.string(),
  /** From the employer's HR profile; the invitation's date-of-birth check compares with it. */
  dateOfBirth: z.string().nullable(),
  email: z.string().nullable(),
});

export const sessionSchema = z.object({
  id,
  personId: id,
  associateId: id,
  levelOfAssurance: z.number().int(),
  authenticationMethod: z.enum(['Lifion', 'Nexo']),
  /** Signed in through a single-sign-on provider (restricted route set in the app). */
  viaSso: z.boolean(),
  expiresAt: epochMs,
  createdAt: epochMs,
  impersonation: z
    .object({ actingSessionId: z.string(), impersonationId: z.string(), expiresAt: epochMs })
    .nullable(),
});

export const tokenKinds = [
  'resetPassword',
  'emailVerification',
  'registrationEmailVerification',
  'registration',
  'associateInvitation',
  'createCredential',
  'ssoServiceProvider',
] as const;

export const tokenSchema = z.object({
  token: id,
  kind: z.enum(tokenKinds),
  personId: z.string().nullable(),
  email: z.string().nullable(),
  /** What the token's owner gets to see (extra_information, token_blob, …). */
  data: z.record(z.string(), z.unknown()),
  /** A code sent along with the token (email verification). */
  code: z.string().nullable(),
  expiresAt: epochMs,
  used: z.boolean(),
  createdAt: epochMs,
});

export const obligationSchema = z.object({
  id,
  personId: id,
  kind: z.string(),
  command: z.string().nullable(),
  isLoginObligation: z.boolean(),
  clientId: z.string().nullable(),
  /** Set for obligations answered with a redirect action instead of a command. */
  redirectUrl: z.string().nullable(),
  resolved: z.boolean(),
});

export const contactMethodSchema = z.object({
  id,
  personId: id,
  type: z.enum(['EMAIL', 'PHONE', 'VOICE', 'TEXT']),
  emailAddress: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  countryCode: z.string().nullable(),
  isVerified: z.boolean(),
  isPersonal: z.boolean(),
  /** Stands in the system of record (the employer's HR data) as well. */
  inSystemOfRecord: z.boolean(),
  createdAt: epochMs,
  lastModifiedAt: epochMs,
});

export const deviceSchema = z.object({
  id,
  personId: id,
  deviceManufacturer: z.string(),
  deviceName: z.string(),
  deviceOs: z.string(),
  deviceOsVersion: z.string(),
  deviceType: z.string(),
  isDeviceBasedAuthenticationEnabled: z.boolean(),
  lifionMobileAppVersion: z.string(),
  revoked: z.boolean(),
});

export const legalAgreementSchema = z.object({
  agreementName: z.string(),
  displayName: z.string(),
  version: z.string(),
  documentUrl: z.string(),
  createdAt: epochMs,
});

export const acceptanceSchema = z.object({
  personId: id,
  agreementName: z.string(),
  version: z.string(),
  acceptedAt: epochMs,
});

export const featureFlagSchema = z.object({
  /** '*' is the default for every client. */
  clientId: z.string(),
  flag: z.string(),
  isEnabled: z.boolean(),
});

export const optionSchema = z.object({
  list: z.enum(['languages', 'regions', 'timezones']),
  code: z.string(),
  name: z.string(),
});

export const settingsGroupSchema = z.object({ group: z.string(), url: z.string() });

export const landingProductSchema = z.object({
  productId: id,
  productName: z.string(),
  description: z.string(),
  targetUrl: z.string(),
});

export const identityProviderSchema = z.object({
  id,
  name: z.string(),
  /** Email domain that finds this provider. */
  domain: z.string(),
  initiateRequestUrl: z.string(),
  isDiscoveryEnabled: z.boolean(),
});

export const impersonationSchema = z.object({
  id,
  clientId: id,
  associateId: id,
  reason: z.string().nullable(),
  startedBy: z.string().nullable(),
});

export const outboxSchema = z.object({
  id,
  to: z.string(),
  kind: z.string(),
  subject: z.string(),
  link: z.string().optional(),
  code: z.string().optional(),
  sentAt: z.string(),
});

/** A one-time code we sent: what it went out for, the code, the wrong tries against it, its expiry and whether it was spent. */
function sentCodeSchema<SentFor extends z.ZodRawShape>(sentFor: SentFor) {
  return z.object({
    id,
    ...sentFor,
    code: z.string(),
    wrongCodes: z.number().int(),
    expiresAt: epochMs,
    used: z.boolean(),
  });
}

/** A step-up (MFA) code sent for one session (mock-server/handlers/authentication-service/step-up.ts). */
export const stepUpCodeSchema = sentCodeSchema({
  sessionId: id,
  /** The auth method (contact method id) the code went to. */
  methodId: id,
});

/** A person's WebAuthn credential (mock-server/handlers/authentication-service/passkeys.ts); binary values in base64url. */
export const passkeySchema = z.object({
  /** The credential id. */
  id,
  personId: id,
  name: z.string(),
  publicKey: z.string(),
  /** The authenticator's signature counter at the last use; 0 for one that keeps none. */
  counter: z.number().int(),
  transports: z.array(z.string()),
  createdAt: epochMs,
  lastUsedAt: epochMs.nullable(),
});

/** A challenge handed out in passkey options: used once, within PASSKEY_CHALLENGE_LIFE_MS. */
export const passkeyChallengeSchema = z.object({
  challenge: id,
  purpose: z.enum(['registration', 'authentication']),
  /** The signed-in person it was made for; null for a signed-out sign-in. */
  personId: z.string().nullable(),
  expiresAt: epochMs,
});

/** A code sent to verify one contact method (verify-contact-info). */
export const contactVerificationSchema = sentCodeSchema({ personId: id, contactMethodId: id });

/** Rate-limit bookkeeping: sign-in failures per username, recovery requests per address, email changes. */
export const attemptSchema = z.object({
  key: z.string(),
  kind: z.enum(['login', 'recovery', 'emailChange', 'dobCheck']),
  at: z.array(epochMs),
  /** Consecutive failures since the last success (login). */
  failures: z.number().int(),
  lockedUntil: epochMs.nullable(),
});

export function createCollections() {
  return {
    persons: new Collection({ schema: personSchema }),
    credentials: new Collection({ schema: credentialSchema }),
    clients: new Collection({ schema: clientSchema }),
    associates: new Collection({ schema: associateSchema }),
    sessions: new Collection({ schema: sessionSchema }),
    tokens: new Collection({ schema: tokenSchema }),
    obligations: new Collection({ schema: obligationSchema }),
    contactMethods: new Collection({ schema: contactMethodSchema }),
    devices: new Collection({ schema: deviceSchema }),
    legalAgreements: new Collection({ schema: legalAgreementSchema }),
    acceptances: new Collection({ schema: acceptanceSchema }),
    featureFlags: new Collection({ schema: featureFlagSchema }),
    options: new Collection({ schema: optionSchema }),
    settingsGroups: new Collection({ schema: settingsGroupSchema }),
    landingProducts: new Collection({ schema: landingProductSchema }),
    identityProviders: new Collection({ schema: identityProviderSchema }),
    impersonations: new Collection({ schema: impersonationSchema }),
    outbox: new Collection({ schema: outboxSchema }),
    stepUpCodes: new Collection({ schema: stepUpCodeSchema }),
    contactVerifications: new Collection({ schema: contactVerificationSchema }),
    attempts: new Collection({ schema: attemptSchema }),
    passkeys: new Collection({ schema: passkeySchema }),
    passkeyChallenges: new Collection({ schema: passkeyChallengeSchema }),
  };
}

export type Database = ReturnType<typeof createCollections>;
export type CollectionName = keyof Database;

/** Each collection's schema, to check records before they are written (a world's import). */
export const collectionSchemas: Record<CollectionName, z.ZodType> = {
  persons: personSchema,
  credentials: credentialSchema,
  clients: clientSchema,
  associates: associateSchema,
  sessions: sessionSchema,
  tokens: tokenSchema,
  obligations: obligationSchema,
  contactMethods: contactMethodSchema,
  devices: deviceSchema,
  legalAgreements: legalAgreementSchema,
  acceptances: acceptanceSchema,
  featureFlags: featureFlagSchema,
  options: optionSchema,
  settingsGroups: settingsGroupSchema,
  landingProducts: landingProductSchema,
  identityProviders: identityProviderSchema,
  impersonations: impersonationSchema,
  outbox: outboxSchema,
  stepUpCodes: stepUpCodeSchema,
  contactVerifications: contactVerificationSchema,
  attempts: attemptSchema,
  passkeys: passkeySchema,
  passkeyChallenges: passkeyChallengeSchema,
};
/** One stored record of a collection, as the collection hands it out. */
export type RecordOf<Name extends CollectionName> = ReturnType<Database[Name]['all']>[number];
