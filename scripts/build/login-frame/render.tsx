/**
 * Step 1 of the sign-in frame's protocol (src/features/login/frame/boot.ts): the frame, rendered by React
 * from the app's own login page components, in English with each other offered language as a
 * `<template data-language>` inside it. The build loads this module through Vite's SSR (./plugin.ts).
 * Props and context say what the frame does differently: ids prefixed, the passkey way hidden and
 * marked, no brand's name (a host or a client may call for another, which must never flash the default).
 */
import type { i18n as I18n } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router-dom';
import { initI18n } from '../../../src/app/i18n';
import { SiteLayout } from '../../../src/app/SiteLayout';
import { overlayTexts } from '../../../src/common/language/language';
import { DEFAULT_LANGUAGE, OFFERED } from '../../../src/common/language/languages';
import { loginConfig } from '../../../src/features/login/config';
import { PRERENDERED_FRAME_ID } from '../../../src/features/login/frame/frame';
import { LoginForm } from '../../../src/features/login/LoginForm';
import { paths } from '../../../src/lib/paths';
import { IdPrefixContext } from '../../../src/ui/Layout';
import { ToastProvider } from '../../../src/ui/Toasts';
import { textResourcePackage } from '../../../mock-server/text-resources';

const ID_PREFIX = 'prerender-';

/** An i18next instance in `language` with the texts the text service serves (the mock's: the repo's catalogues). */
function textsIn(language: string): I18n {
  const i18n = initI18n(language);
  overlayTexts(i18n, language, textResourcePackage(language)?.resources);
  return i18n;
}

function LoginScreen({ i18n }: { i18n: I18n }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ToastProvider>
        <StaticRouter location={paths.login.path}>
          <SiteLayout brand="">
            <LoginForm prerendered config={loginConfig()} target={paths.login.path} origin="" />
          </SiteLayout>
        </StaticRouter>
      </ToastProvider>
    </I18nextProvider>
  );
}

/** The frame's element, hidden; each template carries its document title, which index.html's is not. */
export function renderLoginFrame(): string {
  const translations = OFFERED.filter((language) => language !== DEFAULT_LANGUAGE).map(textsIn);
  return renderToStaticMarkup(
    <IdPrefixContext value={ID_PREFIX}>
      <div id={PRERENDERED_FRAME_ID} lang={DEFAULT_LANGUAGE} hidden>
        <LoginScreen i18n={textsIn(DEFAULT_LANGUAGE)} />
        {translations.map((i18n) => (
          <template key={i18n.language} data-language={i18n.language} data-title={i18n.t('login:title')}>
            <LoginScreen i18n={i18n} />
          </template>
        ))}
      </div>
    </IdPrefixContext>,
    { identifierPrefix: ID_PREFIX },
  );
}
