import type { OutputBundle } from 'rolldown';

/**
 * The chunk of a module the app imports lazily (`/src/…` path, with or without its extension) and the chunks it imports beyond what the
 * entry does, in load order: what to preload with the entry so the route's code is not asked for only
 * once the router runs (the sign-in frame's boot script does: ./login-frame/plugin.ts).
 */
export function lazyChunks(bundle: OutputBundle, modulePath: string): string[] {
  const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
  const withoutExtension = (path: string) => path.replace(/\\/g, '/').replace(/\.[cm]?[jt]sx?$/, '');
  const lazy = chunks.find((chunk) =>
    withoutExtension(chunk.facadeModuleId ?? '').endsWith(withoutExtension(modulePath)),
  );
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!lazy || !entry) throw new Error(`lazy chunks: no chunk for ${modulePath} or no entry`);
  const seen = new Set([entry.fileName, ...entry.imports]);
  const visit = (file: string): string[] => {
    if (seen.has(file)) return [];
    seen.add(file);
    const chunk = bundle[file];
    return [file, ...(chunk?.type === 'chunk' ? chunk.imports.flatMap(visit) : [])];
  };
  return visit(lazy.fileName);
}
