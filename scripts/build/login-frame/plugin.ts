/**
 * The build side of the sign-in frame (protocol: src/features/login/frame/boot.ts), build only. The page
 * is edited as a tree (parse5), never as text: another quote or attribute order from Vite cannot make an
 * edit miss.
 */
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultTreeAdapter as tree, parse, parseFragment, serialize } from 'parse5';
import type { OutputBundle } from 'rolldown';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';
import * as api from '../../../src/api/basePaths.ts';
import { OFFERED } from '../../../src/common/language/languages.ts';
import { paths } from '../../../src/lib/paths.ts';
import { BOOT_ATTRIBUTE, type LoginFrameBoot } from '../../../src/features/login/frame/boot.ts';
import { PRERENDERED_FRAME_ID } from '../../../src/features/login/frame/frame.ts';
import { BOOT_SCRIPT, EARLY_CHECK_SCRIPT } from './inline-scripts.ts';
import type { renderLoginFrame } from './render.tsx';
import { attribute, createElement as element, descendants, insertAfter, isElement } from '../html.ts';

const LOGIN_SCREEN = '/src/features/login/LoginPage.tsx';
// Not `new URL('./render.tsx', import.meta.url)`: Vite rewrites that form into an asset URL under Vitest.
const RENDER_MODULE = join(dirname(fileURLToPath(import.meta.url)), 'render.tsx');

export function loginFramePlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'identity-web-login-frame',
    apply: 'build',
    // After Vite's own HTML plugin, whose generateBundle is what runs transformIndexHtml.
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, { bundle }) {
        const loginChunks = bundle ? loginRouteChunks(bundle).map((file) => `${config.base}${file}`) : [];
        return withLoginFrame(html, await renderFrame(config), config.env, loginChunks);
      },
    },
  };
}

/** ./render.tsx through Vite's SSR, with this build's root, mode and environment (the help page's address). */
async function renderFrame({ root, mode, envDir }: ResolvedConfig): Promise<string> {
  const server = await createServer({
    ...{ configFile: false, root, mode, envDir, logLevel: 'error', appType: 'custom' },
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
    // In Node the app's cross-tab channel (src/common/session/crossTab.ts) would keep the build running.
    define: { BroadcastChannel: 'undefined' },
  });
  try {
    const module = await server.ssrLoadModule(`/${relative(root, RENDER_MODULE)}`);
    return (module.renderLoginFrame as typeof renderLoginFrame)();
  } finally {
    await server.close();
  }
}

/**
 * Sign-in's lazy chunk and what it imports, past what the entry imports: the boot script preloads them
 * with the entry's own imports, rather than after the entry has run and the router asked.
 */
function loginRouteChunks(bundle: OutputBundle): string[] {
  const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
  const login = chunks.find((chunk) => chunk.facadeModuleId?.replace(/\\/g, '/').endsWith(LOGIN_SCREEN));
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!login || !entry) throw new Error(`login frame: no chunk for ${LOGIN_SCREEN} or no entry`);
  const seen = new Set([entry.fileName, ...entry.imports]);
  const visit = (file: string): string[] => {
    if (seen.has(file)) return [];
    seen.add(file);
    const chunk = bundle[file];
    return [file, ...(chunk?.type === 'chunk' ? chunk.imports.flatMap(visit) : [])];
  };
  return visit(login.fileName);
}

/**
 * The built index.html with: step 0's script first in `<head>` after the charset; the frame, hidden,
 * before `#root` (English, the other languages as templates inside it); the entry's script and the
 * modulepreloads out of `<head>` and into the boot script's `data-boot`, after `#root`.
 */
export function withLoginFrame(
  html: string,
  frameHtml: string,
  env: Record<string, string | undefined> = {},
  loginChunks: string[] = [],
): string {
  const checkUrl = `${env.VITE_AUTHENTICATION_SERVICE_URL ?? api.DEFAULT_AUTHENTICATION_SERVICE_URL}/check`;
  const orchestrator = env.VITE_IDENTITY_ORCHESTRATOR_V1_URL ?? api.DEFAULT_IDENTITY_ORCHESTRATOR_V1_URL;
  const page = parse(html);
  const elements = [...descendants(page)];
  const head = elements.find((element) => element.tagName === 'head')!;
  const entry = elements.find(
    (element) => element.tagName === 'script' && attribute(element, 'type') === 'module',
  );
  const entrySrc = entry && attribute(entry, 'src');
  if (!entry || !entrySrc) throw new Error('login frame: no entry script in index.html');
  const root = elements.find((element) => attribute(element, 'id') === 'root');
  if (!root?.parentNode || root.childNodes.length > 0)
    throw new Error('login frame: no empty #root in index.html');
  const preloads = elements.filter((element) => attribute(element, 'rel') === 'modulepreload');
  for (const moved of [entry, ...preloads]) tree.detachNode(moved);
  const charset = head.childNodes.find((node) => isElement(node) && attribute(node, 'charset') !== undefined);
  const earlyCheck = element(
    'script',
    { 'data-path': paths.login.path, 'data-check': checkUrl },
    EARLY_CHECK_SCRIPT,
  );
  insertAfter(head, earlyCheck, charset);

  const [frame] = parseFragment(frameHtml).childNodes;
  if (!frame) throw new Error('login frame: nothing rendered');
  tree.insertBefore(root.parentNode, frame, root);
  const boot: LoginFrameBoot = {
    frameId: PRERENDERED_FRAME_ID,
    loginPath: paths.login.path,
    entry: entrySrc,
    preloads: [...preloads.map((preload) => attribute(preload, 'href') ?? ''), ...loginChunks],
    checkUrl,
    // The text resource package of the orchestrator's v1 contract.
    textsUrl: `${orchestrator}/resources/identity-ui-client`,
    languages: [...OFFERED],
  };
  // Classic, run as the parser meets it (after the stylesheet, which holds the first paint anyway).
  insertAfter(
    root.parentNode,
    element('script', { [BOOT_ATTRIBUTE]: JSON.stringify(boot) }, BOOT_SCRIPT),
    root,
  );
  return serialize(page);
}
