/** Test helper: an i18next instance with the bundled en-US `common` catalogue, wired into react-i18next. */
import i18next from 'i18next';
import type { i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import common from '../../locales/en-US/common.json';

export function createTestI18n(): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'en-US',
    fallbackLng: 'en-US',
    ns: ['common'],
    defaultNS: 'common',
    resources: { 'en-US': { common } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

/** Shared instance; importing this module also makes it react-i18next's default instance. */
export const testI18n = createTestI18n();
