/**
 * The calls of registration and invitations (spec sections 4 "Registration and account creation" and
 * 7): one `queryOptions` per GET, one `mutationOptions` per write. Token reads are never cached: a link
 * is checked on every visit (it may have been used in another tab a moment ago).
 */
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { identityOrchestrator } from '../clients';
import type { components } from '../generated/identity-orchestrator';
import { apiKey, required } from './keys';

type Schemas = components['schemas'];
export type Token = Schemas['Token'];
export type TokenKind = Schemas['TokenKind'];
export type RegistrationSettings = Schemas['RegistrationSettings'];
export type PersonData = Schemas['PersonData'];
export type SsoPersonData = Schemas['SsoPersonData'];

const ids = (clientId: string, associateId: string) => ({ path: { clientId, associateId } });

/** GET /tokens/{kind}/{token}?extended=true: load and verify a token, with the names to show. */
export function tokenQueryOptions(kind: TokenKind, token: string) {
  return queryOptions({
    queryKey: apiKey('identity-orchestrator', '/tokens/{kind}/{token}', { kind, token, extended: true }),
    queryFn: async ({ signal }) =>
      required(
        (
          await identityOrchestrator.GET('/tokens/{kind}/{token}', {
            params: { path: { kind, token }, query: { extended: true } },
            signal,
          })
        ).data,
        '/tokens/{kind}/{token}',
      ),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

/** GET /associate-tokens/{token}?extended=true: the invitation to link an existing account. */
export function associateTokenQueryOptions(token: string) {
  return queryOptions({
    queryKey: apiKey('identity-orchestrator', '/associate-tokens/{token}', { token, extended: true }),
    queryFn: async ({ signal }) =>
      required(
        (
          await identityOrchestrator.GET('/associate-tokens/{token}', {
            params: { path: { token }, query: { extended: true } },
            signal,
          })
        ).data,
        '/associate-tokens/{token}',
      ),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

/** GET …/dob-obligation: whether the invitation asks for the date-of-birth check. */
export function dobObligationQueryOptions(clientId: string, associateId: string) {
  const path = '/clients/{clientId}/associates/{associateId}/dob-obligation' as const;
  return queryOptions({
    queryKey: apiKey('identity-orchestrator', path, { clientId, associateId }),
    queryFn: async ({ signal }) =>
      required(
        (await identityOrchestrator.GET(path, { params: ids(clientId, associateId), signal })).data,
        path,
      ),
    staleTime: 0,
    retry: false,
  });
}

/** GET …/identity-verifiers: whether a date of birth is on file to check against. */
export function identityVerifiersQueryOptions(clientId: string, associateId: string) {
  const path = '/clients/{clientId}/associates/{associateId}/identity-verifiers' as const;
  return queryOptions({
    queryKey: apiKey('identity-orchestrator', path, { clientId, associateId }),
    queryFn: async ({ signal }) =>
      required(
        (await identityOrchestrator.GET(path, { params: ids(clientId, associateId), signal })).data,
        path,
      ),
    staleTime: 0,
    retry: false,
  });
}

/** GET …/registration-settings: company name, first name, whether to skip to account creation. */
export function registrationSettingsQueryOptions(clientId: string, associateId: string) {
  const path = '/clients/{clientId}/associates/{associateId}/registration-settings' as const;
  return queryOptions({
    queryKey: apiKey('identity-orchestrator', path, { clientId, associateId }),
    queryFn: async ({ signal }) =>
      required(
        (await identityOrchestrator.GET(path, { params: ids(clientId, associateId), signal })).data,
        path,
      ),
    staleTime: 0,
    retry: false,
  });
}

/**
 * POST /feature-settings/idm/features/{flag} for the invitation's client (no session yet):
 * `enableRegistrationLinkExistingAccount`, `requireOnlyAdpEmails`. The caller decides what a failed
 * lookup means (`ownErrors`): no toast-and-navigate, the flow goes on.
 */
export function clientFeatureFlagQueryOptions(
  flag: 'enableRegistrationLinkExistingAccount' | 'requireOnlyAdpEmails',
  clientId: string,
) {
  return queryOptions({
    queryKey: apiKey('identity-orchestrator', '/feature-settings/idm/features/{flag}', { flag, clientId }),
    queryFn: async ({ signal }) => {
      const { data } = await identityOrchestrator.POST('/feature-settings/idm/features/{flag}', {
        params: { path: { flag } },
        body: { clientId },
        signal,
      });
      return data?.isEnabled === true;
    },
    staleTime: 5 * 60 * 1000,
    retry: false,
    meta: { ownErrors: true },
  });
}

/** POST …/verify: the date of birth the person entered (ISO date). */
export function verifyDobMutationOptions() {
  return mutationOptions({
    mutationKey: apiKey('identity-orchestrator', '/clients/{clientId}/associates/{associateId}/verify'),
    mutationFn: async ({
      clientId,
      associateId,
      dob,
    }: {
      clientId: string;
      associateId: string;
      dob: string;
    }) => {
      await identityOrchestrator.POST('/clients/{clientId}/associates/{associateId}/verify', {
        params: ids(clientId, associateId),
        body: { dob },
      });
    },
  });
}

/** GET /persons/email-addresses/check: resolves when the address is free, rejects when taken. */
export function checkEmailMutationOptions() {
  return mutationOptions({
    mutationKey: apiKey('identity-orchestrator', '/persons/email-addresses/check'),
    mutationFn: async (emailAddress: string) => {
      await identityOrchestrator.GET('/persons/email-addresses/check', {
        params: { query: { emailAddress } },
      });
    },
  });
}

/** POST /tokens/prepareCodeEmailVerification: emails a code, answers the verification token. */
export function prepareEmailVerificationMutationOptions() {
  return mutationOptions({
    mutationKey: apiKey('identity-orchestrator', '/tokens/prepareCodeEmailVerification'),
    mutationFn: async ({ emailAddress, associateToken }: { emailAddress: string; associateToken: string }) =>
      required(
        (
          await identityOrchestrator.POST('/tokens/prepareCodeEmailVerification', {
            body: { emailAddress, associateToken },
          })
        ).data,
        '/tokens/prepareCodeEmailVerification',
      ).data.token,
  });
}

/** POST /tokens/codeEmailVerification: the same code again. */
export function resendEmailCodeMutationOptions() {
  return mutationOptions({
    mutationKey: apiKey('identity-orchestrator', '/tokens/codeEmailVerification'),
    mutationFn: async (token: string) => {
      await identityOrchestrator.POST('/tokens/codeEmailVerification', {
        body: { kind: 'registrationEmailVerification', token },
      });
    },
  });
}

/** POST /tokens/validate with a code or a username (`exists` for the username). */
export function validateTokenMutationOptions() {
  return mutationOptions({
    mutationKey: apiKey('identity-orchestrator', '/tokens/validate'),
    mutationFn: async ({
      kind,
      token,
      data,
    }: {
      kind: TokenKind;
      token: string;
      data: { code?: string; username?: string };
    }) =>
      required(
        (await identityOrchestrator.POST('/tokens/validate', { body: { kind, token, data } })).data,
        '/tokens/validate',
      ).data,
  });
}

/** POST /tokens/createPerson: the verified email's token and code plus the person. */
export function createPersonMutationOptions() {
  return mutationOptions({
    mutationKey: apiKey('identity-orchestrator', '/tokens/createPerson'),
    mutationFn: async ({
      token,
      code,
      personData,
    }: {
      token: string;
      code: string;
      personData: PersonData | SsoPersonData;
    }) =>
      required(
        (
          await identityOrchestrator.POST('/tokens/createPerson', {
            body: {
              token,
              kind: 'registrationEmailVerification',
              data: { code, isSSO: !('username' in personData), personData },
            },
          })
        ).data,
        '/tokens/createPerson',
      ),
  });
}

/** POST /tokens/execute for a createCredential token: the username and password it asks for. */
export function createCredentialMutationOptions() {
  return mutationOptions({
    mutationKey: apiKey('identity-orchestrator', '/tokens/execute', { kind: 'createCredential' }),
    mutationFn: async ({
      token,
      username,
      password,
    }: {
      token: string;
      username: string;
      password: string;
    }) => {
      await identityOrchestrator.POST('/tokens/execute', {
        body: { kind: 'createCredential', token, data: { username, password } },
      });
    },
  });
}

/** POST /associate-tokens/execute: links the invited associate to the signed-in person. */
export function connectAssociateMutationOptions() {
  return mutationOptions({
    mutationKey: apiKey('identity-orchestrator', '/associate-tokens/execute'),
    mutationFn: async ({ personId, token }: { personId: string; token: string }) => {
      await identityOrchestrator.POST('/associate-tokens/execute', { body: { personId, token } });
    },
  });
}

/** DELETE /associate-tokens/{token}: declines the invitation. */
export function declineAssociateMutationOptions() {
  return mutationOptions({
    mutationKey: apiKey('identity-orchestrator', '/associate-tokens/{token}', { delete: true }),
    mutationFn: async (token: string) => {
      await identityOrchestrator.DELETE('/associate-tokens/{token}', { params: { path: { token } } });
    },
  });
}

/** POST /credentials/forgot: the reset-password email offered for an address already in use. */
export function forgotPasswordMutationOptions() {
  return mutationOptions({
    mutationKey: apiKey('identity-orchestrator', '/credentials/forgot'),
    mutationFn: async (identifier: string) => {
      await identityOrchestrator.POST('/credentials/forgot', { body: { identifier } });
    },
  });
}
