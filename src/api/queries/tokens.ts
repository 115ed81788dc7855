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

/** The token kind of the reset-password link. */
export const RESET_PASSWORD_TOKEN_KIND = 'resetPassword' as const;

/**
 * GET /tokens/resetPassword/{token}: load and verify the reset link. The route's loader fetches it on
 * every visit (src/common/data/tokenPage.ts: a link may have been used a moment ago); the screen reads
 * that answer without loading it again. Never retried on a server answer (src/app/queryClient.ts).
 */
export const resetTokenQueryOptions = (token: string) =>
  orchestrator.queryOptions(
    'get',
    '/tokens/{kind}/{token}',
    { params: { path: { kind: RESET_PASSWORD_TOKEN_KIND, token } } },
    { staleTime: Infinity },
  );
