/**
 * The route start as it runs in the page (./route-start.ts bundles it into the head's inline script;
 * what it does and why is written there). Browser code: every byte it imports is in every document's
 * head.
 */
import { CSRF_HEADER, newTraceId, TRACE_HEADER } from '../../src/api/headers.ts';
import { codeAfterFirstReads } from '../../src/common/prerendered/codeAfterFirstReads.ts';
import { COOKIE, getCookie } from '../../src/lib/cookies.ts';
import { valueAt } from '../../src/lib/valueAt.ts';
import type { StartRoute } from '../../src/common/navigation/routeStart.ts';
import type { RoutePreloads } from './route-preloads.ts';

/**
 * A first read as the head's JSON writes it (./route-preloads.ts): its URL; where the address carries the
 * token `{token}` stands for, a query parameter's name or a path segment's index (null: no token); and
 * for a read that follows the one before it, each `{name}` of its URL with the paths of that read's
 * answer its value may be at, the first that holds one, and for one that is a POST (a flag's lookup),
 * its JSON body, the same `{name}`s in it.
 */
export type RouteRead = [
  url: string,
  token?: string | number | null,
  from?: Record<string, string[]>,
  body?: string,
];

/** The module preloads added per task when the code is asked after the first reads (`codeAfterFirstReads`). */
export const LINKS_PER_TASK = 6;

/**
 * `jsonId`: the JSON's element; `lifetimeMs`: how long an answer waits for the app; `answersKey`: where
 * on `window` the answers' bodies go (src/common/prerendered/firstScreen.ts `FIRST_READ_ANSWERS`);
 * `nextRouteKey`: where it leaves the start of a later route, for the app's router
 * (src/common/navigation/routeStart.ts `NEXT_ROUTE_START`).
 */
export function startRoute(
  jsonId: string,
  lifetimeMs: number,
  answersKey: string,
  nextRouteKey: string,
): void {
  try {
    const preloads = JSON.parse(document.getElementById(jsonId)!.textContent!) as RoutePreloads;
    const reads = readsStarter(preloads.csrf, lifetimeMs);
    /** The files preloaded here, each once. */
    const preloaded = new Set<number>();
    /** Each chunk the route starts from, then each it imports, that was not preloaded here before. */
    const filesOf = (route: RoutePreloads['routes'][number]) => {
      const files: number[] = [];
      const collect = (file: number) => {
        if (files.includes(file)) return;
        files.push(file);
        preloads.files[file]![1].forEach(collect);
      };
      route[1].forEach(collect);
      const fresh = files.filter((file) => !preloaded.has(file));
      fresh.forEach((file) => preloaded.add(file));
      return fresh;
    };
    const hrefOf = (file: number) => new URL(preloads.base + preloads.files[file]![0], location.href).href;
    const preload = (href: string) => {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      // Behind the reads: on HTTP/1.1 (six connections) a read asked after twenty chunks waited for them.
      link.fetchPriority = 'low';
      link.href = href;
      document.head.appendChild(link);
    };
    // A few per task, so that none is long (each link starts a fetch, about 3 ms at 4x; create
    // account's 35 were one task of 80 to 100 ms).
    const preloadInSlices = (hrefs: string[]) => {
      hrefs.splice(0, LINKS_PER_TASK).forEach(preload);
      if (hrefs.length > 0) setTimeout(() => preloadInSlices(hrefs));
    };
    const routeAt = (url: URL) => preloads.routes.find(([pattern]) => new RegExp(pattern).test(url.pathname));

    const first = routeAt(new URL(location.href));
    if (first) {
      if (first[2]) {
        const answers = reads.start(first[2], new URL(location.href));
        // Every body in the order of the reads, if each answered 2xx (one failed or never asked: false),
        // for a first screen that waits for them (src/common/prerendered/firstScreen.ts).
        if (answers) (window as unknown as Record<string, unknown>)[answersKey] = answers.bodies;
      }
      const hrefs = filesOf(first).map(hrefOf);
      codeAfterFirstReads((deferred) => (deferred ? preloadInSlices(hrefs) : hrefs.forEach(preload)));
    }
    // A later route (a move in the app): its reads, and its files the document has not fetched yet (the
    // entry's and what the app imported are in the resource timeline). Its reads wait for the app as long
    // as the move does: the app forgets them as it ends.
    (window as unknown as Record<string, StartRoute>)[nextRouteKey] = (href, withReads) => {
      const url = new URL(href, location.href);
      const route = routeAt(url);
      if (!route) return undefined;
      const forget = withReads && route[2] ? reads.start(route[2], url)?.forget : undefined;
      const fetched = new Set(performance.getEntriesByType('resource').map(({ name }) => name));
      preloadInSlices(
        filesOf(route)
          .map(hrefOf)
          .filter((file) => !fetched.has(file)),
      );
      return forget;
    };
  } catch {
    // A hint only: the page loads as it would without it.
  }
}

/**
 * `text` (a following read's URL or body) with each `{name}` the first value its paths in `from` find in
 * `answer`, escaped; undefined when one finds none.
 */
