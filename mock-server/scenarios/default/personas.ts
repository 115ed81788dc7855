import type { MockContext } from '../../core/context.ts';
import type { Persona, PersonaDevice, PersonaObligation } from '../../core/persona.ts';

export type { Persona } from '../../core/persona.ts';

/** Every persona's password (mock-server/README.md "Personas"). */
export const DEFAULT_PASSWORD = 'Welcome#2024';
export const DAY_MS = 24 * 60 * 60 * 1000;

/** A client the persona is an associate of: its id, or the id with the details that differ. */
type ClientSpec = string | { clientId: string; idSuffix?: string; suspended?: boolean };

export interface PersonaOptions {
  summary: string;
  /** The clients the persona is an associate of; the first is the selected one. Default: Acme. */
  clients?: ClientSpec[];
  phone?: string;
  devices?: Omit<PersonaDevice, 'id'>[];
  status?: Persona['status'];
  authenticationPath?: Persona['authenticationPath'];
  baseLevelOfAssurance?: number;
  emailVerified?: boolean;
  allClientAccessRoles?: Persona['allClientAccessRoles'];
  isNotAllowUpdateUsername?: boolean;
}

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** An associate who signs in with the default password: the shape every other persona builds on. */
export function associatePersona(username: string, options: PersonaOptions): Persona {
  const { summary, clients = ['acme'], phone, devices, ...flags } = options;
  const [first = '', last = ''] = username.split('.');
  return {
    id: `person-${first}`,
    username,
    summary,
    firstName: capitalized(first),
    lastName: capitalized(last),
    associates: clients.map((spec, index) => {
      const {
        clientId,
        idSuffix = clientId,
        suspended,
      } = typeof spec === 'string' ? { clientId: spec } : spec;
      return {
        id: `assoc-${first}-${idSuffix}`,
        clientId,
        ...(index === 0 ? { selected: true } : {}),
        ...(suspended ? { suspended } : {}),
      };
    }),
    emailId: `email-${first}`,
    ...(phone ? { phone: { id: `phone-${first}`, number: phone } } : {}),
    ...(devices
      ? { devices: devices.map((device, index) => ({ id: `device-${first}-${index + 1}`, ...device })) }
      : {}),
    ...flags,
  };
}

/** A persona with one unmet sign-in obligation the app meets by running `command` (its kind too). */
export function commandObligationPersona(
  username: string,
  command: string,
  options: PersonaOptions,
): Persona {
  const persona = associatePersona(username, options);
  return { ...persona, obligation: loginObligation(persona, command, command) };
}

/** A persona with one unmet sign-in obligation answered with a redirect to `redirectUrl`. */
export function redirectObligationPersona(
  username: string,
  kind: string,
  redirectUrl: string,
  options: PersonaOptions,
): Persona {
  const persona = associatePersona(username, options);
  return { ...persona, obligation: { ...loginObligation(persona, kind, null), redirectUrl } };
}

/** Support staff: an associate in one client who holds all-client access roles. */
export function supportStaffPersona(
  username: string,
  roles: { role: string; ticketUrl: string }[],
  options: PersonaOptions,
): Persona {
  return associatePersona(username, { ...options, allClientAccessRoles: roles });
}

function loginObligation(persona: Persona, kind: string, command: string | null): PersonaObligation {
  return { id: persona.id.replace(/^person-/, 'obligation-'), kind, command, isLoginObligation: true };
}

export async function seedPersona(context: MockContext, persona: Persona): Promise<void> {
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
