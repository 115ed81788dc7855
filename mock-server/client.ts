/**
 * The typed client of the mock's control API (openapi/mock-control.yaml), for QA scripts:
 *
 *   const world = await createWorld('http://127.0.0.1:9090');
 *   const ava = await world.signInAs('ava.associate');
 *
 * Every call acts on the client's world (mock-server/README.md "Isolated worlds"). Node 20+ or a browser: it
 * needs only `fetch`. A method returns its typed result only for the answer its contract documents; any other
 * answer, or none, throws a MockClientError saying which, so a script can tell a fault it injected from a bug
 * of its own. It makes no request the script did not ask for.
 */
import type { components, paths } from './generated/mock-control.ts';
import type * as AuthenticationService from '../src/api/generated/authentication-service.ts';
import type * as IdentityOrchestrator from '../src/api/generated/identity-orchestrator.ts';
import type * as IdentityOrchestratorV1 from '../src/api/generated/identity-orchestrator-v1.ts';
import type * as UiGateway from '../src/api/generated/ui-gateway.ts';

type Schemas = components['schemas'];
export type Mail = Schemas['Mail'];
/** `times` and `delayMs` have defaults (1, 0): the generated type calls them required. */
export type FaultRequest = Omit<Schemas['FaultRequest'], 'times' | 'delayMs'> &
  Partial<Pick<Schemas['FaultRequest'], 'times' | 'delayMs'>>;
export type Fault = Schemas['Fault'];
export type Flag = Schemas['Flag'];
type Json<P extends keyof paths, M extends keyof paths[P], S extends number> = paths[P][M] extends {
  responses: { [K in S]: { content: { 'application/json': infer T } } };
}
  ? T
  : never;
export type Persona = Json<'/personas', 'get', 200>['personas'][number];
export type JournalEntry = Schemas['JournalEntry'];
export type RequestPattern = Schemas['RequestPattern'];
export type Verification = Json<'/requests/verify', 'post', 200>;
/** `deliberate` and `delayMs` have defaults (false, 0): the generated type calls them required. */
export type StubRequest = Omit<Schemas['StubRequest'], 'deliberate' | 'delayMs'> & {
  deliberate?: boolean;
  delayMs?: number;
};
export type StubAnswer = Schemas['StubAnswer'];
export type Stub = Schemas['Stub'];
/** `base` has a default (`empty`): the generated type calls it required. */
export type ScenarioFile = Omit<Schemas['ScenarioFile'], 'base'> &
  Partial<Pick<Schemas['ScenarioFile'], 'base'>>;
export type ScenarioRecords = Schemas['ScenarioRecords'];
/**
 * A type as a JSON module imports it (`import file from './scenario.json' with { type: 'json' }`): TypeScript
 * widens the file's strings, so `"base": "empty"` is a string there; the server checks the values.
 */
export type AsImportedJson<T> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? AsImportedJson<Item>[]
    : T extends object
      ? { [K in keyof T]: AsImportedJson<T[K]> }
      : T;
export type Snapshot = Schemas['Snapshot'];
export type WorldExport = Schemas['WorldExport'];
export type ContractViolation = Schemas['ContractViolation'];
export type ViolationList = Schemas['ViolationList'];

/** The services' documents (openapi/), by the base path the mock serves each at. */
interface Services {
  '/api/authentication-service/v0': AuthenticationService.paths;
  '/api/identity-orchestrator/v0': IdentityOrchestrator.paths;
  '/api/identity-orchestrator/v1': IdentityOrchestratorV1.paths;
  '/api/ui-gateway/v0': UiGateway.paths;
}
/** A path template as the concrete paths it stands for: `/persons/{id}` → `/persons/${string}`. */
type Concrete<T extends string> = T extends `${infer Head}{${string}}${infer Tail}`
  ? `${Head}${string}${Concrete<Tail>}`
  : T;
type WithoutQuery<P extends string> = P extends `${infer Path}?${string}` ? Path : P;
type OperationAt<Item, M extends string> = Item extends { [K in Lowercase<M>]: infer O } ? O : never;
/** The operation a method and a full path name: a path without parameters first, else the templates it fits. */
type OperationOf<M extends string, P extends string> = {
  [B in keyof Services]: WithoutQuery<P> extends `${B}${infer Rest}`
    ? Rest extends keyof Services[B]
      ? OperationAt<Services[B][Rest], M>
      : {
          [T in keyof Services[B] & string]: Rest extends Concrete<T>
            ? OperationAt<Services[B][T], M>
            : never;
        }[keyof Services[B] & string]
    : never;
}[keyof Services];
type BodyOf<R> = R extends { content: { 'application/json': infer J } }
  ? J
  : R extends { content: { [type: string]: infer T } }
    ? T
    : '';
