/**
 * The person's region and time zone applied to what the app shows, and the constants behind them
 * ("Defaults", "Display time zone", "Legal-policy languages", "Agreement date format",
 * "Versions").
 */
import { COOKIE, getCookie } from './cookies';

export const DEFAULT_REGION = 'US';
/** The time zone when the browser names none, and the display zone when the person has none. */
export const FALLBACK_TIMEZONE = 'America/New_York';

/** This web build and the text catalogue it carries, shown in the footer for the person and support. */
export const VERSIONS = { web: '3.5.118', texts: '1.0.27' } as const;

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The browser's time zone, else America/New_York (the default of a person's settings). */
export function browserTimezone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || FALLBACK_TIMEZONE;
  } catch {
    return FALLBACK_TIMEZONE;
  }
}

/** The zone dates are shown in: the person's (its cookie, set at sign-in and on save), else New York. */
export function displayTimeZone(cookie = getCookie(COOKIE.timezone)): string {
  return cookie && isTimeZone(cookie) ? cookie : FALLBACK_TIMEZONE;
}

/**
 * The locale `Intl` formats in: the language with the person's region (`fr-CA` + `US` → `fr-US`), so a
 * Quebec reader living in the US reads US-ordered dates with French month names.
 */
export function formattingLocale(language: string, region = getCookie(COOKIE.region)): string {
  const base = language.split('-')[0] || 'en';
  const candidate = region && /^[A-Za-z]{2}$/.test(region) ? `${base}-${region.toUpperCase()}` : language;
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([candidate]).length > 0 ? candidate : language;
  } catch {
    return language;
  }
}

/** A date and time in the person's locale and display zone (`Intl`). */
export function formatDateTime(
  value: Date | string | number,
  language: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' },
  timeZone = displayTimeZone(),
): string | null {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(formattingLocale(language), { ...options, timeZone }).format(date);
}

/** A number in the person's locale (`Intl`). */
export function formatNumber(value: number, language: string, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(formattingLocale(language), options).format(value);
}

/**
 * An agreement's date: always MM/DD/YYYY (a fixed format), in the display time zone
 * like every other date.
 */
export function formatAgreementDate(iso: string, timeZone = displayTimeZone()): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('month')}/${part('day')}/${part('year')}`;
}

/** The languages the privacy statement and the terms are published in. */
export const LEGAL_POLICY_LANGUAGES = [
  'nl-NL',
  'en-CA',
  'es-ES',
  'de-DE',
  'es-US',
  'fr-CA',
  'fr-FR',
  'hu-HU',
  'it-IT',
  'ja-JP',
  'ko-KR',
  'pl-PL',
  'pt-BR',
  'ru-RU',
  'sk-SK',
  'zh-CN',
  'zh-TW',
] as const;
/** The spec's default language code, for a language the policies are not published in. */
export const DEFAULT_POLICY_LANGUAGE = 'en';

/** The language the legal links open in: the person's when the policies have it, else `en`. */
export function legalPolicyLanguage(language: string): string {
  return (
    LEGAL_POLICY_LANGUAGES.find((published) => published.toLowerCase() === language.toLowerCase()) ??
    DEFAULT_POLICY_LANGUAGE
  );
}

/** The terms page (`/auth/legal`, or one of its sections) in the person's policy language. */
export function legalHref(language: string, section = ''): string {
  return `/auth/legal?lang=${legalPolicyLanguage(language)}${section && `#${section}`}`;
}
