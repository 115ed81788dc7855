/**
 * The request journal and stubs of the control API (openapi/mock-control.yaml, tags Requests and Stubs):
 * what a world's services received, verify (how many requests matched, and the near misses when none
 * did, as WireMock answers), and answers of the QA team's choosing.
 */
import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import type { MockContext } from '../core/context.ts';
import { errorResponse } from '../core/errors.ts';
import { badRegex, differences, type JournalEntry, type RequestPattern } from '../core/journal.ts';
import { MAX_STUB_BODY_CHARS, MAX_STUBS_PER_WORLD } from '../core/limits.ts';
import { checkStub } from '../core/stubs.ts';
import type { Contract } from '../openapi/contract.ts';
import { badRequest, controlText, emptyBody, parseBody } from './validate.ts';

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;
const method = z
  .string({ error: `method must be one of ${METHODS.join(', ')}` })
  .transform((value) => value.toUpperCase())
  .pipe(z.enum(METHODS, { error: `method must be one of ${METHODS.join(', ')}` }));
const path = controlText('path').refine((value) => value.startsWith('/'), {
  error: 'path must start with /',
});
const strings = (field: string) =>
  z.record(controlText(`${field} name`), controlText(`${field} value`), {
    error: `${field} must be an object of names to strings`,
  });
const since = z
  .string({ error: 'since must be a date-time such as 2030-01-01T00:00:00Z' })
  .pipe(z.iso.datetime({ offset: true, error: 'since must be a date-time such as 2030-01-01T00:00:00Z' }));
const json = (field: string, max: number) =>
  z.unknown().refine((value) => JSON.stringify(value ?? null).length <= max, {
    error: `${field} is at most ${max} characters as JSON`,
  });
const MATCHER_ERROR = (field: string) =>
  `${field} values must be strings or one of { "$matches": regex }, { "$contains": text }, { "$absent": true }`;
const regex = (field: string) =>
  controlText(field).refine((value) => badRegex({ $matches: value }) === undefined, {
    error: `${field} must be a regular expression`,
  });
/** A header or query value to match: equal to a string, or a matcher (journal.ts `Matcher`). */
const matchers = (field: string) =>
  z.record(
    controlText(`${field} name`),
    z.union(
      [
        controlText(`${field} value`),
        z.strictObject({ $matches: regex(`${field} $matches`) }),
        z.strictObject({ $contains: controlText(`${field} $contains`) }),
        z.strictObject({ $absent: z.literal(true) }),
      ],
      { error: MATCHER_ERROR(field) },
    ),
    { error: `${field} must be an object of names to strings or matchers` },
  );
/** A body pattern: a JSON subset, any value of which may be a matcher. */
const bodyPattern = (field: string) =>
  json(field, 10_000).superRefine((value, context) => {
    const problem = badRegex(value);
    if (problem) context.addIssue({ code: 'custom', message: `${field}: ${problem}` });
  });

const count = (field: string) =>
  z
    .number({ error: `${field} must be an integer from 0` })
    .int({ error: `${field} must be an integer from 0` })
    .min(0, { error: `${field} must be an integer from 0` });
export const VERIFY_KEYS = [
  'method',
  'path',
  'query',
  'headers',
  'body',
  'since',
  'status',
  'atLeast',
  'atMost',
];
export const verifyBody = z.strictObject({
  status: z
    .number({ error: 'status must be an integer from 100 to 599' })
    .int({ error: 'status must be an integer from 100 to 599' })
    .min(100, { error: 'status must be an integer from 100 to 599' })
    .max(599, { error: 'status must be an integer from 100 to 599' })
    .optional(),
  atLeast: count('atLeast').optional(),
  atMost: count('atMost').optional(),
  method: method.optional(),
  path: path.optional(),
  query: matchers('query').optional(),
  headers: matchers('headers').optional(),
  body: bodyPattern('body').optional(),
  since: since.optional(),
});

/** A verify pattern without the count range: one step of an order. */
const stepBody = verifyBody.omit({ atLeast: true, atMost: true });
export const ORDER_KEYS = ['sequence', 'since'];
export const orderBody = z.strictObject({
  sequence: z
    .array(stepBody, { error: 'sequence must be an array of 2 to 20 request patterns' })
    .min(2, { error: 'sequence must be an array of 2 to 20 request patterns' })
    .max(20, { error: 'sequence must be an array of 2 to 20 request patterns' }),
  since: since.optional(),
});

export const STUB_KEYS = ['request', 'response', 'responses', 'times', 'delayMs', 'deliberate'];
const ANSWER_ERROR = (field: string) =>
  `${field} must be an object with 'status' and optionally 'headers' and one of 'body' (JSON), 'text'`;
