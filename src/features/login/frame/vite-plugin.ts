/**
 * The build side of the prerendered sign-in frame (protocol: `./boot.ts`). Runs in Node, from
 * vite.config.ts, at build time only; nothing here ships.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { minify, transformWithOxc, type Plugin } from 'vite';
import {
  DEFAULT_AUTHENTICATION_SERVICE_URL,
  DEFAULT_IDENTITY_ORCHESTRATOR_V1_URL,
} from '../../../api/basePaths.ts';

/** The text resource package's path in the orchestrator's v1 contract (the boot script prefetches it). */
const TEXTS_PATH = '/resources/identity-ui-client';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../../common/language/languages.ts';
import { paths } from '../../../lib/paths.ts';
import type { LoginFrameBoot } from './boot.ts';
import { PRERENDERED_FRAME_ID } from './frame.ts';
import { frameFileName, YEAR_PLACEHOLDER } from './markup.ts';

// Not `new URL('./x', import.meta.url)`: Vite rewrites that form into an asset URL under Vitest.
const HERE = dirname(fileURLToPath(import.meta.url));
const LOGIN_SCREEN = '/src/features/login/LoginPage.tsx';
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const EMPTY_ROOT = '<div id="root"></div>';

/** Both plugins, in the order they must run: the preloads exist before the frame moves them. */
export function loginFramePlugins(): Plugin[] {
  return [preloadLoginRoute(), prerenderLoginFrame()];
}

/**
 * Sign-in is the page most visits start on: its lazy chunk (and the chunks that one imports) get a
 * `<link rel="modulepreload">`, so the browser fetches them alongside the entry instead of after the
 * entry has run and the router asked for them. Every route stays lazy in the code.
 */
