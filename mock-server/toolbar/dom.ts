/** The toolbar's small DOM kit: plain elements, no framework, so it never depends on the app. */
import { WORLD_COOKIE } from '../core/worlds.ts';

export type Child = Node | string | null | undefined | false;

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<Record<string, string | boolean | ((event: Event) => void)>> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) {
    if (typeof value === 'function') element.addEventListener(name.replace(/^on/, '').toLowerCase(), value);
    else if (value === true) element.setAttribute(name, '');
    else if (typeof value === 'string') element.setAttribute(name, value);
  }
  for (const child of children) if (child) element.append(child);
  return element;
}

export function section(title: string, ...children: Child[]) {
  const id = `mock-toolbar-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return h(
    'section',
    { class: 'mock-toolbar__section', 'aria-labelledby': id },
    h('h2', { id }, title),
    ...children,
  );
}

export function readCookie(name: string): string | undefined {
  const match = new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(document.cookie);
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

export const currentWorld = () => readCookie(WORLD_COOKIE);

export function enterWorld(id: string | undefined) {
  document.cookie = id
    ? `${WORLD_COOKIE}=${encodeURIComponent(id)}; Path=/; SameSite=Lax`
    : `${WORLD_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}
