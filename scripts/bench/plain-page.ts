/**
 * The plain static page the bench sets beside the sign-in page: the built index.html with no script
 * at all (nor a preload of one: a plain form downloads no code) and the frame shown in the visitor's
 * language. Same text, same stylesheet, same server: what
 * Lighthouse's LCP gives for it is what the sign-in page would score if it were plain HTML, so the
 * difference is what the session check and the app's start cost before the largest paint.
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
  if (!frame) throw new Error('plain page: the built index.html has no sign-in frame');
  frame.attrs = frame.attrs.filter((attr) => attr.name !== 'hidden');
  const templates = frame.childNodes.filter(
    (node): node is DefaultTreeAdapterMap['template'] => isElement(node) && node.tagName === 'template',
  );
  const translation = templates.find((template) => attribute(template, 'data-language') === language);
  if (language !== DEFAULT_LANGUAGE && !translation)
    throw new Error(`plain page: the sign-in frame has no ${language} version`);
  if (translation) {
    for (const child of [...frame.childNodes]) tree.detachNode(child);
    for (const child of [...tree.getTemplateContent(translation).childNodes]) tree.appendChild(frame, child);
    frame.attrs = frame.attrs.map((attr) => (attr.name === 'lang' ? { ...attr, value: language } : attr));
    const html = elements.find((element) => element.tagName === 'html')!;
    html.attrs = html.attrs.map((attr) => (attr.name === 'lang' ? { ...attr, value: language } : attr));
  } else for (const template of templates) tree.detachNode(template);
  return serialize(page);
}