type ResponsesOf<O> = O extends { responses: infer R } ? R : never;
/** The answer's body for statuses `S` as the contract documents them; `any` for a call outside it. */
export type BodyFor<M extends string, P extends string, S extends number = number> = [
  OperationOf<M, P>,
] extends [never]
  ? // eslint-disable-next-line @typescript-eslint/no-explicit-any
    any
  : number extends S
    ? BodyOf<ResponsesOf<OperationOf<M, P>>[keyof ResponsesOf<OperationOf<M, P>>]>
    : {
        [Status in S]: Status extends keyof ResponsesOf<OperationOf<M, P>>
          ? BodyOf<ResponsesOf<OperationOf<M, P>>[Status]>
          : 'default' extends keyof ResponsesOf<OperationOf<M, P>>
            ? BodyOf<ResponsesOf<OperationOf<M, P>>['default']>
            : never;
      }[S];

type IsUnion<T, U = T> = T extends unknown ? ([U] extends [T] ? false : true) : never;
type KeysOf<U> = U extends object ? keyof U : never;
type ValueAt<U, K extends PropertyKey> = U extends unknown ? (K extends keyof U ? U[K] : never) : never;
/**
 * The answers a call may get, merged into one object type for probing: every field of any documented
 * answer (the success's and the error envelope's) can be read, and a field none has fails to compile.
 */
export type AnyAnswerBody<U> = [Exclude<U, string>] extends [never]
  ? U
  : true extends IsUnion<Exclude<U, string>>
    ? { [K in KeysOf<Exclude<U, string>>]: ValueAt<Exclude<U, string>, K> }
    : Exclude<U, string>;

const WORLD_HEADER = 'X-Mock-World';
const AUTHENTICATION = '/api/authentication-service/v0';
const ORCHESTRATOR = '/api/identity-orchestrator/v0';
const XSRF_COOKIE = 'XSRF-TOKEN';
/** As long as the app waits for an answer before it gives up. */
export const DEFAULT_TIMEOUT_MS = 15_000;
const EXCERPT_CHARS = 200;

/**
 * How an answer failed the script's expectation: `refused` a documented error envelope (4xx with a
 * `code`), `status` any other unexpected status, `not-json` a body that is not JSON (a proxy's HTML
 * page), `malformed-json` JSON that does not parse, `dropped` no answer at all, `timeout` no answer in
 * time, `contract-violation` an answer the server says breaks the contract (with `throwOnViolation`).
 */
export type MockClientErrorKind =
  'refused' | 'status' | 'not-json' | 'malformed-json' | 'dropped' | 'timeout' | 'contract-violation';

/**
 * The server a script talks to: `MOCK_ORIGIN` when set, else `npm run mock-server`'s address. Read without
 * Node's types, so the client compiles in a project that has only `typescript`.
 */
export function mockOrigin(): string {
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env;
  return env?.MOCK_ORIGIN ?? 'http://127.0.0.1:9090';
}

/**
 * The one error every client method throws for an answer it cannot stand behind. Its message is one line
 * (the step, the status, the code and the server's message), and so is how Node prints it uncaught.
 */
export class MockClientError extends Error {
  override readonly name = 'MockClientError';
  constructor(
    readonly kind: MockClientErrorKind,
    /** What the script asked for, e.g. `sign in as ava.associate`. */
    readonly step: string,
    readonly status: number | undefined,
    /** The envelope's `code`, when the answer had one. */
    readonly code: string | undefined,
    /** The first characters of the body, as received. */
    readonly excerpt: string,
    /** The parsed body, when it was JSON. */
    readonly body?: unknown,
  ) {
    super(
      `${step}: ${kind}${status === undefined ? '' : ` ${status}`}${code ? ` ${code}` : ''}` +
        (serverMessage(body) ? `: ${serverMessage(body)}` : excerpt ? ` ${JSON.stringify(excerpt)}` : ''),
    );
    // Off the printed form: Node prints an uncaught error's own properties after its stack, and a body
    // can be long; the message already says each of them.
    for (const field of ['kind', 'step', 'status', 'code', 'excerpt', 'body'])
      Object.defineProperty(this, field, { enumerable: false });
  }

