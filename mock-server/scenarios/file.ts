/**
 * Scenarios as data (mock-server/README.md "Scenario files"): a JSON file a QA team keeps in its own repo,
 * checked against `ScenarioFile` in openapi/mock-control.yaml (this zod schema mirrors it; control.test.ts
 * holds the two together). Loaded with POST /__mock/scenario `{ "file": … }` or `MOCK_SCENARIO=path`;
 * its records alone are added to a world with POST /__mock/records.
 */
import { z } from 'zod';
import type { MockContext } from '../core/context.ts';
import { CLOCK_MAX, CLOCK_MIN, MAX_CONTROL_STRING_CHARS } from '../core/limits.ts';
import { tokenKinds } from '../db/schema.ts';
import { DEFAULT_PASSWORD } from './default.ts';
import { associatePersona, seedPersona, type Persona } from './default/personas.ts';
import { seedInvitee } from './default/registration.ts';
import { seedDemoTokens } from './default/tokens.ts';
import type { Scenario } from '../core/context.ts';
import { seedReferenceData } from './reference-data.ts';

const text = (field: string, max = MAX_CONTROL_STRING_CHARS) =>
  z
    .string({ error: `${field} must be a string` })
    .min(1, { error: `${field} must not be empty` })
    .max(max, { error: `${field} is at most ${max} characters` });
const list = <T extends z.ZodType>(field: string, item: T) =>
  z.array(item, { error: `${field} must be an array` }).max(100, { error: `${field} holds at most 100` });

const persona = z.strictObject({
  username: text('username').regex(/^[a-z]+\.[a-z]+$/, {
    error: 'username must be first.last in lower-case letters (ids and names are derived from it)',
  }),
  summary: text('summary', 1000).optional(),
  password: text('password').optional(),
  clients: list(
    'clients',
    z.union(
      [text('client'), z.strictObject({ clientId: text('clientId'), suspended: z.boolean().optional() })],
      {
        error: 'a client is an id, or { clientId, suspended }',
      },
    ),
  ).optional(),
  phone: z
    .string({ error: 'phone must be a string' })
    .regex(/^\+1\d{10}$/, { error: 'phone must be a North American number in E.164, such as +15555550100' })
    .optional(),
  emailVerified: z.boolean({ error: 'emailVerified must be true or false' }).optional(),
  status: z.enum(['active', 'inactive'], { error: 'status must be active or inactive' }).optional(),
  authenticationPath: z
    .enum(['Lifion', 'Nexo'], { error: 'authenticationPath must be Lifion or Nexo' })
    .optional(),
  baseLevelOfAssurance: z
    .number()
    .int()
    .min(0)
    .max(4, { error: 'baseLevelOfAssurance is 0 to 4' })
    .optional(),
  isNotAllowUpdateUsername: z.boolean().optional(),
  obligation: z
    .strictObject({
      kind: text('obligation.kind'),
      command: text('obligation.command').optional(),
      redirectUrl: text('obligation.redirectUrl', 2048).optional(),
    })
    .refine((value) => (value.command === undefined) !== (value.redirectUrl === undefined), {
      error: 'an obligation has a command or a redirectUrl, one of the two',
    })
    .optional(),
});

const invitation = z.strictObject({
  id: text('id'),
  clientId: text('clientId'),
  firstName: text('firstName'),
  lastName: text('lastName'),
  dateOfBirth: z.iso
    .date({ error: 'dateOfBirth must be a date such as 1990-04-15' })
    .nullable()
    .default(null),
  email: z.email({ error: 'email must be an e-mail address' }).nullable().default(null),
});

const token = z.strictObject({
  token: text('token'),
  kind: z.enum(tokenKinds, { error: `kind must be one of ${tokenKinds.join(', ')}` }),
  summary: text('summary', 1000).optional(),
  email: z.email({ error: 'email must be an e-mail address' }).nullable().default(null),
  /** The persona the token belongs to. */
  username: text('username').optional(),
  /** The invitation (its id) whose name and client the token carries. */
  invites: text('invites').optional(),
  expired: z.boolean().optional(),
  data: z.record(z.string(), z.unknown()).optional(),
});

const flag = z.strictObject({ clientId: text('clientId'), flag: text('flag'), isEnabled: z.boolean() });

export const recordsShape = {
  personas: list('personas', persona).optional(),
  invitations: list('invitations', invitation).optional(),
  tokens: list('tokens', token).optional(),
  flags: list('flags', flag).optional(),
};
export const RECORD_KEYS = Object.keys(recordsShape);
export const recordsBody = z.strictObject(recordsShape);
export type ScenarioRecords = z.infer<typeof recordsBody>;

export const SCENARIO_FILE_KEYS = ['name', 'description', 'base', 'clock', ...RECORD_KEYS];
export const scenarioFile = z.strictObject({
  name: text('name').regex(/^[a-z0-9-]+$/, { error: 'name is lower-case letters, digits and -' }),
  description: text('description', 1000).optional(),
  /** What it starts from: reference data only (`empty`, the default), or every persona of `default`. */
  base: z.enum(['empty', 'default'], { error: 'base must be empty or default' }).default('empty'),
  clock: z
    .strictObject({
      now: z.iso
        .datetime({ offset: true, error: 'clock.now must be a date-time such as 2030-01-01T00:00:00Z' })
        .refine((now) => Date.parse(now) >= CLOCK_MIN && Date.parse(now) <= CLOCK_MAX, {
          error: 'clock.now must be between 1970 and 9999',
        }),
    })
    .optional(),
  ...recordsShape,
});
export type ScenarioFile = z.infer<typeof scenarioFile>;

