import { queryOptions } from '@tanstack/react-query';
import { owedObligation } from '../checkObligations';
import { formBody } from '../clients';
import type { ObligationRequired } from '../errors';
import { apiKey } from './keys';
import { authentication, orchestrator } from './services';

/**
 * GET /check-obligations, read afresh (`queryClient.fetchQuery`) by a screen that asks again after an
 * action of its own (the switch-client tab after a switch): a 200 means nothing more is owed; a 412
 * carries the next obligation and, being a query without `ownErrors`, goes through the app-wide
 * handler, which navigates to its page. Never cached, never retried. Obligation pages end through
 * `useFinish`, over the plain call (../checkObligations.ts).
 */
export const obligationsRecheckQueryOptions = () =>
  authentication.queryOptions('get', '/check-obligations', undefined, { staleTime: 0, retry: false });

/**
 * PUT /persons/me/contact-info (no body): Confirm on the review-contact-info obligation says the
 * contact methods are reviewed; the answer carries contactInfoUpdatedAt.
 */
export const confirmContactInfoMutationOptions = () =>
  orchestrator.mutationOptions('put', '/persons/me/contact-info');

/** POST /persons/me/basic-credentials: the create-basic-credentials obligation's username and password. */
export const createBasicCredentialsMutationOptions = () =>
  orchestrator.mutationOptions('post', '/persons/me/basic-credentials');

/**
 * POST /login from the force-basic-credential obligation: signing in again with the username and
 * password is what it asks for. Its failures are the page's own (a wrong password is not the
 * unauthorized page), hence `ownErrors`. Send it `signInAgainRequest(…)`: the body is form-encoded.
 */
export const signInAgainMutationOptions = () =>
  authentication.mutationOptions('post', '/login', { meta: { ownErrors: true } });

export const signInAgainRequest = ({ username, password }: { username: string; password: string }) => ({
  body: { username, password },
  bodySerializer: (value: Record<string, string | undefined>) => formBody(value),
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
});

/** Whether the person on /auth/change-password owes a password change; 'unknown' when the check failed. */
export type PasswordObligation = 'owed' | 'none' | 'unknown';

const isChangePassword = ({ obligation, requiredAction }: ObligationRequired) =>
  obligation.command === 'changePassword' ||
  (requiredAction.kind === 'command' && requiredAction.command === 'changePassword');

/**
 * GET /check-obligations for the change-password page's words: only someone who owes the change is
 * told their password has expired. The 412 is the expected answer here, not a
 * navigation (`ownErrors`), and a failed check never fails the page: it reads as 'unknown' and the page
 * uses its neutral words.
 */
export function passwordObligationQueryOptions() {
  return queryOptions({
    queryKey: apiKey('get', '/check-obligations', { for: 'changePassword' }),
    queryFn: async (): Promise<PasswordObligation> => {
      try {
        const owed = await owedObligation();
        return owed && isChangePassword(owed) ? 'owed' : 'none';
      } catch {
        return 'unknown';
      }
    },
    staleTime: 0,
    meta: { ownErrors: true },
  });
}
