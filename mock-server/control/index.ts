import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { FAULT_KINDS, type MockContext } from '../core/context.ts';
import { UnknownScenarioError } from '../core/context.ts';
import { errorResponse } from '../core/errors.ts';
import { DEFAULT_PASSWORD, personas } from '../scenarios/default.ts';
import { scenarios } from '../scenarios/index.ts';
import { vitalsHandler } from './vitals.ts';

const scenarioBody = z.object({ name: z.string().min(1) }).strict();
const clockBody = z.union([
  z
    .object({
      advanceMs: z
        .number()
        .int()
        .min(0)
        .max(400 * 24 * 3600 * 1000),
    })
    .strict(),
  z.object({ now: z.iso.datetime({ offset: true }) }).strict(),
]);
const faultBody = z
  .object({
    method: z.enum(['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'get', 'post', 'put', 'delete', 'patch']),
    path: z.string().startsWith('/'),
    status: z.number().int().min(400).max(599).optional(),
    kind: z.enum(FAULT_KINDS).optional(),
    times: z.number().int().min(1).max(1000).default(1),
    delayMs: z.number().int().min(0).max(60_000).default(0),
  })
  .strict()
  .refine((fault) => fault.status !== undefined || fault.kind !== undefined || fault.delayMs > 0, {
    message: 'give a status, a kind, a delayMs, or a delay with one of the others',
  })
  .refine((fault) => fault.status === undefined || fault.kind === undefined, {
    message: 'give a status or a kind, not both',
  });

const flagBody = z
  .object({ clientId: z.string().min(1), flag: z.string().min(1), isEnabled: z.boolean() })
  .strict();

/** Reads and checks a control body; a bad one is a 400 envelope and changes nothing. */
async function parse<T>(request: Request, schema: z.ZodType<T>): Promise<T | Response> {
  let json: unknown;
  try {
    const text = await request.text();
    json = text === '' ? {} : JSON.parse(text);
  } catch {
    return errorResponse(400, 'INVALID_REQUEST', { message: 'The request body is not valid JSON.' });
  }
  const result = schema.safeParse(json);
  if (!result.success) {
    const issue = result.error.issues[0];
    return errorResponse(400, 'INVALID_REQUEST', {
      message: issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'Invalid body.',
      ...(issue?.path.length ? { details: { field: issue.path.join('.') } } : {}),
    });
  }
  return result.data;
}

/**
 * The /__mock control API (README "Control API", documented in openapi/mock-control.yaml), the same in
 * every run mode and exempt from CSRF. The /worlds calls are answered before any world (node-http.ts).
 */
export function controlHandlers(context: MockContext) {
  return [
    vitalsHandler(context),
    http.get('*/__mock/scenarios', () =>
      HttpResponse.json(scenarios.map(({ name, description }) => ({ name, description }))),
    ),
    http.post('*/__mock/scenario', async ({ request }) => {
      const body = await parse(request, scenarioBody);
      if (body instanceof Response) return body;
      try {
        await context.load(body.name);
      } catch (error) {
        if (error instanceof UnknownScenarioError) {
          return errorResponse(400, 'INVALID_REQUEST', {
            message: error.message,
            details: { field: 'name' },
          });
        }
        throw error;
      }
      context.onChange?.();
      return HttpResponse.json({ scenario: context.scenario.name });
    }),
    http.post('*/__mock/reset', async () => {
      await context.reset();
      context.onChange?.();
      return HttpResponse.json({ scenario: context.scenario.name });
    }),
    http.get('*/__mock/outbox', () =>
      HttpResponse.json(
        context.db.outbox.all().map(({ id, to, kind, subject, link, code, sentAt }) => ({
          id,
          to,
          kind,
          subject,
          ...(link ? { link } : {}),
          ...(code ? { code } : {}),
          sentAt,
        })),
      ),
    ),
    http.post('*/__mock/clock', async ({ request }) => {
      const body = await parse(request, clockBody);
      if (body instanceof Response) return body;
      if ('advanceMs' in body) context.clock.advance(body.advanceMs);
      else context.clock.set(Date.parse(body.now));
      context.onChange?.();
      return HttpResponse.json({ now: context.clock.iso() });
    }),
    http.get('*/__mock/faults', () => HttpResponse.json(context.faults)),
    http.post('*/__mock/faults', async ({ request }) => {
      const body = await parse(request, faultBody);
      if (body instanceof Response) return body;
      context.faults.push({ ...body, method: body.method.toUpperCase() });
      return HttpResponse.json(context.faults, { status: 201 });
    }),
    http.delete('*/__mock/faults', () => {
      context.faults = [];
      return new HttpResponse(null, { status: 204 });
    }),
    http.get('*/__mock/state', () =>
      HttpResponse.json({
        ...context.snapshot(),
        now: context.clock.iso(),
        faults: context.faults,
        logs: context.logs,
      }),
    ),
    http.get('*/__mock/personas', () =>
      HttpResponse.json({
        password: DEFAULT_PASSWORD,
        personas: personas.map(({ username, summary }) => ({ username, summary })),
      }),
    ),
    http.get('*/__mock/flags', () =>
      HttpResponse.json(
        context.db.featureFlags.all().map(({ clientId, flag, isEnabled }) => ({ clientId, flag, isEnabled })),
      ),
    ),
    http.put('*/__mock/flags', async ({ request }) => {
      const body = await parse(request, flagBody);
      if (body instanceof Response) return body;
      const { clientId, flag } = body;
      const stored = context.db.featureFlags.findFirst((q) => q.where({ clientId, flag }));
      if (stored)
        await context.db.featureFlags.update(stored, {
          data: (draft) => void (draft.isEnabled = body.isEnabled),
        });
      else await context.db.featureFlags.create(body);
      context.onChange?.();
      return HttpResponse.json(body);
    }),
  ];
}
