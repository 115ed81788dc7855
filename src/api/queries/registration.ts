/**
 * The calls of registration and invitations: one query per GET, one mutation per write. A token is checked
 * on every visit (it may have been
 * used in another tab a moment ago): the token page's loader fetches it afresh
 * (src/common/data/tokenPage.ts)
 * and the screen reads that answer without loading it again.
 */
import { queryOptions } from '@tanstack/react-query';
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

const ids = (clientId: string, associateId: string) => ({ path: { clientId, associateId } });

/** Token reads: fetched afresh by the loader of each visit, never retried (a failed link is a result page). */
const tokenRead = { staleTime: Infinity, retry: false } as const;
/** The invitation's own reads: fresh on each visit, a failure answered at once. */
const invitationRead = { staleTime: 0, retry: false } as const;

/** GET /tokens/{kind}/{token}?extended=true: load and verify a token, with the names to show. */
export const tokenQueryOptions = (kind: TokenKind, token: string) =>
  orchestrator.query(
    'GET',
    '/tokens/{kind}/{token}',
    { params: { path: { kind, token }, query: { extended: true } } },
    tokenRead,
  );

/** GET /associate-tokens/{token}?extended=true: the invitation to link an existing account. */
export const associateTokenQueryOptions = (token: string) =>
  orchestrator.query(
    'GET',
    '/associate-tokens/{token}',
    { params: { path: { token }, query: { extended: true } } },
    tokenRead,
  );

/** GET …/dob-obligation: whether the invitation asks for the date-of-birth check. */
export const dobObligationQueryOptions = (clientId: string, associateId: string) =>
  orchestrator.query(
    'GET',
    '/clients/{clientId}/associates/{associateId}/dob-obligation',
    { params: ids(clientId, associateId) },
    invitationRead,
  );

/** GET …/identity-verifiers: whether a date of birth is on file to check against. */
export const identityVerifiersQueryOptions = (clientId: string, associateId: string) =>
  orchestrator.query(
    'GET',
    '/clients/{clientId}/associates/{associateId}/identity-verifiers',
    { params: ids(clientId, associateId) },
    invitationRead,
  );

/** GET …/registration-settings: company name, first name, whether to skip to account creation. */
export const registrationSettingsQueryOptions = (clientId: string, associateId: string) =>
  orchestrator.query(
    'GET',
    '/clients/{clientId}/associates/{associateId}/registration-settings',
    { params: ids(clientId, associateId) },
    invitationRead,
  );

/**
 * POST /feature-settings/idm/features/{flag} for the invitation's client (no session yet):
 * `enableRegistrationLinkExistingAccount`, `requireOnlyAdpEmails`. The caller decides what a failed
 * lookup means (`ownErrors`): no toast-and-navigate, the flow goes on. Hand-written: an answer
 * without a body is "off", not an error.
 */
export function clientFeatureFlagQueryOptions(flag: FeatureFlagName, clientId: string) {
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
export const verifyDobMutationOptions = () =>
  orchestrator.mutation(
    'POST',
    '/clients/{clientId}/associates/{associateId}/verify',
    ({ clientId, associateId, dob }: { clientId: string; associateId: string; dob: string }) => ({
      params: ids(clientId, associateId),
      body: { dob },
    }),
  );

/** GET /persons/email-addresses/check: resolves when the address is free, rejects when taken. */
export const checkEmailMutationOptions = () =>
  orchestrator.mutation('GET', '/persons/email-addresses/check', (emailAddress: string) => ({
    params: { query: { emailAddress } },
  }));

/** POST /tokens/prepareCodeEmailVerification: emails a code, answers the verification token. */
export const prepareEmailVerificationMutationOptions = () =>
  orchestrator.mutation(
    'POST',
    '/tokens/prepareCodeEmailVerification',
    (body: { emailAddress: string; associateToken: string }) => ({ body }),
    { read: (answer) => answer.data.token },
  );

/** POST /tokens/codeEmailVerification: the same code again. */
export const resendEmailCodeMutationOptions = () =>
  orchestrator.mutation('POST', '/tokens/codeEmailVerification', (token: string) => ({
    body: { kind: 'registrationEmailVerification' as const, token },
  }));

/** POST /tokens/validate with a code or a username (`exists` for the username). */
export const validateTokenMutationOptions = () =>
  orchestrator.mutation(
    'POST',
    '/tokens/validate',
    (body: { kind: TokenKind; token: string; data: { code?: string; username?: string } }) => ({ body }),
    { read: (answer) => answer.data },
  );

/** POST /tokens/createPerson: the verified email's token and code plus the person. */
export const createPersonMutationOptions = () =>
  orchestrator.mutation(
    'POST',
    '/tokens/createPerson',
    ({
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
        kind: 'registrationEmailVerification' as const,
        data: { code, isSSO: !('username' in personData), personData },
      },
    }),
    { read: (answer) => answer },
  );

/** POST /tokens/execute for a createCredential token: the username and password it asks for. */
export const createCredentialMutationOptions = () =>
  orchestrator.mutation(
    'POST',
    '/tokens/execute',
    ({ token, username, password }: { token: string; username: string; password: string }) => ({
      body: { kind: 'createCredential' as const, token, data: { username, password } },
    }),
  );

/** POST /associate-tokens/execute: links the invited associate to the signed-in person. */
export const connectAssociateMutationOptions = () =>
  orchestrator.mutation('POST', '/associate-tokens/execute', (body: { personId: string; token: string }) => ({
    body,
  }));

/** DELETE /associate-tokens/{token}: declines the invitation. */
export const declineAssociateMutationOptions = () =>
  orchestrator.mutation('DELETE', '/associate-tokens/{token}', (token: string) => ({
    params: { path: { token } },
  }));

/** POST /credentials/forgot: the reset-password email offered for an address already in use. */
export const forgotPasswordMutationOptions = () =>
  orchestrator.mutation('POST', '/credentials/forgot', (identifier: string) => ({
    body: { identifier },
  }));
