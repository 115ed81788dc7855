import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { identityOrchestrator } from '../clients';
import { apiKey } from './keys';

/**
 * The signed-in person's email verification (spec sections 4 "Email verification and add contact"
 * and 7): an emailVerification token whose code is emailed, executed with the code.
 */

function tokenOf(data: { token: string } | undefined, path: string): string {
  if (data === undefined) throw new Error(`empty answer from ${path}`);
  return data.token;
}

/** POST /persons/me/tokens: a token for the person's unverified email, its code emailed. */
export function sendMyEmailCodeMutationOptions() {
  return mutationOptions({
    mutationKey: apiKey('identity-orchestrator', '/persons/me/tokens'),
    mutationFn: async (): Promise<string> =>
      tokenOf(
        (await identityOrchestrator.POST('/persons/me/tokens', { body: { kind: 'emailVerification' } })).data,
        '/persons/me/tokens',
      ),
  });
}

/** POST /tokens/emailVerification: the address replaced by another, a token for it, its code emailed. */
export function changeEmailMutationOptions() {
  return mutationOptions({
    mutationKey: apiKey('identity-orchestrator', '/tokens/emailVerification'),
    mutationFn: async (body: { emailAddress: string; oldEmail: string }): Promise<string> =>
      tokenOf(
        (await identityOrchestrator.POST('/tokens/emailVerification', { body })).data,
        '/tokens/emailVerification',
      ),
  });
}

/** POST /tokens/codeEmailVerification for an emailVerification token: its code again. */
export function resendMyEmailCodeMutationOptions() {
  return mutationOptions({
    mutationKey: apiKey('identity-orchestrator', '/tokens/codeEmailVerification', {
      kind: 'emailVerification',
    }),
    mutationFn: async (token: string): Promise<void> => {
      await identityOrchestrator.POST('/tokens/codeEmailVerification', {
        body: { kind: 'emailVerification', token },
      });
    },
  });
}

/** POST /tokens/execute for an emailVerification token: the right code verifies the address. */
export function verifyEmailCodeMutationOptions() {
  return mutationOptions({
    mutationKey: apiKey('identity-orchestrator', '/tokens/execute', { kind: 'emailVerification' }),
    mutationFn: async ({ token, code }: { token: string; code: string }): Promise<void> => {
      await identityOrchestrator.POST('/tokens/execute', {
        body: { kind: 'emailVerification', token, data: { code } },
      });
    },
  });
}

/**
 * GET /associates/me/contact-info-sor: the verify-contact-info page's data (the person, the contact
 * info identity management holds, the system of record's). Read afresh on each visit.
 */
export function contactInfoSorQueryOptions() {
  return queryOptions({
    queryKey: apiKey('identity-orchestrator', '/associates/me/contact-info-sor'),
    queryFn: async ({ signal }) => {
      const { data } = await identityOrchestrator.GET('/associates/me/contact-info-sor', { signal });
      if (data === undefined) throw new Error('empty answer from /associates/me/contact-info-sor');
      return data;
    },
    staleTime: 0,
  });
}

export type ContactVerificationTarget = {
  type: 'email' | 'phone';
  purpose: 'personal' | 'business';
  /** The address, or the number in E.164. */
  value: string;
};

/** POST /persons/me/contact-verifications: a code to that method; resolves the verification's id. */
export function startContactVerificationMutationOptions() {
  return mutationOptions({
    mutationKey: apiKey('identity-orchestrator', '/persons/me/contact-verifications'),
    mutationFn: async (body: ContactVerificationTarget): Promise<string> => {
      const { data } = await identityOrchestrator.POST('/persons/me/contact-verifications', { body });
      if (data === undefined) throw new Error('empty answer from /persons/me/contact-verifications');
      return data.verificationId;
    },
  });
}

/** POST /persons/me/contact-verifications/{id}/verify: the right code marks the method verified. */
export function verifyContactCodeMutationOptions() {
  return mutationOptions({
    mutationKey: apiKey('identity-orchestrator', '/persons/me/contact-verifications/{verificationId}/verify'),
    mutationFn: async ({ verificationId, code }: { verificationId: string; code: string }): Promise<void> => {
      await identityOrchestrator.POST('/persons/me/contact-verifications/{verificationId}/verify', {
        params: { path: { verificationId } },
        body: { code },
      });
    },
  });
}
