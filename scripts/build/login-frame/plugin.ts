/**
 * The build side of the prerendered sign-in frame (protocol: src/features/login/frame/boot.ts). Runs in
 * Node, from vite.config.ts, at build time only; nothing here ships. The HTML is edited as a parsed
 * tree (parse5), not as text: a reordered attribute or another quote in Vite's output cannot make an
 * edit miss.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  defaultTreeAdapter as tree,
  parse,
  parseFragment,
  serialize,
  type DefaultTreeAdapterMap,
} from 'parse5';
import type { Plugin } from 'vite';
import {
  DEFAULT_AUTHENTICATION_SERVICE_URL,
  DEFAULT_IDENTITY_ORCHESTRATOR_V1_URL,
} from '../../../src/api/basePaths.ts';
import { DEFAULT_LANGUAGE, LANGUAGES, OFFERED } from '../../../src/common/language/languages.ts';
import { paths } from '../../../src/lib/paths.ts';
import { BOOT_ATTRIBUTE, type LoginFrameBoot } from '../../../src/features/login/frame/boot.ts';
import { PRERENDERED_FRAME_ID } from '../../../src/features/login/frame/frame.ts';
import {
  frameFileName,
  HELP_ITEM,
  HELP_PLACEHOLDER,
  YEAR_PLACEHOLDER,
} from '../../../src/features/login/frame/markup.ts';
import { isWebUrl } from '../../../src/lib/redirect.ts';
import { BOOT_SCRIPT, FRAME_DIR } from './boot-script.ts';
import { EARLY_CHECK_SCRIPT } from './early-check.ts';
import { attribute, descendants, isElement, type HtmlElement as Element } from '../html.ts';

/** The text resource package's path in the orchestrator's v1 contract (the boot script prefetches it). */
const TEXTS_PATH = '/resources/identity-ui-client';
const LOCALES_DIR = join(FRAME_DIR, '../../../../locales');

/** The sign-in page's document title in `language` (the route table names `login:title`). */
function titleIn(language: string): string {
  const login = JSON.parse(readFileSync(join(LOCALES_DIR, language, 'login.json'), 'utf8')) as {
    title: string;
  };
  return login.title;
}
const LOGIN_SCREEN = '/src/features/login/LoginPage.tsx';

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
  let checkUrl = '';
  let textsUrl = '';
  let helpUrl = '';
  return {
    name: 'identity-web-prerender-login-frame',
    apply: 'build',
    // After Vite's own HTML plugin, whose generateBundle is what runs transformIndexHtml.
    enforce: 'post',
    configResolved(config) {
      const authenticationService =
        (config.env.VITE_AUTHENTICATION_SERVICE_URL as string | undefined) ??
        DEFAULT_AUTHENTICATION_SERVICE_URL;
      checkUrl = `${authenticationService}/check`;
      const orchestratorV1 =
        (config.env.VITE_IDENTITY_ORCHESTRATOR_V1_URL as string | undefined) ??
        DEFAULT_IDENTITY_ORCHESTRATOR_V1_URL;
      textsUrl = `${orchestratorV1}${TEXTS_PATH}`;
      helpUrl = (config.env.VITE_HELP_URL as string | undefined) ?? '';
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        return withLoginFrame(html, { checkUrl, textsUrl, helpUrl });
      },
    },
  };
}

/**
 * The built index.html with, in order of the protocol: the inline script that starts GET /check first
 * in `<head>` (step 0); the frame (hidden, in English, the other languages' frames as templates inside
 * it) before `#root`; the entry script moved out of `<head>` into the boot script after `#root` (steps 1
 * and 4), inline (./boot-script.ts) with what it needs in its `data-boot`, the modulepreloads too;
 * the entry also fetched at low priority from `<head>`, after the stylesheet (step 4).
 */
