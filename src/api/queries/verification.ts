import { contactInfoQueryOptions } from './contacts';
import { orchestrator } from './services';

/**
 * The signed-in person's email verification: an emailVerification token whose code is emailed, executed
 * with the code.
 */

const tokenOf = (answer: { token: string }) => answer.token;

/** POST /persons/me/tokens: a token for the person's unverified email, its code emailed. */
export const sendMyEmailCodeMutationOptions = () =>
  orchestrator.mutation(
    'POST',
    '/persons/me/tokens',
    () => ({ body: { kind: 'emailVerification' as const } }),
    { read: tokenOf },
  );

/** POST /tokens/emailVerification: the address replaced by another, a token for it, its code emailed. */
export const changeEmailMutationOptions = () =>
  orchestrator.mutation(
    'POST',
    '/tokens/emailVerification',
    (body: { emailAddress: string; oldEmail: string }) => ({ body }),
    { read: tokenOf },
  );

/** POST /tokens/codeEmailVerification for an emailVerification token: its code again. */
export const resendMyEmailCodeMutationOptions = () =>
  orchestrator.mutation('POST', '/tokens/codeEmailVerification', (token: string) => ({
    body: { kind: 'emailVerification' as const, token },
  }));

/** POST /tokens/execute for an emailVerification token: the right code verifies the address. */
export const verifyEmailCodeMutationOptions = () =>
  orchestrator.mutation('POST', '/tokens/execute', ({ token, code }: { token: string; code: string }) => ({
    body: { kind: 'emailVerification' as const, token, data: { code } },
  }));

/**
 * GET /associates/me/contact-info-sor: the verify-contact-info page's data (the person, the contact
 * info identity management holds, the system of record's). Read afresh on each visit.
 */
export const contactInfoSorQueryOptions = () =>
  orchestrator.query('GET', '/associates/me/contact-info-sor', undefined, { staleTime: 0 });

export type ContactVerificationTarget = {
  type: 'email' | 'phone';
  purpose: 'personal' | 'business';
  /** The address, or the number in E.164. */
  value: string;
};

/** POST /persons/me/contact-verifications: a code to that method; resolves the verification's id. */
export const startContactVerificationMutationOptions = () =>
  orchestrator.mutation(
    'POST',
    '/persons/me/contact-verifications',
    (body: ContactVerificationTarget) => ({ body }),
    { read: (answer) => answer.verificationId },
  );

/**
 * POST /persons/me/contact-verifications/{id}/verify: the right code marks the method verified, so
 * the contact list is read again before `mutateAsync` resolves.
 */
export const verifyContactCodeMutationOptions = () =>
  orchestrator.mutation(
    'POST',
    '/persons/me/contact-verifications/{verificationId}/verify',
    ({ verificationId, code }: { verificationId: string; code: string }) => ({
      params: { path: { verificationId } },
      body: { code },
    }),
    { invalidates: () => [contactInfoQueryOptions().queryKey] },
  );
