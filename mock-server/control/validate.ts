/**
 * The control API's request checks, mirroring openapi/mock-control.yaml (control.node.test.ts holds the two
 * together): every refusal is a 400 whose message says what would have been accepted, so a QA script
 * learns the rule from the answer rather than from this file.
 */
import { z } from 'zod';
import { FAULT_KINDS } from '../core/context.ts';
import { errorResponse } from '../core/errors.ts';
import { errorCodeValues } from '../../src/api/generated/common.ts';
import {
  CLOCK_MAX,
  CLOCK_MIN,
  MAX_ADVANCE_MS,
  MAX_CONTROL_STRING_CHARS,
  MAX_FAULTS_PER_WORLD,
  MAX_JSON_DEPTH,
  jsonTooDeep,
} from '../core/limits.ts';
import type { Contract, Operation } from '../openapi/contract.ts';

export const controlText = (field: string) =>
  z
    .string({ error: `${field} must be a string` })
    .min(1, { error: `${field} must not be empty` })
    .max(MAX_CONTROL_STRING_CHARS, { error: `${field} is at most ${MAX_CONTROL_STRING_CHARS} characters` });

const integer = (field: string, min: number, max: number, unit = '') =>
  z
    .number({ error: `${field} must be an integer from ${min} to ${max}${unit}` })
    .int({ error: `${field} must be an integer from ${min} to ${max}${unit}` })
    .min(min, { error: `${field} must be an integer from ${min} to ${max}${unit}` })
    .max(max, { error: `${field} must be an integer from ${min} to ${max}${unit}` });

/** The body of a call that takes none: nothing, or `{}`. */
export const emptyBody = z.strictObject({});
export const worldBody = z.strictObject({ scenario: controlText('scenario').optional() });
export const scenarioBody = z
  .strictObject({
    name: controlText('name').optional(),
    // Checked by scenarios/file.ts, which names the field at fault.
    file: z.unknown().optional(),
  })
  .refine((body) => (body.name === undefined) !== (body.file === undefined), {
    error: 'give exactly one of name (a built-in scenario) or file (a scenario file, as JSON)',
  });
export const clockBody = z
  .strictObject({
    advanceMs: integer('advanceMs', 0, MAX_ADVANCE_MS, ' (400 days)').optional(),
    now: z
      .string({ error: 'now must be a date-time string such as 2030-01-01T00:00:00Z' })
      .pipe(z.iso.datetime({ offset: true, error: 'now must be a date-time such as 2030-01-01T00:00:00Z' }))
      .optional(),
    frozen: z.boolean({ error: 'frozen must be true or false' }).optional(),
  })
  .refine((body) => body.advanceMs === undefined || body.now === undefined, {
    error: 'give exactly one of advanceMs (milliseconds forward) or now (a date-time)',
  })
  .refine((body) => body.advanceMs !== undefined || body.now !== undefined || body.frozen !== undefined, {
    error: 'give advanceMs (milliseconds forward) or now (a date-time), and/or frozen (true or false)',
  });

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;
export const faultBody = z
  .strictObject({
    method: z
      .string({ error: `method must be one of ${METHODS.join(', ')}` })
      .transform((method) => method.toUpperCase())
      .pipe(z.enum(METHODS, { error: `method must be one of ${METHODS.join(', ')}` })),
    path: controlText('path').refine((path) => path.startsWith('/'), { error: 'path must start with /' }),
    status: integer('status', 400, 599).optional(),
    kind: z.enum(FAULT_KINDS, { error: `kind must be one of ${FAULT_KINDS.join(', ')}` }).optional(),
    code: z
      .enum(errorCodeValues, { error: 'code must be one of the ErrorCode values of openapi/common.yaml' })
      .optional(),
    times: integer('times', 1, 1000).default(1),
    delayMs: integer('delayMs', 0, 60_000, ' (milliseconds)').default(0),
  })
  .refine((fault) => fault.status !== undefined || fault.kind !== undefined || fault.delayMs > 0, {
    error: 'give a status, a kind, a delayMs, or a delayMs with one of the others',
  })
  .refine((fault) => fault.status === undefined || fault.kind === undefined, {
    error: 'give a status or a kind, not both',
  })
  .refine((fault) => fault.code === undefined || fault.status !== undefined, {
    error: "a code goes with a status (the answer's envelope code)",
  });
