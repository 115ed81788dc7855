/**
 * The identity orchestrator (openapi/identity-orchestrator.yaml): a typed handler for every
 * operation, split by domain into the files of `./identity-orchestrator/`.
 */
import type { MockContext } from '../core/context.ts';
import { associatesHandlers } from './identity-orchestrator/associates.ts';
import { contactHandlers } from './identity-orchestrator/contact.ts';
import { meHandlers } from './identity-orchestrator/me.ts';
import { recoveryHandlers } from './identity-orchestrator/recovery.ts';
import { registrationHandlers } from './identity-orchestrator/registration.ts';
import { settingsHandlers } from './identity-orchestrator/settings.ts';
import { tokenHandlers } from './identity-orchestrator/tokens.ts';

export { IDENTITY_ORCHESTRATOR_BASE } from './identity-orchestrator/http.ts';
export { passwordProblem, PASSWORD_BLACKLIST } from './identity-orchestrator/passwords.ts';

export function identityOrchestratorHandlers(context: MockContext) {
  return [
    ...tokenHandlers(context),
    ...registrationHandlers(context),
    ...recoveryHandlers(context),
    ...meHandlers(context),
    ...contactHandlers(context),
    ...settingsHandlers(context),
    ...associatesHandlers(context),
  ];
}
