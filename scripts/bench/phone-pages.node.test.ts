import { describe, expect, it } from 'vitest';
import { PHONE_LANGUAGES } from './phone';
import { builtDocumentOf, PHONE_PAGES, plainDocumentFile } from './phone-pages';

describe("the phone pages' plain documents (the floor of their long tasks)", () => {
  it('finds the document the build serves at each address: a fixed path’s folder, a token’s own rule', () => {
    expect(builtDocumentOf('/auth/forgot-password/reset?token=reset-ava')).toBe(
      'forgot-password/reset/index.html',
    );
    expect(builtDocumentOf('/auth/create-account/invite-new')).toBe('create-account/_token/index.html');
    expect(builtDocumentOf('/auth/account-settings/change-password')).toBe(
      'account-settings/change-password/index.html',
    );
    // Sign-in's is index.html, not a first screen's; a route without a first screen has none.
    expect(builtDocumentOf('/auth/login')).toBeUndefined();
    expect(builtDocumentOf('/auth/legal')).toBeUndefined();
  });

  it('has one for every page the phone run measures, each in its own file per language', () => {
    for (const page of PHONE_PAGES) expect(builtDocumentOf(page.path), page.name).toBeDefined();
    const files = PHONE_PAGES.flatMap((page) =>
      PHONE_LANGUAGES.map((language) => plainDocumentFile(page, language)),
    );
    expect(new Set(files).size).toBe(PHONE_PAGES.length * PHONE_LANGUAGES.length);
    for (const file of files) expect(file).toMatch(/^plain-[a-z0-9-]+\.[a-z]{2}-[A-Z]{2}\.html$/);
  });
});