  /** How Node prints it (console.log, an uncaught throw): the one line, without the stack. */
  [Symbol.for('nodejs.util.inspect.custom')](): string {
    return `${this.name}: ${this.message}`;
  }
}

/** The envelope's `message`, on one line, when the body has one. */
function serverMessage(body: unknown): string | undefined {
  const message = (body as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message.replace(/\s+/g, ' ').slice(0, 500) : undefined;
}

/**
 * An answer: its body typed from the service documents for a call they document (`BodyFor`), else JSON.parse's
 * `any`, as a script reads it with curl and jq.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface Answer<Body = any> {
  status: number;
  headers: Headers;
  /** Parsed JSON when the answer is JSON, else the text ('' for none). */
  body: Body;
}

/** Sends one request; a missing or late answer and unreadable JSON throw, any status is returned. */
async function exchange(step: string, url: string, init: RequestInit, timeoutMs: number): Promise<Answer> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, { ...init, signal: controller.signal });
    text = await response.text();
  } catch (error) {
    if (controller.signal.aborted) throw new MockClientError('timeout', step, undefined, undefined, '');
    const cause = error instanceof Error ? String((error as { cause?: unknown }).cause ?? error.message) : '';
    throw new MockClientError('dropped', step, undefined, undefined, cause.slice(0, EXCERPT_CHARS));
  } finally {
    clearTimeout(timer);
  }
  const excerpt = text.slice(0, EXCERPT_CHARS);
  const isJson = /\bjson\b/i.test(response.headers.get('content-type') ?? '');
  if (!isJson || text === '') return { status: response.status, headers: response.headers, body: text };
  try {
    return { status: response.status, headers: response.headers, body: JSON.parse(text) as unknown };
  } catch {
    throw new MockClientError('malformed-json', step, response.status, undefined, excerpt);
  }
}

/** The answer's body when its status is one of `expected` (and JSON when `json`), else the error. */
function expectAnswer(step: string, answer: Answer, expected: readonly number[], json: boolean): Answer {
  const excerpt = (typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body)).slice(
    0,
    EXCERPT_CHARS,
  );
  const code =
    answer.body && typeof answer.body === 'object' && typeof answer.body.code === 'string'
      ? (answer.body.code as string)
      : undefined;
  if (!expected.includes(answer.status)) {
    const kind = answer.status >= 400 && answer.status < 500 && code ? 'refused' : 'status';
    throw new MockClientError(kind, step, answer.status, code, excerpt, answer.body);
  }
  if (json && (typeof answer.body !== 'object' || answer.body === null))
    throw new MockClientError('not-json', step, answer.status, code, excerpt, answer.body);
  return answer;
}

export interface ClientOptions {
  /** How long a call waits for its answer (default 15 s, as the app). */
  timeoutMs?: number;
  /**
   * An API answer carrying the X-Mock-Contract-Violation header throws a MockClientError of kind
   * `contract-violation` (its `excerpt` the header) instead of being returned.
   */
  throwOnViolation?: boolean;
}

const VIOLATION_HEADER = 'x-mock-contract-violation';

/** Creates a world on the server at `origin` and returns the client bound to it. */
export async function createWorld(
  origin: string,
  scenario?: string,
  options: ClientOptions = {},
): Promise<MockControl> {
  const step = 'create a world';
  const answer = await exchange(
    step,
    `${origin}/__mock/worlds`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(scenario ? { scenario } : {}),
    },
    options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  );
  const created = expectAnswer(step, answer, [201], true).body as Json<'/worlds', 'post', 201>;
  return mockControl(origin, created.id, options);
}

export type MockControl = ReturnType<typeof mockControl>;

/** What a sign-in sends besides the username: any input of the login form. */
export interface SignInInput {
  /** The scenario's shared password unless given. */
  password?: string;
  /** The captcha's token, once the server has asked for one (any value passes in the mock). */
  recaptchaToken?: string;
  /** Other form fields, sent as they are (to try what the contract refuses). */
  [field: string]: string | undefined;
}