export const flagBody = z.strictObject({
  clientId: controlText('clientId'),
  flag: controlText('flag'),
  isEnabled: z.boolean({ error: 'isEnabled must be true or false' }),
});

/** A 400 envelope in the control API's shape. */
export function badRequest(message: string, field?: string, code = 'INVALID_REQUEST'): Response {
  return Response.json(
    { code, message, errors: [{ code, message, ...(field ? { details: { field } } : {}) }] },
    { status: 400 },
  );
}

/** Reads and checks a control body; a bad one is a 400 that says what is allowed, and changes nothing. */
export async function parseBody<T>(
  request: Request,
  schema: z.ZodType<T>,
  allowedKeys: string[],
): Promise<T | Response> {
  let json: unknown;
  const raw = await request.text();
  const refusal = notJsonCall(request, raw);
  if (refusal) return refusal;
  if (jsonTooDeep(raw)) {
    return badRequest(
      `The body nests deeper than ${MAX_JSON_DEPTH} levels; send a JSON object with ${describeKeys(allowedKeys)}.`,
    );
  }
  try {
    json = raw === '' ? {} : JSON.parse(raw);
  } catch {
    return badRequest(`The body is not valid JSON; send a JSON object with ${describeKeys(allowedKeys)}.`);
  }
  if (json === null || typeof json !== 'object' || Array.isArray(json)) {
    return badRequest(`The body must be a JSON object with ${describeKeys(allowedKeys)}.`);
  }
  const result = schema.safeParse(json);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  if (issue.code === 'unrecognized_keys') {
    const keys = issue.keys.map((key) => `'${key}'`).join(', ');
    return badRequest(`Unknown key ${keys}: the body takes ${describeKeys(allowedKeys)}.`, issue.keys[0]);
  }
  const field = issue.path.map(String).join('.');
  return badRequest(issue.message, field || undefined);
}

/**
 * 415 for a control call that is not JSON: a body with any other content type or none, or a body-less call
 * sent as a form or a no-cors fetch (Sec-Fetch-Mode). Such requests are the ones a web page may send across
 * sites without a preflight, so refusing them keeps any page a tester visits from changing the mock.
 */
export function notJsonCall(request: Request, raw: string): Response | null {
  const type = request.headers.get('content-type');
  const mode = request.headers.get('sec-fetch-mode');
  const json = type !== null && /^application\/json\s*(;|$)/i.test(type.trim());
  if (json && mode !== 'navigate' && mode !== 'no-cors') return null;
  if (!json && type === null && raw === '' && mode !== 'navigate' && mode !== 'no-cors') return null;
  const message =
    type === null
      ? raw === ''
        ? `A control call sent as a form or a no-cors fetch is refused; send it with Content-Type: application/json.`
        : 'A control call with a body takes Content-Type: application/json; this one has no content type.'
      : `A control call takes Content-Type: application/json, not ${type.slice(0, 100)}.`;
  return Response.json(
    { code: 'UNSUPPORTED_MEDIA_TYPE', message, errors: [{ code: 'UNSUPPORTED_MEDIA_TYPE', message }] },
    { status: 415, headers: { Accept: 'application/json' } },
  );
}

function describeKeys(keys: string[]): string {
  return keys.length === 0 ? 'no keys' : keys.map((key) => `'${key}'`).join(', ');
}

/** The clock's refusal when a move would leave the documented range; null when the move is fine. */
export function clockOutOfRange(target: number): Response | null {
  if (target >= CLOCK_MIN && target <= CLOCK_MAX) return null;
  return badRequest(
    `The mock clock stays between ${new Date(CLOCK_MIN).toISOString()} and ${new Date(CLOCK_MAX).toISOString()}; ` +
      `this move would put it at ${Number.isFinite(target) && Math.abs(target) < 8.64e15 ? new Date(target).toISOString() : 'an instant past that'}.`,
    undefined,
    'CLOCK_OUT_OF_RANGE',
  );
}

export function tooManyFaults(): Response {
  return badRequest(
    `A world keeps at most ${MAX_FAULTS_PER_WORLD} faults (pending and spent): DELETE /__mock/faults first.`,
    undefined,
    'TOO_MANY_FAULTS',
  );
}

/**
 * Whether `path` (a full path or the path inside a service, as faults take it) names an operation of
 * `method`; if not, a 400 naming the nearest operations, so a typo is caught instead of never firing.
 */
