/**
 * The route table: every URL of the app, each written once, with what any layer may know of it (its
 * title, its area: the layouts and the auth guard around it, its catalogues) and its `href(...)` for
 * links. Pure data: the code a URL opens (its page, its loader) is the entry of the same name in
 * src/app/routeCode.ts, as real `import()`s, so the app layer alone reaches into the features.
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
/**
 * The query parameter that names a page's own step (create account's `?step=verify`): a move between
 * steps keeps what the route's loader answered (src/app/routeEntry.tsx `keepsLoaderDataBetweenSteps`).
 */
export const STEP_PARAMETER = 'step';

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

/** A URL that shows a page: its code (the page, its loader) is the same name's entry in src/app/routeCode.ts. */
export type PageScreen = ScreenCommon & {
  /**
   * The catalogues the page renders besides its title's namespace and the entry bundle's (common,
   * login, validation): a shared piece's namespace, say. tests/app/translations.test.tsx renders
   * every route and fails on a key its catalogues lack; `npm run bench` counts them with the route.
   */
  namespaces?: readonly string[];
  /** More URLs that show the same page (the same entry, written once). */
  alsoAt?: readonly string[];
  /**
   * The values of the URL's last segment, `:tab`: each a URL of its own, a child route of the page with
   * its own code and loader (the entry's `tabs` in src/app/routeCode.ts, under the same names).
   */
  tabs?: readonly string[];
};

/** A URL that goes elsewhere, keeping its query (a redirectUrl, say); it loads no code. */
export type RedirectScreen = ScreenCommon & { redirect: () => string };

/** What a URL shows: a page, or a redirect. */
export type Screen = PageScreen | RedirectScreen;

/** A route without parameters whose href takes any query. */
function route(path: string, screen: PageScreen) {
  return { path, screen, href: (query?: QueryInput) => withQuery(path, query) } as const;
}

/** A route that only redirects; its href takes any query, which the redirect keeps. */
function redirectRoute(path: string, screen: RedirectScreen) {
  return { path, screen, href: (query?: QueryInput) => withQuery(path, query) } as const;
}

/** A route whose href takes a typed query object. */
function typedRoute<Q extends Record<string, QueryValue>>(path: string, screen: PageScreen) {
  return { path, screen, href: (query?: Q) => withQuery(path, query) } as const;
}

