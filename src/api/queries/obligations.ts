import { mutationOptions } from '@tanstack/react-query';
import { checkObligations } from '../checkObligations';
import { authenticationService, formBody, identityOrchestrator } from '../clients';
import { apiConfig } from '../config';
import { apiKey } from './keys';

/**
 * GET /check-obligations as a mutation (../checkObligations.ts is the call): a 200 means nothing more
 * is owed; a 412 carries the next obligation and, being a mutation without `ownErrors`, goes through
 * the app-wide handler, which navigates to its page (the switch-client tab after a switch). An action,
 * not cached data: every press asks the server again. Obligation pages end through `useFinish`.
 */
export function recheckObligationsMutationOptions() {
  return mutationOptions({
    mutationKey: apiKey('authentication-service', '/check-obligations'),
    mutationFn: checkObligations,
  });
}

/**
 * PUT /persons/me/contact-info (no body): Confirm on the review-contact-info obligation says the
 * contact methods are reviewed; the answer carries contactInfoUpdatedAt.
 */
export function confirmContactInfoMutationOptions() {
  return mutationOptions({
    mutationKey: apiKey('identity-orchestrator', '/persons/me/contact-info', { confirm: true }),
    mutationFn: async (): Promise<void> => {
      await identityOrchestrator.PUT('/persons/me/contact-info');
    },
  });
}

/** POST /persons/me/basic-credentials: the create-basic-credentials obligation's username and password. */
export function createBasicCredentialsMutationOptions() {
  return mutationOptions({
    mutationKey: apiKey('identity-orchestrator', '/persons/me/basic-credentials'),
    mutationFn: async (body: { username: string; password: string }): Promise<void> => {
      await identityOrchestrator.POST('/persons/me/basic-credentials', { body });
    },
  });
}

/**
 * POST /login (form-encoded) from the force-basic-credential obligation: signing in again with the
 * username and password is what it asks for. Its failures are the page's own (a wrong password is not
 * the unauthorized page), hence `ownErrors`.
 */
export function signInAgainMutationOptions() {
  return mutationOptions({
    mutationKey: apiKey('authentication-service', '/login', { again: true }),
    meta: { ownErrors: true },
    mutationFn: async ({ username, password }: { username: string; password: string }): Promise<void> => {
      await authenticationService.POST('/login', {
        body: { username, password },
        bodySerializer: (value) => formBody(value),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      });
    },
  });
}

/**
 * The client's SAML sign-in page, a page of the authentication service the browser is sent to:
 * the force-SAML obligation's Continue.
 */
export function clientSamlPageUrl(clientId: string): string {
  return `${apiConfig.authenticationService}/clients/${encodeURIComponent(clientId)}`;
}
