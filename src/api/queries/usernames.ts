import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { identityOrchestrator, identityOrchestratorV1 } from '../clients';
import type { components } from '../generated/identity-orchestrator';
import { apiKey } from './keys';

export type UsernameSettings = components['schemas']['UsernameSettings'];
export type AssociateUsername = components['schemas']['AssociateUsernameDetail'];
export type UpdateUsernameEntry =
  components['schemas']['UpdateUsernameRequest']['associateUsernames'][number];
export type ReviewUsernameEntry =
  components['schemas']['ReviewUsernameRequest']['associateUsernames'][number];

/**
 * GET /persons/me/check-username-obligation: the current username, each client's suggested user id and
 * the review and no-update flags (spec section 3 "Username settings"). Read afresh on each visit.
 */
export function usernameSettingsQueryOptions() {
  return queryOptions({
    queryKey: apiKey('identity-orchestrator', '/persons/me/check-username-obligation'),
    queryFn: async ({ signal }) => {
      const { data } = await identityOrchestrator.GET('/persons/me/check-username-obligation', { signal });
      if (data === undefined) throw new Error('empty answer from /persons/me/check-username-obligation');
      return data;
    },
    staleTime: 0,
  });
}

/**
 * GET /username/{username}/username-availability-check (v1), for a username that differs from the
 * suggestion. Resolves false for a taken name and for a failed check alike: the spec counts a failed
 * check as unavailable (ERROR_USERNAME_UNAVAILABLE), so it never throws; `ownErrors` keeps its
 * failures away from the app-wide handler.
 */
export function usernameAvailabilityMutationOptions() {
  return mutationOptions({
    mutationKey: apiKey('identity-orchestrator-v1', '/username/{username}/username-availability-check'),
    meta: { ownErrors: true },
    mutationFn: async (username: string): Promise<boolean> => {
      try {
        const { data } = await identityOrchestratorV1.GET(
          '/username/{username}/username-availability-check',
          {
            params: { path: { username } },
          },
        );
        return data?.isAvailable === true;
      } catch {
        return false;
      }
    },
  });
}

/** POST /persons/me/update-username: a new user id (and the password) per client. */
export function updateUsernameMutationOptions() {
  return mutationOptions({
    mutationKey: apiKey('identity-orchestrator', '/persons/me/update-username'),
    mutationFn: async (associateUsernames: UpdateUsernameEntry[]): Promise<void> => {
      await identityOrchestrator.POST('/persons/me/update-username', { body: { associateUsernames } });
    },
  });
}

/** POST /persons/me/review-username: Continue in the review accepts the suggested user ids. */
export function reviewUsernameMutationOptions() {
  return mutationOptions({
    mutationKey: apiKey('identity-orchestrator', '/persons/me/review-username'),
    mutationFn: async (associateUsernames: ReviewUsernameEntry[]): Promise<void> => {
      await identityOrchestrator.POST('/persons/me/review-username', { body: { associateUsernames } });
    },
  });
}