/** A route whose href fills its `:name` (and optional `:name?`) segments, then adds the query. */
function paramRoute<P extends Record<string, string | undefined>>(path: string, screen: PageScreen) {
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

/** The account-settings tabs, in the order the product shows them: `paths.accountSettings`'s child routes. */
export const settingsTabs = [
  'switch-clients',
  'contact-info',
  'change-password',
  // Passkeys: beside the password, the other way to sign in.
  'passkeys',
  'localization',
  'devices',
] as const;
export type SettingsTab = (typeof settingsTabs)[number];
/**
 * People signed in through the other sign-in system (Nexo) get these three. Not passkeys: that system's
 * own login answers for who they are (step-up passes them at once), so a passkey kept here would never
 * be asked for.
 */
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
    title: 'login:title',
    area: 'open',
  }),
  /** Unknown paths under the app base go to sign-in, keeping the query (a redirectUrl, say). */
  root: redirectRoute('/auth', {
    redirect: (): string => paths.login.path,
    title: 'login:title',
    area: 'open',
  }),
  switchClientsMessage: route('/auth/switch-clients-message', {
    title: 'login:switchClientsMessage.title',
    area: 'open',
  }),
  legal: route('/auth/legal', {
    title: 'legal:title',
    area: 'open',
    layout: 'wide',
  }),
  unauthorizedError: typedRoute<TraceQuery>('/auth/unauthorized-error', {
    title: 'notices:unauthorizedError.title',
    area: 'open',
  }),
  resourceNotFound: typedRoute<TraceQuery>('/auth/resource-not-found', {
    title: 'notices:resourceNotFound.title',
    area: 'open',
  }),
  accountNoAccess: typedRoute<TraceQuery>('/auth/account-no-access', {
    title: 'notices:accountNoAccess.title',
    area: 'open',
  }),
  archived: route('/auth/archived', {
    title: 'notices:archived.title',
    area: 'open',
  }),
  outage: typedRoute<{ error?: string | undefined }>('/auth/outage', {
    title: 'notices:outage.title',
    area: 'open',
  }),
  samlError: typedRoute<{ error?: string | undefined }>('/auth/saml-error', {
    title: 'notices:outage.title',
    area: 'open',
  }),
  notification: route('/auth/notification', {
    title: 'notices:notification.title',
    area: 'open',
  }),
  unauthorizedNotification: route('/auth/unauthorized-notification', {
    title: 'notices:unauthorizedNotification.title',
    area: 'open',
  }),

  // ---- Before sign-in, with server state ('anonymous') ----
  /** Takes the query it was given so a logout can forward it to the login page. */
  logout: route('/auth/logout', {
    title: 'login:logout.title',
    area: 'anonymous',
  }),
  logoutAllSessions: route('/auth/logout-all-sessions', {
    title: 'login:logout.title',
    area: 'anonymous',
  }),

  // Recovery and self-service entry (src/features/recovery)
  forgotPassword: redirectRoute('/auth/forgot-password', {
    redirect: (): string => paths.forgotPasswordRequest.path,
    below: true,
    title: 'recovery:forgotPassword.title',
    area: 'anonymous',
  }),
  forgotPasswordRequest: route('/auth/forgot-password/request', {
    title: 'recovery:forgotPassword.title',
    area: 'anonymous',
  }),
  forgotPasswordReset: typedRoute<TokenQuery>('/auth/forgot-password/reset', {
    title: 'recovery:resetPassword.title',
    area: 'anonymous',
    // Its password errors are the shared catalogue's words (src/common/password/passwordErrors.ts).
    namespaces: ['password'],
  }),
  forgotUsername: redirectRoute('/auth/forgot-username', {
    redirect: (): string => paths.forgotUsernameRequest.path,
    below: true,
    title: 'recovery:forgotUsername.title',
    area: 'anonymous',
  }),
  forgotUsernameRequest: route('/auth/forgot-username/request', {
    title: 'recovery:forgotUsername.title',
    area: 'anonymous',
  }),
  ssoLoginRequest: route('/auth/sso-login/request', {
    title: 'recovery:ssoLogin.title',
    area: 'anonymous',
  }),
  selfRegistrationRequest: route('/auth/self-registration/request', {
    title: 'recovery:selfRegistration.title',
    area: 'anonymous',
  }),

  // Registration and invitations (src/features/registration). A token page's loader takes the token
  // off the URL (src/common/data/tokenPage.ts).
  userConfirmation: typedRoute<TokenQuery>('/auth/user-confirmation', {
    title: 'registration:confirmation.title',
    area: 'anonymous',
  }),
  createAccount: paramRoute<{ token: string; accountType?: string | undefined }>(
    '/auth/create-account/:token/:accountType?',
    {
      title: 'registration:create.title',
      area: 'anonymous',
      // The code step's words and the password errors are the shared catalogues'.
      namespaces: ['verification', 'password'],
      // The same screens once the token is off the URL.
      alsoAt: ['/auth/create-account', '/auth/create-account/sso'],
    },
  ),
  registrationSuccess: route('/auth/a/registration/success', {
    title: 'registration:success.title',
    area: 'anonymous',
  }),
  /** Short registration link; the screen redirects to createAccount. */
  registrationShortLink: paramRoute<{ token: string; accountType?: string | undefined }>(
    '/auth/r/:token/:accountType?',
    {
      title: 'registration:create.title',
      area: 'anonymous',
    },
  ),
  accountRegistration: typedRoute<{ token?: string | undefined }>('/auth/account-registration', {
    title: 'registration:confirmation.title',
    area: 'anonymous',
  }),
  unauthenticatedRoot: route('/auth/a', {
    title: 'login:title',
    area: 'anonymous',
  }),
  unauthenticatedError: route('/auth/a/error', {
    title: 'results:FAILURE_UNSUPPORTED.title',
    area: 'anonymous',
  }),
  declineConfirmation: typedRoute<{ companyName?: string | undefined }>('/auth/decline-confirmation', {
    title: 'registration:declined.title',
    area: 'anonymous',
  }),
  /** Base path; redirects to createCredentialAccountInfo carrying the token. */
  createCredential: typedRoute<{ token?: string | undefined }>('/auth/create-credential', {
    title: 'registration:credential.title',
    area: 'anonymous',
  }),
  createCredentialAccountInfo: typedRoute<TokenQuery>('/auth/create-credential/account-info', {
    title: 'registration:credential.title',
    area: 'anonymous',
    namespaces: ['password'],
  }),
  createCredentialSuccess: typedRoute<RedirectQuery>('/auth/create-credential/success-notification', {
    title: 'registration:credentialSuccess.title',
    area: 'anonymous',
  }),
  /** The base path and any other sub-path than the two below: the associate confirmation (spec). */
  ssoServiceProvider: typedRoute<{ token?: string | undefined }>('/auth/sso-service-provider', {
    below: true,
    title: 'registration:ssoProvider.title',
    area: 'anonymous',
  }),
  ssoServiceProviderAssociateConfirmation: typedRoute<TokenQuery>(
    '/auth/sso-service-provider/associate-confirmation',
    {
      title: 'registration:ssoProvider.title',
      area: 'anonymous',
    },
  ),
  ssoServiceProviderPersonalInfo: typedRoute<TokenQuery>('/auth/sso-service-provider/personal-info', {
    title: 'registration:create.title',
    area: 'anonymous',
  }),

  // ---- The signed-in area: everything here needs a session ('signedIn') ----
  /** Linking an invitation to the signed-in account; signed out, its loader sends it to account creation. */
  accountLinking: typedRoute<TokenQuery>('/auth/account-linking', {
    title: 'registration:linking.title',
    area: 'signedIn',
  }),
  /** After a password sign-in: the offer to create a passkey, then on to where sign-in was going. */
  passkeyOffer: route('/auth/passkey-offer', {
    title: 'passkeyOffer:title',
    area: 'signedIn',
    namespaces: ['passkeyOffer'],
  }),
  // Support tools and the doors into other products (src/features/support).
  impersonation: typedRoute<{ impersonationId: string; returnUrl?: string | undefined }>(
    '/auth/impersonation',
    {
      title: 'support:impersonation.title',
      area: 'signedIn',
    },
  ),
  chooseProduct: route('/auth/choose-product', {
    title: 'support:chooseProduct.title',
    area: 'signedIn',
  }),
  ssoIdpMarketplace: typedRoute<{ marketplaceApplicationGroupName: string }>(
    '/auth/sso-idp-adp/marketplace',
    {
      title: 'support:marketplace.title',
      area: 'signedIn',
    },
  ),
  samlRedirect: paramRoute<{ clientId: string }>('/auth/user/saml-redirect/:clientId', {
    title: 'support:samlRedirect.title',
    area: 'signedIn',
  }),
  userRoot: route('/auth/user', {
    title: 'account:title',
    area: 'signedIn',
  }),

  // Step-up and contact verification (src/features/step-up, src/features/contact-verification).
  stepUp: typedRoute<StepUpQuery>('/auth/step-up', {
    title: 'stepup:title',
    area: 'signedIn',
    namespaces: ['verification'],
  }),
  loginStepUp: typedRoute<StepUpQuery>('/auth/login-step-up', {
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
    title: 'contactVerification:verifyContact.title',
    area: 'signedIn',
    namespaces: ['verification'],
  }),

  // Login obligations (src/features/obligations). Obligation pages take a raw query because login
  // obligations keep the current query string.
  changePassword: route('/auth/change-password', {
    title: 'password:changeTitle',
    area: 'signedIn',
  }),
  reviewUsername: route('/auth/review-username', {
    title: 'obligations:username.reviewTitle',
    area: 'signedIn',
    namespaces: ['password'],
  }),
  changeUsername: route('/auth/change-username', {
    title: 'obligations:username.changeTitle',
    area: 'signedIn',
    namespaces: ['password'],
  }),
  reviewContactInfo: route('/auth/review-contact-info', {
    title: 'obligations:contactInfo.title',
    area: 'signedIn',
    namespaces: ['contacts'],
  }),
  addPhone: typedRoute<{ redirectUrl?: string | undefined; cancelUrl?: string | undefined }>(
    '/auth/add-phone',
    {
      title: 'contactVerification:addPhone.title',
      area: 'signedIn',
    },
  ),
  addEmail: typedRoute<{ redirectUrl?: string | undefined; cancelUrl?: string | undefined }>(
    '/auth/add-email',
    {
      title: 'contactVerification:addEmail.title',
      area: 'signedIn',
    },
  ),
  emailVerifyNotification: typedRoute<RedirectQuery>('/auth/email-verify-notification', {
    title: 'contactVerification:emailVerify.title',
    area: 'signedIn',
    namespaces: ['verification'],
  }),
  emailVerify: route('/auth/email-verify', {
    title: 'contactVerification:emailVerify.title',
    area: 'signedIn',
  }),
  createBasicCredentials: route('/auth/obligations/create-basic-credentials', {
    title: 'obligations:basicCredentials.title',
    area: 'signedIn',
    namespaces: ['password'],
  }),
  /** The signed-in way to the same username and password (spec). */
  userCreateCredential: route('/auth/user/create-credential', {
    title: 'obligations:basicCredentials.title',
    area: 'signedIn',
    namespaces: ['password'],
  }),
  legalAgreements: typedRoute<{ agreements?: string | undefined; redirectUrl?: string | undefined }>(
    '/auth/user/legal-agreements',
    {
      title: 'obligations:legal.title',
      area: 'signedIn',
    },
  ),
  forceSamlAuthentication: {
    path: forceSamlAuthentication,
    screen: {
      title: 'obligations:forceSaml.title',
      area: 'signedIn',
    } satisfies PageScreen as PageScreen,
    href: ({ clientId }: { clientId?: string | undefined }, query?: QueryInput) => {
      const params = toSearchParams(query);
      if (clientId) params.set('clientId', clientId);
      return withQuery(forceSamlAuthentication, params);
    },
  },
  forceBasicCredentialAuthentication: route('/auth/obligations/force-basic-credential-authentication', {
    title: 'obligations:forceBasic.title',
    area: 'signedIn',
  }),
  /** Any other kind: a page that says so and offers to go on or sign out, never a blank. */
  obligation: paramRoute<{ obligation: string }>('/auth/obligations/:obligation', {
    title: 'obligations:unknown.title',
    area: 'signedIn',
  }),

  /** Account settings: the page around its tabs, each tab a child route with its own code and data. */
  accountSettings: paramRoute<{ tab: SettingsTab }>('/auth/account-settings/:tab', {
    title: 'settings:title',
    area: 'signedIn',
    layout: 'wide',
    // The change-password tab renders the shared form, the contact-info tab the shared list.
    namespaces: ['password', 'contacts'],
    tabs: settingsTabs,
  }),
  /** Any sub-path that is not a tab: the first tab. */
  accountSettingsRoot: redirectRoute('/auth/account-settings', {
    redirect: (): string => paths.accountSettings.href({ tab: DEFAULT_SETTINGS_TAB }),
    below: true,
    title: 'settings:title',
    area: 'signedIn',
    layout: 'wide',
  }),
} as const;

export type RouteName = keyof typeof paths;
/** The routes that show a page (every one but the redirects): each has its code in src/app/routeCode.ts. */
export type PageRouteName = {
  [K in RouteName]: (typeof paths)[K]['screen'] extends RedirectScreen ? never : K;
}[RouteName];

/** The URLs an entry is registered at, as the router matches them: a page with tabs, one per tab. */
export function registeredPaths({ path, screen }: { path: string; screen: Screen }): string[] {
  if ('tabs' in screen && screen.tabs) return screen.tabs.map((tab) => path.replace(/:tab$/, segment(tab)));
  return [screen.below ? `${path}/*` : path, ...('alsoAt' in screen ? (screen.alsoAt ?? []) : [])];
}
