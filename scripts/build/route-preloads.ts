/**
 * Each route's code asked for from the document's first bytes (issue 66). Opened cold, a page of the
 * app waited for its chunks level by level: the entry, found at the end of `<body>`; its route's chunk,
 * found when the router ran; what that imports, found when it was parsed; and so on, four levels one
 * after another before the page's one call was asked. Here the build writes, from the route table
 * (src/lib/paths.ts with src/app/routeCode.ts, read by scripts/bench/route-table.ts) and the bundle, what
 * each URL pattern needs before its first render (the entry and its imports, the lazy layouts around
 * the route and their catalogues, its page, its loader's module, its catalogues, and what those import: what `routeAssets`
 * counts for a route's first visit, plus its loader), and its first read where it has one
 * (src/app/firstReads.ts: the GET its loader waits for), into a `<script type="application/json">` in
 * `<head>`, and an inline script after it (./route-start.ts `ROUTE_START_SCRIPT`: its text the same for
 * every build, allowed by its hash) starts that read and adds a `<link rel="modulepreload">` for each of
 * those files for the first pattern the address matches, before the stylesheet, so the call and the
 * files all download side by side while the document is parsed.
 *
 * Not for sign-in (`paths.login`, and unknown paths, which land there): its frame paints from the
 * document alone, and a lab's LCP counts every request started before that paint
 * (so Lighthouse scores it against a plain form); its code is asked for after the frame's first paint.
 */
import { relative } from 'node:path';
import { defaultTreeAdapter as tree, parse, serialize } from 'parse5';
import type { OutputBundle } from 'rolldown';
import type { Plugin, ResolvedConfig } from 'vite';
import * as api from '../../src/api/basePaths.ts';
import { CSRF_TOKEN_SOURCE_PATH } from '../../src/api/headers.ts';
import {
  areaFirstReads as appAreaFirstReads,
  firstReads as appFirstReads,
  type FirstRead,
  type ReadService,
} from '../../src/app/firstReads.ts';
import { paths, registeredPaths, type Area, type PageRouteName, type Screen } from '../../src/lib/paths.ts';
import { findEntryKey, findModuleKey, type Manifest } from '../bench/route-assets.ts';
import { LAYOUT_NAMESPACES, readRouteTable, type LazyRoute } from '../bench/route-table.ts';
import { attribute, createElement, descendants } from './html.ts';
import { ROUTE_PRELOADS_ID, ROUTE_START_SCRIPT } from './route-start.ts';
import type { RouteRead } from './route-start-in-page.ts';

/**
 * What the head's JSON holds: the chunks the routes reach, each once with the indices of the chunks it
 * imports (the graph, not each route's list: a list per route put 3 KB gzip on every page, sign-in's
 * included), and each URL pattern (a regular expression) with the chunks it starts from, the entry
 * first. `base` is put before every file.
 */
export type RoutePreloads = {
  base: string;
  /** The GET whose answer sets the CSRF cookie a POST read echoes (src/api/headers.ts). */
  csrf: string;
  files: [file: string, imports: number[]][];
  routes: ([pattern: string, roots: number[]] | [pattern: string, roots: number[], reads: RouteRead[]])[];
};

/** Each service's base path in this build (src/api/config.ts, from the same variables). */
export function serviceBases(env: Record<string, string | undefined>): Record<ReadService, string> {
  return {
    authenticationService: env.VITE_AUTHENTICATION_SERVICE_URL ?? api.DEFAULT_AUTHENTICATION_SERVICE_URL,
    identityOrchestrator: env.VITE_IDENTITY_ORCHESTRATOR_URL ?? api.DEFAULT_IDENTITY_ORCHESTRATOR_URL,
    identityOrchestratorV1: env.VITE_IDENTITY_ORCHESTRATOR_V1_URL ?? api.DEFAULT_IDENTITY_ORCHESTRATOR_V1_URL,
    uiGateway: env.VITE_UI_GATEWAY_URL ?? api.DEFAULT_UI_GATEWAY_URL,
  };
}

