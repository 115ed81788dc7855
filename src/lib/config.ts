import { isWebUrl } from './redirect';

/**
 * Addresses outside this app, from the VITE_* variables (`.env` holds the mock server's stand-in pages;
 * a deployment sets its own, docs/deployment.md "Real backends"). Read on use, so tests can stub them.
 */
export const appConfig = {
  get registrationPortalUrl(): string {
    return import.meta.env.VITE_REGISTRATION_PORTAL_URL ?? '';
  },
  /** The other sign-in system, when the check-auth-path answer does not name its URL. */
  get nexoLoginUrl(): string {
    return import.meta.env.VITE_NEXO_LOGIN_URL ?? '';
  },
  get nexoLogoutUrl(): string {
    return import.meta.env.VITE_NEXO_LOGOUT_URL ?? '';
  },
  /** Empty: the local captcha widget (mock mode, no network). */
  get captchaScriptUrl(): string {
    return import.meta.env.VITE_CAPTCHA_SCRIPT_URL ?? '';
  },
  /** Subresource Integrity for the captcha script, when its URL serves one fixed file. */
  get captchaScriptIntegrity(): string | undefined {
    return import.meta.env.VITE_CAPTCHA_SCRIPT_INTEGRITY || undefined;
  },
  /** A hosted pre-production domain sends unauthenticated visitors to this production host instead. */
  get productionHost(): string {
    return import.meta.env.VITE_PRODUCTION_HOST ?? '';
  },
  get preProductionHostPattern(): string {
    return import.meta.env.VITE_PREPRODUCTION_HOST_PATTERN ?? '';
  },
  /** Where a started impersonation goes (a fixed page). */
  get postImpersonationUrl(): string {
    return import.meta.env.VITE_POST_IMPERSONATION_URL ?? '';
  },
  /** The tested-SSO endpoint: a marketplace group `NS_SSO_TESTING~<name>` goes to `<this>/<name>`. */
  get ssoTestingUrl(): string {
    return import.meta.env.VITE_SSO_TESTING_URL ?? '';
  },
  /**
   * The external-domain address of this app: where Continue
   * goes after a switch to a client of this sign-in system, and whose host is the one where client 002
   * may use a non-company email. Empty: neither applies (Continue goes to sign-in here).
   */
  get externalBaseUrl(): string {
    return import.meta.env.VITE_EXTERNAL_BASE_URL ?? '';
  },
  /**
   * The platform company's own email domain: with the flag
   * `requireAdpEmailForICCAccess` on, only a person with an address there may add clients to their
   * all-client access. Empty: nobody may while the flag is on.
   */
  get companyEmailDomain(): string {
    return import.meta.env.VITE_COMPANY_EMAIL_DOMAIN ?? '';
  },
  /**
   * The help page, linked from every page's footer. Shown only when it is a web address (http, https
   * or a path): a `javascript:` or `data:` value from a misconfigured deployment is no link at all.
   * Only the protocol counts, so a path is resolved against any web address (the build renders the
   * sign-in frame with no page open).
   */
  get helpUrl(): string {
    const url = (import.meta.env.VITE_HELP_URL ?? '').trim();
    return isWebUrl(url, 'https://any.invalid') ? url : '';
  },
  /** Hosts that show the rebrand (a regular expression; empty: none). */
  get rebrandHostPattern(): string {
    return import.meta.env.VITE_REBRAND_HOST_PATTERN ?? '';
  },
};
