/**
 * The calls of the support tools and the doors into other products:
 * impersonation, the landing products, settings by group name, and the client's SAML page.
 */
import { mutationOptions } from '@tanstack/react-query';
import { apiConfig } from '../config';
import { identityOrchestrator } from '../clients';
import type { components as AuthComponents } from '../generated/authentication-service';
import type { components } from '../generated/identity-orchestrator';
import { apiKey } from './keys';
import { authentication, orchestrator } from './services';

export type Impersonation = components['schemas']['Impersonation'];
export type StartImpersonationRequest = components['schemas']['StartImpersonationRequest'];
export type LandingProduct = AuthComponents['schemas']['LandingProduct'];

/**
 * GET /sessions/impersonation/{id}: the associate an impersonation is for. Re-read on every visit: the
 * impersonation may have been used or withdrawn since. A failure is the screen's toast and error
 * view, except a 403 (not internal staff), which the app-wide handler takes to the unauthorized page.
 */
export const impersonationQueryOptions = (impersonationId: string) =>
  orchestrator.queryOptions(
    'get',
    '/sessions/impersonation/{id}',
    { params: { path: { id: impersonationId } } },
    { staleTime: 0 },
  );

/** The acting session the start answers with, from its response headers (openapi ActingSession*). */
export interface ActingSession {
  id: string;
  /** RFC 3339, as the header carries it. */
  expiresAt: string;
  mode: string;
}

export const ACTING_SESSION_HEADERS = {
  id: 'X-Acting-Session-Id',
  expiresAt: 'X-Acting-Session-Expires-At',
  mode: 'X-Acting-Session-Mode',
} as const;

/**
 * PUT /sessions/current/impersonation/start. Resolves with the acting session of the headers; a 2xx
 * without them is a broken answer, thrown, so nothing half-started is stored. Written by hand:
 * openapi-react-query resolves with the body only, and this answer is in its headers.
 */
export function startImpersonationMutationOptions() {
  return mutationOptions({
    mutationKey: apiKey('put', '/sessions/current/impersonation/start'),
    mutationFn: async (body: StartImpersonationRequest): Promise<ActingSession> => {
      // Direct: the answer is in its headers, and the library resolves with the body only.
      const { response } = await identityOrchestrator.PUT('/sessions/current/impersonation/start', {
        body,
      });
      const id = response.headers.get(ACTING_SESSION_HEADERS.id);
      const expiresAt = response.headers.get(ACTING_SESSION_HEADERS.expiresAt);
      const mode = response.headers.get(ACTING_SESSION_HEADERS.mode);
      if (!id || !expiresAt || !mode || Number.isNaN(Date.parse(expiresAt))) {
        throw new Error('the impersonation start answered without its acting-session headers');
      }
      return { id, expiresAt, mode };
    },
  });
}

/** GET /landing-products: the products the chooser offers, possibly none. */
export const landingProductsQueryOptions = () => authentication.queryOptions('get', '/landing-products');

/**
 * GET /settings/{group}: where a marketplace application group lives. Never cached: the address is
 * followed at once, and a retry after a failure must ask again.
 */
export const settingsByGroupQueryOptions = (group: string) =>
  orchestrator.queryOptions(
    'get',
    '/settings/{group}',
    { params: { path: { group } } },
    { staleTime: 0, gcTime: 0, select: (answer) => answer.url },
  );

/**
 * The client's SAML sign-in page (authentication service `GET /clients/{id}`), a page the browser is
 * sent to, not an API answer.
 */
export function clientSamlPageUrl(clientId: string): string {
  return `${apiConfig.authenticationService}/clients/${encodeURIComponent(clientId)}`;
}

/**
 * Asks for the client's SAML page before the browser is sent there, so a client without one ends on
 * a result page of ours instead of an error body in the browser. The page itself is not kept.
 */
export const clientSamlPageQueryOptions = (clientId: string) =>
  authentication.queryOptions(
    'get',
    '/clients/{id}',
    { params: { path: { id: clientId } }, parseAs: 'text' },
    { staleTime: 0, gcTime: 0, select: () => clientSamlPageUrl(clientId) },
  );
