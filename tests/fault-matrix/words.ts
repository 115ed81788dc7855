/**
 * The app's own words for a catalogue key, so a driver finds a button or field the way a person reads
 * it without the matrix holding any English: the words come from the English catalogues
 * (locales/en-US), and `MessageKey` makes a key that does not exist fail `npm run typecheck`. When the
 * English changes, the drivers follow it.
 */
import i18next from 'i18next';
import type { MessageKey } from '../../src/lib/messageKey';

const catalogues = import.meta.glob<Record<string, unknown>>('../../locales/en-US/*.json', {
  eager: true,
  import: 'default',
});

const english = i18next.createInstance();
void english.init({
  resources: {
    'en-US': Object.fromEntries(
      Object.entries(catalogues).map(([path, texts]) => [path.split('/').pop()!.replace('.json', ''), texts]),
    ),
  },
  lng: 'en-US',
  defaultNS: 'common',
  ns: Object.keys(catalogues).map((path) => path.split('/').pop()!.replace('.json', '')),
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

type Values = Record<string, string | number>;

/** How a driver names an element: its exact words, or a test of its label (Testing Library's matcher). */
export type Name = string | ((accessibleName: string) => boolean);

/** `key`'s English words, `values` filled in: an accessible name matched exactly. */
export const text = (key: MessageKey, values?: Values): string => english.t(key, values);

/**
 * A label that starts with `key`'s words (a required field's label carries a marker after them);
 * case is ignored, as a sentence may start with the words capitalised.
 */
export const labelStarting =
  (key: MessageKey, values?: Values) =>
  (label: string): boolean =>
    label.toLowerCase().startsWith(text(key, values).toLowerCase());

/** A label that holds `key`'s words somewhere (a field named after a longer sentence). */
export const labelHolding =
  (key: MessageKey, values?: Values) =>
  (label: string): boolean =>
    label.toLowerCase().includes(text(key, values).toLowerCase());
