/**
 * Typed translation keys: `t('recovery:email.label')` is checked against the English catalogues, so a
 * missing or misspelt key fails the type check. Every catalogue of locales/en-US is listed here
 * (src/app/i18n.node.test.ts checks that none is missing).
 */
import 'i18next';
import type account from '../locales/en-US/account.json';
import type common from '../locales/en-US/common.json';
import type contactVerification from '../locales/en-US/contactVerification.json';
import type contacts from '../locales/en-US/contacts.json';
import type data from '../locales/en-US/data.json';
import type legal from '../locales/en-US/legal.json';
import type login from '../locales/en-US/login.json';
import type notices from '../locales/en-US/notices.json';
import type obligations from '../locales/en-US/obligations.json';
import type passkeyOffer from '../locales/en-US/passkeyOffer.json';
import type password from '../locales/en-US/password.json';
import type recovery from '../locales/en-US/recovery.json';
import type registration from '../locales/en-US/registration.json';
import type results from '../locales/en-US/results.json';
import type stepup from '../locales/en-US/stepup.json';
import type support from '../locales/en-US/support.json';
import type settings from '../locales/en-US/settings.json';
import type validation from '../locales/en-US/validation.json';
import type verification from '../locales/en-US/verification.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      account: typeof account;
      common: typeof common;
      contactVerification: typeof contactVerification;
      contacts: typeof contacts;
      data: typeof data;
      legal: typeof legal;
      login: typeof login;
      notices: typeof notices;
      obligations: typeof obligations;
      passkeyOffer: typeof passkeyOffer;
      password: typeof password;
      recovery: typeof recovery;
      registration: typeof registration;
      results: typeof results;
      stepup: typeof stepup;
      support: typeof support;
      settings: typeof settings;
      validation: typeof validation;
      verification: typeof verification;
    };
  }
}
