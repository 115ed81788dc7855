import { describe, expect, it } from 'vitest';
import { chunksWithPreloadLists, SLIM_PRELOAD_HELPER, slimPreloadPlugin } from './slim-preload';

/** The slim helper as the built page runs it: its one export, made from the module text. */
async function slimHelper(): Promise<(load: () => Promise<unknown>) => Promise<unknown>> {
  const url = `data:text/javascript,${encodeURIComponent(SLIM_PRELOAD_HELPER)}`;
  return ((await import(/* @vite-ignore */ url)) as { __vitePreload: never }).__vitePreload;
}

describe('the slim preload helper', () => {
  it('imports what it is given', async () => {
    const preload = await slimHelper();
    await expect(preload(() => Promise.resolve({ page: 1 }))).resolves.toEqual({ page: 1 });
  });

  it('announces a failed import as vite:preloadError and rethrows it', async () => {
    const preload = await slimHelper();
    const failure = new Error('Failed to fetch dynamically imported module: /auth/assets/x.js');
    const seen: unknown[] = [];
    const listener = (event: Event) => seen.push((event as Event & { payload?: unknown }).payload);
    window.addEventListener('vite:preloadError', listener);
    try {
      await expect(preload(() => Promise.reject(failure))).rejects.toBe(failure);
    } finally {
      window.removeEventListener('vite:preloadError', listener);
    }
    expect(seen).toEqual([failure]);
  });

  it('does not rethrow when a listener prevents it, as Vite lets a page handle the failure itself', async () => {
    const preload = await slimHelper();
    const listener = (event: Event) => event.preventDefault();
    window.addEventListener('vite:preloadError', listener);
    try {
      await expect(preload(() => Promise.reject(new Error('gone')))).resolves.toBeUndefined();
    } finally {
      window.removeEventListener('vite:preloadError', listener);
    }
  });
});

describe('slimPreloadPlugin', () => {
  const plugin = slimPreloadPlugin();
  const load = plugin.load as (id: string) => string | null;

  it("replaces Vite's helper module, and nothing else", () => {
    expect(load('\0vite/preload-helper.js')).toBe(SLIM_PRELOAD_HELPER);
    expect(load('/work/src/main.tsx')).toBeNull();
  });

  it('names the chunks that still carry a preload list, which the slim helper would not fetch', () => {
    const chunks = [
      { fileName: 'assets/index.js', code: 'import("./a.js")' },
      { fileName: 'assets/Page.js', code: 'p(()=>import("./b.js"),__vite__mapDeps([0]))' },
    ];
    expect(chunksWithPreloadLists(chunks)).toEqual(['assets/Page.js']);
  });
});
