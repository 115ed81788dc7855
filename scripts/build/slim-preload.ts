/**
 * Vite wraps every lazy `import()` of a client build in its preload helper, which fetches the chunk's
 * preload list (scripts and stylesheets) before the import. This build gives that helper nothing to
 * fetch: `build.modulePreload.resolveDependencies` drops the scripts (vite.config.ts says why), and
 * every stylesheet is in the entry's one CSS file, linked from index.html. The helper's 2 KB (0.6 KB
 * gzip) of link-building code still sat in the entry of every page, sign-in's first, doing nothing
 * (vitejs/vite#13952: Vite keeps it even when every list is empty).
 *
 * This plugin swaps the helper's module for the one thing it still does here: announce a failed import
 * as `vite:preloadError` (src/app/fieldMetrics.ts counts them) and rethrow it unless a listener
 * prevented that. The swap is only right while no chunk has a list; the build fails, naming the chunk,
 * when one has (a lazy chunk that imports its own CSS, say), rather than ship a page without its styles.
 */
import type { Plugin } from 'vite';

/** The id Vite gives its helper module (it starts with a NUL byte: a virtual module). */
const PRELOAD_HELPER = /(^|\0)vite\/preload-helper(\.js)?$/;

/** What the helper keeps doing once there is nothing to preload: the failure event and the throw. */
export const SLIM_PRELOAD_HELPER = `export const __vitePreload = (load) => load().catch((error) => {
  const event = new Event('vite:preloadError', { cancelable: true });
  event.payload = error;
  window.dispatchEvent(event);
  if (!event.defaultPrevented) throw error;
});`;

/** Vite's name for a chunk's non-empty preload list in the built code. */
const PRELOAD_LIST = '__vite__mapDeps';

export function chunksWithPreloadLists(chunks: Iterable<{ fileName: string; code: string }>): string[] {
  return [...chunks].filter((chunk) => chunk.code.includes(PRELOAD_LIST)).map((chunk) => chunk.fileName);
}

export function slimPreloadPlugin(): Plugin {
  return {
    name: 'identity-web-slim-preload',
    apply: 'build',
    // Before Vite's own plugin, which would load the full helper.
    enforce: 'pre',
    load(id) {
      return PRELOAD_HELPER.test(id) ? SLIM_PRELOAD_HELPER : null;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
      const listed = chunksWithPreloadLists(chunks);
      if (listed.length > 0) {
        this.error(
          `slim preload helper: ${listed.join(', ')} must preload files before their import (a lazy ` +
            `chunk with its own CSS?), which the slim helper does not do: keep every stylesheet in the ` +
            `entry's CSS, or drop slimPreloadPlugin (scripts/build/slim-preload.ts)`,
        );
      }
    },
  };
}
