import { describe, expect, it } from 'vitest';
import indexHtml from '../../index.html?raw';
import enCommon from '../../locales/en-US/common.json';
import enLogin from '../../locales/en-US/login.json';
import esCommon from '../../locales/es-US/common.json';
import frCommon from '../../locales/fr-CA/common.json';

/*
 * index.html is read before any script runs, so it cannot ask the catalogues: its texts are copies,
 * and this test keeps them the catalogues' words.
 */
describe('index.html speaks the catalogues', () => {
  it('says the page needs JavaScript in each of the three languages, each marked with its language', () => {
    const noscript = /<noscript>([\s\S]*?)<\/noscript>/.exec(indexHtml)?.[1] ?? '';
    const paragraphs = [...noscript.matchAll(/<p lang="([^"]+)">([^<]*)<\/p>/g)].map(([, lang, text]) => [
      lang,
      text!.replace(/\s+/g, ' ').trim(),
    ]);
    expect(paragraphs).toEqual([
      ['en-US', enCommon.noscript],
      ['es-US', esCommon.noscript],
      ['fr-CA', frCommon.noscript],
    ]);
  });

  it('is titled as the sign-in page until the app names the route', () => {
    expect(/<title>([^<]*)<\/title>/.exec(indexHtml)?.[1]).toBe(enLogin.title);
  });
});
