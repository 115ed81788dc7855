/**
 * Makes one documented call, checks its answer with the mock server's own contract kit, prints the
 * call's line and keeps the record the report is built from.
 */
import { createContract, type Operation } from '../../mock-server/openapi/contract.ts';
import { loadDocuments } from '../../mock-server/openapi/documents.node.ts';
import type { VerifyOptions } from './options.ts';
import { createSession, TransportError, type Answer, type Outgoing } from './session.ts';

export interface Violation {
  status: number;
  /** The place at fault: `status`, `content-type`, `transport`, or `body.<field>`. */
  where: string;
  message: string;
}

export interface CallRecord {
  operationId: string;
  method: string;
  path: string;
  status: number;
  violations: Violation[];
  curl?: string;
}

export interface CallSpec {
  /** Path parameters by name. */
  params?: Record<string, string>;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  json?: unknown;
  form?: Record<string, string>;
}

export type Result = Answer & { conforms: boolean };

let sharedContract: ReturnType<typeof createContract> | undefined;
/** Compiled once per process: Ajv's schemas are the slow part. */
export const contract = () => (sharedContract ??= createContract(loadDocuments()));

export function createVerifier(options: VerifyOptions, print: (line: string) => void) {
  const { operations, validateResponse } = contract();
  const byId = new Map(operations.map((operation) => [operation.operationId!, operation]));
  const session = createSession(options.headers, options.timeoutMs);
  const records: CallRecord[] = [];
  const secrets = new Set([options.password]);

  function operation(operationId: string): Operation {
    const found = byId.get(operationId);
    if (!found) throw new Error(`no operation ${operationId} in openapi/`);
    return found;
  }

  /** The concrete path in the document's own terms, and the URL on the server under test. */
  function locate(op: Operation, spec: CallSpec) {
    const path = op.pathTemplate.replace(/\{([^}]+)\}/g, (_, name: string) => {
      const value = spec.params?.[name];
      if (value === undefined) throw new Error(`${op.operationId}: no value for {${name}}`);
      return encodeURIComponent(value);
    });
    const query = spec.query ? `?${new URLSearchParams(spec.query).toString()}` : '';
    const base = options.basePaths[op.document] ?? '';
    const absolute = /^https?:\/\//.test(base) ? base : `${options.server}${base}`;
    const documented = op.fullPath.slice(0, op.fullPath.length - op.pathTemplate.length) + path;
    return { documented: documented + query, url: `${absolute.replace(/\/$/, '')}${path}${query}` };
  }

  async function call(operationId: string, spec: CallSpec = {}): Promise<Result> {
    const op = operation(operationId);
    const { documented, url } = locate(op, spec);
    const request: Outgoing = {
      method: op.method,
      url,
      headers: spec.headers,
      json: spec.json,
      form: spec.form,
    };
    const curl = () => session.curl(request, [...secrets]);
    let answer: Answer;
    try {
      answer = await session.send(request);
    } catch (error) {
      if (!(error instanceof TransportError)) throw error;
      const violation = { status: 0, where: 'transport', message: error.message };
      finish({
        operationId,
        method: op.method,
        path: documented,
        status: 0,
        violations: [violation],
        curl: curl(),
      });
      throw error;
    }
    const violations: Violation[] = answer.malformedJson
      ? [
          {
            status: answer.status,
            where: 'body',
            message: `${op.method} ${documented} → ${answer.status}: the body is not valid JSON`,
          },
        ]
      : validateResponse({
          method: op.method,
          url: documented,
          status: answer.status,
          contentType: answer.contentType,
          body: answer.body,
        }).map((problem) => ({ status: answer.status, where: whereOf(problem), message: problem.message }));
    finish({
      operationId,
      method: op.method,
      path: documented,
      status: answer.status,
      violations,
      ...(violations.length > 0 ? { curl: curl() } : {}),
    });
    return { ...answer, conforms: violations.length === 0 };
  }

  function finish(record: CallRecord) {
    records.push(record);
    const first = record.violations[0];
    const status = record.status === 0 ? '---' : String(record.status);
    print(
      `${first ? 'VIOLATES' : 'conforms'}  ${record.operationId.padEnd(30)} ${record.method.padEnd(6)} ${record.path} ${status}` +
        (first ? `\n          ${first.where}: ${first.message}\n          ${record.curl ?? ''}` : ''),
    );
  }

  return {
    call,
    records,
    session,
    /** A value never to be printed (a temporary password). */
    addSecret: (secret: string) => secrets.add(secret),
  };
}

export type Verifier = ReturnType<typeof createVerifier>;

function whereOf(problem: { message: string; field?: string }): string {
  if (/status not documented/.test(problem.message)) return 'status';
  if (/content type/.test(problem.message)) return 'content-type';
  if (/documented without a body/.test(problem.message)) return 'body';
  return problem.field ? `body.${problem.field}` : 'body';
}
