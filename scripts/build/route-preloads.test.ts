import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Manifest } from '../bench/route-assets';
import { routeAssets } from '../bench/route-assets';
import type { LazyRoute } from '../bench/route-table';
import type { Screen } from '../../src/lib/paths';
import {
  patternSource,
  preloadsFor,
  preloadsJson,
  routePreloads,
  routeReads,
  serviceBases,
  withRoutePreloads,
} from './route-preloads';
import { ROUTE_PRELOADS_ID, ROUTE_START_SCRIPT } from './route-start';
import { LINKS_PER_TASK } from './route-start-in-page';
import { FIRST_READ_ANSWERS } from '../../src/common/prerendered/firstScreen';
import { CODE_AFTER_READS_ATTRIBUTE } from '../../src/common/prerendered/codeAfterFirstReads';
import { NEXT_ROUTE_START, type StartRoute } from '../../src/common/navigation/routeStart';

/** A build as Vite's manifest names it: the entry, two layouts, two pages, a loader and a catalogue. */
const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_api-1.js'] },
  '_api-1.js': { file: 'assets/api-1.js' },
  '_shared-1.js': { file: 'assets/shared-1.js', imports: ['index.html'] },
  'src/app/QueryScope.tsx': { file: 'assets/QueryScope-1.js', imports: ['index.html', '_query-1.js'] },
  '_query-1.js': { file: 'assets/query-1.js' },
  'src/features/login/LoginPage.tsx': { file: 'assets/LoginPage-1.js', imports: ['index.html'] },
  'src/features/recovery/ResetPasswordPage.tsx': {
    file: 'assets/ResetPasswordPage-1.js',
    imports: ['index.html', '_shared-1.js', '_forms-1.js'],
  },
  '_forms-1.js': { file: 'assets/forms-1.js', imports: ['_shared-1.js'] },
  'src/features/recovery/loaders.ts': { file: 'assets/loaders-1.js', imports: ['_tokens-1.js'] },
  '_tokens-1.js': { file: 'assets/tokens-1.js', imports: ['index.html'] },
  'locales/en-US/recovery.json': { file: 'assets/recovery-1.js' },
  'locales/en-US/data.json': { file: 'assets/data-1.js' },
  'src/features/settings/SettingsPage.tsx': { file: 'assets/SettingsPage-1.js', imports: ['index.html'] },
  'src/features/registration/CreateAccountPage.tsx': { file: 'assets/CreateAccountPage-1.js' },
  'src/features/registration/loaders.ts': { file: 'assets/registration-loaders-1.js' },
};

const ROUTES: LazyRoute[] = [
  { path: '/auth/login', module: 'src/features/login/LoginPage', layouts: [], namespaces: ['login'] },
  {
    path: '/auth/settings/:tab',
    module: 'src/features/settings/SettingsPage',
    layouts: ['src/app/QueryScope'],
    namespaces: ['common'],
  },
  {
    path: '/auth/settings/reset',
    module: 'src/features/recovery/ResetPasswordPage',
    layouts: ['src/app/QueryScope'],
    namespaces: ['recovery'],
    loaders: ['src/features/recovery/loaders'],
  },
  {
    // A redirect component in the reset page's module (no loader of its own): it goes on to the reset page.
    path: '/auth/settings/old-reset',
    module: 'src/features/recovery/ResetPasswordPage',
    layouts: ['src/app/QueryScope'],
    namespaces: ['recovery'],
  },
  {
    path: '/auth/join/:token/:type?',
    module: 'src/features/registration/CreateAccountPage',
    layouts: [],
    namespaces: [],
    loaders: ['src/features/registration/loaders'],
  },
  {
    path: '/auth/join',
    module: 'src/features/registration/CreateAccountPage',
    layouts: [],
    namespaces: [],
    loaders: ['src/features/registration/loaders'],
  },
];