/**
 * Why the records cannot be added to this world (a username, token or invitation id it already has, a
 * client it lacks, a token for a persona or invitation it does not hold), or null: checked before anything
 * is written, so a refused body changes nothing.
 */
export function recordsConflict(context: MockContext, records: ScenarioRecords): string | null {
  const { db } = context;
  const clients = new Set(db.clients.all().map((client) => client.id));
  const usernames = new Set(db.persons.all().map((person) => person.username));
  const personIds = new Set(db.persons.all().map((person) => person.id));
  const associates = new Set(db.associates.all().map((associate) => associate.id));
  const tokens = new Set(db.tokens.all().map((stored) => stored.token));
  const flagNames = new Set(db.featureFlags.all().map((stored) => stored.flag));
  for (const item of records.personas ?? []) {
    if (usernames.has(item.username)) return `username '${item.username}' is taken in this world`;
    usernames.add(item.username);
    const id = `person-${item.username.split('.')[0]}`;
    if (personIds.has(id))
      return `username '${item.username}': ids derive from the first part, and '${id}' is taken in this world`;
    personIds.add(id);
    for (const client of item.clients ?? []) {
      const id = typeof client === 'string' ? client : client.clientId;
      if (!clients.has(id))
        return `unknown client '${id}' for ${item.username}: one of ${[...clients].join(', ')}`;
    }
  }
  for (const item of records.invitations ?? []) {
    if (associates.has(item.id)) return `associate id '${item.id}' is taken in this world`;
    if (!clients.has(item.clientId))
      return `unknown client '${item.clientId}': one of ${[...clients].join(', ')}`;
    associates.add(item.id);
  }
  for (const item of records.tokens ?? []) {
    if (tokens.has(item.token)) return `token '${item.token}' is taken in this world`;
    tokens.add(item.token);
    if (item.username && !usernames.has(item.username))
      return `token '${item.token}': no persona ${item.username}`;
    if (item.invites && !associates.has(item.invites))
      return `token '${item.token}': no invitation ${item.invites}`;
  }
  for (const item of records.flags ?? []) {
    if (!flagNames.has(item.flag)) return `unknown flag '${item.flag}': one of ${[...flagNames].join(', ')}`;
    if (item.clientId !== '*' && !clients.has(item.clientId))
      return `unknown client '${item.clientId}' for flag ${item.flag}`;
  }
  return null;
}

/** Adds checked records to the world (recordsConflict first). */
export async function seedRecords(context: MockContext, records: ScenarioRecords): Promise<void> {
  const { db } = context;
  for (const item of records.personas ?? []) {
    const { username, summary, password, obligation, ...options } = item;
    const base = associatePersona(username, {
      summary: summary ?? `${username} (scenario file)`,
      ...options,
    });
    const seeded: Persona = obligation
      ? {
          ...base,
          obligation: {
            id: base.id.replace(/^person-/, 'obligation-'),
            kind: obligation.kind,
            command: obligation.command ?? null,
            isLoginObligation: true,
            ...(obligation.redirectUrl ? { redirectUrl: obligation.redirectUrl } : {}),
          },
        }
      : base;
    await seedPersona(context, seeded);
    if (password && password !== DEFAULT_PASSWORD) {
      const credential = db.credentials.findFirst((q) => q.where({ personId: seeded.id }), { strict: true });
      await db.credentials.update(credential, { data: (draft) => void (draft.password = password) });
    }
    context.extraPersonas.push(seeded);
  }
  for (const item of records.invitations ?? []) await seedInvitee(context, item);
  const personIdOf = (username: string) =>
    db.persons.findFirst((q) => q.where({ username }), { strict: true }).id;
  await seedDemoTokens(
    context,
    (records.tokens ?? []).map(({ username, summary, ...item }) => ({
      ...item,
      summary: summary ?? item.token,
      ...(username ? { personId: personIdOf(username) } : {}),
    })),
  );
  for (const item of records.flags ?? []) {
    const stored = db.featureFlags.findFirst((q) => q.where({ clientId: item.clientId, flag: item.flag }));
    if (stored)
      await db.featureFlags.update(stored, { data: (draft) => void (draft.isEnabled = item.isEnabled) });
    else await db.featureFlags.create(item);
  }
}

/** The first problem of a scenario file, as `field: message`, or the checked file. */
export function checkScenarioFile(json: unknown): ScenarioFile | string {
  const result = scenarioFile.safeParse(json);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  if (issue.code === 'unrecognized_keys')
    return `Unknown key '${issue.keys[0]}': a scenario file takes ${SCENARIO_FILE_KEYS.join(', ')}`;
  return `${issue.path.join('.') || 'the file'}: ${issue.message}`;
}

/** The scenario a file describes: its clock, its base, then its records. */
export function fileScenario(file: ScenarioFile, base: Scenario): Scenario {
  return {
    name: file.name,
    description: file.description ?? `Loaded from a scenario file (${file.name}).`,
    file,
    async seed(context) {
      // The clock first: every record's times (a token's 15 days) count from the scenario's now.
      if (file.clock) context.clock.set(Date.parse(file.clock.now));
      if (file.base === 'default') await base.seed(context);
      else await seedReferenceData(context);
      await seedRecords(context, file);
    },
  };
}