/**
 * The first reads (src/app/firstReads.ts) by registered path: its route's, on each of its URLs that
 * carries the token, each followed by the reads that follow it; then its area's (on every route of the
 * area). The route's own read first: a first screen shows values of its answer.
 */
export function routeReads({
  reads,
  areaReads = {},
  table,
  bases,
}: {
  reads: Partial<Record<PageRouteName, FirstRead>>;
  areaReads?: Partial<Record<Area, FirstRead[]>>;
  table: Record<string, { path: string; screen: Screen }>;
  bases: Record<ReadService, string>;
}): Map<string, RouteRead[]> {
  const byPath = new Map<string, RouteRead[]>();
  const add = (path: string, read: RouteRead) => byPath.set(path, [...(byPath.get(path) ?? []), read]);
  /** `read` at `path`, then the reads that follow it; nothing where the path carries no token it needs. */
  const addWithFollowing = (path: string, read: FirstRead) => {
    const url = bases[read.service] + read.path;
    if (!read.token) add(path, [url]);
    else if ('query' in read.token) add(path, [url, read.token.query]);
    else {
      const segment = path.split('/').indexOf(`:${read.token.param}`);
      if (segment === -1) return;
      add(path, [url, segment]);
    }
    for (const { service, path: readPath, from, body } of read.then ?? [])
      add(
        path,
        body ? [bases[service] + readPath, null, from, body] : [bases[service] + readPath, null, from],
      );
  };
  for (const [name, read] of Object.entries(reads)) {
    const entry = table[name];
    if (!entry || !read) throw new Error(`first reads: the route table has no ${name}`);
    for (const path of registeredPaths(entry)) addWithFollowing(path, read);
  }
  for (const entry of Object.values(table))
    for (const read of areaReads[entry.screen.area] ?? [])
      for (const path of registeredPaths(entry)) addWithFollowing(path, read);
  return byPath;
}

/** The bundle's chunks as Vite's manifest names them: by their module, relative to `root`. */
export function manifestOfBundle(bundle: OutputBundle, root: string): Manifest {
  const chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []));
  const keys = new Map(
    chunks.map((chunk) => {
      const module = chunk.facadeModuleId;
      const key =
        module && !module.startsWith('\0')
          ? relative(root, module).replace(/\\/g, '/')
          : `_${chunk.fileName}`;
      return [chunk.fileName, key];
    }),
  );
  return Object.fromEntries(
    chunks.map((chunk) => [
      keys.get(chunk.fileName)!,
      {
        file: chunk.fileName,
        imports: chunk.imports.map((file) => keys.get(file) ?? `_${file}`),
        ...(chunk.isEntry ? { isEntry: true } : {}),
      },
    ]),
  );
}

/** A route's URL pattern (`/auth/a/:token/:type?`, `/auth/b/*`) as a regular expression's source. */
export function patternSource(path: string): string {
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment === '*') return '(?:/.*)?';
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')}`;
    });
  return `^${segments.join('')}/?$`;
}

/** Parameters and splats last: a static address (`/auth/a/sso`) wins over `/auth/a/:token`, as in the router. */
const dynamicSegments = (path: string) =>
  path.split('/').filter((s) => s.startsWith(':') || s === '*').length;

/**
 * Every route of `routes` but `skip`'s, with the chunks its first render starts from (the entry, its
 * lazy layouts, its page, its loader's module, its catalogues), in the order the head script tries
 * them; what those import is in `files`, so the script reaches what `routeAssets` counts.
 */