export function withIds(
  text: string,
  from: Record<string, string[]>,
  answer: unknown,
  escape: (value: string) => string,
): string | undefined {
  let missing = false;
  const filled = text.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = (from[name] ?? []).map((path) => valueAt(answer, path)).find(Boolean);
    missing ||= !value;
    return escape(value ?? '');
  });
  return missing ? undefined : filled;
}

/** A value as it goes between a JSON string's quotes. */
export const inJsonString = (value: string) => JSON.stringify(value).slice(1, -1);

/** How `asked` keys a read: a GET by its URL, a POST by its URL and body. */
const readKey = (url: string, body?: string) => (body === undefined ? url : `POST ${url}\n${body}`);

/**
 * Starts routes' first reads: `start` asks a route's reads for `url` (its token from there); the app's own
 * call of one (a GET by its URL, a POST by its URL and body) takes its answer, once, with the trace id the
 * server saw, within `lifetimeMs` of its start. `fetch` is wrapped at the first read asked.
 */
function readsStarter(csrf: string, lifetimeMs: number) {
  const original = window.fetch;
  const asked = new Map<string, { trace: string; answer: Promise<Response | null>; until: number }>();
  const send = (url: string, body?: string) => {
    const trace = newTraceId();
    const headers: Record<string, string> = { [TRACE_HEADER]: trace };
    if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      headers[CSRF_HEADER] = getCookie(COOKIE.xsrf) ?? '';
    }
    const answer = original(url, {
      credentials: 'include',
      headers,
      ...(body !== undefined && { method: 'POST', body }),
    }).catch(() => null);
    const key = readKey(url, body);
    asked.set(key, { trace, answer, until: Date.now() + lifetimeMs });
    return { key, answer };
  };
  /** Once, the CSRF cookie a POST echoes, unless the tab has it: its GET's answer the app's too. */
  let csrfCookie: Promise<unknown> | undefined;
  const withCsrfCookie = () =>
    (csrfCookie ??= getCookie(COOKIE.xsrf) ? Promise.resolve() : send(csrf).answer);
  let wrapped = false;
  const wrapFetch = () => {
    if (wrapped) return;
    wrapped = true;
    // What `fetch` is by then (a later route's start wraps it after the app has run).
    const underlying = window.fetch;
    window.fetch = function (...args: Parameters<typeof fetch>) {
      const [request] = args;
      const fresh = () => underlying.apply(window, args);
      if (!(request instanceof Request)) return fresh();
      const take = (key: string) => {
        const read = asked.get(key);
        if (!read || Date.now() > read.until) return fresh();
        asked.delete(key);
        request.headers.set(TRACE_HEADER, read.trace);
        return read.answer.then((response) => response ?? fresh());
      };
      if (request.method === 'GET') return take(request.url);
      // A POST's body is read only where a read of that URL waits: the read takes tasks, which a form's
      // POST waited through (account settings: its request sent 80 ms after the submit at 5x, 36 to 49 without).
      const posted = readKey(request.url, '');
      if (request.method !== 'POST' || ![...asked.keys()].some((key) => key.startsWith(posted)))
        return fresh();
      return request
        .clone()
        .text()
        .then((body) => take(readKey(request.url, body)));
    };
  };

  /** `reads` for `url` (none asked, no token in the address: undefined). */
  const start = (reads: RouteRead[], url: URL) => {
    const keys: string[] = [];
    let forgotten = false;
    /** The read's body, from a copy made before anyone else can take the answer; false unless 2xx. */
    const ask = (readUrl: string, body?: string): Promise<unknown> => {
      const { key, answer } = send(readUrl, body);
      keys.push(key);
      return answer.then(
        (response) =>
          !!response?.ok &&
          response
            .clone()
            .json()
            .catch(() => null),
      );
    };
    const bodies: Promise<unknown>[] = [];
    let before: Promise<unknown> = Promise.resolve(false);
    for (const [template, token, from, body] of reads) {
      if (from) {
        // Asked once the read before it answered, its URL filled from that answer; a value missing: none.
        const previous = before;
        bodies.push(
          previous.then(async (answer) => {
            const filled = withIds(template, from, answer, encodeURIComponent);
            const json = body && withIds(body, from, answer, inJsonString);
            if (forgotten || !answer || filled === undefined || (body !== undefined && json === undefined))
              return false;
            if (json !== undefined) await withCsrfCookie();
            return ask(new URL(filled, url).href, json);
          }),
        );
        continue;
      }
      let readUrl = template;
      if (token != null) {
        const value =
          typeof token === 'number'
            ? decodeURIComponent(url.pathname.split('/')[token] ?? '')
            : url.searchParams.get(token);
        before = Promise.resolve(false);
        if (!value || value.length > 1024) continue;
        readUrl = readUrl.replace('{token}', encodeURIComponent(value));
      }
      before = ask(new URL(readUrl, url).href);
      bodies.push(before);
    }
    if (keys.length === 0) return undefined;
    wrapFetch();
    return {
      bodies: Promise.all(bodies).then(
        (all) => !all.includes(false) && all,
        () => false,
      ),
      // Each read of this start the app has not taken; none that follows is asked after.
      forget: () => {
        forgotten = true;
        keys.forEach((key) => asked.delete(key));
      },
    };
  };
  return { start };
}
