/**
 * The route table: every URL of the app, each written once, next to the page module it opens and what
 * that page needs (its title, its area: the layouts and the auth guard around it, its catalogues, its
 * loader). From a URL to its code in one search: `git grep -n "'/auth/…" src/lib/paths.ts`, then open
 * `src/<page>.tsx`. src/app/routes.tsx turns the entries into the router's routes (how they load is its
 * business: every page, layout, loader and catalogue through the chunk timeout); links are built with
 * each entry's `href(...)`.
 *
 * Query values go through URLSearchParams so user-supplied values (redirect targets, tokens, emails)
 * can never break out of their parameter. `undefined`, `null` and `''` values are left out rather than
 * rendered as `?key=` so optional parameters stay optional on the receiving page.
 *
 * Over 300 lines on purpose: ~60 URLs, one entry each; split across files, a URL would again take more
 * than one look-up.
 */
import type { MessageKey } from './messageKey';

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

/**
 * Where a page sits, which decides the layouts the router puts around it (src/app/routes.tsx):
 * - `open`: no server state in TanStack Query, so a first visit (sign-in above all) loads without it;
 *   a page here that starts using Query fails with "No QueryClient set": move it to `anonymous`;
 * - `anonymous`: inside the query scope, no session needed;
 * - `signedIn`: inside the query scope and behind the auth guard (spec: these pages need a session).
 */
export type Area = 'open' | 'anonymous' | 'signedIn';

type ScreenCommon = {
  /** i18n key of the document title; its namespace is one of the page's catalogues. */
  title: MessageKey;
  area: Area;
  layout?: 'card' | 'wide';
  /** Registered as `url/*` as well: this URL and anything below it that no other entry takes. */
  below?: true;
};

/** What a URL shows: a page module, or a redirect. */
export type Screen = ScreenCommon &
  (
    | {
        /** The module that renders it, under src/ and without extension: `features/login/LoginPage`. */
        page: string;
        /** Its export to render, when not the default (a redirect component, say). */
        component?: string;
        /**
         * The catalogues the page renders besides its title's namespace and the entry bundle's (common,
         * login, validation): a shared piece's namespace, say. tests/app/translations.test.tsx renders
         * every route and fails on a key its catalogues lack; `npm run bench` counts them with the route.
         */
        namespaces?: readonly string[];
        /** Its data, started beside its code (docs/architecture.md "Page data"): `module#export`, module as `page`. */
        loader?: `${string}#${string}`;
        /** More URLs that show the same page (the same entry, written once). */
        alsoAt?: readonly string[];
      }
    | {
        /** Where this URL goes instead, keeping its query (a redirectUrl, say). */
        redirect: () => string;
      }
  );

/** A route without parameters whose href takes any query. */
function route(path: string, screen: Screen) {
  return { path, screen, href: (query?: QueryInput) => withQuery(path, query) } as const;
}

/** A route whose href takes a typed query object. */
function typedRoute<Q extends Record<string, QueryValue>>(path: string, screen: Screen) {
  return { path, screen, href: (query?: Q) => withQuery(path, query) } as const;
}

/** A route whose href fills its `:name` (and optional `:name?`) segments, then adds the query. */
function paramRoute<P extends Record<string, string | undefined>>(path: string, screen: Screen) {
  const fill = (params: P) =>
    path.replace(/\/:(\w+)(\?)?/g, (_, name: string) => {
      const value = params[name];
      return value ? `/${segment(value)}` : '';
    });
  return { path, screen, href: (params: P, query?: QueryInput) => withQuery(fill(params), query) } as const;
}

type RedirectQuery = { redirectUrl?: string | undefined };
type TokenQuery = { token: string };
type TraceQuery = { traceId?: string | undefined };

export const settingsTabs = [
  'switch-clients',
  'contact-info',
  'change-password',
  // Passkeys: beside the password, the other way to sign in. Not a Nexo tab (src/features/settings/tabs.ts).
  'passkeys',
  'localization',
  'devices',
] as const;
export type SettingsTab = (typeof settingsTabs)[number];
/** Users signed in through the other sign-in system (Nexo) only get these tabs. */
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

const forceSamlAuthentication = '/auth/obligations/force-saml-authentication';

