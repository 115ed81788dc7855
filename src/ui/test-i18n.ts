/**
 * Test helper: an i18next instance with the bundled en-US `common` catalogue, made react-i18next's
 * default (what a component rendered without a provider uses). tests/setup.ts makes a fresh one for
 * every DOM test file; a file that needs more catalogues adds them to `getI18n()`.
 */
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
