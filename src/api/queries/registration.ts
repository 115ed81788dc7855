/**
 * The calls of registration and invitations: query options per read, mutation options per write. A token is checked
 * on every visit (it may have been
 * used in another tab a moment ago): the token page's loader fetches it afresh
 * (src/common/data/tokenPage.ts)
 * and the screen reads that answer without loading it again.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { identityOrchestrator } from '../clients';
import type { components } from '../generated/identity-orchestrator';
import type { FeatureFlagName } from '../session';
import { apiKey } from './keys';
import { orchestrator } from './services';

type Schemas = components['schemas'];
export type Token = Schemas['Token'];
export type TokenKind = Schemas['TokenKind'];
export type RegistrationSettings = Schemas['RegistrationSettings'];
export type PersonData = Schemas['PersonData'];
export type SsoPersonData = Schemas['SsoPersonData'];

/** The request of an invitation's own calls: the client and the associate in the path. */
export const invitationPath = (clientId: string, associateId: string) => ({
  params: { path: { clientId, associateId } },
});

/** Token reads: fetched afresh by the loader of each visit, never retried (a failed link is a result page). */
const tokenRead = { staleTime: Infinity, retry: false } as const;
/** The invitation's own reads: fresh on each visit, a failure answered at once. */
const invitationRead = { staleTime: 0, retry: false } as const;

/** GET /tokens/{kind}/{token}?extended=true: load and verify a token, with the names to show. */
export const tokenQueryOptions = (kind: TokenKind, token: string) =>
  orchestrator.queryOptions(
    'get',
    '/tokens/{kind}/{token}',
    { params: { path: { kind, token }, query: { extended: true } } },
    tokenRead,
  );

/** GET /associate-tokens/{token}?extended=true: the invitation to link an existing account. */
export const associateTokenQueryOptions = (token: string) =>
  orchestrator.queryOptions(
    'get',
    '/associate-tokens/{token}',
    { params: { path: { token }, query: { extended: true } } },
    tokenRead,
  );

/** GET …/dob-obligation: whether the invitation asks for the date-of-birth check. */
export const dobObligationQueryOptions = (clientId: string, associateId: string) =>
  orchestrator.queryOptions(
    'get',
    '/clients/{clientId}/associates/{associateId}/dob-obligation',
    invitationPath(clientId, associateId),
    invitationRead,
  );

/** GET …/identity-verifiers: whether a date of birth is on file to check against. */
export const identityVerifiersQueryOptions = (clientId: string, associateId: string) =>
  orchestrator.queryOptions(
    'get',
    '/clients/{clientId}/associates/{associateId}/identity-verifiers',
    invitationPath(clientId, associateId),
    invitationRead,
  );

/** GET …/registration-settings: company name, first name, whether to skip to account creation. */
export const registrationSettingsQueryOptions = (clientId: string, associateId: string) =>
  orchestrator.queryOptions(
    'get',
    '/clients/{clientId}/associates/{associateId}/registration-settings',
    invitationPath(clientId, associateId),
    invitationRead,
  );

/**
 * POST /feature-settings/idm/features/{flag} for the invitation's client (no session yet):
 * `enableRegistrationLinkExistingAccount`, `requireOnlyAdpEmails`. The caller decides what a failed
 * lookup means (`ownErrors`): no toast-and-navigate, the flow goes on. Hand-written: an answer
 * without a body is "off", not an error.
 */
export function clientFeatureFlagQueryOptions(flag: FeatureFlagName, clientId: string) {
  const request = { params: { path: { flag } }, body: { clientId } };
  return queryOptions({
    queryKey: apiKey('post', '/feature-settings/idm/features/{flag}', request),
    queryFn: async ({ signal }) => {
      // Direct: an answer without a body is "off" here, not the error the library's options would make it.
      const { data } = await identityOrchestrator.POST('/feature-settings/idm/features/{flag}', {
        ...request,
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
export const verifyDobMutationOptions = () =>
  orchestrator.mutationOptions('post', '/clients/{clientId}/associates/{associateId}/verify');

/**
 * GET /persons/email-addresses/check: resolves when the address is free, rejects when taken. Asked
 * afresh each time (`queryClient.fetchQuery`), never retried: a taken address is an answer.
 */
export const checkEmailQueryOptions = (emailAddress: string) =>
  orchestrator.queryOptions(
    'get',
    '/persons/email-addresses/check',
    { params: { query: { emailAddress } } },
    { staleTime: 0, retry: false },
  );

/** POST /tokens/prepareCodeEmailVerification: emails a code, answers the verification token. */
export const prepareEmailVerificationMutationOptions = () =>
  orchestrator.mutationOptions('post', '/tokens/prepareCodeEmailVerification');

/** POST /tokens/validate with a code or a username (`exists` for the username). */
export const validateTokenMutationOptions = () => orchestrator.mutationOptions('post', '/tokens/validate');

/** The kind of the token that verifies a new account's email (validated, resent, then executed). */
export const REGISTRATION_EMAIL_VERIFICATION = 'registrationEmailVerification' as const;

/** POST /tokens/createPerson: the verified email's token and code plus the person. */
export const createPersonMutationOptions = () => orchestrator.mutationOptions('post', '/tokens/createPerson');

/** The body of /tokens/createPerson: a person without a username signs in through single sign-on. */
export const createPersonRequest = ({
  token,
  code,
  personData,
}: {
  token: string;
  code: string;
  personData: PersonData | SsoPersonData;
}) => ({
  body: {
    token,
    kind: REGISTRATION_EMAIL_VERIFICATION,
    data: { code, isSSO: !('username' in personData), personData },
  },
});

/** POST /associate-tokens/execute: links the invited associate to the signed-in person. */
export const connectAssociateMutationOptions = () =>
  orchestrator.mutationOptions('post', '/associate-tokens/execute');

/** DELETE /associate-tokens/{token}: declines the invitation. */
export const declineAssociateMutationOptions = () =>
  orchestrator.mutationOptions('delete', '/associate-tokens/{token}');

/** POST /self-registration/send-email: the self-registration link, for an address. */
export const selfRegistrationMutationOptions = () =>
  orchestrator.mutationOptions('post', '/self-registration/send-email');

/**
 * The invitation's whole reading as one query (`resolve`: src/features/registration/resolveInvitation.ts):
 * the user-confirmation loader verifies it, the screen reads it. Keyed as the API's reads are (./keys.ts):
 * its first call, the token's GET, with what it is for, so a prefix that reaches the token's reads
 * reaches this one too.
 */
export const invitationQueryOptions = <Step>(
  token: string,
  resolve: (client: QueryClient, token: string) => Promise<Step>,
) =>
  queryOptions({
    queryKey: apiKey('get', '/tokens/{kind}/{token}', {
      params: { path: { kind: 'registration', token } },
      for: 'invitation',
    }),
    queryFn: ({ client }) => resolve(client, token),
    retry: false,
  });
