/** The sign-in frame's build side (src/features/login/frame/boot.ts), the page edited as a parse5 tree. */
import { join } from 'node:path';
import { defaultTreeAdapter as tree, parse, parseFragment, serialize } from 'parse5';
import { runnerImport, type Plugin, type ResolvedConfig } from 'vite';
import { OFFERED } from '../../../src/common/language/languages.ts';
import { paths } from '../../../src/lib/paths.ts';
import { BOOT_ATTRIBUTE, type LoginFrameBoot } from '../../../src/features/login/frame/boot.ts';
import { PRERENDERED_FRAME_ID } from '../../../src/features/login/frame/frame.ts';
import { checkAuthPathFlagUrl } from '../../../src/features/login/usernameStep.ts';
import { BOOT_SCRIPT, EARLY_CHECK_SCRIPT, LOGIN_FRAME_DIR } from './inline-scripts.ts';
import type { renderLoginFrame } from './render.tsx';
import { attribute, createElement as element, descendants, insertAfter, isElement } from '../html.ts';
import { lazyChunks } from '../lazy-chunks.ts';
import { signInAheadModules } from '../../bench/route-table.ts';
import { serviceBases } from '../route-preloads.ts';

const LOGIN_SCREEN = '/src/features/login/LoginPage.tsx';
const RENDER_MODULE = join(LOGIN_FRAME_DIR, 'render.tsx');

export function loginFramePlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'identity-web-login-frame',
    apply: 'build',
    enforce: 'post', // after Vite's HTML plugin, whose generateBundle runs transformIndexHtml
    configResolved: (resolved) => void (config = resolved),
    transformIndexHtml: {
      order: 'post',
      async handler(html, { bundle }) {
        const chunks = (module: string) =>
          (bundle ? lazyChunks(bundle, module) : []).map((file) => config.base + file);
        const frame = await renderFrame(config);
        const afterSignIn = new Set(signInAheadModules().flatMap((module) => chunks(`/${module}`)));
        return withLoginFrame(html, frame, config.env, chunks(LOGIN_SCREEN), [...afterSignIn]);
      },
    },
  };
}

/** ./render.tsx run by Vite, with this build's mode and environment (the help page's address). */
async function renderFrame({ mode, env }: ResolvedConfig): Promise<string> {
  // In Node the app's cross-tab channel (src/common/session/crossTab.ts) would keep the build running.
  const define: Record<string, string> = { BroadcastChannel: 'undefined' };
  for (const [key, value] of Object.entries(env)) define[`import.meta.env.${key}`] = JSON.stringify(value);
  const { module } = await runnerImport<{ renderLoginFrame: typeof renderLoginFrame }>(RENDER_MODULE, {
    mode,
    logLevel: 'error',
    define,
  });
  return module.renderLoginFrame();
}

/** index.html with step 0's script after the charset, the frame before `#root`, the app in `data-boot`. */
export function withLoginFrame(
  html: string,
  frameHtml: string,
  env: Record<string, string | undefined> = {},
  loginChunks: string[] = [],
  afterSignIn: string[] = [],
): string {
  const { authenticationService: authUrl, identityOrchestrator, identityOrchestratorV1 } = serviceBases(env);
  const page = parse(html);
  const elements = [...descendants(page)];
  const head = elements.find((element) => element.tagName === 'head')!;
  const entry = elements.find((node) => node.tagName === 'script' && attribute(node, 'type') === 'module');
  const entrySrc = entry && attribute(entry, 'src');
  if (!entry || !entrySrc) throw new Error('login frame: no entry script in index.html');
  const root = elements.find((element) => attribute(element, 'id') === 'root');
  if (!root?.parentNode || root.childNodes.length > 0)
    throw new Error('login frame: no empty #root in index.html');
  const preloads = elements.filter((element) => attribute(element, 'rel') === 'modulepreload');
  for (const moved of [entry, ...preloads]) tree.detachNode(moved);
  const charset = head.childNodes.find((node) => isElement(node) && attribute(node, 'charset') !== undefined);
  const earlyCheck = { 'data-path': paths.login.path, 'data-check': `${authUrl}/check` };
  insertAfter(head, element('script', earlyCheck, EARLY_CHECK_SCRIPT), charset);
  const [frame] = parseFragment(frameHtml).childNodes;
  if (!frame) throw new Error('login frame: nothing rendered');
  tree.insertBefore(root.parentNode, frame, root);
  const boot: LoginFrameBoot = {
    frameId: PRERENDERED_FRAME_ID,
    loginPath: paths.login.path,
    entry: entrySrc,
    preloads: preloads.map((preload) => attribute(preload, 'href') ?? ''),
    loginPreloads: loginChunks,
    textsUrl: `${identityOrchestratorV1}/resources/identity-ui-client`,
    authUrl,
    flagUrl: checkAuthPathFlagUrl(identityOrchestrator),
    languages: [...OFFERED],
    afterSignIn,
  };
  // Classic, run as the parser meets it (after the stylesheet, which holds the first paint anyway).
  const bootScript = element('script', { [BOOT_ATTRIBUTE]: JSON.stringify(boot) }, BOOT_SCRIPT);
  insertAfter(root.parentNode, bootScript, root);
  return serialize(page);
}
