/**
 * "Done, go on": the one way a flow or an obligation page ends once its work succeeded. Use it for every end that goes on to somewhere (not for a failure: that is a result page through
 * the outcome union). In order:
 *
 * 1. `recheckObligations` (every obligation page): GET /check-obligations
 *    first, so a person who owes a second obligation is taken to its page (resolved once, by the
 *    app-wide handler: src/api/globalErrors.ts) instead of being let through and stopped later. A
 *    failing check "returns nothing": the person goes on. If the server still wants this very page,
 *    the result is 'stillRequired' and nothing else happens.
 * 2. `toast`: a success message (already translated), shown first: the work is done, whatever comes next.
 * 3. `viaLogout` (the username pages): a single-sign-on session ends on /auth/logout with the query
 *    kept.
 * 4. Otherwise to `target(redirectUrl)` when given (registration's partner rule), else the `redirectUrl`
 *    query through the one sanitiser, else `fallback` (default: the landing path, which forwards to the
 *    product home). In-app targets replace the current entry; others are a full page load (`go`).
 *
 * ```ts
 * const finish = useFinish({ recheckObligations: true });
 * const outcome = await finish({ toast: t('toasts.CREATED_BASIC_CREDENTIALS') }); // 'left' | 'stillRequired'
 * ```
 */
import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { checkObligations } from '../../api/checkObligations';
import { isHandledGlobally } from '../../api/errors';
import { COOKIE, getCookie } from '../../lib/cookies';
import { LANDING_PATH, paths, toSearchParams } from '../../lib/paths';
import { sanitizeRedirect } from '../../lib/redirect';
import { useToast } from '../../ui/Toasts';
import { destinationFor, useGo, useAppWideErrors } from './go';

/** What became of "go on": the browser is on its way, or the server still wants this very page. */
export type FinishOutcome = 'left' | 'stillRequired';

export interface FinishOptions {
  /** Ask GET /check-obligations before going on (obligation pages). */
  recheckObligations?: boolean;
  /** A success toast (translated text), shown before anything else. */
  toast?: string | undefined;
  /** Single-sign-on sessions end on /auth/logout, the query kept. */
  viaLogout?: boolean;
  /** Where to go when the query has no usable `redirectUrl` (default: the landing path). */
  fallback?: string;
  /** The target from the raw `redirectUrl` query, for a flow with a rule of its own (it sanitises). */
  target?: (redirectUrl: string | null) => string;
}

/** Where a finished page goes: `target`'s answer, else the sanitised redirectUrl, else `fallback`. */
export function finishTarget(
  search: string,
  { fallback = LANDING_PATH, target }: FinishOptions = {},
): string {
  const redirectUrl = toSearchParams(search).get('redirectUrl');
  return target ? target(redirectUrl) : sanitizeRedirect(redirectUrl, fallback);
}

/** `defaults` apply to every call; a call's options override them. */
export function useFinish(defaults: FinishOptions = {}): (options?: FinishOptions) => Promise<FinishOutcome> {
  const location = useLocation();
  const go = useGo();
  const toAppWideHandler = useAppWideErrors();
  const toast = useToast();
  const { recheckObligations, toast: toastText, viaLogout, fallback, target } = defaults;
  return useCallback(
    async (options: FinishOptions = {}) => {
      const settings = { recheckObligations, toast: toastText, viaLogout, fallback, target, ...options };
      // First: the work is done whatever comes next (a second obligation's page, say).
      if (settings.toast) toast.show({ type: 'success', message: settings.toast });
      if (settings.recheckObligations) {
        try {
          await checkObligations();
        } catch (error) {
          // A 403 or another obligation's page: on its way. This page's own obligation: still owed.
          if (toAppWideHandler(error)) return 'left';
          if (isHandledGlobally(error)) return 'stillRequired';
        }
      }
      if (settings.viaLogout && getCookie(COOKIE.ssoSession) !== null) {
        go({ type: 'navigate', to: paths.logout.href(location.search) });
        return 'left';
      }
      go(destinationFor(finishTarget(location.search, settings), window.location.origin));
      return 'left';
    },
    [
      recheckObligations,
      toastText,
      viaLogout,
      fallback,
      target,
      location.search,
      toAppWideHandler,
      toast,
      go,
    ],
  );
}