function preloadLoginRoute(): Plugin {
  let base = '/';
  return {
    name: 'identity-web-preload-login-route',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return;
        const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
        const login = chunks.find((chunk) =>
          chunk.facadeModuleId?.replace(/\\/g, '/').endsWith(LOGIN_SCREEN),
        );
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!login || !entry) throw new Error(`preloadLoginRoute: no chunk for ${LOGIN_SCREEN} or no entry`);
        // What the entry imports statically Vite preloads already.
        const loaded = new Set([entry.fileName, ...entry.imports]);
        const files: string[] = [];
        const visit = (fileName: string) => {
          if (loaded.has(fileName)) return;
          loaded.add(fileName);
          files.push(fileName);
          const chunk = bundle[fileName];
          if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
        };
        visit(login.fileName);
        return files.map((fileName) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${fileName}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/** Puts the frame into the built index.html and its boot script beside it, as a file of its own. */
function prerenderLoginFrame(): Plugin {
  let base = '/';
  let checkUrl = '';
  let textsUrl = '';
  const bootFiles = new Map<string, string>();
  return {
    name: 'identity-web-prerender-login-frame',
    apply: 'build',
    // After Vite's own HTML plugin, whose generateBundle is what runs transformIndexHtml.
    enforce: 'post',
    configResolved(config) {
      base = config.base;
      const authenticationService =
        (config.env.VITE_AUTHENTICATION_SERVICE_URL as string | undefined) ??
        DEFAULT_AUTHENTICATION_SERVICE_URL;
      checkUrl = `${authenticationService}/check`;
      const orchestratorV1 =
        (config.env.VITE_IDENTITY_ORCHESTRATOR_V1_URL as string | undefined) ??
        DEFAULT_IDENTITY_ORCHESTRATOR_V1_URL;
      textsUrl = `${orchestratorV1}${TEXTS_PATH}`;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const page = await withLoginFrame(html, { base, checkUrl, textsUrl });
        bootFiles.set(page.boot.fileName, page.boot.code);
        return page.html;
      },
    },
    generateBundle: {
      order: 'post',
      handler() {
        for (const [fileName, source] of bootFiles) this.emitFile({ type: 'asset', fileName, source });
      },
    },
  };
}

export interface FramedPage {
  html: string;
  /** The boot script, to be served at `base + fileName`. */
  boot: { fileName: string; code: string };
}

/**
 * The built index.html with the frame (hidden, in English, the other languages' frames as templates
 * inside it) before `#root`, and the entry script and modulepreloads
 * moved out of `<head>` into the boot script after it (steps 1 and 4 of the protocol). The boot script
 * is an external file named by its content's hash, not inline text: a Content-Security-Policy of
 * `script-src 'self'` allows it as it is (deploy/security-headers.ts), and the name changes with
 * every change of its text, so it can be cached for good.
 */
export async function withLoginFrame(
  html: string,
  {
    base = '/auth/',
    year = new Date().getFullYear(),
    checkUrl = `${DEFAULT_AUTHENTICATION_SERVICE_URL}/check`,
    textsUrl = `${DEFAULT_IDENTITY_ORCHESTRATOR_V1_URL}${TEXTS_PATH}`,
  }: { base?: string; year?: number; checkUrl?: string; textsUrl?: string } = {},
): Promise<FramedPage> {
  const frameIn = (language: string) =>
    readFileSync(join(HERE, frameFileName(language)), 'utf8')
      .trim()
      .replaceAll(YEAR_PLACEHOLDER, String(year));
  const translations = LANGUAGES.filter(({ code }) => code !== DEFAULT_LANGUAGE)
    .map(({ code }) => `<template data-language="${code}">${frameIn(code)}</template>`)
    .join('');
  const entry = ENTRY_SCRIPT.exec(html);
  if (!entry?.[1]) throw new Error('login frame: no entry script in index.html');
  const preloads = [...html.matchAll(MODULE_PRELOAD)];
  let page = html.replace(entry[0], '');
  for (const preload of preloads) page = page.replace(preload[0], '');
  if (!page.includes(EMPTY_ROOT)) throw new Error('login frame: no empty #root in index.html');

  const code = await bootScript({
    frameId: PRERENDERED_FRAME_ID,
    loginPath: paths.login.path,
    entry: entry[1],
    preloads: preloads.map((preload) => preload[1] ?? ''),
    checkUrl,
    textsUrl,
    languages: [
      DEFAULT_LANGUAGE,
      ...LANGUAGES.map(({ code }) => code).filter((code) => code !== DEFAULT_LANGUAGE),
    ],
  });
  const hash = createHash('sha256').update(code).digest('base64url').slice(0, 10);
  // Not under assets/: it runs before the first paint, the app's scripts in assets/ only after it.
  const fileName = `frame-boot-${hash}.js`;
  // A classic, parser-blocking script: it must show the frame before the first paint. The browser
  // fetches it alongside the stylesheet, which blocks that paint anyway.
  const tag = `<script src="${base}${fileName}"></script>`;
  return {
    html: page.replace(
      EMPTY_ROOT,
      `<div id="${PRERENDERED_FRAME_ID}" lang="${DEFAULT_LANGUAGE}" hidden>${frameIn(DEFAULT_LANGUAGE)}${translations}</div>\n    ${EMPTY_ROOT}\n    ${tag}`,
    ),
    boot: { fileName, code },
  };
}

/** `./boot.ts` as one minified classic script that calls `bootLoginFrame(boot)` in its own scope. */
export async function bootScript(boot: LoginFrameBoot): Promise<string> {
  const file = join(HERE, 'boot.ts');
  const { code } = await transformWithOxc(readFileSync(file, 'utf8'), file, { lang: 'ts' });
  // A classic script has no modules: the one export becomes a local function, and anything else
  // that needs a module system is refused rather than inlined broken.
  const local = code
    .replace(/^export (function bootLoginFrame\()/m, '$1')
    .replace(/^export (const )/gm, '$1');
  if (/^\s*(import|export)\b/m.test(local))
    throw new Error(`${file} must import and export nothing but bootLoginFrame`);
  const source = `(() => {\n${local}\nbootLoginFrame(${JSON.stringify(boot)});\n})();`;
  const minified = await minify('boot.js', source, { compress: true, mangle: true });
  if (minified.errors.length > 0)
    throw new Error(`${file}: ${minified.errors.map((e) => e.message).join('; ')}`);
  return minified.code.trim();
}
