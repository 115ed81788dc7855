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

  it("is a route's first-screen document too: its head script and preload list gone, its screen shown in the language", () => {
    const routeDocument =
      '<!doctype html><html lang="en-US"><head><script>start()</script>' +
      '<script type="application/json" id="route-preloads">{"files":[]}</script>' +
      '<link rel="stylesheet" href="/auth/assets/index-abc.css"></head><body>' +
      '<div id="prerendered-frame" lang="en-US" hidden data-first-screen="forgotPasswordRequest">' +
      '<h1>Forgot your password?</h1><input name="email">' +
      '<template data-language="es-US" data-title="¿Olvidó su contraseña?"><h1>¿Olvidó su contraseña?</h1><input name="email"></template>' +
      '</div><div id="root"></div><script>firstScreen()</script></body></html>';
    const page = new DOMParser().parseFromString(plainPage(routeDocument, 'es-US'), 'text/html');
    expect(page.querySelectorAll('script')).toHaveLength(0);
    const frame = page.getElementById('prerendered-frame')!;
    expect(frame.hidden).toBe(false);
    expect(frame.lang).toBe('es-US');
    expect(frame.querySelector('h1')?.textContent).toBe('¿Olvidó su contraseña?');
    expect(frame.querySelectorAll('input[name="email"]')).toHaveLength(1);
  });

  it('refuses a page without the frame or the language', async () => {
    expect(() => plainPage(BUILT)).toThrow(/no first screen/);
    const html = withLoginFrame(BUILT, renderLoginFrame());
    expect(() => plainPage(html, 'de-DE')).toThrow(/no de-DE version/);
  });
});
