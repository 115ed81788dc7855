import type { MockContext } from '../core/context.ts';
import type { Scenario } from './index.ts';
import { seedReferenceData } from './reference-data.ts';

/** Every persona's password unless said otherwise (README "Personas"). */
export const DEFAULT_PASSWORD = 'Welcome#2024';
const DAY_MS = 24 * 60 * 60 * 1000;
export const TOKEN_LIFE_MS = 15 * DAY_MS;

interface PersonaAssociate {
  clientId: string;
  selected?: boolean;
  suspended?: boolean;
}

interface Persona {
  username: string;
  firstName: string;
  lastName: string;
  associates: PersonaAssociate[];
  status?: 'active' | 'inactive';
  authenticationPath?: 'Lifion' | 'Nexo';
  baseLevelOfAssurance?: number;
  phone?: string;
  emailVerified?: boolean;
  allClientAccessRoles?: { role: string; ticketUrl: string }[];
  obligation?: { kind: string; command: string; isLoginObligation: boolean };
  isNotAllowUpdateUsername?: boolean;
  devices?: number;
}

export const personas: Persona[] = [
  {
    username: 'ava.associate',
    firstName: 'Ava',
    lastName: 'Associate',
    associates: [
      { clientId: 'acme', selected: true },
      { clientId: 'birch' },
      { clientId: 'cedar', suspended: true },
    ],
    phone: '+15555550100',
    devices: 2,
  },
  {
    username: 'nora.nexo',
    firstName: 'Nora',
    lastName: 'Nexo',
    associates: [{ clientId: 'nexo-co', selected: true }],
    authenticationPath: 'Nexo',
  },
  {
    username: 'paula.password',
    firstName: 'Paula',
    lastName: 'Password',
    associates: [{ clientId: 'acme', selected: true }],
    obligation: { kind: 'changePassword', command: 'changePassword', isLoginObligation: true },
  },
  {
    username: 'uma.username',
    firstName: 'Uma',
    lastName: 'Username',
    associates: [{ clientId: 'acme', selected: true }, { clientId: 'birch' }],
    obligation: { kind: 'reviewUsername', command: 'reviewUsername', isLoginObligation: true },
  },
  {
    username: 'carl.contact',
    firstName: 'Carl',
    lastName: 'Contact',
    associates: [{ clientId: 'acme', selected: true }],
    phone: '+15555550142',
    obligation: { kind: 'reviewContactInfo', command: 'reviewContactInfo', isLoginObligation: true },
  },
  {
    username: 'bea.basic',
    firstName: 'Bea',
    lastName: 'Basic',
    associates: [{ clientId: 'acme', selected: true }],
    obligation: {
      kind: 'createBasicCredentials',
      command: 'createBasicCredentials',
      isLoginObligation: true,
    },
  },
  {
    username: 'sam.support',
    firstName: 'Sam',
    lastName: 'Support',
    associates: [{ clientId: '002', selected: true }],
    allClientAccessRoles: [{ role: 'all-client-impl-ic-user', ticketUrl: '/__mock/pages/tickets/SUP-1042' }],
  },
  {
    username: 'stan.stepup',
    firstName: 'Stan',
    lastName: 'Stepup',
    associates: [{ clientId: 'acme', selected: true }],
    baseLevelOfAssurance: 1,
  },
  {
    username: 'iris.inactive',
    firstName: 'Iris',
    lastName: 'Inactive',
    associates: [{ clientId: 'acme', selected: true }],
    status: 'inactive',
  },
  {
    username: 'sid.suspended',
    firstName: 'Sid',
    lastName: 'Suspended',
    associates: [{ clientId: 'acme', selected: true, suspended: true }],
  },
];

export const personIdOf = (username: string) => `person-${username.split('.')[0]}`;

async function seedPersona(context: MockContext, persona: Persona): Promise<void> {
  const { db, clock } = context;
  const now = clock.now();
  const personId = personIdOf(persona.username);
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
      id: `assoc-${persona.username.split('.')[0]}-${associate.clientId}`,
      personId,
      clientId: associate.clientId,
      firstName: persona.firstName,
      lastName: persona.lastName,
      isCurrentlySelectedAssociate: associate.selected ?? false,
      isPersonalAssociate: index === 0,
      suspended: associate.suspended ?? false,
      suggestedUserId: `${persona.firstName}${persona.lastName}${index + 1}`.toLowerCase(),
      dateOfBirth: '1988-06-01',
      email: `${persona.username}@example.com`,
    });
  }
  await db.contactMethods.create({
    id: `${personId}:${persona.username}@example.com`,
    personId,
    type: 'EMAIL',
    emailAddress: `${persona.username}@example.com`,
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
      id: `${personId}:${persona.phone}`,
      personId,
      type: 'PHONE',
      emailAddress: null,
      phoneNumber: persona.phone.slice(2),
      countryCode: '1',
      isVerified: true,
      isPersonal: true,
      inSystemOfRecord: false,
      createdAt: now - 200 * DAY_MS,
      lastModifiedAt: now - 200 * DAY_MS,
    });
  }
  for (let index = 0; index < (persona.devices ?? 0); index++) {
    await db.devices.create({
      id: `device-${persona.username.split('.')[0]}-${index + 1}`,
      personId,
      deviceManufacturer: index === 0 ? 'Apple' : 'Google',
      deviceName: index === 0 ? `${persona.firstName}'s iPhone` : 'Pixel 9',
      deviceOs: index === 0 ? 'iOS' : 'Android',
      deviceOsVersion: index === 0 ? '19.1' : '16',
      deviceType: 'phone',
      isDeviceBasedAuthenticationEnabled: true,
      lifionMobileAppVersion: '5.12.0',
      revoked: false,
    });
  }
  if (persona.obligation) {
    await db.obligations.create({
      id: `obligation-${persona.username.split('.')[0]}`,
      personId,
      kind: persona.obligation.kind,
      command: persona.obligation.command,
      isLoginObligation: persona.obligation.isLoginObligation,
      clientId: persona.associates[0]?.clientId ?? null,
      redirectUrl: null,
      resolved: false,
    });
  }
}

