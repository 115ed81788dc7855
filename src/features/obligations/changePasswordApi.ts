import { queryOptions } from '@tanstack/react-query';
import { owedObligation } from '../../api/checkObligations';
import type { ObligationRequired } from '../../api/errors';
import { apiKey } from '../../api/queries/keys';
import { signedInLoader } from '../../common/session/loadSession';
import { primeQuery } from '../../common/data/loaderContext';

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

/** The route's loader: the answer is there before the page paints, so its heading never changes. */
export const changePasswordLoader = signedInLoader((queryClient) =>
  primeQuery(queryClient, passwordObligationQueryOptions()),
);
