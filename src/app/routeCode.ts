/**
 * The code each route of the table (src/lib/paths.ts) opens, under the same name: its page and, where
 * it has one, its loader, as real `import()`s, so tsc, the IDE ("go to definition"), the lint zones and
 * dpdm see every edge from the app to the features, and a wrong module or export name fails
 * `npm run typecheck`. Each `import()` is a chunk of its own, fetched when its route is visited.
 * Sign-in's loader is imported here, into the entry bundle: GET /check starts with the route, not after a
 * chunk. A page with tabs has each tab's code under the tab's name. The layouts the areas put around
 * their pages are the last table: ./routes.tsx nests them.
 */
import { loginEntryCheck } from '../features/login/entryCheck';
import type { PageRouteName, SettingsTab } from '../lib/paths';
import { loader, page, type RouteCode } from './routeEntry';

export const routeCode = {
  login: page(() => import('../features/login/LoginPage'), { loader: loginEntryCheck }),
  switchClientsMessage: page(() => import('../features/login/SwitchClientsMessagePage')),
  legal: page(() => import('../features/legal/LegalPage')),
  unauthorizedError: page(() => import('../features/notices/NoticePages'), {
    component: 'UnauthorizedErrorPage',
  }),
  resourceNotFound: page(() => import('../features/notices/NoticePages'), {
    component: 'ResourceNotFoundPage',
  }),
  accountNoAccess: page(() => import('../features/notices/NoticePages'), {
    component: 'AccountNoAccessPage',
  }),
  archived: page(() => import('../features/notices/NoticePages'), { component: 'ArchivedPage' }),
  outage: page(() => import('./OutageRoute')),
  samlError: page(() => import('./OutageRoute')),
  notification: page(() => import('../features/notices/NoticePages'), { component: 'NotificationPage' }),
  unauthorizedNotification: page(() => import('../features/notices/NoticePages'), {
    component: 'UnauthorizedNotificationPage',
  }),
  logout: page(() => import('../features/login/LogoutPage')),
  logoutAllSessions: page(() => import('../features/login/LogoutAllSessionsPage')),
  forgotPasswordRequest: page(() => import('../features/recovery/ForgotPasswordRequestPage')),
  forgotPasswordReset: page(() => import('../features/recovery/ResetPasswordPage'), {
    loader: loader(() => import('../features/recovery/loaders'), 'resetPasswordLoader'),
  }),
  forgotUsernameRequest: page(() => import('../features/recovery/ForgotUsernameRequestPage')),
  ssoLoginRequest: page(() => import('../features/recovery/SsoLoginRequestPage')),
  selfRegistrationRequest: page(() => import('../features/recovery/SelfRegistrationRequestPage')),
  userConfirmation: page(() => import('../features/registration/UserConfirmationPage'), {
    loader: loader(() => import('../features/registration/loaders'), 'userConfirmationLoader'),
  }),
  createAccount: page(() => import('../features/registration/CreateAccountPage'), {
    loader: loader(() => import('../features/registration/loaders'), 'createAccountLoader'),
  }),
  registrationSuccess: page(() => import('../features/registration/RegistrationSuccessPage')),
  registrationShortLink: page(() => import('../features/registration/Redirects'), {
    component: 'ShortLinkRedirect',
  }),
  accountRegistration: page(() => import('../features/registration/Redirects'), {
    component: 'AccountRegistrationRedirect',
  }),
  unauthenticatedRoot: page(() => import('../features/registration/Redirects'), {
    component: 'UnauthenticatedRoot',
  }),
  unauthenticatedError: page(() => import('../features/registration/Redirects'), {
    component: 'UnauthenticatedError',
  }),
  declineConfirmation: page(() => import('../features/registration/DeclineConfirmationPage')),
  // Its loader redirects to account-info: the page is never shown at this address.
  createCredential: page(() => import('../features/registration/CreateCredentialPage'), {
    loader: loader(() => import('../features/registration/loaders'), 'createCredentialRedirectLoader'),
  }),
  createCredentialAccountInfo: page(() => import('../features/registration/CreateCredentialPage'), {
    loader: loader(() => import('../features/registration/loaders'), 'createCredentialLoader'),
  }),
  createCredentialSuccess: page(() => import('../features/registration/CreateCredentialSuccessPage')),
  ssoServiceProvider: page(() => import('../features/registration/SsoServiceProviderPage'), {
    component: 'SsoServiceProviderRedirect',
  }),
  ssoServiceProviderAssociateConfirmation: page(
    () => import('../features/registration/SsoServiceProviderPage'),
    { loader: loader(() => import('../features/registration/loaders'), 'ssoServiceProviderLoader') },
  ),
  ssoServiceProviderPersonalInfo: page(() => import('../features/registration/SsoServiceProviderPage'), {
    component: 'SsoPersonalInfoRedirect',
  }),
  accountLinking: page(() => import('../features/registration/AccountLinkingPage'), {
    loader: loader(() => import('../features/registration/loaders'), 'accountLinkingLoader'),
  }),
  passkeyOffer: page(() => import('../features/login/PasskeyOfferPage')),
  impersonation: page(() => import('../features/support/ImpersonationPage'), {
    loader: loader(() => import('../features/support/loaders'), 'impersonationLoader'),
  }),
  chooseProduct: page(() => import('../features/support/ChooseProductPage'), {
    loader: loader(() => import('../features/support/loaders'), 'chooseProductLoader'),
  }),
  ssoIdpMarketplace: page(() => import('../features/support/MarketplacePage')),
  samlRedirect: page(() => import('../features/support/SamlRedirectPage')),
  userRoot: page(() => import('../features/account/UserHomePage')),
  stepUp: page(() => import('../features/step-up/StepUpPage'), {
    loader: loader(() => import('../features/step-up/loaders'), 'stepUpLoader'),
  }),
  loginStepUp: page(() => import('../features/step-up/StepUpPage'), {
    loader: loader(() => import('../features/step-up/loaders'), 'stepUpLoader'),
  }),
  verifyContactInfo: page(() => import('../features/contact-verification/VerifyContactInfoPage'), {
    loader: loader(() => import('../features/contact-verification/loaders'), 'verifyContactInfoLoader'),
  }),
  changePassword: page(() => import('../features/obligations/ChangePasswordObligationPage'), {
    loader: loader(() => import('../features/obligations/changePasswordLoader'), 'changePasswordLoader'),
  }),
  reviewUsername: page(() => import('../features/obligations/ReviewUsernamePage'), {
    loader: loader(() => import('../features/obligations/loaders'), 'usernameLoader'),
  }),
  changeUsername: page(() => import('../features/obligations/ChangeUsernamePage'), {
    loader: loader(() => import('../features/obligations/loaders'), 'usernameLoader'),
  }),
  reviewContactInfo: page(() => import('../features/obligations/ReviewContactInfoPage'), {
    loader: loader(() => import('../features/obligations/loaders'), 'contactInfoLoader'),
  }),
  addPhone: page(() => import('../features/obligations/AddPhonePage')),
  addEmail: page(() => import('../features/obligations/AddEmailPage')),
  emailVerifyNotification: page(() => import('../features/obligations/EmailVerifyNotificationPage')),
  emailVerify: page(() => import('../features/obligations/EmailVerifyNotificationPage'), {
    component: 'EmailVerifyRedirect',
  }),
  createBasicCredentials: page(() => import('../features/obligations/CreateBasicCredentialsPage')),
  userCreateCredential: page(() => import('../features/obligations/CreateBasicCredentialsPage')),
  legalAgreements: page(() => import('../features/obligations/LegalAgreementsPage'), {
    loader: loader(() => import('../features/obligations/loaders'), 'legalAgreementsLoader'),
  }),
  forceSamlAuthentication: page(() => import('../features/obligations/ForceSamlPage')),
  forceBasicCredentialAuthentication: page(() => import('../features/obligations/ForceBasicCredentialsPage')),
  obligation: page(() => import('../features/obligations/UnknownObligationPage')),
  accountSettings: page(() => import('../features/settings/AccountSettingsPage'), {
    tabs: {
      'switch-clients': page(() => import('../features/settings/SwitchClientsTab'), {
        loader: loader(() => import('../features/settings/loaders'), 'switchClientsLoader'),
      }),
      'contact-info': page(() => import('../features/settings/ContactInfoTab'), {
        loader: loader(() => import('../features/settings/loaders'), 'contactInfoLoader'),
      }),
      'change-password': page(() => import('../features/settings/ChangePasswordTab'), {
        loader: loader(() => import('../features/settings/loaders'), 'changePasswordTabLoader'),
      }),
      passkeys: page(() => import('../features/settings/PasskeysTab'), {
        loader: loader(() => import('../features/settings/loaders'), 'passkeysLoader'),
      }),
      localization: page(() => import('../features/settings/LocalizationTab'), {
        loader: loader(() => import('../features/settings/loaders'), 'localizationLoader'),
      }),
      devices: page(() => import('../features/settings/DevicesTab'), {
        loader: loader(() => import('../features/settings/loaders'), 'devicesLoader'),
      }),
    } satisfies Record<SettingsTab, RouteCode>,
  }),
} satisfies Record<PageRouteName, RouteCode>;

/** The lazy layouts: the query scope (TanStack Query's provider) and the auth guard. */
export const layoutCode = {
  queryScope: () => import('./QueryScope'),
  authGuard: () => import('./AuthGuard'),
};
