/**
 * Addresses outside this app, from the VITE_* variables (`.env` holds the mock server's stand-in pages;
 * a deployment sets its own, README "Real backends"). Read on use, so tests can stub them.
 */

/**
 * Each address and how to read its variable; an unset variable reads as ''. Static `import.meta.env.X`
 * reads, so a build inlines each value alone rather than the whole env object.
 */
const addressReaders = {
  registrationPortalUrl: () => import.meta.env.VITE_REGISTRATION_PORTAL_URL,
  /** The other sign-in system, when the check-auth-path answer does not name its URL. */
  nexoLoginUrl: () => import.meta.env.VITE_NEXO_LOGIN_URL,
  nexoLogoutUrl: () => import.meta.env.VITE_NEXO_LOGOUT_URL,
  /** Empty: the local captcha widget (mock mode, no network). */
  captchaScriptUrl: () => import.meta.env.VITE_CAPTCHA_SCRIPT_URL,
  /** A hosted pre-production domain sends unauthenticated visitors to this production host instead. */
  productionHost: () => import.meta.env.VITE_PRODUCTION_HOST,
  preProductionHostPattern: () => import.meta.env.VITE_PREPRODUCTION_HOST_PATTERN,
  /** Where a started impersonation goes (spec section 4 "Impersonation": a fixed page). */
  postImpersonationUrl: () => import.meta.env.VITE_POST_IMPERSONATION_URL,
  /** The tested-SSO endpoint: a marketplace group `NS_SSO_TESTING~<name>` goes to `<this>/<name>`. */
  ssoTestingUrl: () => import.meta.env.VITE_SSO_TESTING_URL,
  /**
   * The external-domain address of this app (spec sections 4 "Switch client" and 5): where Continue
   * goes after a switch to a client of this sign-in system, and whose host is the one where client 002
   * may use a non-company email. Empty: neither applies (Continue goes to sign-in here).
   */
  externalBaseUrl: () => import.meta.env.VITE_EXTERNAL_BASE_URL,
  /**
   * The platform company's own email domain (spec section 5 "company email"): with the flag
   * `requireAdpEmailForICCAccess` on, only a person with an address there may add clients to their
   * all-client access. Empty: nobody may while the flag is on.
   */
  companyEmailDomain: () => import.meta.env.VITE_COMPANY_EMAIL_DOMAIN,
  /** Hosts that show the rebrand (a regular expression; empty: none). */
  rebrandHostPattern: () => import.meta.env.VITE_REBRAND_HOST_PATTERN,
} satisfies Record<string, () => string | undefined>;

type Addresses = { readonly [Name in keyof typeof addressReaders]: string };

export const appConfig = Object.defineProperties(
  {
    /** Subresource Integrity for the captcha script, when its URL serves one fixed file. */
    get captchaScriptIntegrity(): string | undefined {
      return import.meta.env.VITE_CAPTCHA_SCRIPT_INTEGRITY || undefined;
    },
  },
  Object.fromEntries(
    Object.entries(addressReaders).map(([name, read]) => [
      name,
      { get: () => read() ?? '', enumerable: true },
    ]),
  ),
) as Addresses & { readonly captchaScriptIntegrity: string | undefined };
