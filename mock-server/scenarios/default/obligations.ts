/** Personas with an unmet sign-in obligation, one of each kind the app meets. */
import { commandObligationPersona, redirectObligationPersona } from './personas.ts';

/** The legal agreements lena.legal must accept at sign-in (agreement names of the reference data). */
export const LENA_AGREEMENTS = ['terms-of-service', 'privacy-policy'];

/** The agreements page for these names: `agreements` is base64 of their JSON list. */
export function legalAgreementsUrl(names: string[]): string {
  return `/auth/user/legal-agreements?agreements=${encodeURIComponent(btoa(JSON.stringify(names)))}`;
}

export const paula = commandObligationPersona('paula.password', 'changePassword', {
  summary: 'must change password at login',
});

export const uma = commandObligationPersona('uma.username', 'reviewUsername', {
  summary: 'must review usernames at login, two clients',
  clients: ['acme', 'birch'],
});

export const carl = commandObligationPersona('carl.contact', 'reviewContactInfo', {
  summary: 'must review contact info at login',
  phone: '+15555550142',
});

export const bea = commandObligationPersona('bea.basic', 'createBasicCredentials', {
  summary: 'must create basic credentials',
});

export const pia = redirectObligationPersona('pia.phone', 'addPhone', '/auth/add-phone', {
  summary: 'no phone: must add one at login (redirect obligation to `/auth/add-phone`)',
});

export const ed = redirectObligationPersona('ed.email', 'verifyEmail', '/auth/email-verify-notification', {
  summary:
    'unverified email: must verify it at login (redirect obligation to `/auth/email-verify-notification`); changing the address is limited to 3 in 5 minutes',
  emailVerified: false,
});

export const ulf = commandObligationPersona('ulf.username', 'reviewUsername', {
  summary: 'one client; must review his username at login, review only (`isNotAllowUpdateUsername`)',
  isNotAllowUpdateUsername: true,
});

// The obligation's clientId is the first associate's client; that client's SAML page meets it.
export const sara = commandObligationPersona('sara.saml', 'forceSamlAuthentication', {
  summary:
    'must sign in through SAML for client `sso-client` (force-SAML obligation; its SAML page meets it)',
  clients: [{ clientId: 'sso-client', idSuffix: 'sso' }],
});

// Met by signing in again while signed in (POST /login).
export const fred = commandObligationPersona('fred.force', 'forceBasicCredentialAuthentication', {
  summary: 'must sign in with basic credentials again (force-basic obligation; signing in again meets it)',
});

// Met once every agreement it names is accepted (POST /persons/me/legal-agreements).
export const lena = redirectObligationPersona(
  'lena.legal',
  'legalAgreements',
  legalAgreementsUrl(LENA_AGREEMENTS),
  {
    summary: 'must accept two legal agreements at login (redirect obligation to the agreements page)',
  },
);
