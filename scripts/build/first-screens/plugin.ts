/**
 * The first screens' build side (src/common/prerendered/firstScreen.ts): for each route
 * src/app/firstScreens.ts names, the built index.html, as every plugin left it, with that route's screen
 * in place of sign-in's frame, written where ./documents.ts says, which the hosting files serve for
 * its addresses (deploy/security-headers.ts). Everything else about the document stays: the route start in
 * `<head>` (its first reads, its chunks), the boot script that starts the app.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defaultTreeAdapter as tree, parse, parseFragment, serialize } from 'parse5';
import type { OutputAsset } from 'rolldown';
import { runnerImport, type Plugin, type ResolvedConfig } from 'vite';
import { areaFirstReads, firstReads } from '../../../src/app/firstReads.ts';
import { firstScreens } from '../../../src/app/firstScreens.ts';
import { CODE_AFTER_READS_ATTRIBUTE } from '../../../src/common/prerendered/codeAfterFirstReads.ts';
import { FIRST_READ_ATTRIBUTE } from '../../../src/common/prerendered/firstScreen.ts';
import { PRERENDERED_FRAME_ID } from '../../../src/common/prerendered/frame.ts';
import { paths } from '../../../src/lib/paths.ts';
import { BOOT_ATTRIBUTE } from '../../../src/features/login/frame/boot.ts';
import { attribute, createElement, descendants, insertAfter } from '../html.ts';
import { ROUTE_PRELOADS_ID } from '../route-start.ts';
import { firstScreenDocuments, parameterPattern } from './documents.ts';
import { FIRST_SCREEN_SCRIPT, FIRST_SCREENS_DIR } from './inline-script.ts';
import type { firstScreenPages, RenderedFirstScreen } from './render.tsx';

const RENDER_MODULE = join(FIRST_SCREENS_DIR, 'render.tsx');

export function firstScreensPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'identity-web-first-screens',
    // The build writes the documents; `vite preview` (the bench's server) serves them.
    apply: (_config, { command, isPreview }) => command === 'build' || !!isPreview,
    // After Vite's HTML plugin and every transformIndexHtml: the document as it ships.
    enforce: 'post',
    configResolved: (resolved) => void (config = resolved),
    // As nginx's `try_files $uri $uri/index.html …` (deploy/security-headers.ts): Vite's own fallback
    // serves a folder's index.html only for an address that ends in a slash.
    configurePreviewServer(server) {
      const outDir = resolve(config.root, config.build.outDir);
      const withParameters = firstScreenDocuments(config.base).flatMap(({ file, addresses }) =>
        addresses ? [{ file, pattern: new RegExp(parameterPattern(addresses)) }] : [],
      );
      server.middlewares.use((req, _res, next) => {
        const [path = '', query] = (req.url ?? '').split(/\?(.*)/s, 2);
        const search = query ? `?${query}` : '';
        const inBuild = path.startsWith(config.base) && !path.endsWith('/') && !/\.\w+$/.test(path);
        const folder = inBuild && join(outDir, path.slice(config.base.length));
        const document = withParameters.find(({ pattern }) => pattern.test(path));
        if (folder && existsSync(join(folder, 'index.html'))) req.url = `${path}/${search}`;
        else if (inBuild && document) req.url = `${config.base}${document.file}${search}`;
        next();
      });
    },
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'] as OutputAsset | undefined;
      if (!index || Object.keys(firstScreens).length === 0) return;
      const screens = await renderScreens(config);
      for (const { route, screen, file } of firstScreenDocuments(config.base))
        this.emitFile({
          type: 'asset',
          fileName: file,
          source: withFirstScreen(String(index.source), screens[screen]!, {
            // Its own read, or its area's (the signed-in area's session check).
            waitsForRead: route in firstReads || paths[route].screen.area in areaFirstReads,
          }),
        });
    },
  };
}

/** ./render.tsx run by Vite, with this build's mode and environment. */
async function renderScreens({ mode, env }: ResolvedConfig) {
  const { module } = await runnerImport<{ firstScreenPages: typeof firstScreenPages }>(RENDER_MODULE, {
    mode,
    logLevel: 'error',
    define: {
      BroadcastChannel: 'undefined',
      ...Object.fromEntries(
        Object.entries(env).map(([key, value]) => [`import.meta.env.${key}`, JSON.stringify(value)]),
      ),
    },
  });
  return module.firstScreenPages;
}

/**
 * The built index.html with `screen` (and its script) in place of sign-in's frame, its title the
 * screen's; the boot script told there is no frame, so it starts the app at once, as on any route
 * but sign-in's. A screen that `waitsForRead` is marked so, and its document's route preloads too: there
 * the code is asked once the reads are done (src/common/prerendered/codeAfterFirstReads.ts).
 */
export function withFirstScreen(
  html: string,
  { html: screenHtml, title }: RenderedFirstScreen,
  { waitsForRead = false } = {},
): string {
  const page = parse(html);
  const elements = [...descendants(page)];
  const frame = elements.find((element) => attribute(element, 'id') === PRERENDERED_FRAME_ID);
  const root = elements.find((element) => attribute(element, 'id') === 'root');
  const boot = elements.find((element) => attribute(element, BOOT_ATTRIBUTE) !== undefined);
  const titleElement = elements.find((element) => element.tagName === 'title');
  if (!frame || !root?.parentNode || !boot)
    throw new Error('first screens: index.html has no frame, #root or boot');
  tree.detachNode(frame);
  const bootData = boot.attrs.find((attr) => attr.name === BOOT_ATTRIBUTE)!;
  bootData.value = JSON.stringify({ ...JSON.parse(bootData.value), frameId: '' });
  if (titleElement) {
    titleElement.childNodes = [];
    tree.insertText(titleElement, title);
  }
  const [screen] = parseFragment(screenHtml).childNodes;
  if (!screen || !('attrs' in screen)) throw new Error('first screens: nothing rendered');
  if (waitsForRead) {
    screen.attrs.push({ name: FIRST_READ_ATTRIBUTE, value: '' });
    const preloads = elements.find((element) => attribute(element, 'id') === ROUTE_PRELOADS_ID);
    if (!preloads) throw new Error('first screens: index.html has no route preloads');
    preloads.attrs.push({ name: CODE_AFTER_READS_ATTRIBUTE, value: '' });
  }
  tree.insertBefore(root.parentNode, screen, root);
  // After `#root`, which it hides while the screen shows; before the boot script, which starts the app.
  insertAfter(root.parentNode, createElement('script', {}, FIRST_SCREEN_SCRIPT), root);
  return serialize(page);
}