const TABLE: Record<string, { path: string; screen: Screen }> = {
  reset: {
    path: '/auth/settings/reset',
    screen: { title: 'recovery:resetPassword.title', area: 'anonymous' },
  },
  settings: {
    path: '/auth/settings/:tab',
    screen: { title: 'settings:title', area: 'signedIn' },
  },
  oldReset: {
    path: '/auth/settings/old-reset',
    screen: { title: 'recovery:resetPassword.title', area: 'anonymous' },
  },
  join: {
    path: '/auth/join/:token/:type?',
    screen: { title: 'registration:create.title', area: 'anonymous', alsoAt: ['/auth/join'] },
  },
};
const FOLLOW = { client: ['data.blob.client_id', 'data.blob.clientId'], person: ['data.identifier'] };
const reads = routeReads({
  reads: {
    ['reset' as 'forgotPasswordReset']: {
      service: 'identityOrchestrator',
      path: '/tokens/reset/{token}',
      token: { query: 'token' },
    },
    // A redirect to the reset page (keeping the query) asks what it will.
    ['oldReset' as 'createCredential']: {
      service: 'identityOrchestrator',
      path: '/tokens/reset/{token}',
      token: { query: 'token' },
    },
    ['join' as 'createAccount']: {
      service: 'identityOrchestrator',
      path: '/tokens/join/{token}?extended=true',
      token: { param: 'token' },
      // Asked with the client and associate the invitation names.
      then: [
        { service: 'identityOrchestrator', path: '/clients/{client}/people/{person}', from: FOLLOW },
        // A flag's lookup: a POST that reads, its body filled as its URL.
        { service: 'identityOrchestrator', path: '/flags/x', from: FOLLOW, body: '{"clientId":"{client}"}' },
      ],
    },
  },
  // Every signed-in page asks the session check first, then (someone signed in) the person.
  areaReads: {
    signedIn: [
      {
        service: 'authenticationService',
        path: '/check',
        then: [{ service: 'identityOrchestrator', path: '/people/me', from: {} }],
      },
    ],
  },
  table: TABLE,
  bases: serviceBases({ VITE_IDENTITY_ORCHESTRATOR_URL: 'https://api.example/io' }),
});

const CSRF_SOURCE = 'https://api.example/auth/check';
const preloads = routePreloads(MANIFEST, ROUTES, {
  base: '/auth/',
  skip: ['/auth/login'],
  reads,
  csrf: CSRF_SOURCE,
});

/** The head's JSON element, as the build writes it. */
function preloadsElement(): HTMLScriptElement {
  const json = document.createElement('script');
  json.type = 'application/json';
  json.id = ROUTE_PRELOADS_ID;
  json.textContent = preloadsJson(preloads);
  return json;
}

