/** The persona list's targets are the pages the app itself opens for each persona's obligation. */
import { describe, expect, it } from 'vitest';
import { parseObligationBody, resolveObligation } from '../../src/lib/obligations.ts';
import { LANDING_PATH } from '../../src/lib/paths.ts';
import { personas } from './default.ts';
import { LANDING, obligationTarget } from './personas-in.ts';

describe('obligation targets', () => {
  it('lands where the app lands', () => expect(LANDING).toBe(LANDING_PATH));

  it.each(personas.filter((persona) => persona.obligation))(
    '$username leads where the app sends it',
    (persona) => {
      const obligation = persona.obligation!;
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
      const step = resolveObligation(body!, {
        pathname: '/auth/login',
        search: '',
        origin: 'http://localhost',
      });
      expect(step.type).toBe('navigate');
      expect(obligationTarget(persona)).toBe((step as { to: string }).to);
    },
  );
});
