import { getResponse, http, HttpResponse, matchRequestUrl, type HttpHandler, delay } from 'msw';
import type { Contract, Operation } from '../openapi/contract.ts';
import type { FaultKind, MockContext } from './context.ts';
import { errorResponse, type ErrorCode } from './errors.ts';
import { jsonTooDeep, longestString, MAX_JSON_DEPTH, MAX_STRING_CHARS } from './limits.ts';
import { randomId, XSRF_COOKIE } from './session.ts';
import { stubResponse, takeStub } from './stubs.ts';

export interface Exchange {
  request: Request;
  requestBody: unknown;
  response: Response;
}

export interface PipelineOptions {
  contract: Contract;
  /** The typed handlers of the four services. */
  serviceHandlers: HttpHandler[];
  /** Called with every API exchange (the contract tests record them). */
  onExchange?: (exchange: Exchange) => void;
  /**
   * Checks every answer against the contract at run time (the HTTP modes): a violation is logged with the
   * operation and the field, and the answer carries CONTRACT_VIOLATION_HEADER.
   */
  checkAnswers?: boolean;
}

/** Set on an answer that breaks openapi/: the operation, the field and what is wrong, in one line. */
export const CONTRACT_VIOLATION_HEADER = 'X-Mock-Contract-Violation';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const FAULT_CODES: Record<number, ErrorCode> = {
  400: 'INVALID_REQUEST',
  401: 'MISSING_SESSION_COOKIE',
  403: 'INSUFFICIENT_PERMISSIONS',
  404: 'RESOURCE_NOT_FOUND',
};

/**
 * One handler in front of every `/api/…` call, doing what a gateway would: injected faults, the CSRF
 * check, request validation against openapi/ (so bad input is a 400 that changes nothing), then the
 * service handler, then the mock clock's Date and the XSRF cookie on the way out.
 */
