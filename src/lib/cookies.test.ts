import { afterEach, describe, expect, it } from 'vitest';
import {
  COOKIE,
  DEFAULT_COOKIE_DAYS,
  REGIONAL_COOKIE_DAYS,
  deleteCookie,
  getCookie,
  getSessionExpiryMs,
  serializeCookie,
  setCookie,
  setRegionalCookies,
} from './cookies';

function clearAllCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

afterEach(clearAllCookies);

describe('cookies', () => {
  it('round-trips values that need encoding', () => {
    setCookie('probe', 'a b;c=d/é');
    expect(getCookie('probe')).toBe('a b;c=d/é');
  });

  it('returns null for a missing cookie and does not match on prefixes', () => {
    setCookie('user-id-extra', 'x');
    expect(getCookie(COOKIE.userId)).toBeNull();
  });

  it('reads cookies written by the server without encoding, and tolerates bad escapes', () => {
    document.cookie = 'XSRF-TOKEN=abc123; Path=/';
    document.cookie = 'odd=100%; Path=/';
    expect(getCookie(COOKIE.xsrf)).toBe('abc123');
    expect(getCookie('odd')).toBe('100%');
  });

  it('deletes a cookie', () => {
    setCookie(COOKIE.userId, 'ava.associate');
    expect(getCookie(COOKIE.userId)).toBe('ava.associate');
    deleteCookie(COOKIE.userId);
    expect(getCookie(COOKIE.userId)).toBeNull();
  });

  it('serialises SameSite=Lax, a 7-day default lifetime and the root path', () => {
    const text = serializeCookie('n', 'v', {}, 'http:');
    expect(text).toContain('SameSite=Lax');
    expect(text).toContain('Path=/');
    expect(text).toContain(`Max-Age=${DEFAULT_COOKIE_DAYS * 86400}`);
    expect(text).not.toContain('Secure');
  });

  it('adds Secure on https only', () => {
    expect(serializeCookie('n', 'v', {}, 'https:')).toMatch(/; Secure$/);
    expect(serializeCookie('n', 'v', { maxAgeDays: 1, path: '/auth' }, 'https:')).toBe(
      'n=v; Path=/auth; Max-Age=86400; SameSite=Lax; Secure',
    );
  });

  it('sets the regional cookies for a year and skips missing values', () => {
    document.cookie = `${COOKIE.timezone}=Europe/Paris; Path=/`;
    setRegionalCookies({ preferredLanguage: 'fr-CA', region: 'CA', timezone: null });
    expect(getCookie(COOKIE.language)).toBe('fr-CA');
    expect(getCookie(COOKIE.region)).toBe('CA');
    expect(getCookie(COOKIE.timezone)).toBe('Europe/Paris');
    expect(REGIONAL_COOKIE_DAYS).toBe(365);
  });

  it('reads the session expiry as a number', () => {
    expect(getSessionExpiryMs()).toBeNull();
    document.cookie = `${COOKIE.sessionExpiry}=1767225600000; Path=/`;
    expect(getSessionExpiryMs()).toBe(1767225600000);
    document.cookie = `${COOKIE.sessionExpiry}=soon; Path=/`;
    expect(getSessionExpiryMs()).toBeNull();
  });
});
