/**
 * The plain static page the bench sets beside a page with a first screen: its built document (the
 * sign-in page's index.html, or a route's first-screen document) with no script at all (nor a preload
 * of one: a plain form downloads no code) and the first screen shown in the visitor's language. Same
 * text, same stylesheet, same server: what Lighthouse's LCP gives for the sign-in page's is what that
 * page would score if it were plain HTML, so the difference is what the session check and the app's
 * start cost before the largest paint; on the phone, a page's plain document's long tasks are what the
 * browser's own parse, style and layout of it cost, the floor of the page's.
 */
import { defaultTreeAdapter as tree, parse, serialize, type DefaultTreeAdapterMap } from 'parse5';
import { DEFAULT_LANGUAGE } from '../../src/common/language/languages';
import { PRERENDERED_FRAME_ID } from '../../src/features/login/frame/frame';
import { attribute, descendants, isElement } from '../build/html';

/** Where the bench writes the plain page of `language` in the build, beside index.html. */
export function plainPageFile(language: string): string {
  return `plain-login.${language}.html`;
}

export function plainPage(indexHtml: string, language: string = DEFAULT_LANGUAGE): string {
  const page = parse(indexHtml);
  const elements = [...descendants(page)];
  const isCode = (element: DefaultTreeAdapterMap['element']) =>
    element.tagName === 'script' ||
    (element.tagName === 'link' && attribute(element, 'rel') === 'modulepreload');
  for (const code of elements.filter(isCode)) tree.detachNode(code);
  const frame = elements.find((element) => attribute(element, 'id') === PRERENDERED_FRAME_ID);
  if (!frame)
    throw new Error(`plain page: the built document has no first screen (#${PRERENDERED_FRAME_ID})`);
  frame.attrs = frame.attrs.filter((attr) => attr.name !== 'hidden');
  const templates = frame.childNodes.filter(
    (node): node is DefaultTreeAdapterMap['template'] => isElement(node) && node.tagName === 'template',
  );
  const translation = templates.find((template) => attribute(template, 'data-language') === language);
  if (language !== DEFAULT_LANGUAGE && !translation)
    throw new Error(`plain page: the first screen has no ${language} version`);
  if (translation) {
    for (const child of [...frame.childNodes]) tree.detachNode(child);
    for (const child of [...tree.getTemplateContent(translation).childNodes]) tree.appendChild(frame, child);
    frame.attrs = frame.attrs.map((attr) => (attr.name === 'lang' ? { ...attr, value: language } : attr));
    const html = elements.find((element) => element.tagName === 'html')!;
    html.attrs = html.attrs.map((attr) => (attr.name === 'lang' ? { ...attr, value: language } : attr));
  } else for (const template of templates) tree.detachNode(template);
  return serialize(page);
}
