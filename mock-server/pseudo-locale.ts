/**
 * The pseudo-locale `en-XA`, made from the English catalogues: every letter
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
/** Filler in short words, so a long text grows by its 40 % and still wraps as a translation would. */
const FILLER = ' ~·~·';
const padding = (length: number) => FILLER.repeat(Math.ceil(length / FILLER.length)).slice(0, length);

/**
 * How a pseudo-localised text reads back as the English it was made from, as plain data for a check
 * that runs in the page (tests/e2e/sweep/displays-in-page.ts compares English names): each accented
 * letter's plain one, and the filler's characters, which end the text inside its brackets.
 */
export const PSEUDO_READ_BACK = {
  letters: Object.fromEntries(Object.entries(ACCENTED).map(([plain, accented]) => [accented, plain])),
  filler: [...new Set(FILLER)].join(''),
};

/** One text in the pseudo-locale. */
export function pseudoLocalize(text: string): string {
  if (text === '') return text;
  const parts = text.split(KEEP);
  const visible = parts.filter((_, index) => index % 2 === 0).join('');
  const accented = parts
    .map((part, index) => (index % 2 === 1 ? part : [...part].map((char) => ACCENTED[char] ?? char).join('')))
    .join('');
  const extra = Math.ceil(visible.length * 0.4);
  return `[${accented}${padding(extra)}]`;
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

/** Text that is data by its shape: e-mail addresses, links, anything with a digit (dates, times, numbers, codes), upper-case codes, dotted usernames. */
const DATA_SHAPES = [
  /\S+@\S+/g,
  /\b(?:https?:\/\/|\/auth\/)\S*/g,
  /\S*\d\S*/g,
  /\b[A-Z][A-Z_-]+\b/g,
  /\b[a-z]+(?:\.[a-z]+)+\b/g,
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The English left in a visible text of a page shown in the pseudo-locale, once what may stay
 * unmarked is taken out; '' when none is left. Taken out: catalogue texts (`[…]`, with whatever data
 * was interpolated into them) and their pieces split by markup (accented, no plain letter), then data:
 * `data`'s strings as whole words (the mock's records: names, client names, the server's own option
 * labels; month and weekday names), then data by its shape (DATA_SHAPES). What is left with a plain
 * letter did not come from a catalogue.
 */
export function unmarkedEnglish(text: string, data: readonly string[] = []): string {
  let rest = text.replace(/\[[^[\]]*\]/g, ' ');
  for (const value of [...data]
    .filter((entry) => entry.trim().length > 1)
    .sort((a, b) => b.length - a.length)) {
    if (rest.includes(value))
      rest = rest.replace(new RegExp(`(?<![\\w])${escapeRegExp(value)}(?![\\w])`, 'g'), ' ');
  }
  for (const shape of DATA_SHAPES) rest = rest.replace(shape, ' ');
  return rest
    .split(/\s+/)
    .filter((word) => /[A-Za-z]/.test(word))
    .join(' ');
}
