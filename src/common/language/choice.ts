/**
 * How the reader's language is chosen, in one place for the two that choose it: the app
 * (`initialLanguage` in ./language.ts) and the sign-in frame's boot script, which runs before the app
 * and must show the same language the app will speak. Imports nothing but the cookie reader: the boot
 * script is bundled from it into a classic script of its own.
 *
 * The language cookie (set at sign-in, by the picker or by a save) wins as it is; else the first of the
 * browser's languages whose base language is offered, as that offer (`fr-FR` → `fr-CA`); else the
 * first offered language, English.
 */
import { COOKIE, getCookie, REGIONAL_COOKIE_DAYS, setCookie } from '../../lib/cookies.ts';

export interface LanguageInputs {
  /** The language cookie's value; empty or missing when there is none. */
  cookie: string | null | undefined;
  /** The browser's languages, in its order of preference (`navigator.languages`). */
  preferences: readonly string[];
  /** The offered language codes, the default first. */
  offered: readonly string[];
}

export const baseLanguage = (language: string): string => language.split('-')[0]!.toLowerCase();

/** The offered language a tag falls to by its base language, else null. */
export function offeredFor(language: string, offered: readonly string[]): string | null {
  const base = baseLanguage(language);
  return offered.find((code) => baseLanguage(code) === base) ?? null;
}

export function chooseLanguage({ cookie, preferences, offered }: LanguageInputs): string {
  if (cookie) return cookie;
  for (const preference of preferences) {
    const match = offeredFor(preference, offered);
    if (match) return match;
  }
  return offered[0]!;
}

/** The reader's language from what the browser holds now: the language cookie and `navigator.languages`. */
export function readerLanguage(offered: readonly string[]): string {
  return chooseLanguage({
    cookie: getCookie(COOKIE.language),
    preferences: globalThis.navigator?.languages ?? [],
    offered,
  });
}

/**
 * Where a language picked before signing in is kept, to win over the one saved with the person (as
 * Keycloak does with its sign-in page's locale) and then be saved to their settings
 * (./switchLanguage.ts `takePickedLanguage`). For the tab only: another visit's choice is in the cookie.
 */
export const PICKED_LANGUAGE_KEY = 'identity-web.picked-language';

/**
 * The sign-in frame's picker: the language's cookie and the choice kept, as the app's picker does
 * (`pickLanguage`, through its own storage and switch, which the login bundle already carries).
 */
export function rememberPickedLanguage(language: string): void {
  setCookie(COOKIE.language, language, { maxAgeDays: REGIONAL_COOKIE_DAYS });
  try {
    sessionStorage.setItem(PICKED_LANGUAGE_KEY, language);
  } catch {
    // Storage refused: the cookie alone still switches the page.
  }
}
