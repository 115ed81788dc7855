import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { ForbiddenError, ObligationError } from '../../api/errors';
import { recheckObligationsMutationOptions } from '../../api/queries/obligations';
import { COOKIE, getCookie } from '../../lib/cookies';
import { resolveObligation } from '../../lib/obligations';
import { paths } from '../../lib/paths';
import { sanitizeRedirect } from '../../lib/redirect';
import { destinationFor, useGo } from '../../common/navigation/go';

/** What became of "go on": the browser is on its way, or the server still wants this very page. */
export type FinishOutcome = 'left' | 'stillRequired';

/**
 * Where a met obligation sends the person (spec section 4 "Obligations"): the redirectUrl query,
 * sanitised, else the product landing page (which forwards to the product home).
 */
export function afterObligationTarget(redirectUrl: string | null): string {
  return sanitizeRedirect(redirectUrl);
}

/**
 * Going on once an obligation page is done: GET /check-obligations first, so a person who owes a second
 * obligation is taken to its page (the app-wide handler navigates for the 412) instead of being let
 * through and stopped again later; nothing owed, or a failing check ("a failing check after login
 * returns nothing"), goes to the redirectUrl query or the product home. `viaLogout`: the username
 * pages end single-sign-on sessions on /auth/logout with the query kept (spec section 4).
 */
export function useFinishObligation(): (options?: { viaLogout?: boolean }) => Promise<FinishOutcome> {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const go = useGo();
  const { mutateAsync } = useMutation(recheckObligationsMutationOptions());
  return useCallback(
    async ({ viaLogout = false } = {}) => {
      try {
        await mutateAsync();
      } catch (error) {
        if (error instanceof ObligationError) {
          const step = resolveObligation(error.obligation, location);
          // The handler navigates for any other answer; this page's own obligation is still owed.
          return step.type === 'none' ? 'stillRequired' : 'left';
        }
        // On its way to the unauthorized page.
        if (error instanceof ForbiddenError) return 'left';
      }
      if (viaLogout && getCookie(COOKIE.ssoSession) !== null) {
        go({ type: 'navigate', to: paths.logout.href(location.search) });
        return 'left';
      }
      const target = afterObligationTarget(searchParams.get('redirectUrl'));
      go(destinationFor(target, window.location.origin));
      return 'left';
    },
    [mutateAsync, location, go, searchParams],
  );
}
