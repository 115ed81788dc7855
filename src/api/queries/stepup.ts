import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { authenticationService } from '../clients';
import type { components } from '../generated/authentication-service';
import { apiKey } from './keys';

export type StepUpState = components['schemas']['StepUpState'];
export type StepUpAuthMethod = components['schemas']['StepUpAuthMethod'];

/**
 * GET /step-up: whether the session already meets `requiredLevel`, else where a code can go (spec
 * section 3 "MFA"). Read afresh on every visit: the level changes with each step-up.
 */
export function stepUpQueryOptions(requiredLevel: number) {
  return queryOptions({
    queryKey: apiKey('authentication-service', '/step-up', { requiredLevel }),
    queryFn: async ({ signal }) => {
      const { data } = await authenticationService.GET('/step-up', {
        params: { query: { requiredLevel } },
        signal,
      });
      if (data === undefined) throw new Error('empty answer from /step-up');
      return data;
    },
    staleTime: 0,
  });
}

/** POST /step-up/code: sends a code through the chosen method (an email, or a text). */
export function sendStepUpCodeMutationOptions() {
  return mutationOptions({
    mutationKey: apiKey('authentication-service', '/step-up/code'),
    mutationFn: async (body: { requiredLevel: number; selectedAuthMethod: string }): Promise<void> => {
      await authenticationService.POST('/step-up/code', { body });
    },
  });
}

/** POST /step-up/verify: the right code raises the session's level of assurance. */
export function verifyStepUpCodeMutationOptions() {
  return mutationOptions({
    mutationKey: apiKey('authentication-service', '/step-up/verify'),
    mutationFn: async (body: { requiredLevel: number; selectedAuthMethod: string; code: string }) => {
      const { data } = await authenticationService.POST('/step-up/verify', { body });
      if (data === undefined) throw new Error('empty answer from /step-up/verify');
      return data;
    },
  });
}
