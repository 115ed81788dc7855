import { createCollections, type CollectionName, type Database } from '../db/schema.ts';
import { scenarios, type Scenario } from '../scenarios/index.ts';
import { MockClock } from './clock.ts';
import type { ErrorCode } from './errors.ts';
import { Journal } from './journal.ts';
import { Violations } from './violations.ts';
import type { Stub } from './stubs.ts';
import type { Persona } from '../scenarios/default/personas.ts';

/**
 * What an injected fault answers instead of the handler: `drop` fails the connection (no answer at
 * all), `html` is a 200 with an HTML page (a proxy's error page), `malformed-json` a 200
 * `application/json` body that does not parse.
 */
export const FAULT_KINDS = ['drop', 'html', 'malformed-json'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface Fault {
  method: string;
  /** A full path (`/api/authentication-service/v0/login`) or the path inside a service (`/login`). */
  path: string;
  status?: number;
  /** With `status`: the envelope code of the answer, instead of the status's usual one. */
  code?: ErrorCode;
  kind?: FaultKind;
  /** How many more calls it fails; a spent fault stays listed with 0, so GET /faults shows it fired. */
  times: number;
  delayMs: number;
  /** How many calls it has failed so far. */
  fired?: number;
}

export interface Snapshot {
  scenario: string;
  clockOffsetMs: number;
  /** The instant a frozen clock stood at; absent when it was running. */
  clockFrozenAt?: number;
  collections: Partial<Record<CollectionName, unknown[]>>;
}

/** Everything the handlers share: the database, the clock, injected faults and the loaded scenario. */
export class MockContext {
  readonly db: Database = createCollections();
  readonly clock = new MockClock();
  faults: Fault[] = [];
  /** Log lines the app sent (GET /__mock/state shows them); kept in memory, emptied by a reset. */
  logs: unknown[] = [];
  /** Every API request the world received (GET /__mock/requests); emptied by a reset. */
  readonly journal = new Journal();
  /** Personas a scenario file or POST /__mock/records added (GET /__mock/personas lists them too). */
  extraPersonas: Persona[] = [];
  /** Answers of the QA team's choosing (POST /__mock/stubs), checked before the handlers. */
  stubs: Stub[] = [];
  /** The contract violations of the world's answers (GET /__mock/violations); emptied by a reset. */
  readonly violations = new Violations();
  /** A violating answer is replaced by a 500 `CONTRACT_VIOLATION` (PUT /__mock/violations); kept across resets. */
  strictContract = false;
  scenario: Scenario;
  /** Called after every state-changing request (the demo build persists the state with it). */
  onChange: (() => void) | undefined;

  constructor(scenarioName = 'default') {
    this.scenario = findScenario(scenarioName);
  }

  /** Fresh state from a named scenario (clock back to real time, faults cleared). */
  load(name: string): Promise<void> {
    return this.loadScenario(findScenario(name));
  }

  /** Fresh state from a scenario, named or from a file. */
  async loadScenario(scenario: Scenario): Promise<void> {
    for (const collection of Object.values(this.db)) collection.clear();
    this.clock.reset();
    this.faults = [];
    this.logs = [];
    this.stubs = [];
    this.extraPersonas = [];
    this.journal.clear();
    this.violations.clear();
    this.scenario = scenario;
    await scenario.seed(this);
  }

  reset(): Promise<void> {
    return this.loadScenario(this.scenario);
  }

  /**
   * Makes the next `times` calls of `method path` answer `status`, or fail the way a `kind` says, after
   * `delayMs` (what POST /__mock/faults does).
   */
  injectFault(
    method: string,
    path: string,
    failure: number | FaultKind | { status?: number; code?: ErrorCode; kind?: FaultKind; delayMs?: number },
    times = 1,
  ): void {
    const {
      status,
      code,
      kind,
      delayMs = 0,
    }: { status?: number; code?: ErrorCode; kind?: FaultKind; delayMs?: number } = typeof failure === 'number'
      ? { status: failure }
      : typeof failure === 'string'
        ? { kind: failure }
        : failure;
    this.faults.push({
      method: method.toUpperCase(),
      path,
      ...(status !== undefined && { status }),
      ...(code && { code }),
      ...(kind && { kind }),
      times,
      delayMs,
    });
  }

  snapshot(): Snapshot {
    const collections: Snapshot['collections'] = {};
    for (const [name, collection] of Object.entries(this.db) as [
      CollectionName,
      Database[CollectionName],
    ][]) {
      collections[name] = collection.all().map((record) => structuredClone({ ...record }));
    }
    return {
      scenario: this.scenario.name,
      clockOffsetMs: this.clock.now() - Date.now(),
      ...(this.clock.frozen && { clockFrozenAt: this.clock.now() }),
      collections,
    };
  }

  /** The state of `snapshot`; `scenario` when it came from a file (it has no name to be found by). */
  async restore(snapshot: Snapshot, scenario?: Scenario): Promise<void> {
    this.scenario = scenario ?? findScenario(snapshot.scenario);
    for (const [name, collection] of Object.entries(this.db) as [
      CollectionName,
      Database[CollectionName],
    ][]) {
      collection.clear();
      for (const record of snapshot.collections[name] ?? []) {
        await (collection.create as (value: unknown) => Promise<unknown>)(record);
      }
    }
    this.clock.reset();
    if (snapshot.clockFrozenAt === undefined) this.clock.set(Date.now() + snapshot.clockOffsetMs);
    else {
      this.clock.freeze(true);
      this.clock.set(snapshot.clockFrozenAt);
    }
  }
}

function findScenario(name: string): Scenario {
  const scenario = scenarios.find((candidate) => candidate.name === name);
  if (!scenario) throw new UnknownScenarioError(name);
  return scenario;
}

export class UnknownScenarioError extends Error {
  constructor(readonly scenarioName: string) {
    super(`unknown scenario '${scenarioName}'`);
  }
}

export async function createMockContext(scenarioName = 'default'): Promise<MockContext> {
  const context = new MockContext(scenarioName);
  await context.load(scenarioName);
  return context;
}
