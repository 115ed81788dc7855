import { useQueryClient } from '@tanstack/react-query';
import type { components } from '../generated/identity-orchestrator';
import { orchestrator, orchestratorV1 } from './services';

export type UsernameSettings = components['schemas']['UsernameSettings'];
export type AssociateUsername = components['schemas']['AssociateUsernameDetail'];
export type UpdateUsernameEntry =
  components['schemas']['UpdateUsernameRequest']['associateUsernames'][number];
export type ReviewUsernameEntry =
  components['schemas']['ReviewUsernameRequest']['associateUsernames'][number];

/**
 * GET /persons/me/check-username-obligation: the current username, each client's suggested user id and
 * the review and no-update flags. Read afresh on each visit.
 */
export const usernameSettingsQueryOptions = () =>
  orchestrator.queryOptions('get', '/persons/me/check-username-obligation', undefined, { staleTime: 0 });

/**
 * GET /username/{username}/username-availability-check (v1), for a username that differs from the
 * suggestion. The check resolves false for a taken name and for a failed check alike: the spec counts
 * a failed check as unavailable (ERROR_USERNAME_UNAVAILABLE), so it never throws; `ownErrors` keeps its
 * failures away from the app-wide handler.
 */
export const usernameAvailabilityQueryOptions = (username: string) =>
  orchestratorV1.queryOptions(
    'get',
    '/username/{username}/username-availability-check',
    { params: { path: { username } } },
    { staleTime: 0, retry: false, meta: { ownErrors: true } },
  );

/** Whether `username` is free: false for a taken name and for a failed check alike (above). */
export function useUsernameAvailability(): (username: string) => Promise<boolean> {
  const queryClient = useQueryClient();
  return (username) =>
    queryClient.fetchQuery(usernameAvailabilityQueryOptions(username)).then(
      (answer) => answer.isAvailable === true,
      () => false,
    );
}

/** POST /persons/me/update-username: a new user id (and the password) per client. */
export const updateUsernameMutationOptions = () =>
  orchestrator.mutationOptions('post', '/persons/me/update-username');

/** POST /persons/me/review-username: Continue in the review accepts the suggested user ids. */
export const reviewUsernameMutationOptions = () =>
  orchestrator.mutationOptions('post', '/persons/me/review-username');
