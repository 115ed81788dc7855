/**
 * Addresses outside this app, from the VITE_* variables (`.env` holds the mock server's stand-in pages;
 * a deployment sets its own, README "Real backends"). Read on use, so tests can stub them.
 */

/** Each address and the variable it comes from; an unset variable reads as ''. */
const addressVariables = {
  registrationPortalUrl: 'VITE_REGISTRATION_PORTAL_URL',
  /** The other sign-in system, when the check-auth-path answer does not name its URL. */
  nexoLoginUrl: 'VITE_NEXO_LOGIN_URL',
  nexoLogoutUrl: 'VITE_NEXO_LOGOUT_URL',
  /** Empty: the local captcha widget (mock mode, no network). */
  captchaScriptUrl: 'VITE_CAPTCHA_SCRIPT_URL',
  /** A hosted pre-production domain sends unauthenticated visitors to this production host instead. */
  productionHost: 'VITE_PRODUCTION_HOST',
  preProductionHostPattern: 'VITE_PREPRODUCTION_HOST_PATTERN',
  /** Where a started impersonation goes (spec section 4 "Impersonation": a fixed page). */
  postImpersonationUrl: 'VITE_POST_IMPERSONATION_URL',
  /** The tested-SSO endpoint: a marketplace group `NS_SSO_TESTING~<name>` goes to `<this>/<name>`. */
  ssoTestingUrl: 'VITE_SSO_TESTING_URL',
  /**
   * The external-domain address of this app (spec sections 4 "Switch client" and 5): where Continue
   * goes after a switch to a client of this sign-in system, and whose host is the one where client 002
   * may use a non-company email. Empty: neither applies (Continue goes to sign-in here).
   */
  externalBaseUrl: 'VITE_EXTERNAL_BASE_URL',
  /**
   * The platform company's own email domain (spec section 5 "company email"): with the flag
   * `requireAdpEmailForICCAccess` on, only a person with an address there may add clients to their
   * all-client access. Empty: nobody may while the flag is on.
   */
  companyEmailDomain: 'VITE_COMPANY_EMAIL_DOMAIN',
  /** Hosts that show the rebrand (a regular expression; empty: none). */
  rebrandHostPattern: 'VITE_REBRAND_HOST_PATTERN',
} as const satisfies Record<string, keyof ImportMetaEnv>;

type Addresses = { readonly [Name in keyof typeof addressVariables]: string };

export const appConfig = Object.defineProperties(
  {
    /** Subresource Integrity for the captcha script, when its URL serves one fixed file. */
    get captchaScriptIntegrity(): string | undefined {
      return import.meta.env.VITE_CAPTCHA_SCRIPT_INTEGRITY || undefined;
    },
  },
  Object.fromEntries(
    Object.entries(addressVariables).map(([name, variable]) => [
      name,
      { get: () => import.meta.env[variable] ?? '', enumerable: true },
    ]),
  ),
) as Addresses & { readonly captchaScriptIntegrity: string | undefined };
