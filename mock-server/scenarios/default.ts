import type { MockContext } from '../core/context.ts';
import type { Scenario } from './index.ts';
import { seedReferenceData } from './reference-data.ts';

/** Every persona's password unless said otherwise (README "Personas"). */
export const DEFAULT_PASSWORD = 'Welcome#2024';
const DAY_MS = 24 * 60 * 60 * 1000;
export const TOKEN_LIFE_MS = 15 * DAY_MS;

/** The legal agreements lena.legal must accept at sign-in (agreement names of the reference data). */
export const LENA_AGREEMENTS = ['terms-of-service', 'privacy-policy'];

/** The agreements page for these names: `agreements` is base64 of their JSON list. */
export function legalAgreementsUrl(names: string[]): string {
  return `/auth/user/legal-agreements?agreements=${encodeURIComponent(btoa(JSON.stringify(names)))}`;
}

interface PersonaAssociate {
  id: string;
  clientId: string;
  selected?: boolean;
  suspended?: boolean;
}

interface PersonaPhone {
  id: string;
  /** E.164; stored as the national number with country code 1. */
  number: string;
}

interface PersonaDevice {
  id: string;
  manufacturer: string;
  name: string;
  os: string;
  osVersion: string;
}

interface Persona {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  associates: PersonaAssociate[];
  /** The id of the persona's email contact method (the address is `<username>@example.com`). */
  emailId: string;
  status?: 'active' | 'inactive';
  authenticationPath?: 'Lifion' | 'Nexo';
  baseLevelOfAssurance?: number;
  phone?: PersonaPhone;
  emailVerified?: boolean;
  allClientAccessRoles?: { role: string; ticketUrl: string }[];
  /** A command obligation, or (with `redirectUrl` and no command) one answered with a redirect. */
  obligation?: {
    id: string;
    kind: string;
    command: string | null;
    isLoginObligation: boolean;
    redirectUrl?: string;
  };
  isNotAllowUpdateUsername?: boolean;
  devices?: PersonaDevice[];
}

