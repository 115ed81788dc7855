/**
 * The identity orchestrator (openapi/identity-orchestrator.yaml): a typed handler for every
 * operation, split by domain into the files of `./identity-orchestrator/`.
 */
import type { MockContext } from '../core/context';
import { associatesHandlers } from './identity-orchestrator/associates';
import { contactHandlers } from './identity-orchestrator/contact';
import { meHandlers } from './identity-orchestrator/me';
import { recoveryHandlers } from './identity-orchestrator/recovery';
import { registrationHandlers } from './identity-orchestrator/registration';
import { settingsHandlers } from './identity-orchestrator/settings';
import { tokenHandlers } from './identity-orchestrator/tokens';

export {
  IDENTITY_ORCHESTRATOR_BASE,
  passwordProblem,
  PASSWORD_BLACKLIST,
} from './identity-orchestrator/shared';

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
