import { orchestrator } from './services';

/** POST /credentials/forgot: the reset-password email, for a username or an address. */
export const forgotPasswordMutationOptions = () =>
  orchestrator.mutationOptions('post', '/credentials/forgot');
