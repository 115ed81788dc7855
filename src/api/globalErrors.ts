import { resolveObligation } from '../lib/obligations';
import { paths } from '../lib/paths';
import { browserLocation } from '../lib/browser';
import { ForbiddenError, ObligationError } from './errors';

export type Navigate = (to: string) => void;
/** Where the app is now: the router's location, which a memory router keeps apart from window.location. */
export type CurrentLocation = () => { pathname: string; search: string };

/**
 * The one place where cross-cutting API outcomes become navigation: a 403
 * goes to the unauthorized page with its trace id, a 412 to whatever the obligation requires.
 * Screens still see the error and may show it; they never navigate for these themselves (they ask
 * `isHandledGlobally` in ./errors.ts). TanStack
 * Query's caches call it for every query and mutation (src/app/queryClient.ts); a call made outside
 * Query (the sign-in page's, `useFinish`'s obligation check) hands its error here through `useAppWideErrors`
 * (src/common/navigation/go.ts). The one place a 412 is resolved.
 *
 * Returns whether it is navigating: false for any other error, and for an obligation whose page is the
 * current one (the obligation is still owed: the page stays and says so).
 */
export function handleGlobalApiError(
  error: unknown,
  navigate: Navigate,
  currentLocation: CurrentLocation,
): boolean {
  if (error instanceof ForbiddenError) {
    navigate(paths.unauthorizedError.href({ traceId: error.traceId }));
    return true;
  }
  if (!(error instanceof ObligationError)) return false;
  const step = resolveObligation(error.obligation, currentLocation());
  if (step.type === 'navigate') navigate(step.to);
  else if (step.type === 'external') browserLocation.assign(step.url);
  else return false;
  return true;
}
