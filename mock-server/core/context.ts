import { createCollections, type CollectionName, type Database } from '../db/schema.ts';
import { MockClock } from './clock.ts';
import type { ErrorCode } from './errors.ts';
import { Journal } from './journal.ts';
import { Violations } from './violations.ts';
import type { Stub } from './stubs.ts';
import type { Persona } from './persona.ts';

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

/**
 * A named starting state of the mock backend (mock-server/scenarios/: the built-in ones are listed in
 * scenarios/index.ts, a scenario file makes one in scenarios/file.ts). Declared here so that the core
 * imports nothing of the scenarios, which import the context.
 */
export interface Scenario {
  name: string;
  description: string;
  seed(context: MockContext): Promise<void>;
  /** The scenario file it was loaded from, when it came from one (a world's export carries it). */
  file?: unknown;
}

/** A context's scenario before one is loaded: no records. */
const NO_SCENARIO: Scenario = { name: 'none', description: 'Nothing loaded yet.', seed: async () => {} };

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

  constructor(scenario: Scenario = NO_SCENARIO) {
    this.scenario = scenario;
  }

  /** Fresh state from a scenario, built in or from a file (clock back to real time, faults cleared). */
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

  /** The state of `snapshot`, whose scenario is `scenario` (scenarios/index.ts finds one by its name). */
  async restore(snapshot: Snapshot, scenario: Scenario): Promise<void> {
    this.scenario = scenario;
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