export const personas: Persona[] = [
  {
    id: 'person-ava',
    username: 'ava.associate',
    firstName: 'Ava',
    lastName: 'Associate',
    associates: [
      { id: 'assoc-ava-acme', clientId: 'acme', selected: true },
      { id: 'assoc-ava-birch', clientId: 'birch' },
      { id: 'assoc-ava-cedar', clientId: 'cedar', suspended: true },
    ],
    emailId: 'email-ava',
    phone: { id: 'phone-ava', number: '+15555550100' },
    devices: [
      { id: 'device-ava-1', manufacturer: 'Apple', name: "Ava's iPhone", os: 'iOS', osVersion: '19.1' },
      { id: 'device-ava-2', manufacturer: 'Google', name: 'Pixel 9', os: 'Android', osVersion: '16' },
    ],
  },
  {
    id: 'person-nora',
    username: 'nora.nexo',
    firstName: 'Nora',
    lastName: 'Nexo',
    associates: [{ id: 'assoc-nora-nexo-co', clientId: 'nexo-co', selected: true }],
    emailId: 'email-nora',
    authenticationPath: 'Nexo',
  },
  {
    id: 'person-paula',
    username: 'paula.password',
    firstName: 'Paula',
    lastName: 'Password',
    associates: [{ id: 'assoc-paula-acme', clientId: 'acme', selected: true }],
    emailId: 'email-paula',
    obligation: {
      id: 'obligation-paula',
      kind: 'changePassword',
      command: 'changePassword',
      isLoginObligation: true,
    },
  },
  {
    id: 'person-uma',
    username: 'uma.username',
    firstName: 'Uma',
    lastName: 'Username',
    associates: [
      { id: 'assoc-uma-acme', clientId: 'acme', selected: true },
      { id: 'assoc-uma-birch', clientId: 'birch' },
    ],
    emailId: 'email-uma',
    obligation: {
      id: 'obligation-uma',
      kind: 'reviewUsername',
      command: 'reviewUsername',
      isLoginObligation: true,
    },
  },
  {
    id: 'person-carl',
    username: 'carl.contact',
    firstName: 'Carl',
    lastName: 'Contact',
    associates: [{ id: 'assoc-carl-acme', clientId: 'acme', selected: true }],
    emailId: 'email-carl',
    phone: { id: 'phone-carl', number: '+15555550142' },
    obligation: {
      id: 'obligation-carl',
      kind: 'reviewContactInfo',
      command: 'reviewContactInfo',
      isLoginObligation: true,
    },
  },
  {
    id: 'person-bea',
    username: 'bea.basic',
    firstName: 'Bea',
    lastName: 'Basic',
    associates: [{ id: 'assoc-bea-acme', clientId: 'acme', selected: true }],
    emailId: 'email-bea',
    obligation: {
      id: 'obligation-bea',
      kind: 'createBasicCredentials',
      command: 'createBasicCredentials',
      isLoginObligation: true,
    },
  },
  {
    id: 'person-sam',
    username: 'sam.support',
    firstName: 'Sam',
    lastName: 'Support',
    associates: [{ id: 'assoc-sam-002', clientId: '002', selected: true }],
    emailId: 'email-sam',
    allClientAccessRoles: [{ role: 'all-client-impl-ic-user', ticketUrl: '/__mock/pages/tickets/SUP-1042' }],
  },
  {
    id: 'person-stan',
    username: 'stan.stepup',
    firstName: 'Stan',
    lastName: 'Stepup',
    associates: [{ id: 'assoc-stan-acme', clientId: 'acme', selected: true }],
    emailId: 'email-stan',
    baseLevelOfAssurance: 1,
  },
  {
    id: 'person-pia',
    username: 'pia.phone',
    firstName: 'Pia',
    lastName: 'Phone',
    associates: [{ id: 'assoc-pia-acme', clientId: 'acme', selected: true }],
    emailId: 'email-pia',
    // No phone yet: sign-in sends her to add one.
    obligation: {
      id: 'obligation-pia',
      kind: 'addPhone',
      command: null,
      isLoginObligation: true,
      redirectUrl: '/auth/add-phone',
    },
  },
  {
    id: 'person-ed',
    username: 'ed.email',
    firstName: 'Ed',
    lastName: 'Email',
    associates: [{ id: 'assoc-ed-acme', clientId: 'acme', selected: true }],
    emailId: 'email-ed',
    emailVerified: false,
    obligation: {
      id: 'obligation-ed',
      kind: 'verifyEmail',
      command: null,
      isLoginObligation: true,
      redirectUrl: '/auth/email-verify-notification',
    },
  },
  {
    id: 'person-iris',
    username: 'iris.inactive',
    firstName: 'Iris',
    lastName: 'Inactive',
    associates: [{ id: 'assoc-iris-acme', clientId: 'acme', selected: true }],
    emailId: 'email-iris',
    status: 'inactive',
  },
  {
    id: 'person-sid',
    username: 'sid.suspended',
    firstName: 'Sid',
    lastName: 'Suspended',
    associates: [{ id: 'assoc-sid-acme', clientId: 'acme', selected: true, suspended: true }],
    emailId: 'email-sid',
  },
  {
    id: 'person-ulf',
    username: 'ulf.username',
    firstName: 'Ulf',
    lastName: 'Username',
    associates: [{ id: 'assoc-ulf-acme', clientId: 'acme', selected: true }],
    emailId: 'email-ulf',
    isNotAllowUpdateUsername: true,
    obligation: {
      id: 'obligation-ulf',
      kind: 'reviewUsername',
      command: 'reviewUsername',
      isLoginObligation: true,
    },
  },
  {
    id: 'person-sara',
    username: 'sara.saml',
    firstName: 'Sara',
    lastName: 'Saml',
    associates: [{ id: 'assoc-sara-sso', clientId: 'sso-client', selected: true }],
    emailId: 'email-sara',
    // Its clientId is the first associate's client; that client's SAML page meets it.
    obligation: {
      id: 'obligation-sara',
      kind: 'forceSamlAuthentication',
      command: 'forceSamlAuthentication',
      isLoginObligation: true,
    },
  },
  {
    id: 'person-fred',
    username: 'fred.force',
    firstName: 'Fred',
    lastName: 'Force',
    associates: [{ id: 'assoc-fred-acme', clientId: 'acme', selected: true }],
    emailId: 'email-fred',
    // Met by signing in again while signed in (POST /login).
    obligation: {
      id: 'obligation-fred',
      kind: 'forceBasicCredentialAuthentication',
      command: 'forceBasicCredentialAuthentication',
      isLoginObligation: true,
    },
  },
  {
    id: 'person-lena',
    username: 'lena.legal',
    firstName: 'Lena',
    lastName: 'Legal',
    associates: [{ id: 'assoc-lena-acme', clientId: 'acme', selected: true }],
    emailId: 'email-lena',
    // Met once every agreement it names is accepted (POST /persons/me/legal-agreements).
    obligation: {
      id: 'obligation-lena',
      kind: 'legalAgreements',
      command: null,
      isLoginObligation: true,
      redirectUrl: legalAgreementsUrl(LENA_AGREEMENTS),
    },
  },
];

