/**
 * The build side of the prerendered sign-in frame (protocol: `./boot.ts`). Runs in Node, from
 * vite.config.ts, at build time only; nothing here ships.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { minify, transformWithOxc, type Plugin } from 'vite';
import { paths } from '../../../lib/paths.ts';
import type { LoginFrameBoot } from './boot.ts';
import { PRERENDERED_FRAME_ID } from './frame.ts';
import { YEAR_PLACEHOLDER } from './markup.ts';

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

/** Puts the frame and its boot script into the built index.html. */
function prerenderLoginFrame(): Plugin {
  return {
    name: 'identity-web-prerender-login-frame',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: (html) => withLoginFrame(html) },
  };
}

/**
 * The built index.html with the frame (hidden) before `#root`, and the entry script and modulepreloads
 * moved out of `<head>` into the boot script after it (steps 1 and 4 of the protocol).
 */
export async function withLoginFrame(html: string, year = new Date().getFullYear()): Promise<string> {
  const frame = readFileSync(join(HERE, 'login-frame.html'), 'utf8')
    .trim()
    .replaceAll(YEAR_PLACEHOLDER, String(year));
  const entry = ENTRY_SCRIPT.exec(html);
  if (!entry?.[1]) throw new Error('login frame: no entry script in index.html');
  const preloads = [...html.matchAll(MODULE_PRELOAD)];
  let page = html.replace(entry[0], '');
  for (const preload of preloads) page = page.replace(preload[0], '');
  if (!page.includes(EMPTY_ROOT)) throw new Error('login frame: no empty #root in index.html');

  const script = await bootScript({
    frameId: PRERENDERED_FRAME_ID,
    loginPath: paths.login.path,
    entry: entry[1],
    preloads: preloads.map((preload) => preload[1] ?? ''),
  });
  return page.replace(
    EMPTY_ROOT,
    `<div id="${PRERENDERED_FRAME_ID}" hidden>${frame}</div>\n    ${EMPTY_ROOT}\n    <script>${script}</script>`,
  );
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
  // `</script>` inside the text would end the inline script early.
  if (minified.code.includes('</')) throw new Error(`${file}: "</" cannot appear in an inline script`);
  return minified.code.trim();
}
