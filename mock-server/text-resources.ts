import type { components } from '../src/api/generated/identity-orchestrator-v1.ts';
import enUSAccount from '../locales/en-US/account.json' with { type: 'json' };
import enUSCommon from '../locales/en-US/common.json' with { type: 'json' };
import enUSContactVerification from '../locales/en-US/contactVerification.json' with { type: 'json' };
import enUSContacts from '../locales/en-US/contacts.json' with { type: 'json' };
import enUSData from '../locales/en-US/data.json' with { type: 'json' };
import enUSLegal from '../locales/en-US/legal.json' with { type: 'json' };
import enUSLogin from '../locales/en-US/login.json' with { type: 'json' };
import enUSNotices from '../locales/en-US/notices.json' with { type: 'json' };
import enUSObligations from '../locales/en-US/obligations.json' with { type: 'json' };
import enUSPasskeyOffer from '../locales/en-US/passkeyOffer.json' with { type: 'json' };
import enUSPassword from '../locales/en-US/password.json' with { type: 'json' };
import enUSRecovery from '../locales/en-US/recovery.json' with { type: 'json' };
import enUSRegistration from '../locales/en-US/registration.json' with { type: 'json' };
import enUSResults from '../locales/en-US/results.json' with { type: 'json' };
import enUSSettings from '../locales/en-US/settings.json' with { type: 'json' };
import enUSStepup from '../locales/en-US/stepup.json' with { type: 'json' };
import enUSSupport from '../locales/en-US/support.json' with { type: 'json' };
import enUSValidation from '../locales/en-US/validation.json' with { type: 'json' };
import enUSVerification from '../locales/en-US/verification.json' with { type: 'json' };
import esUSAccount from '../locales/es-US/account.json' with { type: 'json' };
import esUSCommon from '../locales/es-US/common.json' with { type: 'json' };
import esUSContactVerification from '../locales/es-US/contactVerification.json' with { type: 'json' };
import esUSContacts from '../locales/es-US/contacts.json' with { type: 'json' };
import esUSData from '../locales/es-US/data.json' with { type: 'json' };
import esUSLegal from '../locales/es-US/legal.json' with { type: 'json' };
import esUSLogin from '../locales/es-US/login.json' with { type: 'json' };
import esUSNotices from '../locales/es-US/notices.json' with { type: 'json' };
import esUSObligations from '../locales/es-US/obligations.json' with { type: 'json' };
import esUSPasskeyOffer from '../locales/es-US/passkeyOffer.json' with { type: 'json' };
import esUSPassword from '../locales/es-US/password.json' with { type: 'json' };
import esUSRecovery from '../locales/es-US/recovery.json' with { type: 'json' };
import esUSRegistration from '../locales/es-US/registration.json' with { type: 'json' };
import esUSResults from '../locales/es-US/results.json' with { type: 'json' };
import esUSSettings from '../locales/es-US/settings.json' with { type: 'json' };
import esUSStepup from '../locales/es-US/stepup.json' with { type: 'json' };
import esUSSupport from '../locales/es-US/support.json' with { type: 'json' };
import esUSValidation from '../locales/es-US/validation.json' with { type: 'json' };
import esUSVerification from '../locales/es-US/verification.json' with { type: 'json' };
import frCAAccount from '../locales/fr-CA/account.json' with { type: 'json' };
import frCACommon from '../locales/fr-CA/common.json' with { type: 'json' };
import frCAContactVerification from '../locales/fr-CA/contactVerification.json' with { type: 'json' };
import frCAContacts from '../locales/fr-CA/contacts.json' with { type: 'json' };
import frCAData from '../locales/fr-CA/data.json' with { type: 'json' };
import frCALegal from '../locales/fr-CA/legal.json' with { type: 'json' };
import frCALogin from '../locales/fr-CA/login.json' with { type: 'json' };
import frCANotices from '../locales/fr-CA/notices.json' with { type: 'json' };
import frCAObligations from '../locales/fr-CA/obligations.json' with { type: 'json' };
import frCAPasskeyOffer from '../locales/fr-CA/passkeyOffer.json' with { type: 'json' };
import frCAPassword from '../locales/fr-CA/password.json' with { type: 'json' };
import frCARecovery from '../locales/fr-CA/recovery.json' with { type: 'json' };
import frCARegistration from '../locales/fr-CA/registration.json' with { type: 'json' };
import frCAResults from '../locales/fr-CA/results.json' with { type: 'json' };
import frCASettings from '../locales/fr-CA/settings.json' with { type: 'json' };
import frCAStepup from '../locales/fr-CA/stepup.json' with { type: 'json' };
import frCASupport from '../locales/fr-CA/support.json' with { type: 'json' };
import frCAValidation from '../locales/fr-CA/validation.json' with { type: 'json' };
import frCAVerification from '../locales/fr-CA/verification.json' with { type: 'json' };
import { PSEUDO_LOCALE, pseudoLocalizeTree } from './pseudo-locale.ts';

