/**
 * Which language the app speaks and how it changes: the language cookie, else
 * the browser's languages, else English. English is built in; another language is the fetched
 * text resource overlaid on it (./switchLanguage.ts, loaded only when a switch or another language
 * needs it, so an English reader's sign-in page carries none of it).
 */
import type { i18n as I18n } from 'i18next';
import { offeredFor, readerLanguage } from './choice';
import { DEFAULT_LANGUAGE, LANGUAGES, OFFERED, type LanguageCode } from './languages';

export { DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode };

/**
 * The pseudo-locale (accented, longer, bracketed English), for finding hard-coded
 * text and tight layouts. Only the mock server serves it, so only a mock build offers it.
 */
export function withPseudoLocale(
  languages: readonly { code: string; name: string }[],
): readonly { code: string; name: string }[] {
  return [...languages, { code: 'en-XA', name: '[Ƥšéúðó-Éñĝĺíšĥ]' }];
}

/*
 * Mock mode is the dev server (`npm start`, `vite` in development mode) and the demo build: there the
 * mock server answers the text resource. In the production build the condition is the constant
 * false, so the pseudo-locale is dropped with the dead branch (`npm run check:bundle` fails on `en-XA`
 * in dist/). Unit tests (mode `test`) see the production list.
 */
const MOCK_MODE =
  (import.meta.env.DEV && import.meta.env.MODE === 'development') || import.meta.env.MODE === 'demo';

/** What the language picker offers: the three languages, and the pseudo-locale in mock mode. */
export const PICKER_LANGUAGES = MOCK_MODE ? withPseudoLocale(LANGUAGES) : LANGUAGES;

/** The picker's option for `language`: itself when offered (`en-XA` in mock mode), else its offered language. */
export function pickerLanguage(language: string, offered = PICKER_LANGUAGES): string {
  return offered.find(({ code }) => code === language)?.code ?? offeredLanguage(language) ?? DEFAULT_LANGUAGE;
}

/** The offered language a tag falls to by its base language (`fr`, `fr-FR` → `fr-CA`), else null. */
export function offeredLanguage(language: string): LanguageCode | null {
  return offeredFor(language, OFFERED) as LanguageCode | null;
}

/** The first of the browser's languages the app offers, in the browser's order of preference. */
export function browserLanguage(
  preferences: readonly string[] = globalThis.navigator?.languages ?? [],
): LanguageCode | null {
  for (const preference of preferences) {
    const offered = offeredLanguage(preference);
    if (offered) return offered;
  }
  return null;
}

/** The language cookie (a year, set at sign-in, by the picker or by a save), else the browser's, else English. */
export function initialLanguage(): string {
  return readerLanguage(OFFERED);
}

/** Regional variant → base language; English needs no overlay. */
export function overlayCandidates(language: string): string[] {
  if (language === DEFAULT_LANGUAGE) return [];
  const base = language.split('-')[0]!;
  return [...new Set([language, base])].filter((candidate) => candidate !== 'en');
}

/**
 * Lays a text package's namespaces over `language`'s texts (English fills any key it lacks). Shared by
 * the prefetched package at start (src/app/prefetchedTexts.ts) and a fetched one (./switchLanguage.ts).
 */
export function overlayTexts(
  instance: I18n,
  language: string,
  resources: Record<string, Record<string, unknown>> = {},
): void {
  for (const [namespace, texts] of Object.entries(resources)) {
    instance.addResourceBundle(language, namespace, texts, true, true);
  }
}
