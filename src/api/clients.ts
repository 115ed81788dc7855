import createClient, { type Client } from 'openapi-fetch';
import { apiConfig } from './config';
import { normaliseErrors, requestHeaders } from './middleware';
import type { paths as AuthenticationPaths } from './generated/authentication-service';
import type { paths as OrchestratorPaths } from './generated/identity-orchestrator';
import type { paths as OrchestratorV1Paths } from './generated/identity-orchestrator-v1';
import type { paths as GatewayPaths } from './generated/ui-gateway';

function serviceClient<Paths extends object>(baseUrl: string): Client<Paths> {
  const client = createClient<Paths>({
    // Absolute, because openapi-fetch builds a Request from it and Request resolves nothing by itself
    // outside a browser (Vitest's jsdom uses Node's fetch).
    baseUrl: new URL(baseUrl, globalThis.location?.href ?? 'http://localhost/').href.replace(/\/$/, ''),
    credentials: 'include',
    // Bound late: createClient would otherwise keep the fetch it saw first, and msw (tests, demo) could
    // not see the requests.
    fetch: (...args) => globalThis.fetch(...args),
  });
  client.use(requestHeaders, normaliseErrors);
  return client;
}

export const authenticationService = serviceClient<AuthenticationPaths>(apiConfig.authenticationService);
export const identityOrchestrator = serviceClient<OrchestratorPaths>(apiConfig.identityOrchestrator);
export const identityOrchestratorV1 = serviceClient<OrchestratorV1Paths>(apiConfig.identityOrchestratorV1);
export const uiGateway = serviceClient<GatewayPaths>(apiConfig.uiGateway);

/** `application/x-www-form-urlencoded` body for the calls the spec says are form-encoded (/login). */
export function formBody(body: Record<string, string | undefined>): URLSearchParams {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) if (value !== undefined) form.set(key, value);
  return form;
}