/** The control API of one world (the default world when `world` is undefined). */
export function mockControl(origin: string, world?: string, options: ClientOptions = {}) {
  const headers: Record<string, string> = world ? { [WORLD_HEADER]: world } : {};
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  /** One control call: the typed body for its documented success status, else a MockClientError. */
  async function control<T>(step: string, method: string, path: string, ok: number, body?: unknown) {
    const init: RequestInit = { method, headers: { ...headers } };
    if (body !== undefined) {
      init.headers = { ...headers, 'content-type': 'application/json' };
      init.body = JSON.stringify(body);
    }
    const answer = await exchange(step, `${origin}/__mock${path}`, init, timeoutMs);
    return expectAnswer(step, answer, [ok], ok !== 204).body as T;
  }

  const readOutbox = () => control<Mail[]>('read the outbox', 'GET', '/outbox', 200);
  const session = () => apiSession(origin, headers, options);

  return {
    origin,
    world,
    deleteWorld: async (): Promise<void> => {
      if (!world) throw new Error('the default world cannot be deleted');
      await control('delete the world', 'DELETE', `/worlds/${encodeURIComponent(world)}`, 204);
    },
    listWorlds: async () =>
      (await control<Json<'/worlds', 'get', 200>>('list worlds', 'GET', '/worlds', 200)).worlds,
    listScenarios: () => control<Json<'/scenarios', 'get', 200>>('list scenarios', 'GET', '/scenarios', 200),
    loadScenario: (name: string) =>
      control<{ scenario: string }>(`load scenario ${name}`, 'POST', '/scenario', 200, { name }),
    reset: () => control<{ scenario: string }>('reset', 'POST', '/reset', 200),
    readState: () => control<Json<'/state', 'get', 200>>('read the state', 'GET', '/state', 200),
    /** The app's field measurements per route (count, p75), from its `web-vitals` log entries. */
    readVitals: () =>
      control<Json<'/vitals', 'get', 200>>('read the field measurements', 'GET', '/vitals', 200),
    /** The policy violations the app reported, per directive, blocked resource and route, with their count. */
    readPolicyViolations: async () =>
      (
        await control<Json<'/policy-violations', 'get', 200>>(
          'read the policy violations',
          'GET',
          '/policy-violations',
          200,
        )
      ).violations,
    readOutbox,
    /** The newest one-time code mailed to `to`; throws when there is none. */
    lastCode: async (to: string): Promise<string> => {
      const mail = (await readOutbox()).filter((item) => item.to === to && item.code).at(-1);
      if (!mail?.code) throw new Error(`no code mailed to ${to}`);
      return mail.code;
    },
    /** The newest link mailed to `to` (an app address); throws when there is none. */
    lastLink: async (to: string): Promise<string> => {
      const mail = (await readOutbox()).filter((item) => item.to === to && item.link).at(-1);
      if (!mail?.link) throw new Error(`no link mailed to ${to}`);
      return mail.link;
    },
    advanceClock: async (ms: number) =>
      (await control<{ now: string }>('advance the clock', 'POST', '/clock', 200, { advanceMs: ms })).now,
    setClock: async (now: string) =>
      (await control<{ now: string }>('set the clock', 'POST', '/clock', 200, { now })).now,
    /**
     * Stops the mock clock where it stands (`false`: lets it run on in real time from there); frozen, it
     * moves only by advanceClock and setClock, to the millisecond. Resolves to the mock time.
     */
    freezeClock: async (frozen = true) =>
      (
        await control<{ now: string }>(`${frozen ? 'freeze' : 'thaw'} the clock`, 'POST', '/clock', 200, {
          frozen,
        })
      ).now,
    injectFault: (fault: FaultRequest) =>
      control<Fault[]>('inject a fault', 'POST', '/faults', 201, { times: 1, delayMs: 0, ...fault }),
    /** Every fault of the world, pending (`times` > 0) and spent, with how often each `fired`. */
    listFaults: () => control<Fault[]>('list faults', 'GET', '/faults', 200),
    clearFaults: async (): Promise<void> => {
      await control('clear faults', 'DELETE', '/faults', 204);
    },
    /** The personas who exist in this world, each with the obligation it owes and where it leads. */
    listPersonas: () => control<Json<'/personas', 'get', 200>>('list personas', 'GET', '/personas', 200),
    /** The world's request journal, oldest first; `filter` narrows it by method, path pattern and since. */
    readRequests: async (filter: { method?: string; path?: string; since?: string } = {}) => {
      const query = new URLSearchParams(
        Object.entries(filter).filter((entry): entry is [string, string] => entry[1] !== undefined),
      ).toString();
      return (
        await control<Json<'/requests', 'get', 200>>(
          'read the requests',
          'GET',
          `/requests${query ? `?${query}` : ''}`,
          200,
        )
      ).requests;
    },
    clearRequests: async (): Promise<void> => {
      await control('clear the requests', 'DELETE', '/requests', 204);
    },
    /** How many journal requests match `pattern`, which, and the near misses when none did. */
    verifyRequests: (
      pattern: RequestPattern & { since?: string; status?: number; atLeast?: number; atMost?: number },
    ) => control<Verification>('verify requests', 'POST', '/requests/verify', 200, pattern),
    /**
     * Throws unless exactly `times` (or `{ atLeast, atMost }`) requests match `pattern` (which may name the
     * answer's `status`); the error lists the near misses, so a failed assertion says what the app asked
     * for instead.
     */
    expectRequested: async (
      pattern: RequestPattern & { since?: string; status?: number },
      times: number | { atLeast?: number; atMost?: number } = 1,
    ): Promise<JournalEntry[]> => {
      const range = typeof times === 'number' ? { atLeast: times, atMost: times } : times;
      const found = await control<Verification>('verify requests', 'POST', '/requests/verify', 200, {
        ...pattern,
        ...range,
      });
      if (found.inRange) return found.requests;
      const misses = found.nearMisses.map(
        (miss) =>
          `\n  near miss #${miss.request.seq} ${miss.request.method} ${miss.request.path}: ${miss.differences.join('; ')}`,
      );
      const expected =
        typeof times === 'number' ? times : `${range.atLeast ?? 1} to ${range.atMost ?? 'any number of'}`;
      throw new Error(
        `expected ${expected} request(s) matching ${JSON.stringify(pattern)}, found ${found.count}${misses.join('')}`,
      );
    },
    /** Whether requests matching each pattern came in this order (`failedAt`: the first step that did not). */
    verifyOrder: (sequence: (RequestPattern & { since?: string; status?: number })[]) =>
      control<Json<'/requests/verify-order', 'post', 200>>(
        'verify order',
        'POST',
        '/requests/verify-order',
        200,
        {
          sequence,
        },
      ),
    /** Throws unless requests matching the patterns came in this order; resolves to the request of each. */
    expectInOrder: async (
      sequence: (RequestPattern & { since?: string; status?: number })[],
    ): Promise<JournalEntry[]> => {
      const found = await control<Json<'/requests/verify-order', 'post', 200>>(
        'verify order',
        'POST',
        '/requests/verify-order',
        200,
        { sequence },
      );
      if (!found.inOrder)
        throw new Error(`expected requests in order ${JSON.stringify(sequence)}: ${found.message}`);
      return found.requests;
    },
    /** The requests no stub or handler answered (outside every contract, or without a handler), oldest first. */
    listUnmatched: async () =>
      (
        await control<Json<'/requests/unmatched', 'get', 200>>(
          'list unmatched requests',
          'GET',
          '/requests/unmatched',
          200,
        )
      ).requests,
    /** The contract violations of this world's answers (the HTTP modes check each), and whether strict is on. */
    listViolations: () => control<ViolationList>('list contract violations', 'GET', '/violations', 200),
    clearViolations: async (): Promise<void> => {
      await control('clear contract violations', 'DELETE', '/violations', 204);
    },
    /** Strict: a violating answer becomes a 500 `CONTRACT_VIOLATION` (kept across resets). */
    setStrictContract: (strict: boolean) =>
      control<ViolationList>('set strict contract mode', 'PUT', '/violations', 200, { strict }),
    addStub: (stub: StubRequest) => control<Stub>('add a stub', 'POST', '/stubs', 201, stub),
    listStubs: () => control<Stub[]>('list stubs', 'GET', '/stubs', 200),
    deleteStub: async (id: string): Promise<void> => {
      await control(`delete stub ${id}`, 'DELETE', `/stubs/${encodeURIComponent(id)}`, 204);
    },
    clearStubs: async (): Promise<void> => {
      await control('clear stubs', 'DELETE', '/stubs', 204);
    },
    /** Loads a scenario file (the JSON a QA repo keeps) as this world's scenario: fresh state. */
    loadScenarioFile: (file: ScenarioFile | AsImportedJson<ScenarioFile>) =>
      control<{ scenario: string }>(`load scenario file ${file.name}`, 'POST', '/scenario', 200, { file }),
    /** Adds personas, invitations, tokens or flags to the world as it is; how many of each were added. */
    seedRecords: (records: ScenarioRecords | AsImportedJson<ScenarioRecords>) =>
      control<Json<'/records', 'post', 201>>('seed records', 'POST', '/records', 201, records),
    /** Marks `username`'s open obligations (of `kind`, else all) as met; the kinds settled. */
    settleObligation: async (username: string, kind?: string) =>
      (
        await control<Json<'/obligations/settle', 'post', 200>>(
          `settle ${kind ?? 'the obligations'} of ${username}`,
          'POST',
          '/obligations/settle',
          200,
          kind ? { username, kind } : { username },
        )
      ).settled,
    /** Keeps the world's state (database and clock) on the server; the newest 5 are kept. */
    takeSnapshot: () => control<Snapshot>('take a snapshot', 'POST', '/snapshots', 201),
    listSnapshots: () => control<Snapshot[]>('list snapshots', 'GET', '/snapshots', 200),
    restoreSnapshot: (id: string) =>
      control<Snapshot>(
        `restore snapshot ${id}`,
        'POST',
        `/snapshots/${encodeURIComponent(id)}/restore`,
        200,
      ),
    /** The world as one JSON document (state, clock, scenario, stubs, faults, journal), to keep or attach. */
    exportWorld: () => control<WorldExport>('export the world', 'GET', '/export', 200),
    /** Replaces this world with an exported one (make a new world for it); its scenario and mock time. */
    importWorld: (exported: WorldExport) =>
      control<Json<'/import', 'post', 200>>('import a world', 'POST', '/import', 200, exported),
    /** The newest mail (to `to`, when given), with the token of its link; throws when there is none. */
    newestMail: async (to?: string): Promise<Mail & { token?: string }> => {
      const mail = (await readOutbox()).filter((item) => to === undefined || item.to === to).at(-1);
      if (!mail) throw new Error(`no mail${to === undefined ? '' : ` to ${to}`} in the outbox`);
      const token = mail.link ? new URL(mail.link, origin).searchParams.get('token') : null;
      return token ? { ...mail, token } : mail;
    },
    /**
     * Executes a token as the page its link opens does (`POST /tokens/execute`): `resetPassword` with
     * `{ password }`, `emailVerification` with `{ code }`, `createCredential` with `{ username, password }`.
     * Throws unless the server answers 204.
     */
    executeToken: async (kind: string, token: string, data: Record<string, unknown> = {}): Promise<void> => {
      await session().expect(
        `execute ${kind} token`,
        'POST',
        `${ORCHESTRATOR}/tokens/execute`,
        { json: { kind, token, data } },
        [204],
        false,
      );
    },
    listFlags: () => control<Flag[]>('list flags', 'GET', '/flags', 200),
    setFlag: (flag: Flag) => control<Flag>('set a flag', 'PUT', '/flags', 200, flag),
    /** A session of the product's API in this world, as a browser would hold it (cookies, CSRF). */
    apiSession: session,
    /**
     * Signs `username` in with any input of the login form (a password string, or `{ password,
     * recaptchaToken, … }`); resolves to the signed-in session on a 200, throws a MockClientError
     * otherwise (a refusal's `code` says which, e.g. RECAPTCHA_RESPONSE_TOKEN_MISSING).
     */
    signInAs: async (username: string, input: string | SignInInput = {}) => {
      const { password, ...rest } = typeof input === 'string' ? { password: input } : input;
      const secret =
        password ??
        (await control<Json<'/personas', 'get', 200>>('list personas', 'GET', '/personas', 200)).password;
      const browser = session();
      const form: Record<string, string> = { username, password: secret };
      for (const [name, value] of Object.entries(rest)) if (value !== undefined) form[name] = value;
      await browser.expect(`sign in as ${username}`, 'POST', `${AUTHENTICATION}/login`, { form }, [200]);
      return browser;
    },
    /**
     * Asks for a reset-password mail as the forgot-password page does, for an e-mail address or a
     * persona's username (sent as the persona's address, since the page takes an address); resolves
     * to the address the mail goes to, for `lastLink`. Throws unless the server took the request.
     */
    forgotPassword: async (usernameOrEmail: string): Promise<string> => {
      let email = usernameOrEmail;
      if (!usernameOrEmail.includes('@')) {
        const { personas } = await control<Json<'/personas', 'get', 200>>(
          'list personas',
          'GET',
          '/personas',
          200,
        );
        const persona = personas.find((candidate) => candidate.username === usernameOrEmail);
        if (!persona) throw new Error(`no persona ${usernameOrEmail} in this world`);
        email = persona.email;
      }
      await session().expect(
        `forgot password for ${usernameOrEmail}`,
        'POST',
        `${ORCHESTRATOR}/credentials/forgot`,
        { json: { identifier: email } },
        [204],
        false,
      );
      return email;
    },
  };
}

