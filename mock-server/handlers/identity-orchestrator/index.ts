/**
 * The identity orchestrator (openapi/identity-orchestrator.yaml): a typed handler for every
 * operation, split by domain into the files of `./identity-orchestrator/`.
 */
import type { MockContext } from '../../core/context.ts';
import { associatesHandlers } from './associates.ts';
import { contactHandlers } from './contact.ts';
import { meHandlers } from './me.ts';
import { recoveryHandlers } from './recovery.ts';
import { registrationHandlers } from './registration.ts';
import { settingsHandlers } from './settings.ts';
import { tokenHandlers } from './tokens.ts';

export { IDENTITY_ORCHESTRATOR_BASE } from './http.ts';
export { passwordProblem, PASSWORD_BLACKLIST } from './passwords.ts';

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
