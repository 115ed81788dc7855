/**
 * The change-password call: POST /persons/me/credentials, typed from the contract
 * (src/api/queries/services.ts). It resolves on 204 or throws an ApiError (src/api middleware);
 * ./outcomes.ts decides what a failure means for the screen.
 */
import { orchestrator } from '../../api/queries/services';

export const changePasswordMutationOptions = () =>
  orchestrator.mutationOptions('post', '/persons/me/credentials');
