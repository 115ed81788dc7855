/**
 * What a first visit to a route downloads before its first paint, read from Vite's build manifest
 * (`dist/.vite/manifest.json`): the entry chunk and every chunk it statically imports, plus the route's
 * lazy chunk (and its lazy layouts' chunks) and every chunk those statically import. Dynamic imports are not followed: they load
 * later, on demand. Pure: no file system, so the unit test can feed it a hand-made manifest.
 */
import type { Manifest, ManifestChunk } from 'vite';

export type { Manifest, ManifestChunk };

export type RouteAssets = {
  /** Manifest keys of the chunks loaded, each once, in the order they were reached. */
  chunks: string[];
  /** Output files (relative to the build directory), each once. */
  js: string[];
  css: string[];
};

/** The manifest key of the HTML entry (`index.html`), the one chunk marked `isEntry`. */
export function findEntryKey(manifest: Manifest): string {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1) {
    throw new Error(
      `Expected exactly one entry chunk in the manifest, found ${entries.length}: ${entries.map(([key]) => key).join(', ')}`,
    );
  }
  return entries[0]![0];
}

/**
 * The manifest key of a source module (`src/features/login/LoginPage`, with or without extension), or
 * undefined when the build has no chunk of its own for it.
 */
export function findModuleKey(manifest: Manifest, modulePath: string): string | undefined {
  const base = modulePath.replace(/^\.\//, '');
  const candidates = [
    base,
    ...['.tsx', '.ts', '.jsx', '.js', '/index.tsx', '/index.ts'].map((ext) => base + ext),
  ];
  return candidates.find((key) => manifest[key] !== undefined);
}

/**
 * The files a first visit to a route downloads before it paints. `routeModuleKeys` are the manifest
 * keys of the route's lazy modules (its layouts' and its screen's); none for the entry alone.
 */
export function routeAssets(
  manifest: Manifest,
  entryKey: string,
  routeModuleKeys: string[] = [],
): RouteAssets {
  const chunks: string[] = [];
  const js = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();

  const visit = (key: string, from: string | undefined) => {
    if (seen.has(key)) return;
    const chunk: ManifestChunk | undefined = manifest[key];
    if (!chunk) throw new Error(`Manifest has no chunk "${key}"${from ? ` (imported by "${from}")` : ''}`);
    seen.add(key);
    chunks.push(key);
    if (chunk.file.endsWith('.css')) css.add(chunk.file);
    else if (/\.m?js$/.test(chunk.file)) js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported, key);
    // chunk.dynamicImports load on demand, after the first paint: deliberately not followed.
  };

  visit(entryKey, undefined);
  for (const key of routeModuleKeys) visit(key, undefined);
  return { chunks, js: [...js], css: [...css] };
}
