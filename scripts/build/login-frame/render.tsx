/**
 * Step 1 of src/features/login/frame/boot.ts: the frame from the app's own components, in English and each
 * other language (`<template data-language>`), with each one's password steps, the form's section alone
 * (`data-template`: after an answer, after a check that took too long). Props and context differ: ids
 * prefixed, the passkey way hidden and marked, no brand's name (a client's must never flash another).
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
import { PASSWORD_TEMPLATES } from '../../../src/features/login/frame/boot';
import { PRERENDERED_FRAME_ID } from '../../../src/features/login/frame/frame';
import { PRERENDERED_ID_PREFIXES } from '../../../src/common/prerendered/frame';
import { LoginForm } from '../../../src/features/login/LoginForm';
import { initialLoginState, type LoginState } from '../../../src/features/login/loginReducer';
import { paths } from '../../../src/lib/paths';
import { IdPrefixContext } from '../../../src/ui/Layout';
import { ToastProvider } from '../../../src/ui/Toasts';
import { textResourcePackage } from '../../../mock-server/text-resources';

const ID_PREFIX = PRERENDERED_ID_PREFIXES.frame;

/** i18next in `language` with the texts the text service serves (the mock's: the repo's catalogues). */
function textsIn(language: string): I18n {
  const i18n = initI18n(language);
  overlayTexts(i18n, language, textResourcePackage(language)?.resources);
  return i18n;
}

/** Any username (the boot script puts the person's in): Log in then waits for the password, as the form's. */
const PASSWORD_STEP: LoginState = {
  ...initialLoginState,
  step: 'password',
  passwordShown: true,
  values: { ...initialLoginState.values, username: 'username' },
};

/** Each password template's state; after a Next whose call took too long, the form's note says so. */
const PASSWORD_STEPS = [
  [PASSWORD_TEMPLATES.answered, PASSWORD_STEP],
  [PASSWORD_TEMPLATES.timedOut, { ...PASSWORD_STEP, checkFailed: 'timedOut' }],
] as const;

/** The first screen; with `passwordStep`, the form's section at that password step, without the page. */
function LoginScreen({ i18n, passwordStep }: { i18n: I18n; passwordStep?: LoginState }) {
  const form = (
    <LoginForm
      prerendered
      initialState={passwordStep ?? initialLoginState}
      config={loginConfig()}
      target={paths.login.path}
      origin=""
    />
  );
  return (
    <I18nextProvider i18n={i18n}>
      <ToastProvider>
        <StaticRouter location={paths.login.path}>
          {passwordStep ? form : <SiteLayout brand="">{form}</SiteLayout>}
        </StaticRouter>
      </ToastProvider>
    </I18nextProvider>
  );
}

/** The frame's element, hidden; each template carries its document title, which index.html's is not. */
export function renderLoginFrame(): string {
  const english = textsIn(DEFAULT_LANGUAGE);
  const translations = OFFERED.filter((language) => language !== DEFAULT_LANGUAGE).map(textsIn);
  return renderToStaticMarkup(
    <IdPrefixContext value={ID_PREFIX}>
      <div id={PRERENDERED_FRAME_ID} lang={DEFAULT_LANGUAGE} hidden>
        <LoginScreen i18n={english} />
        {translations.map((i18n) => (
          <template key={i18n.language} data-language={i18n.language} data-title={i18n.t('login:title')}>
            <LoginScreen i18n={i18n} />
          </template>
        ))}
        {[english, ...translations].flatMap((i18n) =>
          PASSWORD_STEPS.map(([step, state]) => (
            <template key={`${i18n.language}-${step}`} data-language={i18n.language} data-template={step}>
              <LoginScreen i18n={i18n} passwordStep={state} />
            </template>
          )),
        )}
      </div>
    </IdPrefixContext>,
    { identifierPrefix: ID_PREFIX },
  );
}
