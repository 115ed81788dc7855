/**
 * The localization tab's defaults, and the queries it reads.
 */
import {
  languageOptionsQueryOptions,
  regionalSettingsQueryOptions,
  regionOptionsQueryOptions,
  timezoneOptionsQueryOptions,
} from '../../api/queries/localization';
import { DEFAULT_LANGUAGE } from '../../common/language/language';
import { COOKIE, getCookie } from '../../lib/cookies';
import { browserTimezone, DEFAULT_REGION } from '../../lib/regional';

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
 * The language and region the option lists are asked in: the cookies' (the headers
 * come from the cookies), else the defaults.
 */
export function cookieLanguage(): string {
  return getCookie(COOKIE.language) || DEFAULT_LANGUAGE;
}
export function cookieRegion(): string {
  return getCookie(COOKIE.region) || DEFAULT_REGION;
}

/**
 * What the localization tab reads, all four before it paints (the route's loader primes them): the
 * saved settings, and the lists of languages, regions and time zones in the cookies' language and region.
 */
export const localizationQueries = () =>
  [
    regionalSettingsQueryOptions(),
    languageOptionsQueryOptions(),
    regionOptionsQueryOptions(cookieLanguage()),
    timezoneOptionsQueryOptions(cookieLanguage(), cookieRegion()),
  ] as const;
