/**
 * The calls of the recovery and self-service entry screens, through the contract's endpoints
 * (src/api/endpoints.ts: the path written once, the key made from it). Each resolves with data or
 * throws an ApiError (src/api middleware); the screens decide what a failure means (./outcomes.ts).
 */
import { useMutation } from '@tanstack/react-query';
import { authentication, orchestrator } from '../../api/queries/services';
import { isWebUrl } from '../../lib/redirect';

/** The token kind of the reset-password link. */
export const RESET_PASSWORD_TOKEN_KIND = 'resetPassword' as const;

/** POST /credentials/forgot */
export const useForgotPasswordRequest = () =>
  useMutation(
    orchestrator.mutation('POST', '/credentials/forgot', (identifier: string) => ({ body: { identifier } })),
  );

/** POST /credentials/forgotUsername */
export const useForgotUsernameRequest = () =>
  useMutation(
    orchestrator.mutation('POST', '/credentials/forgotUsername', (identifier: string) => ({
      body: { identifier },
    })),
  );

/** POST /self-registration/send-email */
export const useSelfRegistrationRequest = () =>
  useMutation(
    orchestrator.mutation('POST', '/self-registration/send-email', (emailAddress: string) => ({
      body: { emailAddress },
    })),
  );

/**
 * GET /tokens/resetPassword/{token}: load and verify the reset link. The route's loader fetches it on
 * every visit (src/common/data/tokenPage.ts: a link may have been used a moment ago); the screen reads
 * that answer without loading it again. Never retried on a server answer (src/app/queryClient.ts).
 */
export const resetTokenQueryOptions = (token: string) =>
  orchestrator.query(
    'GET',
    '/tokens/{kind}/{token}',
    { params: { path: { kind: RESET_PASSWORD_TOKEN_KIND, token } } },
    { staleTime: Infinity },
  );

/** POST /tokens/execute with the new password. */
export const useResetPassword = () =>
  useMutation(
    orchestrator.mutation(
      'POST',
      '/tokens/execute',
      ({ token, password }: { token: string; password: string }) => ({
        body: { kind: RESET_PASSWORD_TOKEN_KIND, token, data: { password } },
      }),
    ),
  );

/**
 * POST /saml/as-sp/clients/identity-providers/search: the provider's initiate URL for an address, or
 * null when the answer names none the browser may be sent to.
 */
export const useIdentityProviderSearch = () =>
  useMutation(
    authentication.mutation(
      'POST',
      '/saml/as-sp/clients/identity-providers/search',
      (email: string) => ({ body: { email } }),
      {
        read: (answer): string | null => {
          const provider = answer.identityProviders.find((candidate) =>
            toProviderUrl(candidate.initiateRequestUrl),
          );
          return provider ? toProviderUrl(provider.initiateRequestUrl) : null;
        },
      },
    ),
  );

/**
 * The provider's URL when it is one a browser may be sent to (http or https, absolute or relative to
 * this origin); null for anything else (`javascript:`, `data:`, garbage), which is never followed.
 */
export function toProviderUrl(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  try {
    const trimmed = raw.trim();
    const url = new URL(trimmed, window.location.origin);
    return isWebUrl(url) ? trimmed : null;
  } catch {
    return null;
  }
}
