import { formBody } from '../clients';
import { authentication, orchestrator } from './services';

/**
 * GET /check-obligations as a mutation, for a screen that asks again after an action of its own (the
 * switch-client tab after a switch): a 200 means nothing more is owed; a 412 carries the next
 * obligation and, being a mutation without `ownErrors`, goes through the app-wide handler, which
 * navigates to its page. An action, not cached data: every press asks the server again. Obligation
 * pages end through `useFinish`, over the plain call (../checkObligations.ts).
 */
export const useRecheckObligations = () => authentication.useMutation('get', '/check-obligations');

/**
 * PUT /persons/me/contact-info (no body): Confirm on the review-contact-info obligation says the
 * contact methods are reviewed; the answer carries contactInfoUpdatedAt.
 */
export const useConfirmContactInfo = () => orchestrator.useMutation('put', '/persons/me/contact-info');

/** POST /persons/me/basic-credentials: the create-basic-credentials obligation's username and password. */
export const useCreateBasicCredentials = () =>
  orchestrator.useMutation('post', '/persons/me/basic-credentials');

/**
 * POST /login from the force-basic-credential obligation: signing in again with the username and
 * password is what it asks for. Its failures are the page's own (a wrong password is not the
 * unauthorized page), hence `ownErrors`. Send it `signInAgainRequest(…)`: the body is form-encoded.
 */
export const useSignInAgain = () =>
  authentication.useMutation('post', '/login', { meta: { ownErrors: true } });

export const signInAgainRequest = ({ username, password }: { username: string; password: string }) => ({
  body: { username, password },
  bodySerializer: (value: Record<string, string | undefined>) => formBody(value),
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
});
