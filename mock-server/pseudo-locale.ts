/**
 * The pseudo-locale `en-XA` (issue 26 item 5), made from the English catalogues: every letter
 * accented, each text about 40 % longer, and wrapped in `[` `]`. Any visible English without the
 * brackets is text that did not come from a catalogue; a label that overflows at 140 % will overflow
 * in French too. Interpolations (`{{name}}`), nesting (`$t(key)`) and markup (`<1>…</1>`) stay as
 * they are, so the app still fills them in.
 */
export const PSEUDO_LOCALE = 'en-XA';

const ACCENTED: Record<string, string> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'í',
  j: 'ĵ',
  k: 'ķ',
  l: 'ĺ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ó',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'ú',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Á',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Í',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ĺ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ó',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Ú',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};
/** What is left as written: interpolations, nesting, and numbered or named markup tags. */
const KEEP = /(\{\{[^}]*\}\}|\$t\([^)]*\)|<\/?[A-Za-z0-9]+\s*\/?>)/;
const PADDING = ' ~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~';

/** One text in the pseudo-locale. */
export function pseudoLocalize(text: string): string {
  if (text === '') return text;
  const parts = text.split(KEEP);
  const visible = parts.filter((_, index) => index % 2 === 0).join('');
  const accented = parts
    .map((part, index) => (index % 2 === 1 ? part : [...part].map((char) => ACCENTED[char] ?? char).join('')))
    .join('');
  const extra = Math.ceil(visible.length * 0.4);
  return `[${accented}${extra > 0 ? PADDING.slice(0, extra) : ''}]`;
}

type Tree = string | string[] | { [key: string]: Tree };

/** A whole catalogue (nested objects, plural variants and string lists) in the pseudo-locale. */
export function pseudoLocalizeTree<T extends Tree>(tree: T): T {
  if (typeof tree === 'string') return pseudoLocalize(tree) as T;
  if (Array.isArray(tree)) return tree.map((item) => pseudoLocalize(item)) as T;
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [key, pseudoLocalizeTree(value)]),
  ) as T;
}
