/**
 * The shape of a seeded person (mock-server/scenarios/default/personas.ts builds them). Here, beside the
 * context that keeps the ones a scenario file added, so that the core imports nothing of the scenarios.
 */
export interface PersonaAssociate {
  id: string;
  clientId: string;
  selected?: boolean;
  suspended?: boolean;
}

export interface PersonaDevice {
  id: string;
  manufacturer: string;
  name: string;
  os: string;
  osVersion: string;
}

export interface PersonaObligation {
  id: string;
  kind: string;
  /** Null for an obligation answered with a redirect to `redirectUrl`. */
  command: string | null;
  isLoginObligation: boolean;
  redirectUrl?: string;
}

/** One seeded person; every id is derived from the username's first part (`ava` → `person-ava`, …). */
export interface Persona {
  id: string;
  username: string;
  /**
   * Who the persona is and what signing in as them shows: the mock-server/README.md table and the startup
   * banner.
   */
  summary: string;
  firstName: string;
  lastName: string;
  associates: PersonaAssociate[];
  /** The id of the persona's email contact method (the address is `<username>@example.com`). */
  emailId: string;
  status?: 'active' | 'inactive';
  authenticationPath?: 'Lifion' | 'Nexo';
  baseLevelOfAssurance?: number;
  /** E.164; stored as the national number with country code 1. */
  phone?: { id: string; number: string };
  emailVerified?: boolean;
  allClientAccessRoles?: { role: string; ticketUrl: string }[];
  obligation?: PersonaObligation;
  isNotAllowUpdateUsername?: boolean;
  devices?: PersonaDevice[];
}
