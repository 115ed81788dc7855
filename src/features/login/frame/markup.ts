/**
 * The login page's rendered markup, made fit to sit in index.html next to the app while it loads
 * (protocol: ./boot.ts): ids, and the in-page links to them, get a prefix so they cannot clash with the ones
 * React renders into #root,
 * the brand's name is left out, the copyright's year becomes {{YEAR}} and the help link's address
 * {{HELP_URL}}, which the build fills in, and
 * the language picker shows the frame's own language. Used by ./markup.test.tsx, which writes and
 * checks one file per language (`frameFileName`), and by scripts/build/login-frame/plugin.ts; never shipped as code.
 */
import { DEFAULT_LANGUAGE } from '../../../common/language/languages.ts';
import { FRAME_PASSKEY_ATTRIBUTE } from './boot.ts';

export const YEAR_PLACEHOLDER = '{{YEAR}}';
/**
 * The footer's Help link goes where the deployment says (`VITE_HELP_URL`), which the build knows and
 * this markup does not: the build puts the address in, or takes the link out when there is none.
 */
export const HELP_PLACEHOLDER = '{{HELP_URL}}';
/** The Help item of the footer (src/ui/Layout.tsx), whole: its `<li>` holds no other list item. */
export const HELP_ITEM = /<li class="site-footer__help">.*?<\/li>/;
const HELP_HREF = /(<li class="site-footer__help"><a href=")[^"]*(")/;
/**
 * The brand's name is left out: the frame cannot know the host's or the client's brand, and a rebrand
 * must never flash the default name. The app's header fills it in.
 */
const BRAND_NAME = /(<span class="brand__name">)[^<]*(<\/span>)/;
/** The passkey way, in the frame hidden (./boot.ts `FRAME_PASSKEY_ATTRIBUTE`). */
const PASSKEY_ACTIONS = /<div class="actions">(?=<button type="button")/;
const ID_ATTRIBUTES = /\b(id|for|aria-labelledby|aria-describedby|aria-controls)="([^"]*)"/g;
/** In-page links (the skip link) must follow their target's new id, or they lead nowhere. */
const FRAGMENT_LINK = /\bhref="#([^"]+)"/g;
/** React's `useId` (base 32) counts on across renders: numbered afresh, a frame does not depend on what rendered before it. */
const REACT_ID = /_r_([0-9a-z]+)_/g;

/** The frame of `language`, beside this file: `login-frame.html` for English, else `login-frame.<language>.html`. */
export function frameFileName(language: string): string {
  return language === DEFAULT_LANGUAGE ? 'login-frame.html' : `login-frame.${language}.html`;
}

export function loginFrameMarkup(
  html: string,
  { year = new Date().getFullYear(), language = DEFAULT_LANGUAGE }: { year?: number; language?: string } = {},
): string {
  const renumbered = new Map<string, number>();
  return (
    html
      .replace(REACT_ID, (_all, n: string) => {
        if (!renumbered.has(n)) renumbered.set(n, renumbered.size);
        return `_r_${renumbered.get(n)}_`;
      })
      .replaceAll(`-${year} `, `-${YEAR_PLACEHOLDER} `)
      .replace(BRAND_NAME, '$1$2')
      .replace(PASSKEY_ACTIONS, `<div class="actions" ${FRAME_PASSKEY_ATTRIBUTE}="" hidden="">`)
      .replace(HELP_HREF, `$1${HELP_PLACEHOLDER}$2`)
      // React selects a controlled <select>'s option as a property, which markup does not carry: without
      // the attribute a French frame's picker would read "English" until the app took over.
      .replace(`<option value="${language}"`, `<option selected="" value="${language}"`)
      .replace(ID_ATTRIBUTES, (_all, name: string, value: string) => {
        const ids = value
          .split(/\s+/)
          .filter(Boolean)
          .map((id) => `prerender-${id}`);
        return `${name}="${ids.join(' ')}"`;
      })
      .replace(FRAGMENT_LINK, 'href="#prerender-$1"') + '\n'
  );
}