export const paths = {
  // ---- Sign-in, legal, errors and notices: no TanStack Query ('open') ----
  /** Sign-in: GET /check runs as the route's loader, alongside the page's chunk. */
  login: typedRoute<RedirectQuery>('/auth/login', {
    page: 'features/login/LoginPage',
    title: 'login:title',
    area: 'open',
    loader: 'features/login/entryCheck#loginEntryCheck',
  }),
  /** Unknown paths under the app base go to sign-in, keeping the query (a redirectUrl, say). */
  root: route('/auth', { redirect: (): string => paths.login.path, title: 'login:title', area: 'open' }),
  switchClientsMessage: route('/auth/switch-clients-message', {
    page: 'features/login/SwitchClientsMessagePage',
    title: 'login:switchClientsMessage.title',
    area: 'open',
  }),
  legal: route('/auth/legal', {
    page: 'features/legal/LegalPage',
    title: 'legal:title',
    area: 'open',
    layout: 'wide',
  }),
  unauthorizedError: typedRoute<TraceQuery>('/auth/unauthorized-error', {
    page: 'features/notices/NoticePages',
    component: 'UnauthorizedErrorPage',
    title: 'notices:unauthorizedError.title',
    area: 'open',
  }),
  resourceNotFound: typedRoute<TraceQuery>('/auth/resource-not-found', {
    page: 'features/notices/NoticePages',
    component: 'ResourceNotFoundPage',
    title: 'notices:resourceNotFound.title',
    area: 'open',
  }),
  accountNoAccess: typedRoute<TraceQuery>('/auth/account-no-access', {
    page: 'features/notices/NoticePages',
    component: 'AccountNoAccessPage',
    title: 'notices:accountNoAccess.title',
    area: 'open',
  }),
  archived: route('/auth/archived', {
    page: 'features/notices/NoticePages',
    component: 'ArchivedPage',
    title: 'notices:archived.title',
    area: 'open',
  }),
  outage: typedRoute<{ error?: string | undefined }>('/auth/outage', {
    page: 'app/OutageRoute',
    title: 'notices:outage.title',
    area: 'open',
  }),
  samlError: typedRoute<{ error?: string | undefined }>('/auth/saml-error', {
    page: 'app/OutageRoute',
    title: 'notices:outage.title',
    area: 'open',
  }),
  notification: route('/auth/notification', {
    page: 'features/notices/NoticePages',
    component: 'NotificationPage',
    title: 'notices:notification.title',
    area: 'open',
  }),
  unauthorizedNotification: route('/auth/unauthorized-notification', {
    page: 'features/notices/NoticePages',
    component: 'UnauthorizedNotificationPage',
    title: 'notices:unauthorizedNotification.title',
    area: 'open',
  }),

  // ---- Before sign-in, with server state ('anonymous') ----
  /** Takes the query it was given so a logout can forward it to the login page. */
  logout: route('/auth/logout', {
    page: 'features/login/LogoutPage',
    title: 'login:logout.title',
    area: 'anonymous',
  }),
  logoutAllSessions: route('/auth/logout-all-sessions', {
    page: 'features/login/LogoutAllSessionsPage',
    title: 'login:logout.title',
    area: 'anonymous',
  }),

  // Recovery and self-service entry (src/features/recovery)
  forgotPassword: route('/auth/forgot-password', {
    redirect: (): string => paths.forgotPasswordRequest.path,
    below: true,
    title: 'recovery:forgotPassword.title',
    area: 'anonymous',
  }),
  forgotPasswordRequest: route('/auth/forgot-password/request', {
    page: 'features/recovery/ForgotPasswordRequestPage',
    title: 'recovery:forgotPassword.title',
    area: 'anonymous',
  }),
  forgotPasswordReset: typedRoute<TokenQuery>('/auth/forgot-password/reset', {
    page: 'features/recovery/ResetPasswordPage',
    title: 'recovery:resetPassword.title',
    area: 'anonymous',
    loader: 'features/recovery/loaders#resetPasswordLoader',
    // Its password errors are the shared catalogue's words (src/common/password/passwordErrors.ts).
    namespaces: ['password'],
  }),
  forgotUsername: route('/auth/forgot-username', {
    redirect: (): string => paths.forgotUsernameRequest.path,
    below: true,
    title: 'recovery:forgotUsername.title',
    area: 'anonymous',
  }),
  forgotUsernameRequest: route('/auth/forgot-username/request', {
    page: 'features/recovery/ForgotUsernameRequestPage',
    title: 'recovery:forgotUsername.title',
    area: 'anonymous',
  }),
  ssoLoginRequest: route('/auth/sso-login/request', {
    page: 'features/recovery/SsoLoginRequestPage',
    title: 'recovery:ssoLogin.title',
    area: 'anonymous',
  }),
  selfRegistrationRequest: route('/auth/self-registration/request', {
    page: 'features/recovery/SelfRegistrationRequestPage',
    title: 'recovery:selfRegistration.title',
    area: 'anonymous',
  }),

  // Registration and invitations (src/features/registration). A token page's loader takes the token
  // off the URL (src/common/data/tokenPage.ts).
  userConfirmation: typedRoute<TokenQuery>('/auth/user-confirmation', {
    page: 'features/registration/UserConfirmationPage',
    title: 'registration:confirmation.title',
    area: 'anonymous',
    loader: 'features/registration/loaders#userConfirmationLoader',
  }),
  createAccount: paramRoute<{ token: string; accountType?: string | undefined }>(
    '/auth/create-account/:token/:accountType?',
    {
      page: 'features/registration/CreateAccountPage',
      title: 'registration:create.title',
      area: 'anonymous',
      // The code step's words and the password errors are the shared catalogues'.
      namespaces: ['verification', 'password'],
      loader: 'features/registration/loaders#createAccountLoader',
      // The same screens once the token is off the URL.
      alsoAt: ['/auth/create-account', '/auth/create-account/sso'],
    },
  ),
  registrationSuccess: route('/auth/a/registration/success', {
    page: 'features/registration/RegistrationSuccessPage',
    title: 'registration:success.title',
    area: 'anonymous',
  }),
  /** Short registration link; the screen redirects to createAccount. */
  registrationShortLink: paramRoute<{ token: string; accountType?: string | undefined }>(
    '/auth/r/:token/:accountType?',
    {
      page: 'features/registration/Redirects',
      component: 'ShortLinkRedirect',
      title: 'registration:create.title',
      area: 'anonymous',
    },
  ),
  accountRegistration: typedRoute<{ token?: string | undefined }>('/auth/account-registration', {
    page: 'features/registration/Redirects',
    component: 'AccountRegistrationRedirect',
    title: 'registration:confirmation.title',
    area: 'anonymous',
  }),
  unauthenticatedRoot: route('/auth/a', {
    page: 'features/registration/Redirects',
    component: 'UnauthenticatedRoot',
    title: 'login:title',
    area: 'anonymous',
  }),
  unauthenticatedError: route('/auth/a/error', {
    page: 'features/registration/Redirects',
    component: 'UnauthenticatedError',
    title: 'results:FAILURE_UNSUPPORTED.title',
    area: 'anonymous',
  }),
  declineConfirmation: typedRoute<{ companyName?: string | undefined }>('/auth/decline-confirmation', {
    page: 'features/registration/DeclineConfirmationPage',
    title: 'registration:declined.title',
    area: 'anonymous',
  }),
  /** Base path; redirects to createCredentialAccountInfo carrying the token. */
  createCredential: typedRoute<{ token?: string | undefined }>('/auth/create-credential', {
    page: 'features/registration/CreateCredentialPage',
    component: 'CreateCredentialRedirect',
    title: 'registration:credential.title',
    area: 'anonymous',
  }),
  createCredentialAccountInfo: typedRoute<TokenQuery>('/auth/create-credential/account-info', {
    page: 'features/registration/CreateCredentialPage',
    title: 'registration:credential.title',
    area: 'anonymous',
    namespaces: ['password'],
    loader: 'features/registration/loaders#createCredentialLoader',
  }),
  createCredentialSuccess: typedRoute<RedirectQuery>('/auth/create-credential/success-notification', {
    page: 'features/registration/CreateCredentialSuccessPage',
    title: 'registration:credentialSuccess.title',
    area: 'anonymous',
  }),
  /** The base path and any other sub-path than the two below: the associate confirmation (spec). */
  ssoServiceProvider: typedRoute<{ token?: string | undefined }>('/auth/sso-service-provider', {
    page: 'features/registration/SsoServiceProviderPage',
    component: 'SsoServiceProviderRedirect',
    below: true,
    title: 'registration:ssoProvider.title',
    area: 'anonymous',
  }),
  ssoServiceProviderAssociateConfirmation: typedRoute<TokenQuery>(
    '/auth/sso-service-provider/associate-confirmation',
    {
      page: 'features/registration/SsoServiceProviderPage',
      title: 'registration:ssoProvider.title',
      area: 'anonymous',
      loader: 'features/registration/loaders#ssoServiceProviderLoader',
    },
  ),
  ssoServiceProviderPersonalInfo: typedRoute<TokenQuery>('/auth/sso-service-provider/personal-info', {
    page: 'features/registration/SsoServiceProviderPage',
    component: 'SsoPersonalInfoRedirect',
    title: 'registration:create.title',
    area: 'anonymous',
  }),

  // ---- The signed-in area: everything here needs a session ('signedIn') ----
  /** Linking an invitation to the signed-in account; signed out, its loader sends it to account creation. */
  accountLinking: typedRoute<TokenQuery>('/auth/account-linking', {
    page: 'features/registration/AccountLinkingPage',
    title: 'registration:linking.title',
    area: 'signedIn',
    loader: 'features/registration/loaders#accountLinkingLoader',
  }),
  /** After a password sign-in: the offer to create a passkey, then on to where sign-in was going. */
  passkeyOffer: route('/auth/passkey-offer', {
    page: 'features/login/PasskeyOfferPage',
    title: 'passkeyOffer:title',
    area: 'signedIn',
    namespaces: ['passkeyOffer'],
  }),
  // Support tools and the doors into other products (src/features/support).
  impersonation: typedRoute<{ impersonationId: string; returnUrl?: string | undefined }>(
    '/auth/impersonation',
    {
      page: 'features/support/ImpersonationPage',
      title: 'support:impersonation.title',
      area: 'signedIn',
      loader: 'features/support/loaders#impersonationLoader',
    },
  ),
  chooseProduct: route('/auth/choose-product', {
    page: 'features/support/ChooseProductPage',
    title: 'support:chooseProduct.title',
    area: 'signedIn',
    loader: 'features/support/loaders#chooseProductLoader',
  }),
  ssoIdpMarketplace: typedRoute<{ marketplaceApplicationGroupName: string }>(
    '/auth/sso-idp-adp/marketplace',
    {
      page: 'features/support/MarketplacePage',
      title: 'support:marketplace.title',
      area: 'signedIn',
    },
  ),
  samlRedirect: paramRoute<{ clientId: string }>('/auth/user/saml-redirect/:clientId', {
    page: 'features/support/SamlRedirectPage',
    title: 'support:samlRedirect.title',
    area: 'signedIn',
  }),
  userRoot: route('/auth/user', {
    page: 'features/account/UserHomePage',
    title: 'account:title',
    area: 'signedIn',
  }),

  // Step-up and contact verification (src/features/step-up, src/features/contact-verification).
  stepUp: typedRoute<StepUpQuery>('/auth/step-up', {
    page: 'features/step-up/StepUpPage',
    loader: 'features/step-up/loaders#stepUpLoader',
    title: 'stepup:title',
    area: 'signedIn',
    namespaces: ['verification'],
  }),
  loginStepUp: typedRoute<StepUpQuery>('/auth/login-step-up', {
    page: 'features/step-up/StepUpPage',
    loader: 'features/step-up/loaders#stepUpLoader',
    title: 'stepup:title',
    area: 'signedIn',
    namespaces: ['verification'],
  }),
  verifyContactInfo: typedRoute<{
    type: ContactType;
    purpose: ContactPurpose;
    returnUrl?: string | undefined;
    platformType?: string | undefined;
  }>('/auth/verify-contact-info', {
    page: 'features/contact-verification/VerifyContactInfoPage',
    loader: 'features/contact-verification/loaders#verifyContactInfoLoader',
    title: 'contactVerification:verifyContact.title',
    area: 'signedIn',
    namespaces: ['verification'],
  }),

  // Login obligations (src/features/obligations). Obligation pages take a raw query because login
  // obligations keep the current query string.
  changePassword: route('/auth/change-password', {
    page: 'features/obligations/ChangePasswordObligationPage',
    title: 'password:changeTitle',
    area: 'signedIn',
    loader: 'features/obligations/changePasswordApi#changePasswordLoader',
  }),
  reviewUsername: route('/auth/review-username', {
    page: 'features/obligations/ReviewUsernamePage',
    title: 'obligations:username.reviewTitle',
    area: 'signedIn',
    namespaces: ['password'],
    loader: 'features/obligations/loaders#usernameLoader',
  }),
  changeUsername: route('/auth/change-username', {
    page: 'features/obligations/ChangeUsernamePage',
    title: 'obligations:username.changeTitle',
    area: 'signedIn',
    namespaces: ['password'],
    loader: 'features/obligations/loaders#usernameLoader',
  }),
  reviewContactInfo: route('/auth/review-contact-info', {
    page: 'features/obligations/ReviewContactInfoPage',
    title: 'obligations:contactInfo.title',
    area: 'signedIn',
    namespaces: ['contacts'],
    loader: 'features/obligations/loaders#contactInfoLoader',
  }),
  addPhone: typedRoute<{ redirectUrl?: string | undefined; cancelUrl?: string | undefined }>(
    '/auth/add-phone',
    {
      page: 'features/obligations/AddPhonePage',
      title: 'contactVerification:addPhone.title',
      area: 'signedIn',
    },
  ),
  addEmail: typedRoute<{ redirectUrl?: string | undefined; cancelUrl?: string | undefined }>(
    '/auth/add-email',
    {
      page: 'features/obligations/AddEmailPage',
      title: 'contactVerification:addEmail.title',
      area: 'signedIn',
    },
  ),
  emailVerifyNotification: typedRoute<RedirectQuery>('/auth/email-verify-notification', {
    page: 'features/obligations/EmailVerifyNotificationPage',
    title: 'contactVerification:emailVerify.title',
    area: 'signedIn',
    namespaces: ['verification'],
  }),
  emailVerify: route('/auth/email-verify', {
    page: 'features/obligations/EmailVerifyNotificationPage',
    component: 'EmailVerifyRedirect',
    title: 'contactVerification:emailVerify.title',
    area: 'signedIn',
  }),
  createBasicCredentials: route('/auth/obligations/create-basic-credentials', {
    page: 'features/obligations/CreateBasicCredentialsPage',
    title: 'obligations:basicCredentials.title',
    area: 'signedIn',
    namespaces: ['password'],
  }),
  /** The signed-in way to the same username and password (spec). */
  userCreateCredential: route('/auth/user/create-credential', {
    page: 'features/obligations/CreateBasicCredentialsPage',
    title: 'obligations:basicCredentials.title',
    area: 'signedIn',
    namespaces: ['password'],
  }),
  legalAgreements: typedRoute<{ agreements?: string | undefined; redirectUrl?: string | undefined }>(
    '/auth/user/legal-agreements',
    {
      page: 'features/obligations/LegalAgreementsPage',
      title: 'obligations:legal.title',
      area: 'signedIn',
      loader: 'features/obligations/loaders#legalAgreementsLoader',
    },
  ),
  forceSamlAuthentication: {
    path: forceSamlAuthentication,
    screen: {
      page: 'features/obligations/ForceSamlPage',
      title: 'obligations:forceSaml.title',
      area: 'signedIn',
    } satisfies Screen as Screen,
    href: ({ clientId }: { clientId?: string | undefined }, query?: QueryInput) => {
      const params = toSearchParams(query);
      if (clientId) params.set('clientId', clientId);
      return withQuery(forceSamlAuthentication, params);
    },
  },
  forceBasicCredentialAuthentication: route('/auth/obligations/force-basic-credential-authentication', {
    page: 'features/obligations/ForceBasicCredentialsPage',
    title: 'obligations:forceBasic.title',
    area: 'signedIn',
  }),
  /** Any other kind: a page that says so and offers to go on or sign out, never a blank. */
  obligation: paramRoute<{ obligation: string }>('/auth/obligations/:obligation', {
    page: 'features/obligations/UnknownObligationPage',
    title: 'obligations:unknown.title',
    area: 'signedIn',
  }),

  // Account settings: the tab's code and data load with the route (src/features/settings/tabs.ts).
  accountSettings: paramRoute<{ tab: SettingsTab }>('/auth/account-settings/:tab', {
    page: 'features/settings/AccountSettingsPage',
    title: 'settings:title',
    area: 'signedIn',
    layout: 'wide',
    // The change-password tab renders the shared form, the contact-info tab the shared list.
    namespaces: ['password', 'contacts'],
    loader: 'features/settings/loader#settingsLoader',
  }),
  /** Any sub-path that is not a tab: the first tab. */
  accountSettingsRoot: route('/auth/account-settings', {
    redirect: (): string => paths.accountSettings.href({ tab: DEFAULT_SETTINGS_TAB }),
    below: true,
    title: 'settings:title',
    area: 'signedIn',
    layout: 'wide',
  }),
} as const;

export type RouteName = keyof typeof paths;

/** The URLs an entry is registered at, as the router matches them. */
export function registeredPaths({ path, screen }: { path: string; screen: Screen }): string[] {
  return [screen.below ? `${path}/*` : path, ...('alsoAt' in screen ? (screen.alsoAt ?? []) : [])];
}
