import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ForbiddenError, isApiError, ObligationError } from '../api';
import { resolveObligation } from '../lib/obligations';
import { paths } from '../lib/paths';
import { browserLocation } from '../lib/browser';

export type Navigate = (to: string) => void;
/** Where the app is now: the router's location, which a memory router keeps apart from window.location. */
export type CurrentLocation = () => { pathname: string; search: string };

/**
 * The one place where cross-cutting API outcomes become navigation (spec section 8 "Handling"): a 403
 * goes to the unauthorized page with its trace id, a 412 to whatever the obligation requires.
 * Screens still see the error and may show it; they never navigate for these themselves.
 */
export function handleGlobalApiError(
  error: unknown,
  navigate: Navigate,
  currentLocation: CurrentLocation,
): void {
  if (error instanceof ForbiddenError) {
    navigate(paths.unauthorizedError.href({ traceId: error.traceId }));
    return;
  }
  if (error instanceof ObligationError) {
    const step = resolveObligation(error.obligation, currentLocation());
    if (step.type === 'navigate') navigate(step.to);
    else if (step.type === 'external') browserLocation.assign(step.url);
  }
}

export function createQueryClient(navigate: Navigate, currentLocation: CurrentLocation): QueryClient {
  const onError = (error: unknown) => handleGlobalApiError(error, navigate, currentLocation);
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        // A server's answer is final; only network failures are worth another try.
        retry: (failureCount, error) => !isApiError(error) && failureCount < 2,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}
