import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderLoginFrame } from './render';

/** The frame the build renders with `VITE_HELP_URL` set to `url`: its Help link in each language. */
function helpLinks(url: string) {
  vi.stubEnv('VITE_HELP_URL', url);
  const frame = new DOMParser().parseFromString(renderLoginFrame(), 'text/html').body;
  // Each language's first screen (a password step is the form's section alone: no footer).
  const screens = [...frame.querySelectorAll<HTMLTemplateElement>('template:not([data-template])')];
  const pages = [frame, ...screens.map((template) => template.content)];
  return pages.map((page) => page.querySelector('.site-footer__help a')?.getAttribute('href'));
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("the sign-in frame's Help link", () => {
  it("gets the deployment's address, escaped for its attribute", () => {
    const url = 'https://help.example.com/a?b=1&c="2"';
    expect(helpLinks(url)).toEqual(['en-US', 'es-US', 'fr-CA'].map(() => url));
    expect(renderLoginFrame()).toContain('href="https://help.example.com/a?b=1&amp;c=&quot;2&quot;"');
    expect(helpLinks('/support')).toEqual(['/support', '/support', '/support']);
  });

  it.each(['', 'javascript:alert(1)', 'data:text/html,x'])(
    'is left out for %j, as the app leaves it out',
    (url) => {
      expect(helpLinks(url)).toEqual([undefined, undefined, undefined]);
    },
  );
});
