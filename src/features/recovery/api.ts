/**
 * The recovery and self-service entry screens' hooks over the calls' option factories
 * (src/api/queries): each hands its screen the one call it makes, taking what the person typed; it resolves with data or throws an ApiError (src/api middleware), and
 * the screens decide what a failure means (./outcomes.ts).
 */
import { useMutation } from '@tanstack/react-query';
import { forgotPasswordMutationOptions, forgotUsernameMutationOptions } from '../../api/queries/credentials';
import { selfRegistrationMutationOptions } from '../../api/queries/registration';
import { identityProviderSearchMutationOptions } from '../../api/queries/sso';
import { executeTokenMutationOptions, RESET_PASSWORD_TOKEN_KIND } from '../../api/queries/tokens';
import { isWebUrl } from '../../lib/redirect';

/** One address in, the request sent. */
export type EmailRequest = (email: string) => Promise<unknown>;

/** POST /credentials/forgot */
export function useForgotPasswordRequest(): EmailRequest {
  const { mutateAsync } = useMutation(forgotPasswordMutationOptions());
  return (identifier) => mutateAsync({ body: { identifier } });
}

/** POST /credentials/forgotUsername */
export function useForgotUsernameRequest(): EmailRequest {
  const { mutateAsync } = useMutation(forgotUsernameMutationOptions());
  return (identifier) => mutateAsync({ body: { identifier } });
}

/** POST /self-registration/send-email */
export function useSelfRegistrationRequest(): EmailRequest {
  const { mutateAsync } = useMutation(selfRegistrationMutationOptions());
  return (emailAddress) => mutateAsync({ body: { emailAddress } });
}

/** POST /tokens/execute with the new password. */
export function useResetPassword(): (request: { token: string; password: string }) => Promise<unknown> {
  const { mutateAsync } = useMutation(executeTokenMutationOptions());
  return ({ token, password }) =>
    mutateAsync({ body: { kind: RESET_PASSWORD_TOKEN_KIND, token, data: { password } } });
}

/**
 * POST /saml/as-sp/clients/identity-providers/search: the provider's initiate URL for an address, or
 * null when the answer names none the browser may be sent to.
 */
export function useIdentityProviderSearch(): (email: string) => Promise<string | null> {
  const { mutateAsync } = useMutation(identityProviderSearchMutationOptions());
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
