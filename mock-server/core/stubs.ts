/**
 * Stubs (POST /__mock/stubs, mock-server/README.md "Stubs"): an answer of the QA team's choosing for the
 * API calls that match, checked against the contract when it is added, so a stub cannot quietly teach a
 * test an answer the real service never gives. Faults stay the way to play failures; a stub plays data.
 */
import type { Contract, Operation } from '../openapi/contract.ts';
import { differences, pathMatcher, type JournalEntry, type RequestPattern } from './journal.ts';
import { randomId } from './ids.ts';

export interface StubAnswer {
  status: number;
  headers?: Record<string, string>;
  /** JSON; absent for an answer without a body. */
  body?: unknown;
  /** A body that is not JSON, sent as it is with the headers' content type (text/plain by default). */
  text?: string;
}

const TEXT_TYPE = 'text/plain; charset=utf-8';

export interface Stub {
  id: string;
  request: RequestPattern & { method: string; path: string };
  /** The answer (a single stub). */
  response?: StubAnswer;
  /** A sequence: the first call gets the first answer, and so on; then calls fall through to the handlers. */
  responses?: StubAnswer[];
  /** How many more calls it answers; null: every call, until cleared. */
  times: number | null;
  /** How long each answer waits, in milliseconds. */
  delayMs: number;
  fired: number;
  /** Added though its answer breaks the contract (each answer then carries the violation header). */
  deliberate: boolean;
  /** The operations it answers for, `METHOD /full/path`. */
  operations: string[];
}

/** Why a stub cannot be added: the 400's code and message. */
export interface StubRefusal {
  code: 'UNKNOWN_OPERATION' | 'AMBIGUOUS_STUB' | 'STUB_BREAKS_CONTRACT';
  message: string;
  field: string;
}

/** A concrete path of an operation: each `{param}` as `x`. */
const concrete = (operation: Operation) => operation.fullPath.replace(/\{[^}]+\}/g, 'x');

/**
 * The stub as stored, or why not: its path must name operations of one service only (a path inside a
 * service that two services have is ambiguous), its answer must be one the contract documents for each
 * (unless `deliberate`), and no pending stub may already match the same requests.
 */
export function checkStub(
  contract: Contract,
  existing: Stub[],
  input: Omit<Stub, 'id' | 'fired' | 'operations'>,
): Stub | StubRefusal {
  const method = input.request.method.toUpperCase();
  const path = input.request.path;
  const matches = pathMatcher(path);
  const baseOf = (operation: Operation) =>
    operation.fullPath.slice(0, operation.fullPath.length - operation.pathTemplate.length);
  const candidates = contract.operations.filter((operation) => {
    if (operation.method !== method) return false;
    if (path.includes('*')) return matches(operation.fullPath) || matches(concrete(operation));
    const base = baseOf(operation);
    return operation.matcher.test(path.startsWith(`${base}/`) ? path : base + path);
  });
  const label = (operation: Operation) => `${operation.method} ${operation.fullPath}`;
  if (candidates.length === 0) {
    return {
      code: 'UNKNOWN_OPERATION',
      message: `No operation answers ${method} ${input.request.path}, so the stub would never answer.`,
      field: 'request.path',
    };
  }
  const services = new Set(candidates.map(baseOf));
  if (services.size > 1) {
    return {
      code: 'AMBIGUOUS_STUB',
      message: `${method} ${input.request.path} matches operations of ${services.size} services: ${candidates.map(label).join('; ')}. Give the full path of one.`,
      field: 'request.path',
    };
  }
  const answers = input.responses ?? (input.response ? [input.response] : []);
  if (!input.deliberate) {
    for (const [operation, answer] of candidates.flatMap((operation) =>
      answers.map((answer) => [operation, answer] as const),
    )) {
      const problems = contract.validateResponse({
        method,
        url: concrete(operation),
        status: answer.status,
        contentType: contentTypeOf(answer),
        body: answer.text ?? answer.body,
      });
      if (problems.length > 0) {
        return {
          code: 'STUB_BREAKS_CONTRACT',
          message: `The answer breaks the contract of ${operation.operationId}: ${problems
            .slice(0, 3)
            .map((problem) => problem.message)
            .join('; ')}. Mark the stub "deliberate": true to add it anyway.`,
          field: 'response',
        };
      }
    }
  }
  const base = baseOf(candidates[0]!);
  const request = { ...input.request, method, path: path.startsWith(`${base}/`) ? path : base + path };
  const sameMatch = existing.find(
    (stub) => stub.times !== 0 && JSON.stringify(stub.request) === JSON.stringify(request),
  );
  if (sameMatch) {
    return {
      code: 'AMBIGUOUS_STUB',
      message: `Stub ${sameMatch.id} already matches the same requests; DELETE /__mock/stubs/${sameMatch.id} first.`,
      field: 'request',
    };
  }
  return {
    ...input,
    // Scoped to its service from here on: a path inside the service became the full path.
    request,
    id: randomId('stub-'),
    fired: 0,
    operations: candidates.map(label),
  };
}

/** The content type an answer is sent with; null when it has no body. */
function contentTypeOf(answer: StubAnswer): string | null {
  const given = Object.entries(answer.headers ?? {}).find(
    ([name]) => name.toLowerCase() === 'content-type',
  )?.[1];
  if (answer.text !== undefined) return given ?? TEXT_TYPE;
  return answer.body === undefined ? null : (given ?? 'application/json');
}

/**
 * The newest pending stub matching the request, counted as fired, with the answer it gives now (a
 * sequence's next); undefined when none does.
 */
export function takeStub(
  stubs: Stub[],
  request: Omit<JournalEntry, 'seq' | 'status' | 'at'>,
): { stub: Stub; answer: StubAnswer } | undefined {
  const stub = stubs.findLast(
    (candidate) => candidate.times !== 0 && differences(candidate.request, request).length === 0,
  );
  if (!stub) return undefined;
  const answer = stub.responses ? stub.responses[stub.fired]! : stub.response!;
  stub.fired += 1;
  if (stub.times !== null) stub.times -= 1;
  return { stub, answer };
}

export function stubResponse(answer: StubAnswer): Response {
  const headers = new Headers(answer.headers);
  const type = contentTypeOf(answer);
  if (type === null) return new Response(null, { status: answer.status, headers });
  headers.set('content-type', type);
  const body = answer.text ?? JSON.stringify(answer.body);
  return new Response(body, { status: answer.status, headers });
}
