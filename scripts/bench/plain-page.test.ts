import { describe, expect, it } from 'vitest';
import { withLoginFrame } from '../build/login-frame/plugin';
import { renderLoginFrame } from '../build/login-frame/render';
import { plainPage } from './plain-page';

const BUILT = `<!doctype html>
<html lang="en-US"><head>
    <meta charset="UTF-8" />
    <title>Sign in</title>
    <script type="module" crossorigin src="/auth/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/auth/assets/index-abc.css">
  </head>
  <body>
    <div id="root"></div>
  </body></html>`;

describe('the plain page beside the sign-in page', () => {
  it('is the built page with no script, nor a preload of one, and the frame shown, in the visitor’s language', async () => {
    const html = withLoginFrame(BUILT, renderLoginFrame());
    for (const [language, heading] of [
      ['en-US', 'Sign in'],
      ['fr-CA', 'Ouvrir une session'],
    ] as const) {
      const page = new DOMParser().parseFromString(plainPage(html, language), 'text/html');
      expect(page.querySelectorAll('script')).toHaveLength(0);
      expect(page.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
      expect(page.querySelector('link[rel="stylesheet"]')?.getAttribute('href')).toBe(
        '/auth/assets/index-abc.css',
      );
      const frame = page.getElementById('prerendered-frame')!;
      expect(frame.hidden).toBe(false);
      expect(frame.querySelectorAll('template')).toHaveLength(0);
      expect(frame.querySelector('h1')?.textContent).toBe(heading);
      expect(page.documentElement.lang).toBe(language);
    }
  });

  it('refuses a page without the frame or the language', async () => {
    expect(() => plainPage(BUILT)).toThrow(/no sign-in frame/);
    const html = withLoginFrame(BUILT, renderLoginFrame());
    expect(() => plainPage(html, 'de-DE')).toThrow(/no de-DE version/);
  });
});