export function apiPipeline(context: MockContext, options: PipelineOptions): HttpHandler {
  const serviceHandlersFor = handlersByRoute(options.serviceHandlers);
  return http.all('*/api/*', async ({ request, cookies }) => {
    const url = new URL(request.url);
    const method = request.method.toUpperCase();
    const arrivedAt = context.clock.iso();
    const parsed = await readBody(request.clone());
    const journal = (status: number | null, extra?: Parameters<typeof context.journal.record>[4]) =>
      context.journal.record(
        request,
        parsed.tooDeep ? '(nested too deep)' : parsed.malformed ? '(not valid JSON)' : parsed.value,
        status,
        arrivedAt,
        extra,
      );

    const fault = takeFault(context, method, url.pathname);
    if (fault) {
      if (fault.delayMs > 0) await delay(fault.delayMs);
      // Off the contract on purpose, so neither goes to the contract recorder: no answer at all (msw's
      // network error; the Node server destroys the socket), or a 200 the app cannot read.
      if (fault.kind === 'drop') {
        journal(null);
        return HttpResponse.error();
      }
      if (fault.kind) {
        journal(200);
        return withMockDate(context, faultAnswer(fault.kind));
      }
      if (fault.status)
        return finish(
          errorResponse(fault.status, fault.code ?? FAULT_CODES[fault.status] ?? 'UNKNOWN_ERROR', {
            message: 'Injected fault',
          }),
        );
    }

    if (!SAFE_METHODS.has(method)) {
      const expected = cookies[XSRF_COOKIE];
      if (!expected || request.headers.get('X-CSRF-Token') !== expected) {
        return finish(
          errorResponse(403, 'CSRF_TOKEN_INVALID', { message: 'Missing or mismatched CSRF token.' }),
        );
      }
    }

    if (parsed.tooDeep) {
      return finish(
        errorResponse(400, 'INVALID_REQUEST', {
          message: `The request body nests deeper than the mock reads: at most ${MAX_JSON_DEPTH} levels.`,
        }),
      );
    }
    if (parsed.malformed) {
      return finish(
        errorResponse(400, 'INVALID_REQUEST', { message: 'The request body is not valid JSON.' }),
      );
    }
    if (longestString(parsed.value) > MAX_STRING_CHARS) {
      return finish(
        errorResponse(400, 'INVALID_REQUEST', {
          message: `A string in the body is longer than the mock keeps: at most ${MAX_STRING_CHARS} characters.`,
        }),
      );
    }
    if (!options.contract.findOperation(method, url.pathname)) {
      return finish(
        errorResponse(404, 'RESOURCE_NOT_FOUND', { message: `No such operation: ${method} ${url.pathname}` }),
      );
    }
    const problems = options.contract.validateRequest({
      method,
      url: request.url,
      contentType: request.headers.get('content-type'),
      body: parsed.value,
      headers: request.headers,
    });
    if (problems.length > 0) {
      const first = problems[0]!;
      return finish(
        errorResponse(400, 'INVALID_REQUEST', {
          message: first.message,
          errors: problems.slice(0, 10).map((problem) => ({
            code: 'INVALID_REQUEST' as const,
            message: problem.message,
            ...(problem.field ? { details: { field: problem.field } } : {}),
          })),
        }),
      );
    }

    const stubbed = context.stubs.length > 0 ? takeStub(context.stubs, journalView()) : undefined;
    if (stubbed) {
      if (stubbed.stub.delayMs > 0) await delay(stubbed.stub.delayMs);
      return finish(stubResponse(stubbed.answer), parsed.value);
    }
    const response =
      (await getResponse(serviceHandlersFor(method, url), request)) ??
      errorResponse(501, 'UNKNOWN_ERROR', { message: `No mock handler for ${method} ${url.pathname}` });
    if (!SAFE_METHODS.has(method) && response.status < 400) context.onChange?.();
    return finish(response, parsed.value);

    /** The request as the journal and stubs see it. */
    function journalView() {
      return {
        method,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: Object.fromEntries([...request.headers].map(([name, value]) => [name.toLowerCase(), value])),
        body: parsed.value,
      };
    }

    async function finish(answer: Response, requestBody?: unknown): Promise<Response> {
      let out = withMockDate(context, answer);
      const operation = options.contract.findOperation(method, url.pathname);
      // A path outside every contract is an unknown route (the mock's own 404), not a violation.
      const problems =
        options.checkAnswers && operation
          ? await answerViolations(options.contract, method, request.url, out)
          : [];
      if (problems.length > 0) {
        const lines = problems.map((problem) => `${operationName(operation!)} ${problem}`);
        for (const line of lines) console.warn(`[mock-server] contract violation: ${line}`);
        if (context.strictContract) out = withMockDate(context, strictRefusal(out.status, lines));
        // A header value is one line of visible ASCII.
        out.headers.set(CONTRACT_VIOLATION_HEADER, asciiHeader(lines.join(' | ')));
      }
      if (!cookies[XSRF_COOKIE]) {
        // Double-submit CSRF: the first answer hands out the token the app echoes in X-CSRF-Token.
        out.headers.append('Set-Cookie', `${XSRF_COOKIE}=${randomId()}; Path=/; SameSite=Lax`);
      }
      const entry = journal(out.status, {
        ...(problems.length > 0 && { violations: problems.map((problem) => asciiHeader(problem)) }),
        ...(!operation && { unknownRoute: true as const }),
      });
      for (const problem of problems)
        context.violations.add(
          {
            operation: operationName(operation!),
            method,
            path: operation!.fullPath,
            status: answer.status,
            problem: asciiHeader(problem),
          },
          entry.seq,
        );
      options.onExchange?.({ request, requestBody, response: out.clone() });
      return out;
    }
  });
}

const operationName = (operation: Operation) =>
  operation.operationId ?? `${operation.method} ${operation.fullPath}`;

/** How an answer breaks the contract, one `<field>: <what is wrong>` each; [] when it keeps it. */
async function answerViolations(contract: Contract, method: string, url: string, answer: Response) {
  const contentType = answer.headers.get('content-type');
  const text = await answer.clone().text();
  let body: unknown = text || undefined;
  if (text && contentType?.includes('json')) {
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      body = text;
    }
  }
  const problems = contract.validateResponse({ method, url, status: answer.status, contentType, body });
  return problems.map((problem) => `${problem.field ?? '(answer)'}: ${problem.message}`);
}