/** A persona's person id, by username (tests name personas by what they sign in with). */
export function personIdOf(username: string): string {
  const persona = personas.find((candidate) => candidate.username === username);
  if (!persona) throw new Error(`no persona ${username} in the default scenario`);
  return persona.id;
}

async function seedPersona(context: MockContext, persona: Persona): Promise<void> {
  const { db, clock } = context;
  const now = clock.now();
  const personId = persona.id;
  const email = `${persona.username}@example.com`;
  await db.persons.create({
    id: personId,
    username: persona.username,
    firstName: persona.firstName,
    lastName: persona.lastName,
    status: persona.status ?? 'active',
    authenticationPath: persona.authenticationPath ?? 'Lifion',
    nexoClientRebrandEnabled: false,
    baseLevelOfAssurance: persona.baseLevelOfAssurance ?? 3,
    preferredLanguage: 'en-US',
    region: 'US',
    timezone: 'America/New_York',
    allClientAccessRoles: persona.allClientAccessRoles ?? [],
    isNotAllowUpdateUsername: persona.isNotAllowUpdateUsername ?? false,
    createdAt: now - 400 * DAY_MS,
  });
  await db.credentials.create({
    personId,
    password: DEFAULT_PASSWORD,
    history: [],
    changedAt: now - 90 * DAY_MS,
  });
  for (const [index, associate] of persona.associates.entries()) {
    await db.associates.create({
      id: associate.id,
      personId,
      clientId: associate.clientId,
      firstName: persona.firstName,
      lastName: persona.lastName,
      isCurrentlySelectedAssociate: associate.selected ?? false,
      isPersonalAssociate: index === 0,
      suspended: associate.suspended ?? false,
      suggestedUserId: `${persona.firstName}${persona.lastName}${index + 1}`.toLowerCase(),
      dateOfBirth: '1988-06-01',
      email,
    });
  }
  await db.contactMethods.create({
    id: persona.emailId,
    personId,
    type: 'EMAIL',
    emailAddress: email,
    phoneNumber: null,
    countryCode: null,
    isVerified: persona.emailVerified ?? true,
    isPersonal: true,
    inSystemOfRecord: true,
    createdAt: now - 400 * DAY_MS,
    lastModifiedAt: now - 400 * DAY_MS,
  });
  if (persona.phone) {
    await db.contactMethods.create({
      id: persona.phone.id,
      personId,
      type: 'PHONE',
      emailAddress: null,
      phoneNumber: persona.phone.number.slice(2),
      countryCode: '1',
      isVerified: true,
      isPersonal: true,
      inSystemOfRecord: false,
      createdAt: now - 200 * DAY_MS,
      lastModifiedAt: now - 200 * DAY_MS,
    });
  }
  for (const device of persona.devices ?? []) {
    await db.devices.create({
      id: device.id,
      personId,
      deviceManufacturer: device.manufacturer,
      deviceName: device.name,
      deviceOs: device.os,
      deviceOsVersion: device.osVersion,
      deviceType: 'phone',
      isDeviceBasedAuthenticationEnabled: true,
      lifionMobileAppVersion: '5.12.0',
      revoked: false,
    });
  }
  if (persona.obligation) {
    await db.obligations.create({
      id: persona.obligation.id,
      personId,
      kind: persona.obligation.kind,
      command: persona.obligation.command,
      isLoginObligation: persona.obligation.isLoginObligation,
      clientId: persona.associates[0]?.clientId ?? null,
      redirectUrl: persona.obligation.redirectUrl ?? null,
      resolved: false,
    });
  }
}

/** Invited associates who have no account yet (the invitation tokens point at them). */
async function seedInvitees({ db }: MockContext): Promise<void> {
  const invitees = [
    {
      id: 'assoc-nina-acme',
      clientId: 'acme',
      firstName: 'Nina',
      lastName: 'Newhire',
      dateOfBirth: '1990-04-15',
      email: null,
    },
    {
      id: 'assoc-dora-acme',
      clientId: 'acme',
      firstName: 'Dora',
      lastName: 'Dobcheck',
      dateOfBirth: '1990-04-15',
      email: 'dora.dobcheck@acme.example',
    },
    {
      id: 'assoc-pat-acme',
      clientId: 'acme',
      firstName: 'Pat',
      lastName: 'Partial',
      dateOfBirth: null,
      email: 'pat.partial@acme.example',
    },
    {
      id: 'assoc-sol-sso',
      clientId: 'sso-client',
      firstName: 'Sol',
      lastName: 'Signon',
      dateOfBirth: '1985-09-09',
      email: 'sol.signon@sso-client.example',
    },
    {
      // HR has this address on file: a self-registration link sent to it creates this associate's account.
      id: 'assoc-new-person-acme',
      clientId: 'acme',
      firstName: 'New',
      lastName: 'Person',
      dateOfBirth: '1992-02-02',
      email: 'new.person@example.com',
    },
    {
      id: 'assoc-ava-birch-invite',
      clientId: 'birch',
      firstName: 'Ava',
      lastName: 'Associate',
      dateOfBirth: '1988-06-01',
      email: 'ava.associate@example.com',
    },
  ];
  for (const invitee of invitees) {
    await db.associates.create({
      personId: null,
      isCurrentlySelectedAssociate: false,
      isPersonalAssociate: true,
      suspended: false,
      suggestedUserId: `${invitee.firstName}${invitee.lastName}`.toLowerCase(),
      ...invitee,
    });
  }
}

