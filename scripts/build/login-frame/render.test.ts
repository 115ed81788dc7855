import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../src/common/language/languages';
import { renderLoginFrame } from './render';

const frame = new DOMParser().parseFromString(renderLoginFrame(), 'text/html').body;
const pages = new Map<string, ParentNode>([
  ['en-US', frame.firstElementChild!],
  ...[...frame.querySelectorAll('template:not([data-template])')].map(
    (t) => [(t as HTMLTemplateElement).dataset.language!, (t as HTMLTemplateElement).content] as const,
  ),
]);
/** Each language's password step (the form's section alone), which the frame shows when it answers Next. */
const passwordSteps = new Map<string, ParentNode>(
  [...frame.querySelectorAll<HTMLTemplateElement>('template[data-template="password"]')].map(
    (t) => [`${t.dataset.language!} password step`, t.content] as const,
  ),
);

describe('the sign-in frame the build renders', () => {
  it.each(LANGUAGES.map(({ code }) => code))(
    '%s: every in-page link of the frame (the skip link to the main) reaches an element it holds',
    (language) => {
      const page = pages.get(language)!;
      const targets = [...page.querySelectorAll('a[href^="#"]')].map((link) => link.getAttribute('href')!);
      expect(targets).toContain('#prerender-main');
      for (const target of targets) expect(page.querySelector(target)).not.toBeNull();
      expect(page.querySelector('main#prerender-main')?.getAttribute('tabindex')).toBe('-1');
    },
  );

  it.each([...LANGUAGES.map(({ code }) => code), ...LANGUAGES.map(({ code }) => `${code} password step`)])(
    '%s: its ids are its own, none the app renders, and what names them follows',
    (language) => {
      const page = (pages.get(language) ?? passwordSteps.get(language))!;
      const ids = [...page.querySelectorAll('[id]')].map((element) => element.id);
      expect(ids.length).toBeGreaterThan(3);
      for (const id of ids) expect(id).toContain('prerender-');
      for (const element of page.querySelectorAll(
        '[for], [aria-labelledby], [aria-describedby], [aria-controls]',
      ))
        for (const name of ['for', 'aria-labelledby', 'aria-describedby', 'aria-controls'])
          for (const id of element.getAttribute(name)?.split(' ') ?? [])
            expect(page.querySelector(`[id="${id}"]`), `${name}="${id}"`).not.toBeNull();
    },
  );
});