const stubAnswer = (field: string) =>
  z
    .strictObject(
      {
        status: z
          .number({ error: `${field}.status must be an integer from 100 to 599` })
          .int({ error: `${field}.status must be an integer from 100 to 599` })
          .min(100, { error: `${field}.status must be an integer from 100 to 599` })
          .max(599, { error: `${field}.status must be an integer from 100 to 599` }),
        headers: strings(`${field}.headers`).optional(),
        body: json(`${field}.body`, MAX_STUB_BODY_CHARS).optional(),
        text: z
          .string({ error: `${field}.text must be a string` })
          .max(MAX_STUB_BODY_CHARS, { error: `${field}.text is at most ${MAX_STUB_BODY_CHARS} characters` })
          .optional(),
      },
      { error: ANSWER_ERROR(field) },
    )
    .refine((answer) => answer.body === undefined || answer.text === undefined, {
      error: `${field} takes 'body' (JSON) or 'text', not both`,
    });
export const stubBody = z
  .strictObject({
    request: z.strictObject(
      {
        method,
        path,
        headers: matchers('request.headers').optional(),
        body: bodyPattern('request.body').optional(),
      },
      { error: "request must be an object with 'method', 'path' and optionally 'headers', 'body'" },
    ),
    response: stubAnswer('response').optional(),
    responses: z
      .array(stubAnswer('responses[]'), { error: 'responses must be an array of 2 to 20 answers' })
      .min(2, { error: 'responses must be an array of 2 to 20 answers' })
      .max(20, { error: 'responses must be an array of 2 to 20 answers' })
      .optional(),
    times: z
      .number({ error: 'times must be an integer from 1 to 1000, or absent for every call' })
      .int({ error: 'times must be an integer from 1 to 1000, or absent for every call' })
      .min(1, { error: 'times must be an integer from 1 to 1000, or absent for every call' })
      .max(1000, { error: 'times must be an integer from 1 to 1000, or absent for every call' })
      .optional(),
    delayMs: z
      .number({ error: 'delayMs must be an integer from 0 to 60000 (milliseconds)' })
      .int({ error: 'delayMs must be an integer from 0 to 60000 (milliseconds)' })
      .min(0, { error: 'delayMs must be an integer from 0 to 60000 (milliseconds)' })
      .max(60_000, { error: 'delayMs must be an integer from 0 to 60000 (milliseconds)' })
      .default(0),
    deliberate: z.boolean({ error: 'deliberate must be true or false' }).default(false),
  })
  .refine((stub) => (stub.response === undefined) !== (stub.responses === undefined), {
    error: 'give exactly one of response (one answer) or responses (a sequence, each answer once)',
  })
  .refine((stub) => stub.responses === undefined || stub.times === undefined, {
    error: 'a sequence (responses) answers once per answer: it takes no times',
  });

const strictBody = z.strictObject({ strict: z.boolean({ error: 'strict must be true or false' }) });

/** GET /__mock/violations: the world's contract violations, most frequent first. */
function violationList(context: MockContext) {
  return {
    strict: context.strictContract,
    total: context.violations.total(),
    dropped: context.violations.dropped,
    violations: context.violations.all().sort((a, b) => b.count - a.count || a.firstSeq - b.firstSeq),
  };
}

/** The journal's entries matching a pattern, and those from `since` on. */
function matching(entries: JournalEntry[], pattern: RequestPattern, from?: string): JournalEntry[] {
  const start = from ? Date.parse(from) : -Infinity;
  return entries.filter((entry) => Date.parse(entry.at) >= start && differences(pattern, entry).length === 0);
}

/**
 * Whether the patterns were requested in this order: each matched by a request later than the one that
 * matched the pattern before it (the earliest such). `failedAt` is the first pattern with none, and the
 * message says whether any request matched it at all.
 */
function inOrder(entries: JournalEntry[], sequence: (RequestPattern & { since?: string })[], from?: string) {
  const requests: JournalEntry[] = [];
  let after = 0;
  for (const [index, step] of sequence.entries()) {
    const { since: stepSince, ...pattern } = step;
    const found = matching(entries, pattern, stepSince ?? from);
    const next = found.find((entry) => entry.seq > after);
    if (!next) {
      const message =
        found.length === 0
          ? `step ${index + 1} matched no request`
          : `step ${index + 1} matched only requests up to #${after}, step ${index}'s (${found.map((entry) => `#${entry.seq}`).join(', ')})`;
      return { inOrder: false, failedAt: index, message, requests };
    }
    requests.push(next);
    after = next.seq;
  }
  return { inOrder: true, failedAt: null, message: 'every step matched, in order', requests };
}

/** Up to three requests nearest the pattern, each with how it differs (fewest differences first). */
function nearMisses(entries: JournalEntry[], pattern: RequestPattern) {
  return entries
    .map((request) => ({ request, differences: differences(pattern, request) }))
    .filter((miss) => miss.differences.length > 0)
    .sort((a, b) => a.differences.length - b.differences.length || b.request.seq - a.request.seq)
    .slice(0, 3);
}

