/**
 * Scenario data in a world (openapi/mock-control.yaml, tag Records): a scenario file loaded as the world's
 * scenario, single records added, an obligation settled, and snapshots of the world taken and restored.
 */
import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { MockContext, type Snapshot } from '../core/context.ts';
import { MAX_SNAPSHOTS_PER_WORLD } from '../core/limits.ts';
import { randomId } from '../core/session.ts';
import { defaultScenario } from '../scenarios/default.ts';
import {
  checkScenarioFile,
  fileScenario,
  RECORD_KEYS,
  recordsBody,
  recordsConflict,
  seedRecords,
} from '../scenarios/file.ts';
import type { Scenario } from '../scenarios/index.ts';
import { badRequest, controlText, emptyBody, parseBody } from './validate.ts';

export const settleBody = z.strictObject({
  username: controlText('username'),
  kind: controlText('kind').optional(),
});

interface StoredSnapshot {
  id: string;
  takenAt: string;
  /** The world's mock clock when it was taken. */
  now: string;
  scenario: Scenario;
  state: Snapshot;
  extraPersonas: MockContext['extraPersonas'];
}

/** Snapshots per world, oldest first; kept outside the context so a reset or restore does not drop them. */
const snapshotsOf = new WeakMap<MockContext, StoredSnapshot[]>();

const listed = ({ id, takenAt, now, scenario }: StoredSnapshot) => ({
  id,
  scenario: scenario.name,
  takenAt,
  now,
});

/** Loads a scenario file into the world: the answer of POST /__mock/scenario `{ "file": … }`. */
export async function loadScenarioFile(context: MockContext, file: unknown): Promise<Response> {
  const checked = checkScenarioFile(file);
  if (typeof checked === 'string') return badRequest(checked, 'file');
  const scenario = fileScenario(checked, defaultScenario);
  // Checked against its base on a scratch world first: records that clash (a token for a persona the file
  // lacks, a taken username) are a 400, and the world keeps what it had.
  const scratch = new MockContext();
  await fileScenario(
    { ...checked, personas: [], invitations: [], tokens: [], flags: [] },
    defaultScenario,
  ).seed(scratch);
  const conflict = recordsConflict(scratch, checked);
  if (conflict) return badRequest(`The scenario file cannot be loaded: ${conflict}.`, 'file');
  await context.loadScenario(scenario);
  context.onChange?.();
  return HttpResponse.json({ scenario: scenario.name });
}

export function recordHandlers(context: MockContext) {
  return [
    http.post('*/__mock/records', async ({ request }) => {
      const body = await parseBody(request, recordsBody, RECORD_KEYS);
      if (body instanceof Response) return body;
      const conflict = recordsConflict(context, body);
      if (conflict) return badRequest(`Nothing was added: ${conflict}.`);
      await seedRecords(context, body);
      context.onChange?.();
      return HttpResponse.json(
        Object.fromEntries(RECORD_KEYS.map((key) => [key, body[key as keyof typeof body]?.length ?? 0])),
        { status: 201 },
      );
    }),
    http.post('*/__mock/obligations/settle', async ({ request }) => {
      const body = await parseBody(request, settleBody, ['username', 'kind']);
      if (body instanceof Response) return body;
      const person = context.db.persons.findFirst((q) => q.where({ username: body.username }));
      if (!person) return badRequest(`No person '${body.username}' in this world.`, 'username');
      const open = context.db.obligations.findMany((q) => q.where({ personId: person.id, resolved: false }));
      const settling = open.filter((obligation) => !body.kind || obligation.kind === body.kind);
      if (settling.length === 0) {
        return badRequest(
          `${body.username} owes ${body.kind ? `no ${body.kind}` : 'nothing'}; open: ${open.map((obligation) => obligation.kind).join(', ') || 'none'}.`,
          body.kind ? 'kind' : 'username',
          'NOTHING_TO_SETTLE',
        );
      }
      for (const obligation of settling)
        await context.db.obligations.update(obligation, { data: (draft) => void (draft.resolved = true) });
      context.onChange?.();
      return HttpResponse.json({
        username: body.username,
        settled: settling.map((obligation) => obligation.kind),
      });
    }),
    http.get('*/__mock/snapshots', () => HttpResponse.json((snapshotsOf.get(context) ?? []).map(listed))),
    http.post('*/__mock/snapshots', async ({ request }) => {
      const body = await parseBody(request, emptyBody, []);
      if (body instanceof Response) return body;
      const kept = snapshotsOf.get(context) ?? [];
      const stored: StoredSnapshot = {
        id: randomId('snapshot-'),
        takenAt: new Date().toISOString(),
        now: context.clock.iso(),
        scenario: context.scenario,
        state: context.snapshot(),
        extraPersonas: [...context.extraPersonas],
      };
      kept.push(stored);
      // Bounded like the outbox: the oldest goes.
      if (kept.length > MAX_SNAPSHOTS_PER_WORLD) kept.shift();
      snapshotsOf.set(context, kept);
      return HttpResponse.json(listed(stored), { status: 201 });
    }),
    http.post('*/__mock/snapshots/:id/restore', async ({ params, request }) => {
      const body = await parseBody(request, emptyBody, []);
      if (body instanceof Response) return body;
      const stored = snapshotsOf.get(context)?.find((candidate) => candidate.id === params.id);
      if (!stored) {
        return HttpResponse.json(
          {
            code: 'SNAPSHOT_NOT_FOUND',
            message: `No snapshot '${String(params.id)}' in this world: GET /__mock/snapshots lists them.`,
            errors: [{ code: 'SNAPSHOT_NOT_FOUND' }],
          },
          { status: 404 },
        );
      }
      await context.restore(stored.state, stored.scenario);
      context.extraPersonas = [...stored.extraPersonas];
      context.onChange?.();
      return HttpResponse.json(listed(stored));
    }),
  ];
}
