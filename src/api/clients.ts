import createClient, { type Client } from 'openapi-fetch';
import { apiConfig } from './config';
import { RequestTimeoutError } from './errors';
import { csrfToken, normaliseErrors, requestHeaders } from './middleware';
import { CSRF_TOKEN_SOURCE_PATH, TRACE_HEADER } from './headers';
import { REQUEST_TIMEOUT_MS } from './requestTimeout';
import type { paths as AuthenticationPaths } from './generated/authentication-service';
import type { paths as OrchestratorPaths } from './generated/identity-orchestrator';
import type { paths as OrchestratorV1Paths } from './generated/identity-orchestrator-v1';
import type { paths as GatewayPaths } from './generated/ui-gateway';

/**
 * `fetch` with the timeout: the request is aborted, and the call rejects with a RequestTimeoutError
 * (its own class, so src/common/form/transient.ts knows it whatever the environment's DOMException is).
 * Bound late: createClient would otherwise keep the fetch it saw first, and msw (tests, demo) could not
 * see the requests.
 */
function fetchWithTimeout(request: Request, init?: RequestInit): Promise<Response> {
  const giveUp = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new RequestTimeoutError(request.headers.get(TRACE_HEADER) ?? ''));
      giveUp.abort();
    }, REQUEST_TIMEOUT_MS);
  });
  const signal = AbortSignal.any([request.signal, giveUp.signal]);
  return Promise.race([globalThis.fetch(request, { ...init, signal }), timedOut]).finally(() =>
    clearTimeout(timer),
  );
}

/**
 * Absolute, because openapi-fetch builds a Request from it and Request resolves nothing by itself
 * outside a browser (Vitest's jsdom uses Node's fetch).
 */
function absoluteBase(baseUrl: string): string {
  return new URL(baseUrl, globalThis.location?.href ?? 'http://localhost/').href.replace(/\/$/, '');
}

const sharedCsrfToken = csrfToken(
  `${absoluteBase(apiConfig.authenticationService)}${CSRF_TOKEN_SOURCE_PATH}`,
);

function serviceClient<Paths extends object>(baseUrl: string): Client<Paths> {
  const client = createClient<Paths>({
    baseUrl: absoluteBase(baseUrl),
    credentials: 'include',
    fetch: fetchWithTimeout,
  });
  // Answers pass middleware last to first: the CSRF retry sees a refusal before it becomes an error.
  client.use(requestHeaders, normaliseErrors, sharedCsrfToken);
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
