/**
 * Every route of the app (spec section 2) as `{ path, href }`.
 *
 * `path` is the pattern the router registers; `href(...)` builds a concrete link. Screens never
 * concatenate URLs by hand, so a renamed route or query key is a one-line change here and the
 * compiler finds every caller.
 *
 * Query values go through URLSearchParams so user-supplied values (redirect targets, tokens, emails)
 * can never break out of their parameter. `undefined`, `null` and `''` values are left out rather than
 * rendered as `?key=` so optional parameters stay optional on the receiving page.
 */

export const APP_BASE = '/auth';

/** The product landing page (outside this app, backed by the authentication service). */
export const LANDING_PATH = '/authn/landing';
/** The product home. */
export const HOME_PATH = '/';
/** The default home used when no product home is configured. */
export const VIEW_HOME_PATH = '/view/home';

export type QueryValue = string | number | boolean | null | undefined;
/**
 * A query in any of the shapes callers naturally hold: a record, live URLSearchParams, or a raw
 * `location.search` string (with or without the leading `?`), which is how "keep the query string"
 * pages pass it on.
 */
export type QueryInput = Record<string, QueryValue> | URLSearchParams | string;

export function toSearchParams(query?: QueryInput): URLSearchParams {
  if (query === undefined) return new URLSearchParams();
  if (typeof query === 'string') return new URLSearchParams(query);
  // Copy so that the caller's object is never mutated by later `.set()` calls.
  if (query instanceof URLSearchParams) return new URLSearchParams(query);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  return params;
}

