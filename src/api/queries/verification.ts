import { contactInfoQueryOptions } from './contacts';
import { refetchAfter } from './keys';
import { orchestrator } from './services';

/**
 * The signed-in person's email verification: a token of this kind whose code is emailed, executed
 * with the code (./tokens.ts).
 */
export const EMAIL_VERIFICATION = 'emailVerification' as const;

/** POST /persons/me/tokens: a token for the person's unverified email, its code emailed. */
export const sendMyEmailCodeMutationOptions = () =>
  orchestrator.mutationOptions('post', '/persons/me/tokens');

/** POST /tokens/emailVerification: the address replaced by another, a token for it, its code emailed. */
export const changeEmailMutationOptions = () =>
  orchestrator.mutationOptions('post', '/tokens/emailVerification');

/**
 * GET /associates/me/contact-info-sor: the verify-contact-info page's data (the person, the contact
 * info identity management holds, the system of record's). Read afresh on each visit.
 */
export const contactInfoSorQueryOptions = () =>
  orchestrator.queryOptions('get', '/associates/me/contact-info-sor', undefined, { staleTime: 0 });

export type ContactVerificationTarget = {
  type: 'email' | 'phone';
  purpose: 'personal' | 'business';
  /** The address, or the number in E.164. */
  value: string;
};

/** POST /persons/me/contact-verifications: a code to that method; answers the verification's id. */
export const startContactVerificationMutationOptions = () =>
  orchestrator.mutationOptions('post', '/persons/me/contact-verifications');

/**
 * POST /persons/me/contact-verifications/{id}/verify: the right code marks the method verified, so
 * the contact list is read again before `mutateAsync` resolves.
 */
export const verifyContactCodeMutationOptions = () =>
  orchestrator.mutationOptions(
    'post',
    '/persons/me/contact-verifications/{verificationId}/verify',
    refetchAfter(contactInfoQueryOptions().queryKey),
  );
