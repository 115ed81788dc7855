/**
 * The calls of the recovery and self-service entry screens, through the contract's typed calls
 * (src/api/queries/services.ts, openapi-react-query). Each hook hands its screen the one call it makes,
 * taking what the person typed; it resolves with data or throws an ApiError (src/api middleware), and
 * the screens decide what a failure means (./outcomes.ts).
 */
import { useForgotPassword } from '../../api/queries/credentials';
import { authentication, orchestrator } from '../../api/queries/services';
import { useExecuteToken } from '../../api/queries/tokens';
import { isWebUrl } from '../../lib/redirect';

/** The token kind of the reset-password link. */
export const RESET_PASSWORD_TOKEN_KIND = 'resetPassword' as const;

/** One address in, the request sent. */
export type EmailRequest = (email: string) => Promise<unknown>;

/** POST /credentials/forgot */
export function useForgotPasswordRequest(): EmailRequest {
  const { mutateAsync } = useForgotPassword();
  return (identifier) => mutateAsync({ body: { identifier } });
}

/** POST /credentials/forgotUsername */
export function useForgotUsernameRequest(): EmailRequest {
  const { mutateAsync } = orchestrator.useMutation('post', '/credentials/forgotUsername');
  return (identifier) => mutateAsync({ body: { identifier } });
}

/** POST /self-registration/send-email */
export function useSelfRegistrationRequest(): EmailRequest {
  const { mutateAsync } = orchestrator.useMutation('post', '/self-registration/send-email');
  return (emailAddress) => mutateAsync({ body: { emailAddress } });
}

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

/** POST /tokens/execute with the new password. */
export function useResetPassword(): (request: { token: string; password: string }) => Promise<unknown> {
  const { mutateAsync } = useExecuteToken();
  return ({ token, password }) =>
    mutateAsync({ body: { kind: RESET_PASSWORD_TOKEN_KIND, token, data: { password } } });
}

/**
 * POST /saml/as-sp/clients/identity-providers/search: the provider's initiate URL for an address, or
 * null when the answer names none the browser may be sent to.
 */
export function useIdentityProviderSearch(): (email: string) => Promise<string | null> {
  const { mutateAsync } = authentication.useMutation('post', '/saml/as-sp/clients/identity-providers/search');
  return async (email) => {
    const answer = await mutateAsync({ body: { email } });
    const provider = answer.identityProviders.find((candidate) =>
      toProviderUrl(candidate.initiateRequestUrl),
    );
    return provider ? toProviderUrl(provider.initiateRequestUrl) : null;
  };
}

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
