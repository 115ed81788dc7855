/**
 * The route start as it runs in the page (./route-start.ts bundles it into the head's inline script;
 * what it does and why is written there). Browser code: every byte it imports is in every document's
 * head.
 */
import { CSRF_HEADER, newTraceId, TRACE_HEADER } from '../../src/api/headers.ts';
import { codeAfterFirstReads } from '../../src/common/prerendered/codeAfterFirstReads.ts';
import { COOKIE, getCookie } from '../../src/lib/cookies.ts';
import { valueAt } from '../../src/lib/valueAt.ts';
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
 * on `window` the answers' bodies go (src/common/prerendered/firstScreen.ts `FIRST_READ_ANSWERS`).
 */
export function startRoute(jsonId: string, lifetimeMs: number, answersKey: string): void {
  try {
    const preloads = JSON.parse(document.getElementById(jsonId)!.textContent!) as RoutePreloads;
    const route = preloads.routes.find(([pattern]) => new RegExp(pattern).test(location.pathname));
    if (!route) return;
    if (route[2]) startReads(route[2], { lifetimeMs, answersKey, csrf: preloads.csrf });
    // Each chunk the route starts from, then each it imports, each once.
    const files: number[] = [];
    const collect = (file: number) => {
      if (files.includes(file)) return;
      files.push(file);
      preloads.files[file]![1].forEach(collect);
    };
    route[1].forEach(collect);
    const preload = (file: number) => {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      // Behind the reads: on HTTP/1.1 (six connections) a read asked after twenty chunks waited for them.
      link.fetchPriority = 'low';
      link.href = preloads.base + preloads.files[file]![0];
      document.head.appendChild(link);
    };
    codeAfterFirstReads((deferred) => {
      if (!deferred) return files.forEach(preload);
      // Nothing waits for them now but the take-over: a few per task, so that none is long (each link
      // starts a fetch, about 3 ms at 4x; create account's 35 were one task of 80 to 100 ms).
      const slice = () => {
        files.splice(0, LINKS_PER_TASK).forEach(preload);
        if (files.length > 0) setTimeout(slice);
      };
      slice();
    });
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

function startReads(
  reads: RouteRead[],
  { lifetimeMs, answersKey, csrf }: { lifetimeMs: number; answersKey: string; csrf: string },
): void {
  const original = window.fetch;
  const startedAt = Date.now();
  const asked = new Map<string, { trace: string; answer: Promise<Response | null> }>();
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
    asked.set(readKey(url, body), { trace, answer });
    return answer;
  };
  /** The read's body, from a copy made before anyone else can take the answer; false unless 2xx. */
  const ask = (url: string, body?: string): Promise<unknown> =>
    send(url, body).then(
      (response) =>
        !!response?.ok &&
        response
          .clone()
          .json()
          .catch(() => null),
    );
  /** Once, the CSRF cookie a POST echoes, unless the tab has it: its GET's answer the app's too. */
  let csrfCookie: Promise<unknown> | undefined;
  const withCsrfCookie = () => (csrfCookie ??= getCookie(COOKIE.xsrf) ? Promise.resolve() : send(csrf));
  const bodies: Promise<unknown>[] = [];
  let before: Promise<unknown> = Promise.resolve(false);
  for (const [template, token, from, body] of reads) {
    if (from) {
      // Asked once the read before it answered, its URL filled from that answer; a value missing: none.
      const previous = before;
      bodies.push(
        previous.then(async (answer) => {
          const url = withIds(template, from, answer, encodeURIComponent);
          const json = body && withIds(body, from, answer, inJsonString);
          if (!answer || url === undefined || (body !== undefined && json === undefined)) return false;
          if (json !== undefined) await withCsrfCookie();
          return ask(new URL(url, location.href).href, json);
        }),
      );
      continue;
    }
    let url = template;
    if (token != null) {
      const value =
        typeof token === 'number'
          ? decodeURIComponent(location.pathname.split('/')[token] ?? '')
          : new URLSearchParams(location.search).get(token);
      before = Promise.resolve(false);
      if (!value || value.length > 1024) continue;
      url = url.replace('{token}', encodeURIComponent(value));
    }
    before = ask(new URL(url, location.href).href);
    bodies.push(before);
  }
  if (asked.size === 0) return;
  // Every body in the order of the reads, if each answered 2xx (one failed or never asked: false), for a
  // first screen that waits for them (src/common/prerendered/firstScreen.ts).
  (window as unknown as Record<string, unknown>)[answersKey] = Promise.all(bodies).then(
    (all) => !all.includes(false) && all,
    () => false,
  );
  // The app's own call of a read here (a GET by its URL, a POST by its URL and body) takes its answer,
  // once, with the trace id the server saw.
  window.fetch = function (...args: Parameters<typeof fetch>) {
    const [request] = args;
    const fresh = () => original.apply(window, args);
    if (!(request instanceof Request) || Date.now() - startedAt > lifetimeMs) return fresh();
    const take = (key: string) => {
      const read = asked.get(key);
      if (!read) return fresh();
      asked.delete(key);
      request.headers.set(TRACE_HEADER, read.trace);
      return read.answer.then((response) => response ?? fresh());
    };
    if (request.method === 'GET') return take(request.url);
    if (request.method !== 'POST') return fresh();
    return request
      .clone()
      .text()
      .then((body) => take(readKey(request.url, body)));
  };
}
