import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { authenticationService, identityOrchestrator } from './clients';
import { REQUEST_TIMEOUT_MS } from './requestTimeout';
import {
  ApiError,
  ForbiddenError,
  isHandledGlobally,
  ObligationError,
  RequestTimeoutError,
  UNKNOWN_ERROR_MESSAGE,
  UnreadableAnswerError,
} from './errors';
import { CSRF_HEADER, TRACE_HEADER } from './headers';
import { serverClock } from './middleware';
import { transientFailure } from '../common/form/transient';
import { PAULA_BLOCKED_BY_OBLIGATION } from '../../tests/fixtures/obligations';

const seen: Request[] = [];
const AUTH = '*/api/authentication-service/v0';
const ORCH = '*/api/identity-orchestrator/v0';
const server = setupServer(
  http.get(`${AUTH}/check`, ({ request }) => {
    seen.push(request);
    return HttpResponse.json({ authentication_method: 'Lifion', levelOfAssurance: 3 });
  }),
  http.post(`${AUTH}/logout`, ({ request }) => {
    seen.push(request);
    return new HttpResponse(null, { status: 204 });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
  document.cookie = 'XSRF-TOKEN=; Max-Age=0; Path=/';
});
afterAll(() => server.close());

describe('request headers', () => {
  it('sends the CSRF token from its cookie and a trace id on a POST', async () => {
    document.cookie = 'XSRF-TOKEN=csrf-123; Path=/';
    await authenticationService.POST('/logout');
    expect(seen[0]!.headers.get(CSRF_HEADER)).toBe('csrf-123');
    expect(seen[0]!.headers.get(TRACE_HEADER)).toMatch(/^[0-9a-f]{32}$/);
  });

  it('sends a trace id and no CSRF header on a GET', async () => {
    document.cookie = 'XSRF-TOKEN=csrf-123; Path=/';
    await authenticationService.GET('/check');
    expect(seen[0]!.headers.get(TRACE_HEADER)).toMatch(/^[0-9a-f]{32}$/);
    expect(seen[0]!.headers.has(CSRF_HEADER)).toBe(false);
  });

  it('gives every request its own trace id', async () => {
    await authenticationService.GET('/check');
    await authenticationService.GET('/check');
    expect(seen[0]!.headers.get(TRACE_HEADER)).not.toBe(seen[1]!.headers.get(TRACE_HEADER));
  });
});

describe('error normalising', () => {
  it('turns an unknown server code into UNKNOWN_ERROR with the default message', async () => {
    server.use(
      http.get(`${AUTH}/check`, () =>
        HttpResponse.json(
          { code: 'SOMETHING_NEW', errors: [{ code: 'ALSO_NEW', message: '<b>raw</b>' }] },
          { status: 500 },
        ),
      ),
    );
    const error = await authenticationService.GET('/check').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 500, code: 'UNKNOWN_ERROR', message: UNKNOWN_ERROR_MESSAGE });
    expect((error as ApiError).errors).toEqual([
      { code: 'UNKNOWN_ERROR', message: UNKNOWN_ERROR_MESSAGE, details: undefined },
    ]);
  });

  it('keeps a known code, its errors list and the trace id of the request', async () => {
    document.cookie = 'XSRF-TOKEN=csrf-123; Path=/';
    server.use(
      http.post(`${ORCH}/credentials/forgot`, ({ request }) => {
        seen.push(request);
        return HttpResponse.json(
          { code: 'TOO_MANY_ATTEMPTS', errors: [{ code: 'TOO_MANY_ATTEMPTS' }] },
          { status: 403 },
        );
      }),
    );
    const error = (await identityOrchestrator
      .POST('/credentials/forgot', { body: { identifier: 'a@b.example' } })
      .catch((e: unknown) => e)) as ApiError;
    // Too many attempts is the 403 a screen handles itself, not the unauthorized page.
    expect(error).not.toBeInstanceOf(ForbiddenError);
    expect(error.firstCode).toBe('TOO_MANY_ATTEMPTS');
    expect(error.traceId).toBe(seen[0]!.headers.get(TRACE_HEADER));
  });

  it('surfaces any other 403 as a ForbiddenError with the trace id', async () => {
    server.use(
      http.get(`${AUTH}/check`, () =>
        HttpResponse.json({ code: 'INSUFFICIENT_PERMISSIONS', errors: [] }, { status: 403 }),
      ),
    );
    const error = await authenticationService.GET('/check').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ForbiddenError);
    expect((error as ForbiddenError).traceId).toMatch(/^[0-9a-f]{32}$/);
  });

  it('yields the obligation action of a 412 from /check-obligations', async () => {
    const body = PAULA_BLOCKED_BY_OBLIGATION;
    server.use(http.get(`${AUTH}/check-obligations`, () => HttpResponse.json(body, { status: 412 })));
    const error = await authenticationService.GET('/check-obligations').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ObligationError);
    expect((error as ObligationError).obligation.requiredAction).toEqual(body.requiredAction);
  });

  it('treats a body that is not JSON as an unknown error', async () => {
    server.use(
      http.get(`${AUTH}/check`, () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })),
    );
    await expect(authenticationService.GET('/check')).rejects.toMatchObject({
      status: 502,
      code: 'UNKNOWN_ERROR',
    });
  });
});