export function unknownFaultTarget(contract: Contract, method: string, path: string): Response | null {
  const wanted = segments(path);
  const fits = (operation: Operation) => {
    const template = segments(operation.fullPath);
    if (wanted.length > template.length) return false;
    const tail = template.slice(template.length - wanted.length);
    const literal = (part: string, index: number) => part === wanted[index];
    // At least one literal segment: a lone `/anything` matching a `{param}` is a typo, not a target.
    return tail.some(literal) && tail.every((part, index) => literal(part, index) || /^\{.+\}$/.test(part));
  };
  if (contract.operations.some((operation) => operation.method === method && fits(operation))) return null;
  const nearest = contract.operations
    .map((operation) => {
      const template = segments(operation.fullPath);
      const tail = template.slice(Math.max(0, template.length - wanted.length)).join('/');
      const distance = editDistance(tail, wanted.join('/')) + (operation.method === method ? 0 : 3);
      return { label: `${operation.method} ${operation.fullPath}`, distance, fits: fits(operation) };
    })
    .sort((a, b) => Number(b.fits) - Number(a.fits) || a.distance - b.distance)
    .slice(0, 3)
    .map((candidate) => candidate.label);
  return badRequest(
    `No operation answers ${method} ${path}, so the fault would never fire. Nearest: ${nearest.join('; ')}.`,
    'path',
    'UNKNOWN_OPERATION',
  );
}

const segments = (path: string) => path.split('/').filter(Boolean);

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * The methods each control path answers (openapi/mock-control.yaml; control.node.test.ts compares them): any
 * other method is a 405 with `Allow`.
 */
export const CONTROL_METHODS: [RegExp, string[]][] = [
  [/^\/__mock\/worlds$/, ['GET', 'POST']],
  [/^\/__mock\/worlds\/[^/]+$/, ['DELETE']],
  [/^\/__mock\/scenarios$/, ['GET']],
  [/^\/__mock\/scenario$/, ['POST']],
  [/^\/__mock\/reset$/, ['POST']],
  [/^\/__mock\/state$/, ['GET']],
  [/^\/__mock\/vitals$/, ['GET']],
  [/^\/__mock\/policy-violations$/, ['GET']],
  [/^\/__mock\/outbox$/, ['GET']],
  [/^\/__mock\/clock$/, ['POST']],
  [/^\/__mock\/faults$/, ['GET', 'POST', 'DELETE']],
  [/^\/__mock\/personas$/, ['GET']],
  [/^\/__mock\/flags$/, ['GET', 'PUT']],
  [/^\/__mock\/client\.ts$/, ['GET']],
  [/^\/__mock\/requests$/, ['GET', 'DELETE']],
  [/^\/__mock\/requests\/verify$/, ['POST']],
  [/^\/__mock\/requests\/verify-order$/, ['POST']],
  [/^\/__mock\/requests\/unmatched$/, ['GET']],
  [/^\/__mock\/stubs$/, ['GET', 'POST', 'DELETE']],
  [/^\/__mock\/violations$/, ['GET', 'PUT', 'DELETE']],
  [/^\/__mock\/stubs\/[^/]+$/, ['DELETE']],
  [/^\/__mock\/records$/, ['POST']],
  [/^\/__mock\/obligations\/settle$/, ['POST']],
  [/^\/__mock\/snapshots$/, ['GET', 'POST']],
  [/^\/__mock\/snapshots\/[^/]+\/restore$/, ['POST']],
  [/^\/__mock\/openapi\.yaml$/, ['GET']],
  [/^\/__mock\/openapi\/[^/]+$/, ['GET']],
  [/^\/__mock\/export$/, ['GET']],
  [/^\/__mock\/import$/, ['POST']],
];

/** 405 with `Allow` for a control path called with a method it does not take; 404 for no such path. */
export function wrongMethodOrPath(method: string, pathname: string): Response {
  const allowed = CONTROL_METHODS.find(([pattern]) => pattern.test(pathname))?.[1];
  if (allowed) {
    return Response.json(
      {
        code: 'METHOD_NOT_ALLOWED',
        message: `${pathname} takes ${allowed.join(', ')}, not ${method}.`,
        errors: [{ code: 'METHOD_NOT_ALLOWED' }],
      },
      { status: 405, headers: { Allow: allowed.join(', ') } },
    );
  }
  return errorResponse(404, 'RESOURCE_NOT_FOUND', {
    message: `No control call ${pathname}; the control API is documented in openapi/mock-control.yaml.`,
  });
}