describe('the route preloads', () => {
  afterEach(() => {
    document.head.replaceChildren();
    history.replaceState(null, '', '/');
  });

  it('turn a route pattern into an expression that matches its addresses alone', () => {
    const matches = (pattern: string, path: string) => new RegExp(patternSource(pattern)).test(path);
    expect(matches('/auth/create-account/:token/:type?', '/auth/create-account/invite-new')).toBe(true);
    expect(matches('/auth/create-account/:token/:type?', '/auth/create-account/x/y/')).toBe(true);
    expect(matches('/auth/create-account/:token/:type?', '/auth/create-account')).toBe(false);
    expect(matches('/auth/a/*', '/auth/a')).toBe(true);
    expect(matches('/auth/a/*', '/auth/a/b/c')).toBe(true);
    expect(matches('/auth/forgot-password/reset', '/auth/forgot-password/reset/')).toBe(true);
    expect(matches('/auth/forgot-password/reset', '/auth/forgot-password/resetx')).toBe(false);
    expect(matches('/auth/a.b', '/auth/aXb')).toBe(false);
  });

  it("name for each route what the bench counts for its first visit, with its loader's chunks", () => {
    const reset = ROUTES[2]!;
    const counted = routeAssets(MANIFEST, 'index.html', [
      'src/app/QueryScope.tsx',
      'src/features/recovery/ResetPasswordPage.tsx',
      'src/features/recovery/loaders.ts',
      'locales/en-US/data.json',
      'locales/en-US/recovery.json',
    ]).js.map((file) => `/auth/${file}`);
    const found = preloadsFor(preloads, '/auth/settings/reset');
    expect(found[0]).toBe('/auth/assets/index-1.js');
    expect(new Set(found)).toEqual(new Set(counted));
    expect(found).toHaveLength(counted.length);
    expect(reset.loaders).toHaveLength(1);
    // The static address before the pattern with a parameter that matches it too.
    expect(preloadsFor(preloads, '/auth/settings/profile')).toEqual([
      '/auth/assets/index-1.js',
      '/auth/assets/api-1.js',
      '/auth/assets/QueryScope-1.js',
      '/auth/assets/query-1.js',
      '/auth/assets/SettingsPage-1.js',
      // The query scope's catalogue, which routes.tsx downloads with it.
      '/auth/assets/data-1.js',
    ]);
    expect(preloads.base).toBe('/auth/assets/');
  });

  it('leave sign-in, and any address no route has, to load as before', () => {
    expect(preloadsFor(preloads, '/auth/login')).toEqual([]);
    expect(preloadsFor(preloads, '/auth/nowhere')).toEqual([]);
    expect(JSON.stringify(preloads)).not.toContain('LoginPage');
  });

  it("the head's script adds a modulepreload for each, once, reading the JSON beside it", () => {
    const html = withRoutePreloads(
      '<!doctype html><html><head><meta charset="UTF-8"><link rel="stylesheet" href="/a.css"></head><body></body></html>',
      preloads,
    );
    const page = new DOMParser().parseFromString(html, 'text/html');
    const [json, script, stylesheet] = [...page.head.children].slice(1);
    expect(json?.id).toBe(ROUTE_PRELOADS_ID);
    expect(json?.getAttribute('type')).toBe('application/json');
    // The text the policy's hash allows, whatever the build: what changes is in the JSON.
    expect(script?.textContent).toBe(ROUTE_START_SCRIPT);
    expect(stylesheet?.getAttribute('rel')).toBe('stylesheet');

    const run = (path: string) => {
      document.head.replaceChildren(json!.cloneNode(true));
      history.replaceState(null, '', path);
      new Function(ROUTE_START_SCRIPT)();
      return [...document.head.querySelectorAll('link[rel="modulepreload"]')].map(
        (link) => new URL((link as HTMLLinkElement).href).pathname,
      );
    };
    expect(run('/auth/settings/reset?token=reset-ava')).toEqual(
      preloadsFor(preloads, '/auth/settings/reset'),
    );
    expect(run('/auth/login')).toEqual([]);
    // A JSON it cannot read leaves the page as it was.
    document.head.innerHTML = `<script type="application/json" id="${ROUTE_PRELOADS_ID}">{</script>`;
    expect(() => new Function(ROUTE_START_SCRIPT)()).not.toThrow();
  });

  it("name each token page's first read, and a redirect in its page's module preloads its loader", () => {
    expect(Object.fromEntries(reads)).toEqual({
      '/auth/settings/reset': [['https://api.example/io/tokens/reset/{token}', 'token']],
      '/auth/settings/old-reset': [['https://api.example/io/tokens/reset/{token}', 'token']],
      // The path's token: its segment's index; the token-free URL reads nothing.
      '/auth/join/:token/:type?': [
        ['https://api.example/io/tokens/join/{token}?extended=true', 3],
        ['https://api.example/io/clients/{client}/people/{person}', null, FOLLOW],
        ['https://api.example/io/flags/x', null, FOLLOW, '{"clientId":"{client}"}'],
      ],
      '/auth/settings/:tab': [
        ['/api/authentication-service/v0/check'],
        ['https://api.example/io/people/me', null, {}],
      ],
    });
    expect(preloadsFor(preloads, '/auth/settings/old-reset')).toContain('/auth/assets/loaders-1.js');
    expect(serviceBases({}).identityOrchestrator).toBe('/api/identity-orchestrator/v0');
  });

  it("the head's script asks the first read at once, and the app's same GET takes its answer once", async () => {
    const json = preloadsElement();
    const original = window.fetch;
    const asked: Request[] = [];
    const served = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      asked.push(new Request(input, init));
      return Promise.resolve(new Response(`answer ${asked.length}`));
    });
    window.fetch = served as typeof fetch;
    try {
      const start = (path: string) => {
        document.head.replaceChildren(json.cloneNode(true));
        history.replaceState(null, '', path);
        new Function(ROUTE_START_SCRIPT)();
      };
      start('/auth/join/a%2Fb/sso');
      expect(asked.map((request) => request.url)).toEqual([
        'https://api.example/io/tokens/join/a%2Fb?extended=true',
      ]);
      const trace = asked[0]!.headers.get('X-Trace-Id');
      expect(trace).toMatch(/^[0-9a-f]{32}$/);
      expect(asked[0]!.credentials).toBe('include');
      // The app's request: the same URL, its own trace id, which becomes the one the server saw.
      const app = new Request('https://api.example/io/tokens/join/a%2Fb?extended=true', {
        headers: { 'X-Trace-Id': 'app' },
      });
      expect(await (await window.fetch(app)).text()).toBe('answer 1');
      expect(app.headers.get('X-Trace-Id')).toBe(trace);
      // Taken once: the next asks the network.
      expect(await (await window.fetch(new Request(app.url))).text()).toBe('answer 2');
      expect(await (await window.fetch('https://api.example/other')).text()).toBe('answer 3');

      // A read that failed leaves the app to ask.
      window.fetch = served as typeof fetch;
      asked.length = 0;
      served.mockImplementationOnce((input, init) => {
        asked.push(new Request(input, init));
        return Promise.reject(new TypeError('offline'));
      });
      start('/auth/settings/reset?token=reset-ava');
      expect(asked.map((request) => request.url)).toEqual(['https://api.example/io/tokens/reset/reset-ava']);
      expect(await (await window.fetch(new Request(asked[0]!.url))).text()).toBe('answer 2');

      // A read without a token: asked on every address of its route.
      window.fetch = served as typeof fetch;
      asked.length = 0;
      start('/auth/settings/profile');
      expect(asked.map((request) => request.url)).toEqual([
        `${location.origin}/api/authentication-service/v0/check`,
      ]);

      // No token in the address, or none too long to be one: no read, fetch left as it was.
      for (const path of ['/auth/settings/reset', `/auth/settings/reset?token=${'x'.repeat(1025)}`]) {
        window.fetch = served as typeof fetch;
        asked.length = 0;
        start(path);
        expect(asked).toEqual([]);
        expect(window.fetch).toBe(served);
      }
    } finally {
      window.fetch = original;
    }
  });

  it("the head's script asks a following read with the answer before it, and hands a first screen their bodies", async () => {
    const json = preloadsElement();
    const original = window.fetch;
    const answers = () => (window as unknown as Record<string, Promise<unknown>>)[FIRST_READ_ANSWERS];
    let asked: string[] = [];
    const start = (path: string, answer: (url: string) => Response) => {
      asked = [];
      window.fetch = ((input: string | Request, init?: RequestInit) => {
        const url = typeof input === 'string' ? input : input.url;
        const headers = new Headers(init?.headers);
        asked.push(
          init?.method === 'POST' ? `POST ${url} ${String(init.body)} ${headers.get('X-CSRF-Token')}` : url,
        );
        // The token source's answer sets the cookie, as the service's does.
        if (url === CSRF_SOURCE) document.cookie = 'XSRF-TOKEN=t1; path=/';
        return Promise.resolve(answer(url));
      }) as typeof fetch;
      document.head.replaceChildren(json.cloneNode(true));
      history.replaceState(null, '', path);
      new Function(ROUTE_START_SCRIPT)();
    };
    const invitation = { data: { blob: { clientId: 'ac"me' }, identifier: 'a/1' } };
    const person = { firstName: 'Dora' };
    const flag = { isEnabled: false };
    const answerOf = (url: string) =>
      Response.json(url.includes('/tokens/') ? invitation : url.includes('/flags/') ? flag : person);
    try {
      start('/auth/join/invite-dob', answerOf);
      expect(await answers()).toEqual([invitation, person, flag]);
      expect(asked).toEqual([
        'https://api.example/io/tokens/join/invite-dob?extended=true',
        'https://api.example/io/clients/ac%22me/people/a%2F1',
        // No CSRF cookie yet: its GET first, then the POST echoing it.
        CSRF_SOURCE,
        'POST https://api.example/io/flags/x {"clientId":"ac\\"me"} t1',
      ]);
      // The app's GETs take the answers, bodies whole; its POST of the same body too, of another not.
      for (const [url, body] of [
        [asked[0]!, invitation],
        [asked[1]!, person],
        [CSRF_SOURCE, person],
      ] as const)
        expect(await (await window.fetch(new Request(url))).json()).toEqual(body);
      const post = (body: string) =>
        window.fetch(new Request('https://api.example/io/flags/x', { method: 'POST', body }));
      expect(await (await post('{"clientId":"other"}')).json()).toEqual(flag);
      expect(asked).toHaveLength(5);
      expect(await (await post('{"clientId":"ac\\"me"}')).json()).toEqual(flag);
      expect(asked).toHaveLength(5);
      // A POST no read waits for goes out at once, its body unread (a form's: no task waited through).
      void post('{"clientId":"ac\\"me"}');
      void window.fetch(new Request('https://api.example/io/people/me', { method: 'POST', body: '{}' }));
      expect(asked).toHaveLength(7);
      document.cookie = 'XSRF-TOKEN=; max-age=0; path=/';

      // The first refused: the next is never asked, and no screen shows.
      start('/auth/join/gone', () => Response.json({ code: 'EXPIRED' }, { status: 410 }));
      expect(await answers()).toBe(false);
      expect(asked).toHaveLength(1);
      // A value the next read needs missing: not asked either.
      start('/auth/join/new', () => Response.json({ data: { identifier: 'a1' } }));
      expect(await answers()).toBe(false);
      expect(asked).toHaveLength(1);
      // An area's read and the one that follows it, naming nothing of its answer: asked once it is 2xx.
      const check = { authentication_method: 'Password' };
      start('/auth/settings/profile', (url) => Response.json(url.endsWith('/check') ? check : person));
      expect(await answers()).toEqual([check, person]);
      expect(asked).toEqual([
        `${location.origin}/api/authentication-service/v0/check`,
        'https://api.example/io/people/me',
      ]);
      // Nobody signed in (401): the person is never asked.
      start('/auth/settings/profile', () => Response.json({}, { status: 401 }));
      expect(await answers()).toBe(false);
      expect(asked).toHaveLength(1);
      // A 2xx body that is no JSON: nothing to fill from, and nothing to follow.
      start('/auth/settings/reset?token=plain', () => new Response('ok'));
      expect(await answers()).toEqual([null]);
    } finally {
      window.fetch = original;
    }
  });

  it("the head's script leaves the start of a later route: its reads, its files not fetched yet, until the app forgets them", async () => {
    const json = preloadsElement();
    const original = window.fetch;
    const asked: string[] = [];
    const check = `${location.origin}/api/authentication-service/v0/check`;
    window.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      asked.push(request.url);
      return Promise.resolve(
        request.url === check ? Response.json({ signedIn: true }) : new Response(`answer ${asked.length}`),
      );
    }) as typeof fetch;
    // The entry, fetched as the document loaded: not asked again.
    const entry = new URL('/auth/assets/index-1.js', location.href).href;
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ name: entry }] as never);
    const links = () =>
      [...document.head.querySelectorAll('link[rel="modulepreload"]')].map(
        (link) => new URL((link as HTMLLinkElement).href).pathname,
      );
    try {
      document.head.replaceChildren(json.cloneNode(true));
      history.replaceState(null, '', '/auth/login');
      new Function(ROUTE_START_SCRIPT)();
      expect(asked).toEqual([]);
      // A wrapper the app put on fetch after the document started: what the start does not answer goes through it.
      let throughTheApp = 0;
      const atStart = window.fetch;
      window.fetch = ((...args: Parameters<typeof fetch>) => {
        throughTheApp++;
        return atStart(...args);
      }) as typeof fetch;
      const startNext = (window as unknown as Record<string, StartRoute | undefined>)[NEXT_ROUTE_START]!;
      expect(startNext('/auth/nowhere', true)).toBeUndefined();
      expect(links()).toEqual([]);

      const forget = startNext('/auth/settings/profile', true);
      expect(asked).toEqual([check]);
      const files = preloadsFor(preloads, '/auth/settings/profile').filter(
        (file) => file !== '/auth/assets/index-1.js',
      );
      expect(files).not.toHaveLength(0);
      await vi.waitFor(() => expect(links()).toEqual(files));
      // The person, once the check answered; the app's check takes the answer asked for the move.
      await vi.waitFor(() => expect(asked).toEqual([check, 'https://api.example/io/people/me']));
      expect(await (await window.fetch(new Request(check))).json()).toEqual({ signedIn: true });
      expect(asked).toHaveLength(2);
      // The move ended: what the app did not take is asked afresh.
      forget!();
      await window.fetch(new Request('https://api.example/io/people/me'));
      expect(asked).toHaveLength(3);
      expect(throughTheApp).toBe(1);

      // Without its reads (a move from a signed-in page): its files, not its reads.
      expect(startNext('/auth/join/invite/sso', false)).toBeUndefined();
      expect(asked).toHaveLength(3);
      const joined = links().length;
      expect(joined).toBeGreaterThan(files.length);

      // A move to a route with a token in its address: its read, and only the files not preloaded before.
      startNext('/auth/settings/reset?token=reset-ava', true);
      expect(asked.at(-1)).toBe('https://api.example/io/tokens/reset/reset-ava');
      await vi.waitFor(() =>
        expect(links().slice(joined)).toEqual(
          preloadsFor(preloads, '/auth/settings/reset').filter(
            (file) => file !== '/auth/assets/index-1.js' && !links().slice(0, joined).includes(file),
          ),
        ),
      );
      expect(new Set(links()).size).toBe(links().length);
    } finally {
      window.fetch = original;
      vi.restoreAllMocks();
      delete (window as unknown as Record<string, unknown>)[NEXT_ROUTE_START];
    }
  });

  it("the head's script adds them once the first reads are done, where the document's first screen waits for them", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame', 'performance'] });
    const original = window.fetch;
    let answer!: (response: Response) => void;
    window.fetch = (() => new Promise<Response>((resolve) => (answer = resolve))) as typeof fetch;
    const links = () => document.head.querySelectorAll('link[rel="modulepreload"]').length;
    try {
      const json = preloadsElement();
      json.setAttribute(CODE_AFTER_READS_ATTRIBUTE, '');
      document.head.replaceChildren(json);
      history.replaceState(null, '', '/auth/settings/reset?token=reset-ava');
      new Function(ROUTE_START_SCRIPT)();
      expect(links()).toBe(0);
      answer(Response.json({ ok: true }));
      await (window as unknown as Record<string, Promise<unknown>>)[FIRST_READ_ANSWERS];
      expect(links()).toBe(0);
      vi.advanceTimersToNextFrame();
      // A few per task: none of them long.
      const all = preloadsFor(preloads, '/auth/settings/reset').length;
      expect(all).toBeGreaterThan(LINKS_PER_TASK);
      vi.advanceTimersByTime(1);
      expect(links()).toBe(LINKS_PER_TASK);
      vi.advanceTimersByTime(1);
      expect(links()).toBe(Math.min(all, 2 * LINKS_PER_TASK));
      vi.runAllTimers();
      expect(
        [...document.head.querySelectorAll('link[rel="modulepreload"]')].map(
          (link) => new URL((link as HTMLLinkElement).href).pathname,
        ),
      ).toEqual(preloadsFor(preloads, '/auth/settings/reset'));
    } finally {
      window.fetch = original;
      vi.useRealTimers();
    }
  });

  it('keep the JSON from ending its script element', () => {
    const json = preloadsJson({ base: '/</script>/', csrf: '', files: [], routes: [] });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ base: '/</script>/', csrf: '', files: [], routes: [] });
  });
});
