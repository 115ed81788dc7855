/**
 * The regional defaults and the language-change reload of the localization tab (spec sections 4
 * "Localization" and 9 "Defaults").
 */
import { COOKIE, getCookie } from '../../lib/cookies';
import { safeStorage } from '../../lib/storage';

export const DEFAULT_LANGUAGE = 'en-US';
export const DEFAULT_REGION = 'US';
export const FALLBACK_TIMEZONE = 'America/New_York';

/** The browser's time zone, else America/New_York. */
export function browserTimezone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || FALLBACK_TIMEZONE;
  } catch {
    return FALLBACK_TIMEZONE;
  }
}

export interface Regional {
  preferredLanguage: string;
  region: string;
  timezone: string;
}

/** Saved values, each missing one replaced by its default. */
export function withDefaults(saved: Partial<Regional> | undefined): Regional {
  return {
    preferredLanguage: saved?.preferredLanguage || DEFAULT_LANGUAGE,
    region: saved?.region || DEFAULT_REGION,
    timezone: saved?.timezone || browserTimezone(),
  };
}

/**
 * The language and region the option lists are asked in: the cookies' (spec section 7: the headers
 * come from the cookies), else the defaults.
 */
export function cookieLanguage(): string {
  return getCookie(COOKIE.language) || DEFAULT_LANGUAGE;
}
export function cookieRegion(): string {
  return getCookie(COOKIE.region) || DEFAULT_REGION;
}

/**
 * A new language means new catalogues everywhere, which the app reads when it starts: the page
 * reloads, and the success toast waits for the reloaded tab in this flag.
 */
const SAVED_FLAG = 'identity-web.regional-settings-saved';
const storage = safeStorage('session');

export function markSavedBeforeReload(): void {
  storage.set(SAVED_FLAG, '1');
}

/** True once, on the first mount after a reload that a save caused. */
export function takeSavedFlag(): boolean {
  const saved = storage.get(SAVED_FLAG) !== null;
  if (saved) storage.remove(SAVED_FLAG);
  return saved;
}
