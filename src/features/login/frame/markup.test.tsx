/**
 * Keeps the frames honest: each must be the login page exactly as the app renders it in its language
 * (step 1 of the protocol in ./boot.ts), English from the built-in texts, the others with the text
 * package the mock serves (the repo's catalogues). After changing what the login page shows first, or
 * its texts, regenerate them with `UPDATE_LOGIN_FRAME=1 npx vitest run src/features/login/frame/markup.test.tsx`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { mockServerForFile } from '../../../../tests/mock-lifecycle';
import { renderApp } from '../../../../tests/render-app';
import { initI18n } from '../../../app/i18n';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../../common/language/languages';
import { switchLanguage } from '../../../common/language/switchLanguage';
import { FRAME_PASSKEY_ATTRIBUTE } from './boot';
import { frameFileName, loginFrameMarkup } from './markup';

mockServerForFile();

afterEach(() => {
  document.cookie = 'user-language=; Path=/; Max-Age=0';
});

it.each(LANGUAGES.map(({ code }) => code))(
  '%s: the frame is the login page as React renders it in that language',
  async (language) => {
    // Rendered as in a browser with WebAuthn: the frame carries the passkey way, hidden (./markup.ts).
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    const i18n = initI18n(DEFAULT_LANGUAGE);
    await switchLanguage(language, i18n);
    const { container } = renderApp('/auth/login', {}, i18n);
    const username = i18n.t('login:username');
    await screen.findByRole('textbox', { name: new RegExp(username, 'i') });
    const markup = loginFrameMarkup(container.innerHTML, { language });
    cleanup();
    vi.unstubAllGlobals();
    expect(markup).toContain(`${FRAME_PASSKEY_ATTRIBUTE}="" hidden=""><button type="button"`);
    const file = join(process.cwd(), 'src/features/login/frame', frameFileName(language));
    if (process.env.UPDATE_LOGIN_FRAME) writeFileSync(file, markup);
    expect(readFileSync(file, 'utf8')).toBe(markup);
    // Not English in disguise: a missing overlay would render the English page here.
    if (language !== DEFAULT_LANGUAGE) expect(markup).not.toContain('>Sign in<');
  },
);

it.each(LANGUAGES.map(({ code }) => code))(
  '%s: every in-page link of the frame (the skip link to the main) reaches an element it holds',
  (language) => {
    const markup = readFileSync(
      join(process.cwd(), 'src/features/login/frame', frameFileName(language)),
      'utf8',
    );
    const targets = [...markup.matchAll(/\bhref="#([^"]+)"/g)].map((match) => match[1]);
    expect(targets).toContain('prerender-main');
    for (const target of targets) expect(markup).toContain(`id="${target}"`);
    expect(markup).toMatch(/<main id="prerender-main" tabindex="-1"/);
  },
);
