/**
 * The typed client of the mock's control API (openapi/mock-control.yaml), for QA scripts:
 *
 *   const world = await createWorld('http://127.0.0.1:9090');
 *   const ava = await world.signInAs('ava.associate');
 *
 * Every call acts on the client's world (README "Isolated worlds"). Node 20+ or a browser: it needs
 * only `fetch`.
 */
import createClient from 'openapi-fetch';
import type { components, paths } from '../src/api/generated/mock-control.ts';

type Schemas = components['schemas'];
export type Mail = Schemas['Mail'];
/** `times` and `delayMs` have defaults (1, 0): the generated type calls them required. */
export type FaultRequest = Omit<Schemas['FaultRequest'], 'times' | 'delayMs'> &
  Partial<Pick<Schemas['FaultRequest'], 'times' | 'delayMs'>>;
export type Flag = Schemas['Flag'];

const WORLD_HEADER = 'X-Mock-World';
const AUTHENTICATION = '/api/authentication-service/v0';
const XSRF_COOKIE = 'XSRF-TOKEN';

/** Fails loudly with the server's envelope: a QA script should stop at the first refused step. */
function data<T>(result: { data?: T; error?: unknown; response: Response }, what: string): T {
  if (result.error !== undefined || !result.response.ok) {
    throw new Error(`${what}: ${result.response.status} ${JSON.stringify(result.error ?? null)}`);
  }
  return result.data as T;
}

/** Creates a world on the server at `origin` and returns the client bound to it. */
export async function createWorld(origin: string, scenario?: string): Promise<MockControl> {
  const client = createClient<paths>({ baseUrl: `${origin}/__mock` });
  const created = data(
    await client.POST('/worlds', { body: scenario ? { scenario } : {} }),
    'create a world',
  );
  return mockControl(origin, created.id);
}

export type MockControl = ReturnType<typeof mockControl>;

/** The control API of one world (the default world when `world` is undefined). */
export function mockControl(origin: string, world?: string) {
  const headers: Record<string, string> = world ? { [WORLD_HEADER]: world } : {};
  const client = createClient<paths>({ baseUrl: `${origin}/__mock`, headers });

  const readOutbox = async (): Promise<Mail[]> => data(await client.GET('/outbox'), 'read the outbox');

  return {
    origin,
    world,
    deleteWorld: async () => {
      if (!world) throw new Error('the default world cannot be deleted');
      data(await client.DELETE('/worlds/{id}', { params: { path: { id: world } } }), 'delete the world');
    },
    listWorlds: async () => data(await client.GET('/worlds'), 'list worlds').worlds,
    listScenarios: async () => data(await client.GET('/scenarios'), 'list scenarios'),
    loadScenario: async (name: string) =>
      data(await client.POST('/scenario', { body: { name } }), `load scenario ${name}`),
    reset: async () => data(await client.POST('/reset'), 'reset'),
    readState: async () => data(await client.GET('/state'), 'read the state'),
    /** The app's field measurements per route (count, p75), from its `web-vitals` log entries. */
    readVitals: async () => data(await client.GET('/vitals'), 'read the field measurements'),
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
      data(await client.POST('/clock', { body: { advanceMs: ms } }), 'advance the clock').now,
    setClock: async (now: string) =>
      data(await client.POST('/clock', { body: { now } }), 'set the clock').now,
    injectFault: async (fault: FaultRequest) =>
      data(await client.POST('/faults', { body: { times: 1, delayMs: 0, ...fault } }), 'inject a fault'),
    listFaults: async () => data(await client.GET('/faults'), 'list faults'),
    clearFaults: async () => data(await client.DELETE('/faults'), 'clear faults'),
    listPersonas: async () => data(await client.GET('/personas'), 'list personas'),
    listFlags: async () => data(await client.GET('/flags'), 'list flags'),
    setFlag: async (flag: Flag) => data(await client.PUT('/flags', { body: flag }), 'set a flag'),
    /** A session of the product's API in this world, as a browser would hold it (cookies, CSRF). */
    apiSession: () => apiSession(origin, headers),
    /** Signs `username` in (the scenario's shared password unless given); throws when refused. */
    signInAs: async (username: string, password?: string) => {
      const session = apiSession(origin, headers);
      const secret = password ?? data(await client.GET('/personas'), 'list personas').password;
      const answer = await session.call('POST', `${AUTHENTICATION}/login`, {
        form: { username, password: secret },
      });
      if (answer.status !== 200) {
        throw new Error(`sign-in as ${username}: ${answer.status} ${JSON.stringify(answer.body)}`);
      }
      return session;
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
 * them: before the first state-changing call, a GET fetches the XSRF token.
 */
export function apiSession(origin: string, fixedHeaders: Record<string, string> = {}) {
  const jar = new Map<string, string>();

  async function call(method: string, path: string, options: CallOptions = {}) {
    const csrf = method !== 'GET' && options.csrf !== false;
    if (csrf && !jar.has(XSRF_COOKIE)) await call('GET', `${AUTHENTICATION}/check`);
    const headers = new Headers(fixedHeaders);
    if (jar.size > 0) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    if (csrf) headers.set('X-CSRF-Token', jar.get(XSRF_COOKIE) ?? '');
    let body: string | undefined;
    if (options.json !== undefined || options.raw !== undefined) {
      headers.set('content-type', 'application/json');
      body = options.raw ?? JSON.stringify(options.json);
    } else if (options.form) {
      headers.set('content-type', 'application/x-www-form-urlencoded');
      body = new URLSearchParams(options.form).toString();
    }
    const response = await fetch(origin + path, { method, headers, body });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      if (/max-age=0/i.test(cookie)) jar.delete(name);
      else jar.set(name, pair.slice(at + 1));
    }
    const text = await response.text();
    const json = (response.headers.get('content-type') ?? '').includes('json') && text !== '';
    // JSON.parse's `any`: a script reads the fields it expects, as it would with curl and jq.
    return { status: response.status, headers: response.headers, body: json ? JSON.parse(text) : text };
  }

  return { call, jar };
}