describe('answers the app cannot use', () => {
  it('turns a 200 HTML page or a 200 JSON that does not parse into an UnreadableAnswerError', async () => {
    server.use(
      http.get(
        `${AUTH}/check`,
        () => new HttpResponse('<html>Bad gateway</html>', { headers: { 'Content-Type': 'text/html' } }),
        { once: true },
      ),
      http.get(
        `${AUTH}/check`,
        () => new HttpResponse('{"auth', { headers: { 'Content-Type': 'application/json' } }),
        { once: true },
      ),
    );
    await expect(authenticationService.GET('/check')).rejects.toBeInstanceOf(UnreadableAnswerError);
    await expect(authenticationService.GET('/check')).rejects.toBeInstanceOf(UnreadableAnswerError);
    await expect(authenticationService.GET('/check')).resolves.toMatchObject({
      data: { levelOfAssurance: 3 },
    });
  });

  it('gives up on a call with no answer within the timeout, with the trace id', async () => {
    // Only the timers are fake, and they still run with real time (msw's own waits); the test moves
    // them past the timeout once the call is out, which is after the timeout was armed.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    onTestFinished(() => void vi.useRealTimers());
    let reached!: () => void;
    const out = new Promise<void>((resolve) => (reached = resolve));
    server.use(
      http.get(
        `${AUTH}/check`,
        () => {
          reached();
          return new Promise<Response>(() => undefined);
        },
        { once: true },
      ),
    );
    const failure = authenticationService.GET('/check').catch((error: unknown) => error);
    await out;
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    let settled = false;
    void failure.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled, 'still waiting just before the timeout').toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await failure).toBeInstanceOf(RequestTimeoutError);
    expect(((await failure) as RequestTimeoutError).traceId).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('the server clock', () => {
  it("notes every answer's Date header, errors included", async () => {
    const ahead = new Date(Date.now() + 3_600_000).toUTCString();
    server.use(
      http.get(`${AUTH}/check`, () =>
        HttpResponse.json({ code: 'UNKNOWN_ERROR' }, { status: 500, headers: { Date: ahead } }),
      ),
    );
    await authenticationService.GET('/check').catch(() => undefined);
    expect(serverClock.now() - Date.now()).toBeGreaterThan(3_597_000);
  });
});

describe('the CSRF token of a tab that has none', () => {
  /** GET /check as the services answer it: a fresh token for a request that carries none. */
  function checkHandsOutTokens() {
    let minted = 0;
    server.use(
      http.get(`${AUTH}/check`, ({ request }) => {
        seen.push(request);
        if (!document.cookie.includes('XSRF-TOKEN='))
          document.cookie = `XSRF-TOKEN=token-${++minted}; Path=/`;
        return HttpResponse.json({ code: 'MISSING_SESSION_COOKIE', errors: [] }, { status: 401 });
      }),
    );
  }
  const checks = () => seen.filter((request) => request.url.endsWith('/check'));
  const refusal = () => HttpResponse.json({ code: 'CSRF_TOKEN_INVALID', errors: [] }, { status: 403 });

  it('fetches the token once for calls that start together, and every one sends it', async () => {
    checkHandsOutTokens();
    server.use(
      http.post(`${ORCH}/credentials/forgot`, ({ request }) => {
        seen.push(request);
        return HttpResponse.json({});
      }),
    );
    await Promise.all([
      authenticationService.POST('/logout'),
      identityOrchestrator.POST('/credentials/forgot', { body: { identifier: 'a@b.example' } }),
    ]);
    expect(checks()).toHaveLength(1);
    const posts = seen.filter((request) => request.method === 'POST');
    expect(posts.map((request) => request.headers.get(CSRF_HEADER))).toEqual(['token-1', 'token-1']);
  });

  it('fetches a fresh token after a refusal and sends the same call once more', async () => {
    checkHandsOutTokens();
    document.cookie = 'XSRF-TOKEN=expired; Path=/';
    const bodies: unknown[] = [];
    server.use(
      http.post(`${ORCH}/credentials/forgot`, async ({ request }) => {
        seen.push(request);
        bodies.push(await request.json());
        return request.headers.get(CSRF_HEADER) === 'expired' ? refusal() : HttpResponse.json({});
      }),
    );
    const { error } = await identityOrchestrator.POST('/credentials/forgot', {
      body: { identifier: 'a@b.example' },
    });
    expect(error).toBeUndefined();
    const posts = seen.filter((request) => request.method === 'POST');
    expect(posts.map((request) => request.headers.get(CSRF_HEADER))).toEqual(['expired', 'token-1']);
    expect(bodies).toEqual([{ identifier: 'a@b.example' }, { identifier: 'a@b.example' }]);
    expect(checks()).toHaveLength(1);
  });

  it('retries only once: a second refusal is a transient failure, not the "no permission" page', async () => {
    checkHandsOutTokens();
    server.use(
      http.post(`${ORCH}/credentials/forgot`, ({ request }) => {
        seen.push(request);
        return refusal();
      }),
    );
    const error = await identityOrchestrator
      .POST('/credentials/forgot', { body: { identifier: 'a@b.example' } })
      .catch((e: unknown) => e);
    expect(seen.filter((request) => request.method === 'POST')).toHaveLength(2);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(ForbiddenError);
    expect(isHandledGlobally(error)).toBe(false);
    expect(transientFailure(error)).toBe('unavailable');
  });

  it('sends a call whose token fetch got no answer to the screen as offline', async () => {
    server.use(http.get(`${AUTH}/check`, () => HttpResponse.error()));
    const error = await authenticationService.POST('/logout').catch((e: unknown) => e);
    expect(transientFailure(error)).toBe('offline');
    expect(seen).toHaveLength(0);
  });
});
