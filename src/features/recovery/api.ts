/**
 * The calls of the recovery and self-service entry screens: one `useMutation` or `queryOptions` per
 * endpoint. Each resolves with data or throws an ApiError (src/api middleware); the screens decide
 * what a failure means (./outcomes.ts).
 */
import { queryOptions, useMutation } from '@tanstack/react-query';
import { authenticationService, identityOrchestrator } from '../../api';
import { isWebUrl } from '../../lib/redirect';

/** The token kind of the reset-password link. */
export const RESET_PASSWORD_TOKEN_KIND = 'resetPassword';
export const recoveryKeys = {
  resetToken: (token: string) => ['recovery', 'token', RESET_PASSWORD_TOKEN_KIND, token] as const,
};

/** POST /credentials/forgot */
export function useForgotPasswordRequest() {
  return useMutation({
    mutationKey: ['recovery', 'forgot-password'],
    mutationFn: async (identifier: string) => {
      await identityOrchestrator.POST('/credentials/forgot', { body: { identifier } });
    },
  });
}

/** POST /credentials/forgotUsername */
export function useForgotUsernameRequest() {
  return useMutation({
    mutationKey: ['recovery', 'forgot-username'],
    mutationFn: async (identifier: string) => {
      await identityOrchestrator.POST('/credentials/forgotUsername', { body: { identifier } });
    },
  });
}

/** POST /self-registration/send-email */
export function useSelfRegistrationRequest() {
  return useMutation({
    mutationKey: ['recovery', 'self-registration'],
    mutationFn: async (emailAddress: string) => {
      await identityOrchestrator.POST('/self-registration/send-email', { body: { emailAddress } });
    },
  });
}

/**
 * GET /tokens/resetPassword/{token}: load and verify the reset link. The route's loader fetches it on
 * every visit (src/common/data/tokenPage.ts: a link may have been used a moment ago); the screen reads
 * that answer without loading it again. Never retried on a server answer (src/app/queryClient.ts).
 */
export function resetTokenQueryOptions(token: string) {
  return queryOptions({
    queryKey: recoveryKeys.resetToken(token),
    queryFn: async () => {
      const { data } = await identityOrchestrator.GET('/tokens/{kind}/{token}', {
        params: { path: { kind: RESET_PASSWORD_TOKEN_KIND, token } },
      });
      return data ?? null;
    },
    staleTime: Infinity,
  });
}

/** POST /tokens/execute with the new password. */
export function useResetPassword() {
  return useMutation({
    mutationKey: ['recovery', 'reset-password'],
    mutationFn: async ({ token, password }: { token: string; password: string }) => {
      await identityOrchestrator.POST('/tokens/execute', {
        body: { kind: RESET_PASSWORD_TOKEN_KIND, token, data: { password } },
      });
    },
  });
}

/**
 * POST /saml/as-sp/clients/identity-providers/search: the provider's initiate URL for an address, or
 * null when the answer names none the browser may be sent to.
 */
export function useIdentityProviderSearch() {
  return useMutation({
    mutationKey: ['recovery', 'sso-provider-search'],
    mutationFn: async (email: string): Promise<string | null> => {
      const { data } = await authenticationService.POST('/saml/as-sp/clients/identity-providers/search', {
        body: { email },
      });
      const provider = data?.identityProviders.find((candidate) =>
        toProviderUrl(candidate.initiateRequestUrl),
      );
      return provider ? toProviderUrl(provider.initiateRequestUrl) : null;
    },
  });
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
