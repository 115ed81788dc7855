import { afterEach, describe, expect, it, vi } from 'vitest';
import { COOKIE, deleteCookie } from '../../lib/cookies';
import {
  browserLanguage,
  initialLanguage,
  LANGUAGES,
  offeredLanguage,
  PICKER_LANGUAGES,
  pickerLanguage,
  withPseudoLocale,
} from './language';
import { pickLanguage, takePickedLanguage } from './switchLanguage';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  deleteCookie(COOKIE.language);
});

describe('which language', () => {
  it('falls a tag to the offered language of its base', () => {
    expect(offeredLanguage('fr')).toBe('fr-CA');
    expect(offeredLanguage('FR-fr')).toBe('fr-CA');
    expect(offeredLanguage('es-MX')).toBe('es-US');
    expect(offeredLanguage('en-GB')).toBe('en-US');
    expect(offeredLanguage('de-DE')).toBeNull();
  });

  it('takes the first browser language the app offers, in the browser order', () => {
    expect(browserLanguage(['de-DE', 'fr-BE', 'en-US'])).toBe('fr-CA');
    expect(browserLanguage(['pt-BR'])).toBeNull();
  });

  it('prefers the cookie, then the browser, then English', () => {
    vi.stubGlobal('navigator', { languages: ['es-419', 'en'] });
    expect(initialLanguage()).toBe('es-US');
    document.cookie = `${COOKIE.language}=fr-CA; Path=/`;
    expect(initialLanguage()).toBe('fr-CA');
    vi.stubGlobal('navigator', { languages: ['ja-JP'] });
    deleteCookie(COOKIE.language);
    expect(initialLanguage()).toBe('en-US');
  });

  it('remembers a picked language for one sign-in', async () => {
    const instance = { language: 'en-US', changeLanguage: vi.fn(), addResourceBundle: vi.fn() };
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    await pickLanguage('fr-CA', instance as never);
    expect(instance.changeLanguage).toHaveBeenCalledWith('fr-CA');
    expect(takePickedLanguage()).toBe('fr-CA');
    expect(takePickedLanguage()).toBeNull();
  });
});

describe('the pseudo-locale on the picker', () => {
  it('is offered in mock mode only: builds other than the dev server and the demo offer the three', () => {
    expect(PICKER_LANGUAGES).toEqual(LANGUAGES);
    expect(withPseudoLocale(LANGUAGES).map(({ code }) => code)).toEqual(['en-US', 'es-US', 'fr-CA', 'en-XA']);
    expect(withPseudoLocale(LANGUAGES).at(-1)?.name).toMatch(/^\[[^A-Za-z]+\]$/);
  });

  it('shows en-XA as itself where offered, and as English where not', () => {
    const mock = withPseudoLocale(LANGUAGES);
    expect(pickerLanguage('en-XA', mock)).toBe('en-XA');
    expect(pickerLanguage('en-XA')).toBe('en-US');
    expect(pickerLanguage('fr', mock)).toBe('fr-CA');
    expect(pickerLanguage('de-DE', mock)).toBe('en-US');
  });

  it('keeps a picked pseudo-locale through sign-in where the picker offers it', async () => {
    const instance = { language: 'en-US', changeLanguage: vi.fn(), addResourceBundle: vi.fn() };
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    await pickLanguage('en-XA', instance as never);
    expect(takePickedLanguage(withPseudoLocale(LANGUAGES))).toBe('en-XA');
    await pickLanguage('en-XA', instance as never);
    expect(takePickedLanguage()).toBe('en-US');
  });
});