/** Visible ASCII on one line, at most 1000 characters: `→` becomes `->`, anything else outside ASCII `?`. */
export function asciiHeader(text: string): string {
  return text
    .replace(/\u2192/g, '->')
    .replace(/[^\x20-\x7e]/g, '?')
    .slice(0, 1000);
}

/** What strict mode sends instead of a violating answer: a 500 that cannot be mistaken for the service's. */
function strictRefusal(status: number, lines: string[]): Response {
  const message = `The mock's answer (${status}) breaks the contract: ${asciiHeader(lines.join(' | '))}`;
  return Response.json(
    { code: 'CONTRACT_VIOLATION', message, errors: [{ code: 'CONTRACT_VIOLATION', message }] },
    { status: 500 },
  );
}

/** A 200 whose body the app cannot read as the contract's JSON: a proxy's error page, a cut-off body. */
function faultAnswer(kind: Exclude<FaultKind, 'drop'>): Response {
  switch (kind) {
    case 'html':
      return new HttpResponse(
        '<!doctype html><html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1></body></html>',
        { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' } },
      );
    case 'malformed-json':
      return new HttpResponse('{"code": "OK", "trunc', {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
  }
}

/**
 * The answer with the mock clock in its Date header: the app derives its server-clock offset (the
 * session-expiry countdown) from it, so moving the mock clock must show there too. A copy, since a
 * handler's response may have immutable headers.
 */
export function withMockDate(context: MockContext, answer: Response): Response {
  const headers = new Headers(answer.headers);
  headers.set('Date', context.clock.httpDate());
  return new HttpResponse(answer.body, { status: answer.status, statusText: answer.statusText, headers });
}

/**
 * The handlers of `handlers` that may answer a method and path, in their order, found once per method and
 * path. msw's getResponse reads a request's cookies for each handler it tries before it looks at the
 * handler's path (in a DOM test, all of document.cookie, appended to the request's Cookie header each
 * time): with the whole list, a call had its cookies read for about 30 handlers, 5 % of the CPU of the
 * DOM test files that call the API most. Bounded, since a long-running server sees new ids in its paths.
 */
function handlersByRoute(handlers: HttpHandler[]): (method: string, url: URL) => HttpHandler[] {
  const found = new Map<string, HttpHandler[]>();
  return (method, url) => {
    const route = `${method} ${url.pathname}`;
    let matching = found.get(route);
    if (!matching) {
      matching = handlers.filter(({ info }) => {
        const methodMatches =
          info.method instanceof RegExp ? info.method.test(method) : info.method.toUpperCase() === method;
        // A handler that matches by a function of the request is left for msw to try.
        return methodMatches && (typeof info.path === 'function' || matchRequestUrl(url, info.path).matches);
      });
      if (found.size >= 1000) found.clear();
      found.set(route, matching);
    }
    return matching;
  };
}

/** The first pending fault for the call, counted as fired; spent ones stay listed (GET /faults). */
function takeFault(context: MockContext, method: string, pathname: string) {
  const fault = context.faults.find(
    (candidate) =>
      candidate.times > 0 &&
      candidate.method.toUpperCase() === method &&
      (pathname === candidate.path || pathname.endsWith(candidate.path)),
  );
  if (!fault) return null;
  fault.times -= 1;
  fault.fired = (fault.fired ?? 0) + 1;
  return fault;
}

async function readBody(
  request: Request,
): Promise<{ value: unknown; malformed: boolean; tooDeep?: boolean }> {
  const text = await request.text();
  if (text === '') return { value: undefined, malformed: false };
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/x-www-form-urlencoded')) {
    return { value: Object.fromEntries(new URLSearchParams(text)), malformed: false };
  }
  if (type.includes('json')) {
    if (jsonTooDeep(text)) return { value: undefined, malformed: true, tooDeep: true };
    try {
      return { value: JSON.parse(text) as unknown, malformed: false };
    } catch {
      return { value: undefined, malformed: true };
    }
  }
  return { value: text, malformed: false };
}
