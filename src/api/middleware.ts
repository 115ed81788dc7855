import type { Middleware } from 'openapi-fetch';
import { COOKIE, getCookie } from '../lib/cookies';
import { createServerClock } from '../lib/session';
import { toApiError, UnreadableAnswerError } from './errors';

export const TRACE_HEADER = 'X-Trace-Id';
export const CSRF_HEADER = 'X-CSRF-Token';

export function newTraceId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID().replaceAll('-', '');
  // randomUUID is missing outside secure contexts (a demo served over plain http on a LAN address).
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

/**
 * The server's clock as this page knows it, learned from the clients' answers; it belongs to the page
 * as the clients do (the session-expiry countdown reads it). Nothing needs to reset it: every answer
 * sets it anew.
 */
export const serverClock = createServerClock();

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Stamps every request with a fresh trace id and, on non-GET, the double-submit CSRF token. */
export const requestHeaders: Middleware = {
  onRequest({ request }) {
    request.headers.set(TRACE_HEADER, newTraceId());
    if (!SAFE_METHODS.has(request.method.toUpperCase())) {
      const token = getCookie(COOKIE.xsrf);
      if (token) request.headers.set(CSRF_HEADER, token);
    }
    return request;
  },
};

/**
 * Notes the server's clock from every answer's `Date` header (the session-expiry countdown compares
 * the server-set expiry with it, src/lib/session.ts), then turns every non-2xx answer into a thrown
 * ApiError (or ForbiddenError / ObligationError), so a call either resolves with data or rejects with
 * one error type. A 2xx whose JSON does not parse (a proxy's HTML page) is an UnreadableAnswerError
 * here, not a SyntaxError from deep inside openapi-fetch. Deciding what to do about it (navigate,
 * toast, show inline) is the app's job, never the middleware's.
 */
export const normaliseErrors: Middleware = {
  async onResponse({ request, response, options }) {
    serverClock.note(response.headers.get('Date'));
    const traceId = request.headers.get(TRACE_HEADER) ?? '';
    if (response.ok) {
      if (options.parseAs === 'json' && !(await isReadableJson(response))) {
        throw new UnreadableAnswerError(response.status, traceId);
      }
      return undefined;
    }
    const body: unknown = await response
      .clone()
      .json()
      .catch(() => undefined);
    throw toApiError(response.status, body, traceId);
  },
};

/** An empty body (a 204, most writes) reads as nothing; anything else must parse. */
async function isReadableJson(response: Response): Promise<boolean> {
  if (response.status === 204) return true;
  const text = await response.clone().text();
  if (text === '') return true;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
