/**
 * Each route's code asked for from the document's first bytes (issue 66). Opened cold, a page of the
 * app waited for its chunks level by level: the entry, found at the end of `<body>`; its route's chunk,
 * found when the router ran; what that imports, found when it was parsed; and so on, four levels one
 * after another before the page's one call was asked. Here the build writes, from the route table
 * (src/lib/paths.ts with src/app/routeCode.ts, read by scripts/bench/route-table.ts) and the bundle, what
 * each URL pattern needs before its first render (the entry and its imports, the lazy layouts around
 * the route and their catalogues, its page, its loader's module, its catalogues, and what those import: what `routeAssets`
 * counts for a route's first visit, plus its loader) into a `<script type="application/json">` in
 * `<head>`, and an inline script after it (`ROUTE_PRELOAD_SCRIPT`: its text the same for every build,
 * allowed by its hash) adds a `<link rel="modulepreload">` for each of those files for the first pattern
 * the address matches, before the stylesheet, so they all download side by side while the document is
 * parsed.
 *
 * Not for sign-in (`paths.login`, and unknown paths, which land there): its frame paints from the
 * document alone, and a lab's LCP counts every request started before that paint
 * (docs/performance.md, step 12); its code is asked for after the frame's first paint, as before.
 */
import { relative } from 'node:path';
import { defaultTreeAdapter as tree, parse, serialize } from 'parse5';
import type { OutputBundle } from 'rolldown';
import type { Plugin, ResolvedConfig } from 'vite';
import { paths, registeredPaths } from '../../src/lib/paths.ts';
import { findEntryKey, findModuleKey, type Manifest } from '../bench/route-assets.ts';
import { LAYOUT_NAMESPACES, readRouteTable, type LazyRoute } from '../bench/route-table.ts';
import { attribute, createElement, descendants } from './html.ts';
import { ROUTE_PRELOAD_SCRIPT, ROUTE_PRELOADS_ID } from './login-frame/inline-scripts.ts';

/**
 * What the head's JSON holds: the chunks the routes reach, each once with the indices of the chunks it
 * imports (the graph, not each route's list: a list per route put 3 KB gzip on every page, sign-in's
 * included), and each URL pattern (a regular expression) with the chunks it starts from, the entry
 * first. `base` is put before every file.
 */
export type RoutePreloads = {
  base: string;
  files: [file: string, imports: number[]][];
  routes: [pattern: string, roots: number[]][];
};

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
  { base, skip }: { base: string; skip: string[] },
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
    .map((route): [string, number[]] => {
      const namespaces = [
        ...route.layouts.flatMap((layout) => LAYOUT_NAMESPACES[layout] ?? []),
        ...route.namespaces,
      ];
      const modules = [
        ...route.layouts,
        route.module,
        ...(route.loaders ?? []),
        ...namespaces.map((namespace) => `locales/en-US/${namespace}.json`),
      ];
      // A module with no chunk of its own (a catalogue the entry bundles) adds nothing.
      const roots = [entryKey, ...modules.flatMap((module) => findModuleKey(manifest, module) ?? [])];
      return [patternSource(route.path), [...new Set(roots.map(indexOf))]];
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
  const script = createElement('script', {}, ROUTE_PRELOAD_SCRIPT);
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
        const preloads = routePreloads(manifestOfBundle(bundle, config.root), readRouteTable(paths).routes, {
          base: config.base,
          skip: registeredPaths(paths.login),
        });
        return withRoutePreloads(html, preloads);
      },
    },
  };
}
