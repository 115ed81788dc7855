/**
 * The headers every call carries (openapi/common.yaml `TraceId`, `CsrfToken`). Apart from the clients'
 * middleware (./middleware.ts): the sign-in frame's boot script sends Next's call with them before any
 * client exists, and its imports must stay this small.
 */
export const TRACE_HEADER = 'X-Trace-Id';
export const CSRF_HEADER = 'X-CSRF-Token';
/**
 * Where a tab with no CSRF token gets one, under the authentication service's base: its `GET /check`,
 * whose every answer sets the cookie when the request carried none (openapi/common.yaml, `CsrfToken`).
 * The app's clients (./clients.ts) and the head's first reads (scripts/build/route-start.ts) alike.
 */
export const CSRF_TOKEN_SOURCE_PATH = '/check';

export function newTraceId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID().replaceAll('-', '');
  // randomUUID is missing outside secure contexts (a demo served over plain http on a LAN address).
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}
