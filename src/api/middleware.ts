import type { Middleware } from 'openapi-fetch';
import { COOKIE, deleteCookie, getCookie } from '../lib/cookies';
import { createServerClock } from '../lib/session';
import { CSRF_REFUSED_CODE, toApiError, UnreadableAnswerError } from './errors';
import { CSRF_HEADER, newTraceId, TRACE_HEADER } from './headers';

/**
 * The server's clock as this page knows it, learned from the clients' answers; it belongs to the page
 * as the clients do (the session-expiry countdown reads it). Nothing needs to reset it: every answer
 * sets it anew.
 */
export const serverClock = createServerClock();

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Stamps every request with a fresh trace id. */
export const requestHeaders: Middleware = {
  onRequest({ request }) {
    request.headers.set(TRACE_HEADER, newTraceId());
    return request;
  },
};

/**
 * The double-submit CSRF token, as openapi/common.yaml (`CsrfToken`) lays it down: every non-GET
 * echoes the `XSRF-TOKEN` cookie in X-CSRF-Token. A tab with no cookie yet (a page opened straight from
 * a bookmark or another app's link, whose first call is a POST) first asks `tokenSource`, a GET whose
 * answer sets the cookie; calls that start together wait for that one GET. A 403 `CSRF_TOKEN_INVALID`
 * (the token expired or was rotated) fetches a fresh token and sends the call once more; a second
 * refusal reaches the screen as a plain ApiError, which src/common/form/transient.ts counts as a snag
 * with Try again, never as the "no permission" page.
 *
 * Answers pass middleware last to first, so this one must come after normaliseErrors in `client.use`
 * to see a refusal before it becomes an error. One instance serves every client, so the tab fetches
 * the token once whichever service it calls first.
 */
export function csrfToken(tokenSource: string): Middleware {
  let tokenOnTheWay: Promise<void> | null = null;
  /** A copy of each non-GET as it was sent, so a refused one can be sent again (a body is read once). */
  const resendable = new WeakMap<Request, Request>();

  function fetchToken(send: typeof fetch, discardCurrent: boolean): Promise<void> {
    tokenOnTheWay ??= (async () => {
      // The source hands out a token only to a request that carries none.
      if (discardCurrent) deleteCookie(COOKIE.xsrf);
      // Only the answer's Set-Cookie matters; whether the tab is signed in is not this call's question.
      await send(
        new Request(tokenSource, { credentials: 'include', headers: { [TRACE_HEADER]: newTraceId() } }),
      );
    })().finally(() => {
      tokenOnTheWay = null;
    });
    return tokenOnTheWay;
  }

  function withToken(request: Request): Request {
    const token = getCookie(COOKIE.xsrf);
    if (token) request.headers.set(CSRF_HEADER, token);
    else request.headers.delete(CSRF_HEADER);
    return request;
  }

  return {
    async onRequest({ request, options }) {
      if (SAFE_METHODS.has(request.method.toUpperCase())) return undefined;
      if (!getCookie(COOKIE.xsrf)) await fetchToken(options.fetch, false);
      withToken(request);
      resendable.set(request, request.clone());
      return request;
    },
    async onResponse({ request, response, options }) {
      const copy = resendable.get(request);
      resendable.delete(request);
      if (!copy || response.status !== 403) return undefined;
      const body: unknown = await response
        .clone()
        .json()
        .catch(() => undefined);
      if ((body as { code?: unknown } | undefined)?.code !== CSRF_REFUSED_CODE) return undefined;
      await fetchToken(options.fetch, true);
      // The same trace id: upstream logs show the refusal and the retry as one call.
      return options.fetch(withToken(copy));
    },
  };
}

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
