/**
 * The default scenario: every persona and demo token of mock-server/README.md, one file per domain under
 * `./default/`. Each persona and token carries a `summary`, which the mock-server/README.md tables and the
 * startup banner print (`readme.ts`, `../describe.ts`).
 */
import type { Scenario } from '../core/context.ts';
import { bea, carl, ed, fred, lena, paula, pia, sara, ulf, uma } from './default/obligations.ts';
import { seedPersona, type Persona } from './default/personas.ts';
import { recoveryTokens } from './default/recovery.ts';
import { registrationTokens, seedInvitees } from './default/registration.ts';
import { ava, iris, nora, sid, stan } from './default/sign-in.ts';
import { sam, seedImpersonations } from './default/support.ts';
import { seedDemoTokens, type DemoToken } from './default/tokens.ts';
import { seedReferenceData } from './reference-data.ts';

export { DEFAULT_PASSWORD } from './default/personas.ts';
export { LENA_AGREEMENTS, legalAgreementsUrl } from './default/obligations.ts';
export { TOKEN_LIFE_MS } from './default/tokens.ts';

/** In mock-server/README.md's order, which is the order they are seeded in. */
export const personas: Persona[] = [
  ava,
  nora,
  paula,
  uma,
  carl,
  bea,
  sam,
  stan,
  pia,
  ed,
  iris,
  sid,
  ulf,
  sara,
  fred,
  lena,
];

export const demoTokens: DemoToken[] = [...recoveryTokens, ...registrationTokens];

/** A persona's person id, by username (tests name personas by what they sign in with). */
export function personIdOf(username: string): string {
  const persona = personas.find((candidate) => candidate.username === username);
  if (!persona) throw new Error(`no persona ${username} in the default scenario`);
  return persona.id;
}

export const defaultScenario: Scenario = {
  name: 'default',
  description: 'Every persona and demo token of mock-server/README.md; password Welcome#2024.',
  async seed(context) {
    await seedReferenceData(context);
    for (const persona of personas) await seedPersona(context, persona);
    await seedInvitees(context);
    await seedDemoTokens(context, demoTokens);
    await seedImpersonations(context);
  },
};
