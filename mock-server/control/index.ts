import { http, HttpResponse } from 'msw';
import type { MockContext } from '../core/context.ts';
import { MAX_FAULTS_PER_WORLD } from '../core/limits.ts';
import type { Contract } from '../openapi/contract.ts';
import { DEFAULT_PASSWORD } from '../scenarios/default.ts';
import { personasIn } from '../scenarios/personas-in.ts';
import { findScenario, scenarios, UnknownScenarioError } from '../scenarios/index.ts';
import { DEFAULT_FLAGS } from '../scenarios/reference-data.ts';
import {
  badRequest,
  clockBody,
  clockOutOfRange,
  emptyBody,
  faultBody,
  flagBody,
  parseBody,
  scenarioBody,
  tooManyFaults,
  unknownFaultTarget,
  wrongMethodOrPath,
} from './validate.ts';
import { loadScenarioFile, recordHandlers } from './records.ts';
import { requestHandlers } from './requests.ts';
import { violationsHandler } from './violations.ts';
import { exportHandlers } from './world-export.ts';
import { vitalsHandler } from './vitals.ts';

/**
 * The /__mock control API (mock-server/README.md "Control API", documented in openapi/mock-control.yaml), the
 * same in every run mode and exempt from CSRF. The /worlds calls are answered before any world
 * (node-http.ts).
 */
export function controlHandlers(context: MockContext, contract: Contract) {
  return [
    vitalsHandler(context),
    ...requestHandlers(context, contract),
    ...recordHandlers(context),
    ...exportHandlers(context, contract),
    violationsHandler(context),
    http.get('*/__mock/scenarios', () =>
      HttpResponse.json(scenarios.map(({ name, description }) => ({ name, description }))),
    ),
    http.post('*/__mock/scenario', async ({ request }) => {
      const body = await parseBody(request, scenarioBody, ['name', 'file']);
      if (body instanceof Response) return body;
      if (body.file !== undefined) return loadScenarioFile(context, body.file);
      try {
        await context.loadScenario(findScenario(body.name!));
      } catch (error) {
        if (error instanceof UnknownScenarioError) {
          return badRequest(
            `${error.message}: one of ${scenarios.map(({ name }) => name).join(', ')}`,
            'name',
          );
        }
        throw error;
      }
      context.onChange?.();
      return HttpResponse.json({ scenario: context.scenario.name });
    }),
    http.post('*/__mock/reset', async ({ request }) => {
      const body = await parseBody(request, emptyBody, []);
      if (body instanceof Response) return body;
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
      const body = await parseBody(request, clockBody, ['advanceMs', 'now', 'frozen']);
      if (body instanceof Response) return body;
      if (body.advanceMs !== undefined || body.now !== undefined) {
        const target =
          body.advanceMs !== undefined ? context.clock.now() + body.advanceMs : Date.parse(body.now!);
        const refusal = clockOutOfRange(target);
        if (refusal) return refusal;
        // Frozen first, so the clock stands exactly at the target.
        if (body.frozen) context.clock.freeze(true);
        context.clock.set(target);
      }
      if (body.frozen !== undefined) context.clock.freeze(body.frozen);
      context.onChange?.();
      return HttpResponse.json({ now: context.clock.iso(), frozen: context.clock.frozen });
    }),
    http.get('*/__mock/faults', () => HttpResponse.json(listedFaults(context))),
    http.post('*/__mock/faults', async ({ request }) => {
      const body = await parseBody(request, faultBody, [
        'method',
        'path',
        'status',
        'code',
        'kind',
        'times',
        'delayMs',
      ]);
      if (body instanceof Response) return body;
      const unknown = unknownFaultTarget(contract, body.method, body.path);
      if (unknown) return unknown;
      if (context.faults.length >= MAX_FAULTS_PER_WORLD) {
        // Spent faults make room first: they only remain to show that they fired.
        context.faults = context.faults.filter((fault) => fault.times > 0);
        if (context.faults.length >= MAX_FAULTS_PER_WORLD) return tooManyFaults();
      }
      context.faults.push({ ...body, fired: 0 });
      return HttpResponse.json(listedFaults(context), { status: 201 });
    }),
    http.delete('*/__mock/faults', async ({ request }) => {
      const body = await parseBody(request, emptyBody, []);
      if (body instanceof Response) return body;
      context.faults = [];
      return new HttpResponse(null, { status: 204 });
    }),
    http.get('*/__mock/state', () =>
      HttpResponse.json({
        ...context.snapshot(),
        now: context.clock.iso(),
        faults: listedFaults(context),
        logs: context.logs,
      }),
    ),
    http.get('*/__mock/personas', () =>
      HttpResponse.json({
        password: DEFAULT_PASSWORD,
        personas: personasIn(context),
      }),
    ),
    http.get('*/__mock/flags', () =>
      HttpResponse.json(
        context.db.featureFlags.all().map(({ clientId, flag, isEnabled }) => ({ clientId, flag, isEnabled })),
      ),
    ),
    http.put('*/__mock/flags', async ({ request }) => {
      const body = await parseBody(request, flagBody, ['clientId', 'flag', 'isEnabled']);
      if (body instanceof Response) return body;
      const { clientId, flag } = body;
      if (!(flag in DEFAULT_FLAGS)) {
        return badRequest(`Unknown flag '${flag}': one of ${Object.keys(DEFAULT_FLAGS).join(', ')}.`, 'flag');
      }
      const clientIds = context.db.clients.all().map((client) => client.id);
      if (clientId !== '*' && !clientIds.includes(clientId)) {
        return badRequest(
          `Unknown clientId '${clientId}': '*' (every client's default) or one of ${clientIds.join(', ')}.`,
          'clientId',
        );
      }
      const stored = context.db.featureFlags.findFirst((q) => q.where({ clientId, flag }));
      if (stored)
        await context.db.featureFlags.update(stored, {
          data: (draft) => void (draft.isEnabled = body.isEnabled),
        });
      else await context.db.featureFlags.create(body);
      context.onChange?.();
      return HttpResponse.json(body);
    }),
    // Last: a control path called with a method it does not take. Stand-in pages are not control calls.
    http.all('*/__mock/*', ({ request }) => {
      const { pathname } = new URL(request.url);
      const path = pathname.slice(pathname.indexOf('/__mock/'));
      if (path.startsWith('/__mock/pages/')) return undefined;
      return wrongMethodOrPath(request.method, path);
    }),
  ];
}

/** The faults as GET /faults shows them: each with how many calls it has failed so far. */
function listedFaults(context: MockContext) {
  return context.faults.map((fault) => ({ ...fault, fired: fault.fired ?? 0 }));
}
