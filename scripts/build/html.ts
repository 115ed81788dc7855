/**
 * The few tree helpers the build and the bench need to edit an HTML page parsed by parse5 (a parsed
 * tree, never regular expressions over the text).
 */
import { defaultTreeAdapter as tree, type DefaultTreeAdapterMap } from 'parse5';

export type HtmlNode = DefaultTreeAdapterMap['node'];
export type HtmlElement = DefaultTreeAdapterMap['element'];
type HtmlParent = DefaultTreeAdapterMap['parentNode'];

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

/** A new HTML element; `text` goes in as text (a script's), not as markup. */
export function createElement(
  tagName: string,
  attributes: Record<string, string>,
  text?: string,
): HtmlElement {
  const attrs = Object.entries(attributes).map(([name, value]) => ({ name, value }));
  const element = tree.createElement(tagName, 'http://www.w3.org/1999/xhtml' as never, attrs);
  if (text !== undefined) tree.insertText(element, text);
  return element;
}

/** Puts `node` right after `after`, or first when there is none. */
export function insertAfter(parent: HtmlParent, node: HtmlNode, after?: HtmlNode): void {
  const next = parent.childNodes[after ? parent.childNodes.indexOf(after as never) + 1 : 0];
  if (next) tree.insertBefore(parent, node as never, next);
  else tree.appendChild(parent, node as never);
}
