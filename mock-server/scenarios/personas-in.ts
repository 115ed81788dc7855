/**
 * The personas a world can sign in as, and where each sign-in leads: what GET /__mock/personas lists,
 * the toolbar's buttons and the README's persona table. Derived from the persona's data and from the
 * app's own obligation rules, so a persona's row cannot promise a page the app would not open.
 */
import { parseObligationBody, resolveObligation } from '../../src/lib/obligations.ts';
import { LANDING_PATH } from '../../src/lib/paths.ts';
import type { MockContext } from '../core/context.ts';
import { personas } from './default.ts';
import type { Persona } from './default/personas.ts';

export interface ListedPersona {
  username: string;
  summary: string;
  /** The kind of the sign-in obligation the persona owes, or null. */
  obligation: string | null;
  /** Where signing in leads: an app path, another system, or the refusal's code. */
  leadsTo: string;
}

/** The page an owed obligation sends the browser to, decided as the sign-in page decides it. */
export function obligationTarget(persona: Persona): string | null {
  const obligation = persona.obligation;
  if (!obligation) return null;
  const body = parseObligationBody({
    obligation: {
      kind: obligation.kind,
      ...(obligation.command ? { command: obligation.command } : {}),
      isLoginObligation: obligation.isLoginObligation,
    },
    requiredAction: obligation.redirectUrl
      ? { kind: 'redirect', url: obligation.redirectUrl }
      : { kind: 'command', command: obligation.command, args: {} },
  });
  if (!body) return null;
  const step = resolveObligation(body, { pathname: '/auth/login', search: '', origin: 'http://localhost' });
  if (step.type === 'navigate') return step.to;
  if (step.type === 'external') return step.url.replace(/^http:\/\/localhost/, '');
  if (step.type === 'modal') return `${LANDING_PATH} with the ${step.command} dialog`;
  return LANDING_PATH;
}

/** Where a sign-in as `persona` with the right password leads. */
export function leadsTo(persona: Persona): string {
  if (persona.status === 'inactive') return 'refused: ACCOUNT_INACTIVE';
  if (persona.associates.length > 0 && persona.associates.every((associate) => associate.suspended))
    return 'refused: ASSOCIATE_SUSPENDED';
  if (persona.authenticationPath === 'Nexo') return 'the other sign-in system (/__mock/pages/nexo)';
  return obligationTarget(persona) ?? LANDING_PATH;
}

/** The personas seeded in this world (none in a world without people), each with where it leads. */
export function personasIn(context: MockContext): ListedPersona[] {
  return personas
    .filter((persona) => context.db.persons.findFirst((q) => q.where({ id: persona.id })))
    .map((persona) => ({
      username: persona.username,
      summary: persona.summary,
      obligation: persona.obligation?.kind ?? null,
      leadsTo: leadsTo(persona),
    }));
}
