import { orchestrator } from './services';

/**
 * The writes every token flow shares (email verification, registration, password reset): each names
 * its token's `kind` in the body.
 */

/** POST /tokens/codeEmailVerification: a token's code again. */
export const resendTokenCodeMutationOptions = () =>
  orchestrator.mutationOptions('post', '/tokens/codeEmailVerification');

/** POST /tokens/execute: the token's work done (a code verifies an address, a password is set, …). */
export const executeTokenMutationOptions = () => orchestrator.mutationOptions('post', '/tokens/execute');
