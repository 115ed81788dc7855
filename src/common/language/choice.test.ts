/**
 * One table for the reader's language, run through the rule itself, through the app's
 * `initialLanguage` and through the sign-in frame's boot script, which must paint in the language the
 * app will then speak.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COOKIE, deleteCookie } from '../../lib/cookies';
import { bootLoginFrame } from '../../features/login/frame/boot';
import { takeFromBoot } from '../../features/login/frame/frame';
import { chooseLanguage } from './choice';
import { initialLanguage } from './language';
import { DEFAULT_LANGUAGE, OFFERED } from './languages';

const CHOICES: { cookie: string | null; preferences: string[]; language: string; why: string }[] = [
  { cookie: null, preferences: [], language: 'en-US', why: 'nothing known: English' },
  { cookie: 'fr-CA', preferences: ['es-MX'], language: 'fr-CA', why: 'the cookie wins' },
  { cookie: 'en-XA', preferences: [], language: 'en-XA', why: 'the cookie as it is, offered or not' },
  { cookie: '', preferences: ['es-419'], language: 'es-US', why: 'an empty cookie is none' },
  { cookie: null, preferences: ['fr-FR'], language: 'fr-CA', why: 'a base language falls to its offer' },
  { cookie: null, preferences: ['FR'], language: 'fr-CA', why: 'in any case' },
  { cookie: null, preferences: ['de-DE', 'es', 'fr'], language: 'es-US', why: "the browser's order" },
  { cookie: null, preferences: ['en-GB', 'fr-CA'], language: 'en-US', why: 'English first is English' },
  { cookie: null, preferences: ['ja-JP', 'pt-BR'], language: 'en-US', why: 'nothing offered: English' },
];

afterEach(() => {
  vi.unstubAllGlobals();
  deleteCookie(COOKIE.language);
  delete (window as unknown as Record<string, unknown>).identityWebBoot;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

it('offers the default language first: the one a reader gets when nothing else is known', () => {
  expect(OFFERED[0]).toBe(DEFAULT_LANGUAGE);
});

describe.each(CHOICES)('the reader of $cookie / $preferences reads $language ($why)', (row) => {
  it('by the rule', () => {
    expect(chooseLanguage({ cookie: row.cookie, preferences: row.preferences, offered: OFFERED })).toBe(
      row.language,
    );
  });

  it('in the app and in the sign-in frame alike', () => {
    vi.stubGlobal('navigator', { languages: row.preferences });
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    if (row.cookie !== null) document.cookie = `${COOKIE.language}=${row.cookie}; Path=/`;
    expect(initialLanguage()).toBe(row.language);

    window.history.replaceState(null, '', '/auth/forgot-password/request');
    bootLoginFrame({
      frameId: 'frame',
      loginPath: '/auth/login',
      entry: '/auth/assets/index.js',
      preloads: [],
      loginPreloads: [],
      authUrl: '',
      flagUrl: '/flag',
      textsUrl: '/texts',
      languages: [...OFFERED],
    });
    // The boot script asks a non-English reader's texts, in the language it chose.
    const texts = takeFromBoot('texts');
    if (row.language === DEFAULT_LANGUAGE) expect(texts).toBeUndefined();
    else expect(texts?.language).toBe(row.language);
  });
});