export function requestHandlers(context: MockContext, contract: Contract) {
  return [
    http.get('*/__mock/requests', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const unknown = [...query.keys()].find((key) => !['method', 'path', 'since'].includes(key));
      if (unknown)
        return badRequest(
          `Unknown parameter '${unknown}': the query takes 'method', 'path', 'since'.`,
          unknown,
        );
      const filter = verifyBody.safeParse(Object.fromEntries(query));
      if (!filter.success) {
        const issue = filter.error.issues[0]!;
        return badRequest(issue.message, issue.path.map(String).join('.') || undefined);
      }
      const { since: from, ...pattern } = filter.data;
      return HttpResponse.json({ requests: matching(context.journal.all(), pattern, from) });
    }),
    http.delete('*/__mock/requests', async ({ request }) => {
      const body = await parseBody(request, emptyBody, []);
      if (body instanceof Response) return body;
      context.journal.clear();
      return new HttpResponse(null, { status: 204 });
    }),
    http.post('*/__mock/requests/verify', async ({ request }) => {
      const body = await parseBody(request, verifyBody, VERIFY_KEYS);
      if (body instanceof Response) return body;
      const { since: from, atLeast = 1, atMost = Infinity, ...pattern } = body;
      const all = context.journal.all();
      const requests = matching(all, pattern, from);
      const inRange = requests.length >= atLeast && requests.length <= atMost;
      return HttpResponse.json({
        count: requests.length,
        inRange,
        requests,
        nearMisses: requests.length === 0 || !inRange ? nearMisses(all, pattern) : [],
      });
    }),
    http.post('*/__mock/requests/verify-order', async ({ request }) => {
      const body = await parseBody(request, orderBody, ORDER_KEYS);
      if (body instanceof Response) return body;
      return HttpResponse.json(inOrder(context.journal.all(), body.sequence, body.since));
    }),
    http.get('*/__mock/requests/unmatched', () =>
      HttpResponse.json({
        requests: context.journal.all().filter((entry) => entry.unknownRoute || entry.status === 501),
      }),
    ),
    http.get('*/__mock/violations', () => HttpResponse.json(violationList(context))),
    http.put('*/__mock/violations', async ({ request }) => {
      const body = await parseBody(request, strictBody, ['strict']);
      if (body instanceof Response) return body;
      context.strictContract = body.strict;
      return HttpResponse.json(violationList(context));
    }),
    http.delete('*/__mock/violations', async ({ request }) => {
      const body = await parseBody(request, emptyBody, []);
      if (body instanceof Response) return body;
      context.violations.clear();
      return new HttpResponse(null, { status: 204 });
    }),
    http.get('*/__mock/stubs', () => HttpResponse.json(context.stubs)),
    http.post('*/__mock/stubs', async ({ request }) => {
      const body = await parseBody(request, stubBody, STUB_KEYS);
      if (body instanceof Response) return body;
      const checked = checkStub(contract, context.stubs, {
        request: body.request as RequestPattern & { method: string; path: string },
        ...(body.response ? { response: body.response } : { responses: body.responses! }),
        times: body.responses ? body.responses.length : (body.times ?? null),
        delayMs: body.delayMs,
        deliberate: body.deliberate,
      });
      if ('code' in checked) return badRequest(checked.message, checked.field, checked.code);
      if (context.stubs.length >= MAX_STUBS_PER_WORLD) {
        context.stubs = context.stubs.filter((stub) => stub.times !== 0);
        if (context.stubs.length >= MAX_STUBS_PER_WORLD)
          return badRequest(
            `A world keeps at most ${MAX_STUBS_PER_WORLD} stubs: DELETE /__mock/stubs first.`,
            undefined,
            'TOO_MANY_STUBS',
          );
      }
      context.stubs.push(checked);
      return HttpResponse.json(checked, { status: 201 });
    }),
    http.delete('*/__mock/stubs', async ({ request }) => {
      const body = await parseBody(request, emptyBody, []);
      if (body instanceof Response) return body;
      context.stubs = [];
      return new HttpResponse(null, { status: 204 });
    }),
    http.delete('*/__mock/stubs/:id', async ({ params, request }) => {
      const body = await parseBody(request, emptyBody, []);
      if (body instanceof Response) return body;
      const before = context.stubs.length;
      context.stubs = context.stubs.filter((stub) => stub.id !== params.id);
      if (context.stubs.length < before) return new HttpResponse(null, { status: 204 });
      return errorResponse(404, 'RESOURCE_NOT_FOUND', {
        message: `No stub '${String(params.id)}' in this world.`,
      });
    }),
  ];
}
