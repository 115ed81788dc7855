/**
 * The few tree helpers the build and the bench need to edit an HTML page parsed by parse5 (a parsed
 * tree, never regular expressions over the text).
 */
import type { DefaultTreeAdapterMap } from 'parse5';

export type HtmlNode = DefaultTreeAdapterMap['node'];
export type HtmlElement = DefaultTreeAdapterMap['element'];

/** Every element under `node`, in document order. */
export function* descendants(node: HtmlNode): Generator<HtmlElement> {
  for (const child of 'childNodes' in node ? node.childNodes : []) {
    if (isElement(child)) yield child;
    yield* descendants(child);
  }
}

export function isElement(node: HtmlNode): node is HtmlElement {
  return 'tagName' in node;
}

export function attribute(node: HtmlElement, name: string): string | undefined {
  return node.attrs.find((attr) => attr.name === name)?.value;
}