/** Invited associates who have no account yet (the invitation tokens point at them). */
async function seedInvitees({ db }: MockContext): Promise<void> {
  const invitees = [
    { id: 'assoc-nina-acme', firstName: 'Nina', lastName: 'Newhire', dateOfBirth: '1990-04-15', email: null },
    {
      id: 'assoc-dora-acme',
      firstName: 'Dora',
      lastName: 'Dobcheck',
      dateOfBirth: '1990-04-15',
      email: 'dora.dobcheck@acme.example',
    },
    {
      id: 'assoc-pat-acme',
      firstName: 'Pat',
      lastName: 'Partial',
      dateOfBirth: null,
      email: 'pat.partial@acme.example',
    },
    {
      id: 'assoc-sol-sso',
      firstName: 'Sol',
      lastName: 'Signon',
      dateOfBirth: '1985-09-09',
      email: 'sol.signon@sso-client.example',
    },
    {
      id: 'assoc-ava-birch-invite',
      firstName: 'Ava',
      lastName: 'Associate',
      dateOfBirth: '1988-06-01',
      email: 'ava.associate@example.com',
    },
  ];
  for (const invitee of invitees) {
    await db.associates.create({
      personId: null,
      clientId: invitee.id.endsWith('sso') ? 'sso-client' : invitee.id.includes('birch') ? 'birch' : 'acme',
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
  const invitation = (
    associateId: string,
    clientId: string,
    firstName: string,
    lastName: string,
    email: string | null,
  ) => ({
    extra_information: {
      client_name: clientName(clientId),
      first_name: firstName,
      last_name: lastName,
      ...(email ? { email } : {}),
    },
    token_blob: { client_id: clientId, associateId, email: email ?? '' },
  });
  const tokens = [
    {
      token: 'reset-ava',
      kind: 'resetPassword',
      personId: personIdOf('ava.associate'),
      email: 'ava.associate@example.com',
      data: {},
    },
    {
      token: 'reset-expired',
      kind: 'resetPassword',
      personId: personIdOf('ava.associate'),
      email: 'ava.associate@example.com',
      data: {},
      expired: true,
    },
    {
      token: 'invite-new',
      kind: 'registration',
      email: null,
      data: invitation('assoc-nina-acme', 'acme', 'Nina', 'Newhire', null),
    },
    {
      token: 'invite-dob',
      kind: 'registration',
      email: 'dora.dobcheck@acme.example',
      data: invitation('assoc-dora-acme', 'acme', 'Dora', 'Dobcheck', 'dora.dobcheck@acme.example'),
    },
    {
      token: 'invite-nodob',
      kind: 'registration',
      email: 'pat.partial@acme.example',
      data: invitation('assoc-pat-acme', 'acme', 'Pat', 'Partial', 'pat.partial@acme.example'),
    },
    {
      token: 'invite-expired',
      kind: 'registration',
      email: 'dora.dobcheck@acme.example',
      data: invitation('assoc-dora-acme', 'acme', 'Dora', 'Dobcheck', 'dora.dobcheck@acme.example'),
      expired: true,
    },
    {
      token: 'invite-aim',
      kind: 'registration',
      email: 'dora.dobcheck@acme.example',
      data: {
        ...invitation('assoc-dora-acme', 'acme', 'Dora', 'Dobcheck', 'dora.dobcheck@acme.example'),
        redirectToAim: { pic: 'PIC-7Q4K-22' },
      },
    },
    {
      token: 'invite-sso',
      kind: 'registration',
      email: 'sol.signon@sso-client.example',
      data: {
        ...invitation('assoc-sol-sso', 'sso-client', 'Sol', 'Signon', 'sol.signon@sso-client.example'),
        isSSO: true,
      },
    },
    {
      token: 'invite-link',
      kind: 'associateInvitation',
      email: 'ava.associate@example.com',
      data: invitation('assoc-ava-birch-invite', 'birch', 'Ava', 'Associate', 'ava.associate@example.com'),
    },
    {
      token: 'credential-ava',
      kind: 'createCredential',
      personId: personIdOf('ava.associate'),
      email: 'ava.associate@example.com',
      data: {
        extra_information: { first_name: 'Ava', last_name: 'Associate', client_name: 'Acme Manufacturing' },
      },
    },
    {
      token: 'sso-sp-token',
      kind: 'ssoServiceProvider',
      email: 'sol.signon@sso-client.example',
      data: {
        extra_information: {
          first_name: 'Sol',
          last_name: 'Signon',
          email: 'sol.signon@sso-client.example',
          client_name: 'SSO Client Co',
        },
        token_blob: {
          client_id: 'sso-client',
          associateId: 'assoc-sol-sso',
          email: 'sol.signon@sso-client.example',
        },
      },
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

function clientName(clientId: string): string {
  return (
    { acme: 'Acme Manufacturing', birch: 'Birch Logistics', 'sso-client': 'SSO Client Co' }[clientId] ??
    'Your company'
  );
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