export type ApiSession = ReturnType<typeof apiSession>;

export interface CallOptions {
  json?: unknown;
  form?: Record<string, string>;
  /** A body sent as it is, labelled JSON (to try a malformed one). */
  raw?: string;
  /** false: send no X-CSRF-Token (to see the refusal). */
  csrf?: boolean;
}

/**
 * Calls to the product's API with a cookie jar and the double-submit CSRF header, as the app makes
 * them. The XSRF token is minted here rather than fetched: the mock checks only that cookie and header
 * agree, and fetching one would be a request the script never asked for (it would take a fault the
 * script injected for the browser).
 */
export function apiSession(
  origin: string,
  fixedHeaders: Record<string, string> = {},
  options: ClientOptions = {},
) {
  const jar = new Map<string, string>();
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  /**
   * Any answer with a status; no answer, a late one or unreadable JSON throw a MockClientError. Its body is
   * typed as any answer the contract documents for the call (narrow it by `status`, or use `expect`).
   */
  async function call<M extends string, P extends string>(
    method: M,
    path: P,
    callOptions: CallOptions = {},
  ): Promise<Answer<AnyAnswerBody<BodyFor<M, P>>>> {
    const csrf = method.toUpperCase() !== 'GET' && callOptions.csrf !== false;
    if (csrf && !jar.has(XSRF_COOKIE)) jar.set(XSRF_COOKIE, crypto.randomUUID());
    const headers = new Headers(fixedHeaders);
    if (jar.size > 0) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    if (csrf) headers.set('X-CSRF-Token', jar.get(XSRF_COOKIE) ?? '');
    let body: string | undefined;
    if (callOptions.json !== undefined || callOptions.raw !== undefined) {
      headers.set('content-type', 'application/json');
      body = callOptions.raw ?? JSON.stringify(callOptions.json);
    } else if (callOptions.form) {
      headers.set('content-type', 'application/x-www-form-urlencoded');
      body = new URLSearchParams(callOptions.form).toString();
    }
    const answer = await exchange(`${method} ${path}`, origin + path, { method, headers, body }, timeoutMs);
    const violation = answer.headers.get(VIOLATION_HEADER);
    if (violation && options.throwOnViolation)
      throw new MockClientError(
        'contract-violation',
        `${method} ${path}`,
        answer.status,
        undefined,
        violation,
      );
    for (const cookie of answer.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      if (/max-age=0/i.test(cookie)) jar.delete(name);
      else jar.set(name, pair.slice(at + 1));
    }
    return answer;
  }

  /**
   * A call whose status must be one of `statuses` (and its body JSON unless `json` is false); its body is
   * typed as the contract documents the answer of those statuses.
   */
  async function expect<M extends string, P extends string, S extends number>(
    step: string,
    method: M,
    path: P,
    callOptions: CallOptions,
    statuses: readonly S[],
    json = true,
  ): Promise<Answer<BodyFor<M, P, S>>> {
    let answer: Answer;
    try {
      answer = await call(method, path, callOptions);
    } catch (error) {
      if (error instanceof MockClientError) {
        throw new MockClientError(error.kind, step, error.status, error.code, error.excerpt, error.body);
      }
      throw error;
    }
    return expectAnswer(step, answer, statuses, json);
  }

  return { call, expect, jar };
}
