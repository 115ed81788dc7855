/**
 * The languages the app speaks, with nothing else in the module: the build (the sign-in frame's
 * prerender, scripts/build/login-frame/plugin.ts) reads them in Node, where the rest of
 * ./language.ts (cookies, the mode) has no meaning.
 */
export const DEFAULT_LANGUAGE = 'en-US';

/** The languages a person can choose, each named in itself (a reader looks for their own word); the default first. */
export const LANGUAGES = [
  { code: 'en-US', name: 'English' },
  { code: 'es-US', name: 'Español' },
  { code: 'fr-CA', name: 'Français' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

/** The offered codes, the default first: the input of `chooseLanguage` (./choice.ts) for the app and the boot script. */
export const OFFERED: readonly string[] = LANGUAGES.map(({ code }) => code);