export function routePreloads(
  manifest: Manifest,
  routes: LazyRoute[],
  {
    base,
    skip,
    reads = new Map(),
    csrf = '',
  }: { base: string; skip: string[]; reads?: Map<string, RouteRead[]>; csrf?: string },
): RoutePreloads {
  const entryKey = findEntryKey(manifest);
  const keys: string[] = [];
  const indexOf = (key: string): number => {
    const at = keys.indexOf(key);
    if (at >= 0) return at;
    if (!manifest[key]) throw new Error(`route preloads: the bundle has no chunk "${key}"`);
    const index = keys.push(key) - 1;
    for (const imported of manifest[key].imports ?? []) indexOf(imported);
    return index;
  };
  const patterns = routes
    .filter((route) => !skip.includes(route.path))
    .sort((a, b) => dynamicSegments(a.path) - dynamicSegments(b.path))
    .map((route): RoutePreloads['routes'][number] => {
      // A redirect component in the module of a page with a loader (the same chunk) goes on to it.
      const loaders =
        route.loaders ?? routes.find((other) => other.module === route.module && other.loaders)?.loaders;
      const namespaces = [
        ...route.layouts.flatMap((layout) => LAYOUT_NAMESPACES[layout] ?? []),
        ...route.namespaces,
      ];
      const modules = [
        ...route.layouts,
        route.module,
        ...(loaders ?? []),
        ...namespaces.map((namespace) => `locales/en-US/${namespace}.json`),
      ];
      // A module with no chunk of its own (a catalogue the entry bundles) adds nothing.
      const roots = [entryKey, ...modules.flatMap((module) => findModuleKey(manifest, module) ?? [])];
      const pattern = patternSource(route.path);
      const indices = [...new Set(roots.map(indexOf))];
      const read = reads.get(route.path);
      return read ? [pattern, indices, read] : [pattern, indices];
    });
  const files = keys.map((key): [string, number[]] => [
    manifest[key]!.file,
    (manifest[key]!.imports ?? []).map((imported) => keys.indexOf(imported)),
  ]);
  // Every file under one folder (`assets/`): that folder goes in `base`, once.
  const folder = /^(.*\/)/.exec(files[0]?.[0] ?? '')?.[1] ?? '';
  const shared = folder && files.every(([file]) => file.startsWith(folder)) ? folder : '';
  return {
    base: base + shared,
    csrf,
    files: files.map(([file, imports]) => [file.slice(shared.length), imports]),
    routes: patterns,
  };
}

/** The files the head script preloads for `pathname` (what it does, for tests): empty when no pattern matches. */
export function preloadsFor({ base, files, routes }: RoutePreloads, pathname: string): string[] {
  const roots = routes.find(([pattern]) => new RegExp(pattern).test(pathname))?.[1] ?? [];
  const seen = new Set<number>();
  const found: string[] = [];
  const walk = (index: number) => {
    if (seen.has(index)) return;
    seen.add(index);
    found.push(base + files[index]![0]);
    files[index]![1].forEach(walk);
  };
  roots.forEach(walk);
  return found;
}

/** The JSON as it goes in the page: nothing in it can end the script element. */
export function preloadsJson(preloads: RoutePreloads): string {
  return JSON.stringify(preloads).replace(/</g, '\\u003c');
}

/** index.html with the preloads' JSON and the script that reads it, before the first stylesheet. */
export function withRoutePreloads(html: string, preloads: RoutePreloads): string {
  const page = parse(html);
  const head = [...descendants(page)].find((element) => element.tagName === 'head');
  if (!head) throw new Error('route preloads: no <head> in index.html');
  const stylesheet = head.childNodes.find(
    (node) => 'tagName' in node && attribute(node, 'rel') === 'stylesheet',
  );
  const json = createElement(
    'script',
    { type: 'application/json', id: ROUTE_PRELOADS_ID },
    preloadsJson(preloads),
  );
  const script = createElement('script', {}, ROUTE_START_SCRIPT);
  for (const node of [json, script]) {
    if (stylesheet) tree.insertBefore(head, node, stylesheet);
    else tree.appendChild(head, node);
  }
  return serialize(page);
}

export function routePreloadsPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'identity-web-route-preloads',
    apply: 'build',
    enforce: 'post',
    configResolved: (resolved) => void (config = resolved),
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const { routes } = readRouteTable(paths);
        const bases = serviceBases(config.env);
        const reads = routeReads({ reads: appFirstReads, areaReads: appAreaFirstReads, table: paths, bases });
        const preloads = routePreloads(manifestOfBundle(bundle, config.root), routes, {
          base: config.base,
          skip: registeredPaths(paths.login),
          reads,
          csrf: bases.authenticationService + CSRF_TOKEN_SOURCE_PATH,
        });
        return withRoutePreloads(html, preloads);
      },
    },
  };
}