export function withQuery(path: string, query?: QueryInput): string {
  const search = toSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

function segment(value: string): string {
  return encodeURIComponent(value);
}

/** A route without parameters whose href takes any query. */
function route<P extends string>(path: P) {
  return { path, href: (query?: QueryInput) => withQuery(path, query) } as const;
}

/** A route whose href takes a typed query object. */
function typedRoute<P extends string, Q extends Record<string, QueryValue>>(path: P) {
  return { path, href: (query?: Q) => withQuery(path, query) } as const;
}

type RedirectQuery = { redirectUrl?: string | undefined };
type TokenQuery = { token: string };
type TraceQuery = { traceId?: string | undefined };

export const settingsTabs = [
  'switch-clients',
  'contact-info',
  'change-password',
  // Issue 24: beside the password, the other way to sign in. Not a Nexo tab (src/features/settings/tabs.ts).
  'passkeys',
  'localization',
  'devices',
] as const;
export type SettingsTab = (typeof settingsTabs)[number];
/** Users signed in through the other sign-in system (Nexo) only get these tabs (spec section 2). */
export const nexoSettingsTabs = [
  'switch-clients',
  'change-password',
  'localization',
] as const satisfies readonly SettingsTab[];
export const DEFAULT_SETTINGS_TAB: SettingsTab = 'switch-clients';

export function isSettingsTab(value: unknown): value is SettingsTab {
  return typeof value === 'string' && (settingsTabs as readonly string[]).includes(value);
}

export type StepUpQuery = {
  requiredLevel?: number | string | undefined;
  redirectUrl?: string | undefined;
  cancelUrl?: string | undefined;
};

export type ContactType = 'email' | 'phone';
export type ContactPurpose = 'personal' | 'business';

export const paths = {
  /** Catch-all under the app base. */
  root: route('/auth'),

  // ---- Unauthenticated and entry routes ----
  login: typedRoute<'/auth/login', RedirectQuery>('/auth/login'),
  forgotPassword: route('/auth/forgot-password'),
  forgotPasswordRequest: route('/auth/forgot-password/request'),
  forgotPasswordReset: {
    path: '/auth/forgot-password/reset',
    href: ({ token }: TokenQuery) => withQuery('/auth/forgot-password/reset', { token }),
  },
  forgotUsername: route('/auth/forgot-username'),
  forgotUsernameRequest: route('/auth/forgot-username/request'),
  ssoLoginRequest: route('/auth/sso-login/request'),
  selfRegistrationRequest: route('/auth/self-registration/request'),
  /** Takes the query it was given so a logout can forward it to the login page. */
  logout: route('/auth/logout'),
  logoutAllSessions: route('/auth/logout-all-sessions'),
  switchClientsMessage: route('/auth/switch-clients-message'),
  legal: route('/auth/legal'),
  unauthenticatedRoot: route('/auth/a'),
  unauthenticatedError: route('/auth/a/error'),
  registrationSuccess: route('/auth/a/registration/success'),
  notification: route('/auth/notification'),
  emailVerifyNotification: typedRoute<'/auth/email-verify-notification', RedirectQuery>(
    '/auth/email-verify-notification',
  ),
  unauthorizedNotification: route('/auth/unauthorized-notification'),
  emailVerify: route('/auth/email-verify'),
  userConfirmation: {
    path: '/auth/user-confirmation',
    href: ({ token }: TokenQuery) => withQuery('/auth/user-confirmation', { token }),
  },
  createAccount: {
    path: '/auth/create-account/:token/:accountType?',
    href: ({ token, accountType }: { token: string; accountType?: string | undefined }) =>
      `/auth/create-account/${segment(token)}${accountType ? `/${segment(accountType)}` : ''}`,
  },
  /** Short registration link; the screen redirects to createAccount. */
  registrationShortLink: {
    path: '/auth/r/:token/:accountType?',
    href: ({ token, accountType }: { token: string; accountType?: string | undefined }) =>
      `/auth/r/${segment(token)}${accountType ? `/${segment(accountType)}` : ''}`,
  },
  accountRegistration: typedRoute<'/auth/account-registration', { token?: string | undefined }>(
    '/auth/account-registration',
  ),
  accountLinking: {
    path: '/auth/account-linking',
    href: ({ token }: TokenQuery) => withQuery('/auth/account-linking', { token }),
  },
  declineConfirmation: typedRoute<'/auth/decline-confirmation', { companyName?: string | undefined }>(
    '/auth/decline-confirmation',
  ),
  /** Base path; redirects to createCredentialAccountInfo carrying the token. */
  createCredential: typedRoute<'/auth/create-credential', { token?: string | undefined }>(
    '/auth/create-credential',
  ),
  createCredentialAccountInfo: {
    path: '/auth/create-credential/account-info',
    href: ({ token }: TokenQuery) => withQuery('/auth/create-credential/account-info', { token }),
  },
  createCredentialSuccess: typedRoute<'/auth/create-credential/success-notification', RedirectQuery>(
    '/auth/create-credential/success-notification',
  ),
  /** Base path; any sub-path other than the two below goes to the associate confirmation. */
  ssoServiceProvider: typedRoute<'/auth/sso-service-provider', { token?: string | undefined }>(
    '/auth/sso-service-provider',
  ),
  ssoServiceProviderAssociateConfirmation: {
    path: '/auth/sso-service-provider/associate-confirmation',
    href: ({ token }: TokenQuery) =>
      withQuery('/auth/sso-service-provider/associate-confirmation', { token }),
  },
  ssoServiceProviderPersonalInfo: {
    path: '/auth/sso-service-provider/personal-info',
    href: ({ token }: TokenQuery) => withQuery('/auth/sso-service-provider/personal-info', { token }),
  },

  // ---- Authenticated routes ----
  userRoot: route('/auth/user'),
  userCreateCredential: route('/auth/user/create-credential'),
  legalAgreements: typedRoute<
    '/auth/user/legal-agreements',
    { agreements?: string | undefined; redirectUrl?: string | undefined }
  >('/auth/user/legal-agreements'),
  samlRedirect: {
    path: '/auth/user/saml-redirect/:clientId',
    href: ({ clientId }: { clientId: string }) => `/auth/user/saml-redirect/${segment(clientId)}`,
  },
  loginStepUp: typedRoute<'/auth/login-step-up', StepUpQuery>('/auth/login-step-up'),
  stepUp: typedRoute<'/auth/step-up', StepUpQuery>('/auth/step-up'),

  // Obligation pages take a raw query because login obligations keep the current query string.
  changePassword: route('/auth/change-password'),
  changeUsername: route('/auth/change-username'),
  reviewUsername: route('/auth/review-username'),
  reviewContactInfo: route('/auth/review-contact-info'),
  obligation: {
    path: '/auth/obligations/:obligation',
    href: ({ obligation }: { obligation: string }, query?: QueryInput) =>
      withQuery(`/auth/obligations/${segment(obligation)}`, query),
  },
  createBasicCredentials: route('/auth/obligations/create-basic-credentials'),
  forceSamlAuthentication: {
    path: '/auth/obligations/force-saml-authentication',
    href: ({ clientId }: { clientId?: string | undefined }, query?: QueryInput) => {
      const params = toSearchParams(query);
      if (clientId) params.set('clientId', clientId);
      return withQuery('/auth/obligations/force-saml-authentication', params);
    },
  },
  forceBasicCredentialAuthentication: route('/auth/obligations/force-basic-credential-authentication'),

  addPhone: typedRoute<
    '/auth/add-phone',
    { redirectUrl?: string | undefined; cancelUrl?: string | undefined }
  >('/auth/add-phone'),
  addEmail: typedRoute<
    '/auth/add-email',
    { redirectUrl?: string | undefined; cancelUrl?: string | undefined }
  >('/auth/add-email'),
  verifyContactInfo: typedRoute<
    '/auth/verify-contact-info',
    {
      type: ContactType;
      purpose: ContactPurpose;
      returnUrl?: string | undefined;
      platformType?: string | undefined;
    }
  >('/auth/verify-contact-info'),
  accountSettings: {
    path: '/auth/account-settings/:tab',
    /** Base path; any sub-path that is not a tab redirects to switch-clients. */
    root: '/auth/account-settings',
    href: ({ tab }: { tab: SettingsTab }, query?: QueryInput) =>
      withQuery(`/auth/account-settings/${segment(tab)}`, query),
  },
  /** After a password sign-in: the offer to create a passkey, then on to where sign-in was going. */
  passkeyOffer: route('/auth/passkey-offer'),
  chooseProduct: route('/auth/choose-product'),
  impersonation: {
    path: '/auth/impersonation',
    href: ({ impersonationId, returnUrl }: { impersonationId: string; returnUrl?: string | undefined }) =>
      withQuery('/auth/impersonation', { impersonationId, returnUrl }),
  },
  ssoIdpMarketplace: {
    path: '/auth/sso-idp-adp/marketplace',
    href: ({ marketplaceApplicationGroupName }: { marketplaceApplicationGroupName: string }) =>
      withQuery('/auth/sso-idp-adp/marketplace', { marketplaceApplicationGroupName }),
  },

  // ---- Error and notice routes ----
  unauthorizedError: typedRoute<'/auth/unauthorized-error', TraceQuery>('/auth/unauthorized-error'),
  resourceNotFound: typedRoute<'/auth/resource-not-found', TraceQuery>('/auth/resource-not-found'),
  accountNoAccess: typedRoute<'/auth/account-no-access', TraceQuery>('/auth/account-no-access'),
  archived: route('/auth/archived'),
  outage: typedRoute<'/auth/outage', { error?: string | undefined }>('/auth/outage'),
  samlError: typedRoute<'/auth/saml-error', { error?: string | undefined }>('/auth/saml-error'),
} as const;

export type RouteName = keyof typeof paths;
