import { describe, expect, it } from 'vitest';
import identical from '../../locales/identical.json';

type Tree = { [key: string]: string | Tree };

const files = import.meta.glob<Tree>('../../locales/*/*.json', { eager: true, import: 'default' });

const ENGLISH = 'en-US';
const TRANSLATIONS = ['es-US', 'fr-CA'] as const;
/** Share of the English keys a language may leave equal to the English (brand names, codes). */
const MAX_IDENTICAL_SHARE = 0.02;
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every leaf of a language's catalogues, as `namespace:dotted.key` → text. */
function catalogueOf(language: string): Map<string, string> {
  const leaves = new Map<string, string>();
  const walk = (prefix: string, tree: Tree) => {
    for (const [key, value] of Object.entries(tree)) {
      const path = `${prefix}${key}`;
      if (typeof value === 'string') leaves.set(path, value);
      else walk(`${path}.`, value);
    }
  };
  for (const [file, tree] of Object.entries(files)) {
    const [folder, name] = file.split('/').slice(-2) as [string, string];
    if (folder === language) walk(`${name.replace('.json', '')}:`, tree);
  }
  return leaves;
}

const namespacesOf = (language: string) =>
  Object.keys(files)
    .filter((file) => file.split('/').at(-2) === language)
    .map((file) => file.split('/').at(-1))
    .sort();

/** The interpolation variables and nested references a text needs, in a comparable form. */
const placeholdersOf = (text: string) =>
  [
    ...[...text.matchAll(/\{\{\s*([^},\s]+)[^}]*\}\}/g)].map((match) => `{{${match[1]}}}`),
    ...[...text.matchAll(/\$t\(([^)]*)\)/g)].map((match) => `$t(${match[1]})`),
  ].sort();

/** Whether a text has anything to translate besides its variables ("{{firstName}} {{lastName}}" has not). */
const hasWords = (text: string) => /\p{L}/u.test(text.replace(/\{\{[^}]*\}\}/g, ''));

/** English keys grouped by their plural base: `ns:key_one`/`ns:key_other` → `ns:key`. */
function pluralGroups(keys: Iterable<string>): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const key of keys) {
    if (!PLURAL_SUFFIX.test(key)) continue;
    const base = key.replace(PLURAL_SUFFIX, '');
    groups.set(base, [...(groups.get(base) ?? []), key]);
  }
  return groups;
}

/** The keys a language must have: the English ones, each plural group with that language's categories. */
function expectedKeysFor(language: string, english: Map<string, string>): Map<string, string> {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const expected = new Map<string, string>();
  const groups = pluralGroups(english.keys());
  for (const key of english.keys()) {
    const base = key.replace(PLURAL_SUFFIX, '');
    if (!groups.has(base)) expected.set(key, key);
    else
      for (const category of categories) {
        const source = `${base}_${category}`;
        expected.set(source, english.has(source) ? source : `${base}_other`);
      }
  }
  return expected; // key → the English key its text translates
}

const english = catalogueOf(ENGLISH);
const identicalLists = identical as Record<string, string[]>;

describe('locale catalogues', () => {
  it('has English keys to compare against, with plural groups in i18next’s format', () => {
    expect(english.size).toBeGreaterThan(100);
    const englishCategories = new Intl.PluralRules(ENGLISH).resolvedOptions().pluralCategories;
    for (const [base, keys] of pluralGroups(english.keys())) {
      expect(keys.map((key) => key.slice(base.length + 1)).sort(), base).toEqual(
        [...englishCategories].sort(),
      );
    }
  });

  describe.each(TRANSLATIONS)('%s', (language) => {
    const translated = catalogueOf(language);
    const expected = expectedKeysFor(language, english);
    const intentionallyEqual = new Set(identicalLists[language] ?? []);

    it('has one file per English namespace', () => {
      expect(namespacesOf(language)).toEqual(namespacesOf(ENGLISH));
    });

    it('has every English key, plural groups with this language’s categories, and no other key', () => {
      expect([...translated.keys()].sort()).toEqual([...expected.keys()].sort());
    });

    it('keeps the English interpolation variables and references in every text', () => {
      const mismatches = [...expected]
        .filter(([key]) => translated.has(key))
        .filter(([key, source]) => {
          const variables = placeholdersOf(translated.get(key)!);
          return JSON.stringify(variables) !== JSON.stringify(placeholdersOf(english.get(source)!));
        })
        .map(([key]) => key);
      expect(mismatches).toEqual([]);
    });

    it('has no empty text and no markup', () => {
      const bad = [...translated].filter(([, text]) => text.trim() === '' || /<\/?[a-z][^>]*>/i.test(text));
      expect(bad).toEqual([]);
    });

    it('translates every text, except the few the repo lists as intentionally equal', () => {
      const untranslated = [...expected]
        .filter(
          ([key, source]) => translated.get(key) === english.get(source) && !intentionallyEqual.has(key),
        )
        .filter(([key]) => hasWords(translated.get(key)!))
        .map(([key]) => key);
      expect(untranslated).toEqual([]);
    });

    it('lists as intentionally equal only texts that are, at most 2 % of the keys', () => {
      const stale = [...intentionallyEqual].filter(
        (key) => !expected.has(key) || translated.get(key) !== english.get(expected.get(key)!),
      );
      expect(stale).toEqual([]);
      expect(intentionallyEqual.size).toBeLessThanOrEqual(Math.floor(english.size * MAX_IDENTICAL_SHARE));
    });
  });
});
