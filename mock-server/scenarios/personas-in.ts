/**
 * The personas a world can sign in as, and where each sign-in leads: what GET /__mock/personas lists,
 * the toolbar's buttons and mock-server/README.md's persona table. personas-in.node.test.ts checks every target
 * against the app's own obligation rules, so a row cannot promise a page the app would not open.
 */
import type { MockContext } from '../core/context.ts';
import { personas } from './default.ts';
import type { Persona } from './default/personas.ts';

/** Where the app lands a person with nothing owed. */
export const LANDING = '/authn/landing';

/** The app's page for each obligation command (the sign-in page's obligation rules). */
const COMMAND_PAGES: Record<string, string> = {
  changePassword: '/auth/change-password',
  reviewUsername: '/auth/review-username',
  reviewContactInfo: '/auth/review-contact-info',
  createBasicCredentials: '/auth/obligations/create-basic-credentials',
  forceSamlAuthentication: '/auth/obligations/force-saml-authentication',
  forceBasicCredentialAuthentication: '/auth/obligations/force-basic-credential-authentication',
};

export interface ListedPersona {
  username: string;
  summary: string;
  /** The address the persona's mail goes to. */
  email: string;
  /** The kind of the sign-in obligation the persona owes, or null. */
  obligation: string | null;
  /** Where signing in leads: an app path, another system, or the refusal's code. */
  leadsTo: string;
}

/** The page an owed obligation sends the browser to; a redirect carries the way back, as the app adds it. */
export function obligationTarget(persona: Persona): string | null {
  const obligation = persona.obligation;
  if (!obligation) return null;
  if (obligation.redirectUrl) {
    const separator = obligation.redirectUrl.includes('?') ? '&' : '?';
    return `${obligation.redirectUrl}${separator}redirectUrl=${encodeURIComponent(LANDING)}`;
  }
  return (obligation.command && COMMAND_PAGES[obligation.command]) ?? LANDING;
}

/** Where a sign-in as `persona` with the right password leads. */
export function leadsTo(persona: Persona): string {
  if (persona.status === 'inactive') return 'refused: ACCOUNT_INACTIVE';
  if (persona.associates.length > 0 && persona.associates.every((associate) => associate.suspended))
    return 'refused: ASSOCIATE_SUSPENDED';
  if (persona.authenticationPath === 'Nexo') return 'the other sign-in system (/__mock/pages/nexo)';
  return obligationTarget(persona) ?? LANDING;
}

/** The personas seeded in this world (none in a world without people), each with where it leads. */
export function personasIn(context: MockContext): ListedPersona[] {
  return [...personas, ...context.extraPersonas]
    .filter((persona) => context.db.persons.findFirst((q) => q.where({ id: persona.id })))
    .map((persona) => ({
      username: persona.username,
      summary: persona.summary,
      email: `${persona.username}@example.com`,
      obligation: persona.obligation?.kind ?? null,
      leadsTo: leadsTo(persona),
    }));
}
