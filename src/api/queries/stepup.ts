import type { components } from '../generated/authentication-service';
import { authentication } from './services';

export type StepUpState = components['schemas']['StepUpState'];
export type StepUpAuthMethod = components['schemas']['StepUpAuthMethod'];

/**
 * GET /step-up: whether the session already meets `requiredLevel`, else where a code can go.
 * Read afresh on every visit: the level changes with each step-up.
 */
export const stepUpQueryOptions = (requiredLevel: number) =>
  authentication.queryOptions('get', '/step-up', { params: { query: { requiredLevel } } }, { staleTime: 0 });

/** POST /step-up/code: sends a code through the chosen method (an email, or a text). */
export const sendStepUpCodeMutationOptions = () => authentication.mutationOptions('post', '/step-up/code');

/** POST /step-up/verify: the right code raises the session's level of assurance. */
export const verifyStepUpCodeMutationOptions = () =>
  authentication.mutationOptions('post', '/step-up/verify');
