/**
 * Cookie access for the few cookies the front end reads or writes. Names live here so the server,
 * the mock server and the app cannot drift apart on spelling.
 */

export const COOKIE = {
  /** CSRF token set by the server; echoed in the X-CSRF-Token header on every non-GET. */
  xsrf: 'XSRF-TOKEN',
  /** Epoch milliseconds at which the session expires, set by the server. */
  sessionExpiry: 'session-expiry',
  language: 'user-language',
  region: 'user-region',
  timezone: 'user-timezone',
  /** Remembered user id; removed after a successful sign-in. */
  userId: 'user-id',
  /** Present when the user signed in through single sign-on. */
  ssoSession: 'sso-session',
} as const;

export type CookieName = (typeof COOKIE)[keyof typeof COOKIE];

/** Regional-settings cookies last one year. */
export const REGIONAL_COOKIE_DAYS = 365;
/** Any other cookie we set lasts 7 days unless told otherwise. */
export const DEFAULT_COOKIE_DAYS = 7;

const DAY_SECONDS = 24 * 60 * 60;

export type CookieOptions = {
  /** Lifetime in days; defaults to DEFAULT_COOKIE_DAYS. */
  maxAgeDays?: number;
  path?: string;
};

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    // A cookie written by another system may hold a lone "%"; return it raw rather than throw.
    return value;
  }
}

export function getCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (safeDecode(part.slice(0, eq).trim()) === name) return safeDecode(part.slice(eq + 1).trim());
  }
  return null;
}

/**
 * The Set-Cookie-style string, separate from `setCookie` so the attributes (Secure in particular,
 * which jsdom on http would silently drop) can be tested.
 */
export function serializeCookie(
  name: string,
  value: string,
  { maxAgeDays = DEFAULT_COOKIE_DAYS, path = '/' }: CookieOptions = {},
  protocol: string | undefined = globalThis.location?.protocol,
): string {
  const parts = [
    `${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
    `Path=${path}`,
    `Max-Age=${Math.max(0, Math.round(maxAgeDays * DAY_SECONDS))}`,
    // Lax keeps the cookies on top-level navigations back from identity providers and emails,
    // while still refusing them on cross-site subrequests.
    'SameSite=Lax',
  ];
  if (protocol === 'https:') parts.push('Secure');
  return parts.join('; ');
}

export function setCookie(name: string, value: string, options: CookieOptions = {}): void {
  if (typeof document === 'undefined') return;
  document.cookie = serializeCookie(name, value, options);
}

export function deleteCookie(name: string, { path = '/' }: { path?: string } = {}): void {
  if (typeof document === 'undefined') return;
  // Max-Age=0 plus a past Expires covers old engines that ignore Max-Age.
  document.cookie = `${encodeURIComponent(name)}=; Path=${path}; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax`;
}

export type PersonalSettings = {
  preferredLanguage?: string | null;
  region?: string | null;
  timezone?: string | null;
};

/**
 * Written after sign-in and after saving localization so that the next page load and the
 * settings-options calls (which send language and region from these cookies as headers) agree on
 * language, region and time zone.
 * Missing values leave the existing cookie alone rather than blanking it.
 */
export function setRegionalCookies(personalSettings: PersonalSettings): void {
  const entries: [string, string | null | undefined][] = [
    [COOKIE.language, personalSettings.preferredLanguage],
    [COOKIE.region, personalSettings.region],
    [COOKIE.timezone, personalSettings.timezone],
  ];
  for (const [name, value] of entries) {
    if (value) setCookie(name, value, { maxAgeDays: REGIONAL_COOKIE_DAYS });
  }
}

/** The server-set session expiry in epoch ms, or null when absent or unreadable. */
export function getSessionExpiryMs(): number | null {
  const raw = getCookie(COOKIE.sessionExpiry);
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}