/** The demo tokens of the README, each with what its flow needs. */
async function seedTokens({ db, clock }: MockContext): Promise<void> {
  const now = clock.now();
  /** An invitation's data, from the invited associate seeded above and their client. */
  const invitation = (associateId: string) => {
    const associate = db.associates.findFirst((q) => q.where({ id: associateId }), { strict: true });
    const client = db.clients.findFirst((q) => q.where({ id: associate.clientId }), { strict: true });
    return {
      extra_information: {
        client_name: client.name,
        first_name: associate.firstName,
        last_name: associate.lastName,
        ...(associate.email ? { email: associate.email } : {}),
      },
      token_blob: { client_id: client.id, associateId, email: associate.email ?? '' },
    };
  };
  const tokens = [
    {
      token: 'reset-ava',
      kind: 'resetPassword',
      personId: 'person-ava',
      email: 'ava.associate@example.com',
      data: {},
    },
    {
      token: 'reset-expired',
      kind: 'resetPassword',
      personId: 'person-ava',
      email: 'ava.associate@example.com',
      data: {},
      expired: true,
    },
    {
      token: 'invite-new',
      kind: 'registration',
      email: null,
      data: invitation('assoc-nina-acme'),
    },
    {
      token: 'invite-dob',
      kind: 'registration',
      email: 'dora.dobcheck@acme.example',
      data: invitation('assoc-dora-acme'),
    },
    {
      token: 'invite-nodob',
      kind: 'registration',
      email: 'pat.partial@acme.example',
      data: invitation('assoc-pat-acme'),
    },
    {
      token: 'invite-expired',
      kind: 'registration',
      email: 'dora.dobcheck@acme.example',
      data: invitation('assoc-dora-acme'),
      expired: true,
    },
    {
      token: 'invite-aim',
      kind: 'registration',
      email: 'dora.dobcheck@acme.example',
      data: {
        ...invitation('assoc-dora-acme'),
        redirectToAim: { pic: 'PIC-7Q4K-22' },
      },
    },
    {
      token: 'invite-sso',
      kind: 'registration',
      email: 'sol.signon@sso-client.example',
      data: {
        ...invitation('assoc-sol-sso'),
        isSSO: true,
      },
    },
    {
      token: 'invite-link',
      kind: 'associateInvitation',
      email: 'ava.associate@example.com',
      data: invitation('assoc-ava-birch-invite'),
    },
    {
      token: 'credential-ava',
      kind: 'createCredential',
      personId: 'person-ava',
      email: 'ava.associate@example.com',
      data: {
        extra_information: { first_name: 'Ava', last_name: 'Associate', client_name: 'Acme Manufacturing' },
      },
    },
    {
      token: 'sso-sp-token',
      kind: 'ssoServiceProvider',
      email: 'sol.signon@sso-client.example',
      data: invitation('assoc-sol-sso'),
    },
  ] as const;
  for (const token of tokens) {
    await db.tokens.create({
      token: token.token,
      kind: token.kind,
      personId: 'personId' in token ? token.personId : null,
      email: token.email,
      data: token.data,
      code: null,
      expiresAt: 'expired' in token ? now - DAY_MS : now + TOKEN_LIFE_MS,
      used: false,
      createdAt: now - ('expired' in token ? 16 * DAY_MS : 0),
    });
  }
  await db.impersonations.create({
    id: 'imp-1',
    clientId: 'acme',
    associateId: 'assoc-ava-acme',
    reason: null,
    startedBy: null,
  });
}

export const defaultScenario: Scenario = {
  name: 'default',
  description: 'Every persona and demo token of the README; password Welcome#2024.',
  async seed(context) {
    await seedReferenceData(context);
    for (const persona of personas) await seedPersona(context, persona);
    await seedInvitees(context);
    await seedTokens(context);
  },
};