type TextResourcePackage = components['schemas']['TextResourcePackage'];
type Catalogue = TextResourcePackage['resources'];

export const TEXT_RESOURCE_VERSION = '1.0.27';

/*
 * The translations are the repo's own locales/<language>/<namespace>.json, imported one by one (not
 * globbed) because this module runs under tsx as well as Vite. A namespace added to locales/en-US
 * must be added here too: mock-server/text-resources.node.test.ts fails until it is.
 */
// The app's own English (built into it): here only as the source of the pseudo-locale.
const BUILT_IN_ENGLISH: Catalogue = {
  account: enUSAccount,
  common: enUSCommon,
  contactVerification: enUSContactVerification,
  contacts: enUSContacts,
  data: enUSData,
  legal: enUSLegal,
  login: enUSLogin,
  notices: enUSNotices,
  obligations: enUSObligations,
  passkeyOffer: enUSPasskeyOffer,
  password: enUSPassword,
  recovery: enUSRecovery,
  registration: enUSRegistration,
  results: enUSResults,
  settings: enUSSettings,
  stepup: enUSStepup,
  support: enUSSupport,
  validation: enUSValidation,
  verification: enUSVerification,
};

const SPANISH: Catalogue = {
  account: esUSAccount,
  common: esUSCommon,
  contactVerification: esUSContactVerification,
  contacts: esUSContacts,
  data: esUSData,
  legal: esUSLegal,
  login: esUSLogin,
  notices: esUSNotices,
  obligations: esUSObligations,
  passkeyOffer: esUSPasskeyOffer,
  password: esUSPassword,
  recovery: esUSRecovery,
  registration: esUSRegistration,
  results: esUSResults,
  settings: esUSSettings,
  stepup: esUSStepup,
  support: esUSSupport,
  validation: esUSValidation,
  verification: esUSVerification,
};

const FRENCH: Catalogue = {
  account: frCAAccount,
  common: frCACommon,
  contactVerification: frCAContactVerification,
  contacts: frCAContacts,
  data: frCAData,
  legal: frCALegal,
  login: frCALogin,
  notices: frCANotices,
  obligations: frCAObligations,
  passkeyOffer: frCAPasskeyOffer,
  password: frCAPassword,
  recovery: frCARecovery,
  registration: frCARegistration,
  results: frCAResults,
  settings: frCASettings,
  stepup: frCAStepup,
  support: frCASupport,
  validation: frCAValidation,
  verification: frCAVerification,
};

// English is built into the app; the service's English package only carries the brand name, so the
// overlay path is exercised without duplicating the bundled catalogue.
const ENGLISH: Catalogue = { common: { brandName: 'Workforce ID' } };

/** Served language tag, keyed by the lower-case `user-language` it answers. */
const PACKAGES: Record<string, { language: string; resources: Catalogue }> = {
  'en-us': { language: 'en-US', resources: ENGLISH },
  en: { language: 'en', resources: ENGLISH },
  'es-us': { language: 'es-US', resources: SPANISH },
  es: { language: 'es', resources: SPANISH },
  'fr-ca': { language: 'fr-CA', resources: FRENCH },
  fr: { language: 'fr', resources: FRENCH },
  // The pseudo-locale: every English text marked, so a sweep can tell it from
  // hard-coded text. Made from the English catalogues, so it never falls behind them.
  [PSEUDO_LOCALE.toLowerCase()]: { language: PSEUDO_LOCALE, resources: pseudoLocalizeTree(BUILT_IN_ENGLISH) },
};

/**
 * The text resource package the service holds for a `user-language` header value (any case), or
 * undefined (the service answers 404 and the app tries the base language, then keeps English).
 */
export function textResourcePackage(language: string): TextResourcePackage | undefined {
  const found = PACKAGES[language.toLowerCase()];
  return found && { version: TEXT_RESOURCE_VERSION, ...found };
}

/**
 * One of the app's texts (`namespace:key.path`) in `language` as the app would show it: the served
 * package of the language, then of its base language, then the built-in English. For the mock's own
 * pages' links into the app, so they speak the language the app speaks.
 */
export function appText(language: string | undefined, key: string): string {
  const [namespace, path] = key.split(':') as [string, string];
  const lookup = (resources: Catalogue | undefined) => {
    let node: unknown = resources?.[namespace];
    for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
    return typeof node === 'string' ? node : undefined;
  };
  const candidates = language ? [language, language.split('-')[0]!] : [];
  for (const candidate of candidates) {
    const found = lookup(PACKAGES[candidate.toLowerCase()]?.resources);
    if (found) return found;
  }
  return lookup(BUILT_IN_ENGLISH) ?? key;
}
