/**
 * The route start as it runs in the page (./route-start.ts bundles it into the head's inline script;
 * what it does and why is written there). Browser code, importing nothing: every byte is in every
 * document's head.
 */

/** The header that carries a call's trace id (src/api/headers.ts `TRACE_HEADER`). */
const TRACE = 'X-Trace-Id';

/**
 * A first read as the head's JSON writes it (./route-preloads.ts): its URL; where the address carries the
 * token `{token}` stands for, a query parameter's name or a path segment's index (null: no token); and
 * for a read that follows the one before it, each `{name}` of its URL with the paths of that read's
 * answer its value may be at, the first that holds one.
 */
export type RouteRead = [url: string, token?: string | number | null, from?: Record<string, string[]>];

/** What the head's JSON holds (./route-preloads.ts `RoutePreloads`). */
type Preloads = {
  base: string;
  files: [file: string, imports: number[]][];
  routes: [pattern: string, roots: number[], reads?: RouteRead[]][];
};

/** The value at a dot-separated `path` of `answer`: a string or number, else undefined. */
export function valueAt(answer: unknown, path: string): string | undefined {
  const value = path
    .split('.')
    .reduce<unknown>((at, key) => (at as Record<string, unknown> | null | undefined)?.[key], answer);
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

/**
 * `jsonId`: the JSON's element; `lifetimeMs`: how long an answer waits for the app; `answersKey`: where
 * on `window` the answers' bodies go (src/common/prerendered/firstScreen.ts `FIRST_READ_ANSWERS`).
 */
export function startRoute(jsonId: string, lifetimeMs: number, answersKey: string): void {
  try {
    const preloads = JSON.parse(document.getElementById(jsonId)!.textContent!) as Preloads;
    const route = preloads.routes.find(([pattern]) => new RegExp(pattern).test(location.pathname));
    if (!route) return;
    if (route[2]) startReads(route[2], lifetimeMs, answersKey);
    const added = new Set<number>();
    const preload = (file: number) => {
      if (added.has(file)) return;
      added.add(file);
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = preloads.base + preloads.files[file]![0];
      document.head.appendChild(link);
      preloads.files[file]![1].forEach(preload);
    };
    route[1].forEach(preload);
  } catch {
    // A hint only: the page loads as it would without it.
  }
}

function startReads(reads: RouteRead[], lifetimeMs: number, answersKey: string): void {
  const original = window.fetch;
  const startedAt = Date.now();
  const asked = new Map<string, { trace: string; answer: Promise<Response | null> }>();
  const traceId = () =>
    Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => (byte + 256).toString(16).slice(1)).join(
      '',
    );
  /** The read's body, from a copy made before anyone else can take the answer; false unless 2xx. */
  const ask = (url: string): Promise<unknown> => {
    const trace = traceId();
    const answer = original(url, { credentials: 'include', headers: { [TRACE]: trace } }).catch(() => null);
    asked.set(url, { trace, answer });
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
  for (const [template, token, from] of reads) {
    if (from) {
      // Asked once the read before it answered, its URL filled from that answer; a value missing: none.
      const previous = before;
      bodies.push(
        previous.then((answer) => {
          let missing = !answer;
          const url = template.replace(/\{(\w+)\}/g, (_, name: string) => {
            const value = from[name]!.map((path) => valueAt(answer, path)).find((found) => found);
            missing ||= !value;
            return encodeURIComponent(value ?? '');
          });
          return !missing && ask(new URL(url, location.href).href);
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
  // The app's own GET of a URL read here takes its answer, once, with the trace id the server saw.
  window.fetch = function (...args: Parameters<typeof fetch>) {
    const [request] = args;
    if (!(request instanceof Request) || request.method !== 'GET') return original.apply(window, args);
    const read = asked.get(request.url);
    if (!read || Date.now() - startedAt > lifetimeMs) return original.apply(window, args);
    asked.delete(request.url);
    request.headers.set(TRACE, read.trace);
    return read.answer.then((response) => response ?? original.apply(window, args));
  };
}
