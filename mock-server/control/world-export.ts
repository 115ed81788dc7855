/**
 * A world as one JSON document (openapi/mock-control.yaml, tag Worlds): `GET /__mock/export` writes its
 * state, clock, scenario, stubs, faults and journal; `POST /__mock/import` puts such a document into the
 * caller's world (a new one, say), so a tester can attach the world that shows a bug to the bug. Unlike a
 * snapshot (database, clock, scenario, kept on the server), it carries stubs, faults and the journal too;
 * neither carries the app's log lines, the violation list or the snapshots.
 */
import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import type { MockContext } from '../core/context.ts';
import { collectionSchemas, type CollectionName } from '../db/schema.ts';
import type { JournalEntry } from '../core/journal.ts';
import { MAX_FAULTS_PER_WORLD, MAX_JOURNAL_ENTRIES_PER_WORLD, MAX_STUBS_PER_WORLD } from '../core/limits.ts';
import { checkStub, type Stub } from '../core/stubs.ts';
import type { Contract } from '../openapi/contract.ts';
import type { Persona } from '../scenarios/default/personas.ts';
import { defaultScenario } from '../scenarios/default.ts';
import { checkScenarioFile, fileScenario } from '../scenarios/file.ts';
import { scenarios, type Scenario } from '../scenarios/index.ts';
import { stubBody } from './requests.ts';
import { badRequest, controlText, faultBody, parseBody } from './validate.ts';

/** What a document says it is; a later, different shape gets a new number. */
export const EXPORT_FORMAT = 'identity-web-mock-world/1';
export const EXPORT_KEYS = [
  'format',
  'exportedAt',
  'scenario',
  'scenarioFile',
  'clock',
  'collections',
  'extraPersonas',
  'stubs',
  'faults',
  'journal',
  'strictContract',
];

const list = (field: string, max: number) =>
  z
    .array(z.unknown(), { error: `${field} must be an array` })
    .max(max, { error: `${field} holds at most ${max}` });
const dateTime = (field: string) =>
  z
    .string({ error: `${field} must be a date-time` })
    .pipe(z.iso.datetime({ offset: true, error: `${field} must be a date-time` }));
const journalEntry = z.strictObject({
  seq: z.number().int().min(1),
  method: z.string(),
  path: z.string(),
  query: z.record(z.string(), z.string()),
  headers: z.record(z.string(), z.string()),
  body: z.unknown().optional(),
  bodyTruncated: z.boolean().optional(),
  status: z.number().int().nullable(),
  at: dateTime('journal[].at'),
  violations: z.array(z.string()).optional(),
  unknownRoute: z.literal(true).optional(),
});

const exportBody = z.strictObject({
  format: z.literal(EXPORT_FORMAT, {
    error: `format must be '${EXPORT_FORMAT}' (what GET /__mock/export writes)`,
  }),
  exportedAt: dateTime('exportedAt').optional(),
  scenario: controlText('scenario'),
  scenarioFile: z.unknown().optional(),
  clock: z.strictObject(
    { now: dateTime('clock.now'), frozen: z.boolean({ error: 'clock.frozen must be true or false' }) },
    { error: "clock must be an object with 'now' and 'frozen'" },
  ),
  collections: z.record(controlText('collection name'), list('a collection', 100_000), {
    error: 'collections must be an object of collection names to arrays of records',
  }),
  extraPersonas: list('extraPersonas', 1000),
  stubs: list('stubs', MAX_STUBS_PER_WORLD),
  faults: list('faults', MAX_FAULTS_PER_WORLD),
  journal: z
    .array(journalEntry, { error: 'journal must be an array of journal entries' })
    .max(MAX_JOURNAL_ENTRIES_PER_WORLD),
  strictContract: z.boolean({ error: 'strictContract must be true or false' }),
});

/** The world as one document: what GET /__mock/export answers. */
export function exportWorld(context: MockContext) {
  const { collections } = context.snapshot();
  return {
    format: EXPORT_FORMAT,
    exportedAt: new Date().toISOString(),
    scenario: context.scenario.name,
    ...(context.scenario.file !== undefined && { scenarioFile: context.scenario.file }),
    clock: { now: context.clock.iso(), frozen: context.clock.frozen },
    collections,
    extraPersonas: context.extraPersonas,
    stubs: context.stubs,
    faults: context.faults.map((fault) => ({ ...fault, fired: fault.fired ?? 0 })),
    journal: context.journal.all(),
    strictContract: context.strictContract,
  };
}

type Refusal = { message: string; field: string };

/** The scenario a document names: its file when it carries one, else a built-in scenario. */
function scenarioOf(name: string, file: unknown): Scenario | Refusal {
  if (file !== undefined) {
    const checked = checkScenarioFile(file);
    if (typeof checked === 'string') return { message: `scenarioFile: ${checked}`, field: 'scenarioFile' };
    return fileScenario(checked, defaultScenario);
  }
  const found = scenarios.find((scenario) => scenario.name === name);
  return (
    found ?? {
      message: `Unknown scenario '${name}' and no scenarioFile: one of ${scenarios.map((s) => s.name).join(', ')}.`,
      field: 'scenario',
    }
  );
}