export function withLoginFrame(
  html: string,
  {
    year = new Date().getFullYear(),
    checkUrl = `${DEFAULT_AUTHENTICATION_SERVICE_URL}/check`,
    textsUrl = `${DEFAULT_IDENTITY_ORCHESTRATOR_V1_URL}${TEXTS_PATH}`,
    helpUrl = '',
  }: { year?: number; checkUrl?: string; textsUrl?: string; helpUrl?: string } = {},
): string {
  const page = parse(html);
  const elements = [...descendants(page)];
  const head = elements.find((element) => element.tagName === 'head')!;
  const entry = elements.find(
    (element) => element.tagName === 'script' && attribute(element, 'type') === 'module',
  );
  const entrySrc = entry && attribute(entry, 'src');
  if (!entry || !entrySrc) throw new Error('login frame: no entry script in index.html');
  const preloads = elements.filter(
    (element) => element.tagName === 'link' && attribute(element, 'rel') === 'modulepreload',
  );
  const root = elements.find((element) => attribute(element, 'id') === 'root');
  if (!root || root.childNodes.length > 0) throw new Error('login frame: no empty #root in index.html');
  for (const moved of [entry, ...preloads]) detachWithIndent(moved);
  // The entry fetched, not run, while the page waits for GET /check (step 4): after the stylesheet,
  // at low priority, so neither it nor the check waits for it.
  tree.appendChild(
    head,
    element('link', { rel: 'modulepreload', crossorigin: '', href: entrySrc, fetchpriority: 'low' }),
  );
  tree.appendChild(head, tree.createTextNode('\n  '));

  const boot: LoginFrameBoot = {
    frameId: PRERENDERED_FRAME_ID,
    loginPath: paths.login.path,
    entry: entrySrc,
    preloads: preloads.map((preload) => attribute(preload, 'href') ?? ''),
    checkUrl,
    textsUrl,
    languages: [...OFFERED],
  };

  const earlyCheck = element('script', { 'data-path': paths.login.path, 'data-check': checkUrl });
  tree.appendChild(earlyCheck, tree.createTextNode(EARLY_CHECK_SCRIPT));
  const charset = head.childNodes.find(
    (node) => isElement(node) && node.tagName === 'meta' && attribute(node, 'charset') !== undefined,
  );
  const afterCharset = charset ? head.childNodes[head.childNodes.indexOf(charset) + 1] : head.childNodes[0];
  if (afterCharset) tree.insertBefore(head, earlyCheck, afterCharset);
  else tree.appendChild(head, earlyCheck);

  const frameIn = (language: string) =>
    readFileSync(join(FRAME_DIR, frameFileName(language)), 'utf8')
      .trim()
      .replaceAll(YEAR_PLACEHOLDER, String(year))
      .replace(HELP_ITEM, (item) => helpItem(item, helpUrl));
  const frame = element('div', { id: PRERENDERED_FRAME_ID, lang: DEFAULT_LANGUAGE, hidden: '' });
  appendHtml(frame, frameIn(DEFAULT_LANGUAGE));
  for (const { code: language } of LANGUAGES.filter(({ code }) => code !== DEFAULT_LANGUAGE)) {
    const template = element('template', {
      'data-language': language,
      // The document's title in that language: the boot script puts it in place with the frame.
      'data-title': titleIn(language),
    }) as DefaultTreeAdapterMap['template'];
    const content = tree.createDocumentFragment();
    tree.setTemplateContent(template, content);
    appendHtml(content, frameIn(language));
    tree.appendChild(frame, template);
  }
  const body = root.parentNode!;
  tree.insertBefore(body, frame, root);
  // A classic script, run as the parser meets it (after the stylesheet has arrived, which blocks the
  // first paint anyway): it shows the frame before that paint.
  const bootTag = element('script', { [BOOT_ATTRIBUTE]: JSON.stringify(boot) });
  tree.appendChild(bootTag, tree.createTextNode(BOOT_SCRIPT));
  const next = body.childNodes[body.childNodes.indexOf(root) + 1];
  if (next) tree.insertBefore(body, bootTag, next);
  else tree.appendChild(body, bootTag);
  return serialize(page);
}

function element(tagName: string, attributes: Record<string, string>): Element {
  return tree.createElement(
    tagName,
    'http://www.w3.org/1999/xhtml' as never,
    Object.entries(attributes).map(([name, value]) => ({ name, value })),
  );
}

function appendHtml(parent: DefaultTreeAdapterMap['parentNode'], html: string): void {
  for (const node of parseFragment(html).childNodes) tree.appendChild(parent, node);
}

/** Removes `node` and the indentation before it, so no blank lines are left where it stood. */
function detachWithIndent(node: Element): void {
  const siblings = node.parentNode?.childNodes ?? [];
  const before = siblings[siblings.indexOf(node) - 1];
  if (before && tree.isTextNode(before) && before.value.trim() === '') tree.detachNode(before);
  tree.detachNode(node);
}

/**
 * The footer's Help item with the deployment's address, as the app shows it (`appConfig.helpUrl`: a
 * web address or a path, else no link); escaped, as it lands in an attribute.
 */
export function helpItem(item: string, helpUrl: string): string {
  const url = helpUrl.trim();
  if (!isWebUrl(url, 'https://build.invalid')) return '';
  const escaped = url.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
  return item.replace(HELP_PLACEHOLDER, escaped);
}
