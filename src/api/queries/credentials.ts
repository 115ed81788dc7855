import { orchestrator } from './services';

/** POST /credentials/forgot: the reset-password email, for a username or an address. */
export const forgotPasswordMutationOptions = () =>
  orchestrator.mutationOptions('post', '/credentials/forgot');

/** POST /credentials/forgotUsername: the username reminder, for an address. */
export const forgotUsernameMutationOptions = () =>
  orchestrator.mutationOptions('post', '/credentials/forgotUsername');

/**
 * POST /persons/me/credentials: the password changed. Resolves on 204 or throws an ApiError;
 * src/common/password/outcomes.ts decides what a failure means for the screen.
 */
export const changePasswordMutationOptions = () =>
  orchestrator.mutationOptions('post', '/persons/me/credentials');