/** The stubs as stored, each checked again against the contract; a refusal names the first bad one. */
function importedStubs(contract: Contract, stubs: unknown[]): Stub[] | Refusal {
  const kept: Stub[] = [];
  for (const [index, raw] of stubs.entries()) {
    const stored = raw as Partial<Stub> | null;
    const field = `stubs[${index}]`;
    if (stored === null || typeof stored !== 'object') return { message: `${field} must be a stub`, field };
    const parsed = stubBody.safeParse({
      request: stored.request,
      ...(stored.responses ? { responses: stored.responses } : { response: stored.response }),
      ...(stored.responses || stored.times === null || stored.times === 0 ? {} : { times: stored.times }),
      delayMs: stored.delayMs ?? 0,
      deliberate: stored.deliberate ?? false,
    });
    if (!parsed.success) return { message: `${field}: ${parsed.error.issues[0]!.message}`, field };
    const times = stored.times;
    const fired = stored.fired;
    if (
      !(times === null || (Number.isInteger(times) && times! >= 0)) ||
      !(Number.isInteger(fired) && fired! >= 0)
    )
      return { message: `${field}: times must be null or an integer from 0, fired an integer from 0`, field };
    const body = parsed.data;
    const checked = checkStub(contract, kept, {
      request: body.request as Stub['request'],
      ...(body.response ? { response: body.response } : { responses: body.responses! }),
      times: times!,
      delayMs: body.delayMs,
      deliberate: body.deliberate,
    });
    if ('code' in checked) return { message: `${field}: ${checked.message}`, field };
    kept.push({
      ...checked,
      id: typeof stored.id === 'string' ? stored.id.slice(0, 100) : checked.id,
      fired: fired!,
    });
  }
  return kept;
}

function importedFaults(faults: unknown[]): MockContext['faults'] | Refusal {
  const kept: MockContext['faults'] = [];
  for (const [index, raw] of faults.entries()) {
    const field = `faults[${index}]`;
    const { fired, times, ...rest } = (raw ?? {}) as { fired?: unknown; times?: unknown };
    const parsed = faultBody.safeParse({ ...rest, times: times === 0 ? 1 : times });
    if (!parsed.success || !Number.isInteger(fired) || (fired as number) < 0)
      return {
        message: `${field}: ${parsed.error?.issues[0]?.message ?? 'fired must be an integer from 0'}`,
        field,
      };
    kept.push({ ...parsed.data, times: times as number, fired: fired as number });
  }
  return kept;
}

export function exportHandlers(context: MockContext, contract: Contract) {
  return [
    http.get('*/__mock/export', () => HttpResponse.json(exportWorld(context))),
    http.post('*/__mock/import', async ({ request }) => {
      const body = await parseBody(request, exportBody, EXPORT_KEYS);
      if (body instanceof Response) return body;
      const scenario = scenarioOf(body.scenario, body.scenarioFile);
      if ('message' in scenario) return badRequest(scenario.message, scenario.field);
      const stubs = importedStubs(contract, body.stubs);
      if ('message' in stubs) return badRequest(stubs.message, stubs.field);
      const faults = importedFaults(body.faults);
      if ('message' in faults) return badRequest(faults.message, faults.field);
      const badPersona = body.extraPersonas.findIndex(
        (persona) =>
          persona === null ||
          typeof persona !== 'object' ||
          typeof (persona as Persona).username !== 'string' ||
          typeof (persona as Persona).id !== 'string',
      );
      if (badPersona >= 0)
        return badRequest(
          `extraPersonas[${badPersona}] must be a persona as exported (with 'id' and 'username').`,
          'extraPersonas',
        );
      const known = Object.keys(context.db);
      const unknown = Object.keys(body.collections).find((name) => !known.includes(name));
      if (unknown)
        return badRequest(`Unknown collection '${unknown}': one of ${known.join(', ')}.`, 'collections');
      for (const [name, records] of Object.entries(body.collections))
        for (const [index, record] of records.entries()) {
          const checked = collectionSchemas[name as CollectionName].safeParse(record);
          if (!checked.success) {
            const issue = checked.error.issues[0]!;
            return badRequest(
              `A record does not fit its collection: collections.${name}[${index}].${issue.path.join('.')}: ${issue.message}`,
              'collections',
            );
          }
        }

      // The world as it was, to put back when a record does not fit its collection's schema.
      const before = { state: context.snapshot(), scenario: context.scenario };
      const now = Date.parse(body.clock.now);
      try {
        await context.restore(
          { scenario: scenario.name, clockOffsetMs: now - Date.now(), collections: body.collections },
          scenario,
        );
      } catch (error) {
        await context.restore(before.state, before.scenario);
        return badRequest(
          `A record does not fit its collection: ${error instanceof Error ? error.message.slice(0, 300) : String(error)}`,
          'collections',
        );
      }
      context.clock.reset();
      if (body.clock.frozen) context.clock.freeze(true);
      context.clock.set(now);
      context.extraPersonas = body.extraPersonas as Persona[];
      context.stubs = stubs;
      context.faults = faults;
      context.journal.load(body.journal as JournalEntry[]);
      context.violations.clear();
      context.strictContract = body.strictContract;
      context.onChange?.();
      return HttpResponse.json({ scenario: scenario.name, now: context.clock.iso() });
    }),
  ];
}
