import { describe, expect, it } from 'vitest';
import { areaFirstReads, firstReads, type FirstRead } from '../../src/app/firstReads';
import { paths } from '../../src/lib/paths';
import { PHONE_LANGUAGES } from './phone';
import { builtDocumentOf, firstScreenAt, PHONE_PAGES, plainDocumentFile } from './phone-pages';

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

/** Round trips one after another in `reads`: each read, then what it names next once it has answered. */
const readDepth = (reads: readonly FirstRead[]) =>
  Math.max(0, ...reads.map((read) => 1 + (read.then?.length ? 1 : 0)));

describe("the phone pages' network floors", () => {
  it('count the document, then the reads its first screen waits for, one chain after another', () => {
    for (const page of PHONE_PAGES) {
      const { route } = firstScreenAt(page.path)!;
      const area = areaFirstReads[paths[route].screen.area] ?? [];
      const own = firstReads[route];
      expect(page.roundTripsToField, page.name).toBe(1 + readDepth(area) + readDepth(own ? [own] : []));
    }
  });
});
