/**
 * The route table: every URL of the spec (section 2) that exists so far, written out, each with its
 * screen. From a URL to its code in one look-up: find the URL here, follow the import. Every entry has
 * one shape, `page(url, { title, screen | redirect, loader?, namespaces?, layout? })` (./routeEntry.tsx),
 * which gives it its title, its error boundary and the lazy load. Links are built with src/lib/paths.ts,
 * whose every path a test finds written here (./routeTable.test.tsx).
 *
 * Over 300 lines on purpose: ~60 URLs, one entry each as prettier lays it out; split across files, a
 * URL would again take more than one look-up.
 */
import type { RouteObject } from 'react-router-dom';
import { Spinner } from '../ui';
import { loginEntryCheck } from '../features/login/entryCheck';
import { loadChunk } from '../lib/chunkLoad';
import { RootLayout, SIGNED_IN_ROUTE_ID } from './RootLayout';
import { RouteError } from './RouteError';
import { loadNamespaces } from './i18n';
import { page } from './routeEntry';

const registrationRedirects = () => import('../features/registration/Redirects');
const ssoServiceProvider = () => import('../features/registration/SsoServiceProviderPage');
const createAccount = () => import('../features/registration/CreateAccountPage');
const stepUp = () => import('../features/step-up/StepUpPage');
const basicCredentials = () => import('../features/obligations/CreateBasicCredentialsPage');
const outage = () => import('./OutageRoute');
const notice = () => import('../features/notices/NoticePages');

// A loader's code is a chunk like a screen's: the same 120 s timeout (spec section 9).
const obligationLoaders = () => loadChunk(() => import('../features/obligations/loaders'));
const registrationLoaders = () => loadChunk(() => import('../features/registration/loaders'));
const supportLoaders = () => loadChunk(() => import('../features/support/loaders'));

/**
 * Screens that hold no server state in TanStack Query: outside the query scope, so a first visit to
 * them (sign-in above all) loads without it (src/README.md "Performance budgets"). A screen here that
 * starts using Query fails with "No QueryClient set": move it into the scope.
 */
const withoutQuery: RouteObject[] = [
  // Sign-in: GET /check runs as the route's loader, alongside the screen's chunk.
  page('/auth/login', {
    title: 'login:title',
    screen: () => import('../features/login/LoginPage'),
    loader: loginEntryCheck,
  }),
  page('/auth/switch-clients-message', {
    title: 'login:switchClientsMessage.title',
    screen: () => import('../features/login/SwitchClientsMessagePage'),
  }),

  // Legal, errors and notices
  page('/auth/legal', {
    title: 'legal:title',
    screen: () => import('../features/legal/LegalPage'),
    layout: 'wide',
  }),
  page('/auth/unauthorized-error', {
    title: 'notices:unauthorizedError.title',
    screen: notice,
    component: 'UnauthorizedErrorPage',
  }),
  page('/auth/resource-not-found', {
    title: 'notices:resourceNotFound.title',
    screen: notice,
    component: 'ResourceNotFoundPage',
  }),
  page('/auth/account-no-access', {
    title: 'notices:accountNoAccess.title',
    screen: notice,
    component: 'AccountNoAccessPage',
  }),
  page('/auth/archived', {
    title: 'notices:archived.title',
    screen: notice,
    component: 'ArchivedPage',
  }),
  page('/auth/outage', { title: 'notices:outage.title', screen: outage }),
  page('/auth/saml-error', { title: 'notices:outage.title', screen: outage }),
  page('/auth/notification', {
    title: 'notices:notification.title',
    screen: notice,
    component: 'NotificationPage',
  }),
  page('/auth/unauthorized-notification', {
    title: 'notices:unauthorizedNotification.title',
    screen: notice,
    component: 'UnauthorizedNotificationPage',
  }),
];

/** Screens that read or write server state through TanStack Query, before sign-in. */
const anonymous: RouteObject[] = [
  // Session
  page('/auth/logout', {
    title: 'login:logout.title',
    screen: () => import('../features/login/LogoutPage'),
  }),
  page('/auth/logout-all-sessions', {
    title: 'login:logout.title',
    screen: () => import('../features/login/LogoutAllSessionsPage'),
  }),

  // Recovery and self-service entry (src/features/recovery)
  page('/auth/forgot-password/request', {
    title: 'recovery:forgotPassword.title',
    screen: () => import('../features/recovery/ForgotPasswordRequestPage'),
  }),
  page('/auth/forgot-password/reset', {
    title: 'recovery:resetPassword.title',
    screen: () => import('../features/recovery/ResetPasswordPage'),
    loader: async (args) =>
      (await loadChunk(() => import('../features/recovery/loaders'))).resetPasswordLoader(args),
    // Its password errors are the shared catalogue's words (src/common/password/passwordErrors.ts).
    namespaces: ['password'],
  }),
  page('/auth/forgot-password/*', {
    title: 'recovery:forgotPassword.title',
    redirect: '/auth/forgot-password/request',
  }),
  page('/auth/forgot-username/request', {
    title: 'recovery:forgotUsername.title',
    screen: () => import('../features/recovery/ForgotUsernameRequestPage'),
  }),
  page('/auth/forgot-username/*', {
    title: 'recovery:forgotUsername.title',
    redirect: '/auth/forgot-username/request',
  }),
  page('/auth/sso-login/request', {
    title: 'recovery:ssoLogin.title',
    screen: () => import('../features/recovery/SsoLoginRequestPage'),
  }),
  page('/auth/self-registration/request', {
    title: 'recovery:selfRegistration.title',
    screen: () => import('../features/recovery/SelfRegistrationRequestPage'),
  }),

  // Registration and invitations (src/features/registration)
  // A token page's loader takes the token off the URL (src/common/data/tokenPage.ts).
  page('/auth/user-confirmation', {
    title: 'registration:confirmation.title',
    screen: () => import('../features/registration/UserConfirmationPage'),
    loader: (args) => registrationLoaders().then((m) => m.userConfirmationLoader(args)),
  }),
  page('/auth/create-account/:token/:accountType?', {
    title: 'registration:create.title',
    screen: createAccount,
    // The code step's words and the password errors are the shared catalogues'.
    namespaces: ['verification', 'password'],
    loader: (args) => registrationLoaders().then((m) => m.createAccountLoader(args)),
  }),
  // The same two screens once the token is off the URL.
  page('/auth/create-account', {
    title: 'registration:create.title',
    screen: createAccount,
    namespaces: ['verification', 'password'],
    loader: (args) => registrationLoaders().then((m) => m.createAccountLoader(args)),
  }),
  page('/auth/create-account/sso', {
    title: 'registration:create.title',
    screen: createAccount,
    namespaces: ['verification', 'password'],
    loader: (args) => registrationLoaders().then((m) => m.createAccountLoader(args)),
  }),
  page('/auth/a/registration/success', {
    title: 'registration:success.title',
    screen: () => import('../features/registration/RegistrationSuccessPage'),
  }),
  page('/auth/r/:token/:accountType?', {
    title: 'registration:create.title',
    screen: registrationRedirects,
    component: 'ShortLinkRedirect',
  }),
  page('/auth/account-registration', {
    title: 'registration:confirmation.title',
    screen: registrationRedirects,
    component: 'AccountRegistrationRedirect',
  }),
  page('/auth/a', {
    title: 'login:title',
    screen: registrationRedirects,
    component: 'UnauthenticatedRoot',
  }),
  page('/auth/a/error', {
    title: 'results:FAILURE_UNSUPPORTED.title',
    screen: registrationRedirects,
    component: 'UnauthenticatedError',
  }),
  page('/auth/decline-confirmation', {
    title: 'registration:declined.title',
    screen: () => import('../features/registration/DeclineConfirmationPage'),
  }),
  page('/auth/create-credential', {
    title: 'registration:credential.title',
    screen: () => import('../features/registration/CreateCredentialPage'),
    component: 'CreateCredentialRedirect',
  }),
  page('/auth/create-credential/account-info', {
    title: 'registration:credential.title',
    screen: () => import('../features/registration/CreateCredentialPage'),
    namespaces: ['password'],
    loader: (args) => registrationLoaders().then((m) => m.createCredentialLoader(args)),
  }),
  page('/auth/create-credential/success-notification', {
    title: 'registration:credentialSuccess.title',
    screen: () => import('../features/registration/CreateCredentialSuccessPage'),
  }),
  page('/auth/sso-service-provider/associate-confirmation', {
    title: 'registration:ssoProvider.title',
    screen: ssoServiceProvider,
    loader: (args) => registrationLoaders().then((m) => m.ssoServiceProviderLoader(args)),
  }),
  page('/auth/sso-service-provider/personal-info', {
    title: 'registration:create.title',
    screen: ssoServiceProvider,
    component: 'SsoPersonalInfoRedirect',
  }),
  // The base path and any other sub-path: the associate confirmation (spec section 2).
  page('/auth/sso-service-provider/*', {
    title: 'registration:ssoProvider.title',
    screen: ssoServiceProvider,
    component: 'SsoServiceProviderRedirect',
  }),
];

/** The signed-in area: everything here needs a session (spec section 6). */
const signedIn: RouteObject[] = [
  // Registration: linking an invitation to the signed-in account (src/features/registration).
  // Signed out, its loader sends the invitation to account creation (spec section 2).
  page('/auth/account-linking', {
    title: 'registration:linking.title',
    screen: () => import('../features/registration/AccountLinkingPage'),
    loader: (args) => registrationLoaders().then((m) => m.accountLinkingLoader(args)),
  }),
  // After a password sign-in, before its target: the offer to create a passkey (issue 24).
  page('/auth/passkey-offer', {
    title: 'passkeyOffer:title',
    screen: () => import('../features/login/PasskeyOfferPage'),
    namespaces: ['passkeyOffer'],
  }),
  // Support tools and the doors into other products (src/features/support).
  page('/auth/impersonation', {
    title: 'support:impersonation.title',
    screen: () => import('../features/support/ImpersonationPage'),
    loader: (args) => supportLoaders().then((m) => m.impersonationLoader(args)),
  }),
  page('/auth/choose-product', {
    title: 'support:chooseProduct.title',
    screen: () => import('../features/support/ChooseProductPage'),
    loader: (args) => supportLoaders().then((m) => m.chooseProductLoader(args)),
  }),
  page('/auth/sso-idp-adp/marketplace', {
    title: 'support:marketplace.title',
    screen: () => import('../features/support/MarketplacePage'),
  }),
  page('/auth/user/saml-redirect/:clientId', {
    title: 'support:samlRedirect.title',
    screen: () => import('../features/support/SamlRedirectPage'),
  }),
  page('/auth/user', {
    title: 'account:title',
    screen: () => import('../features/account/UserHomePage'),
  }),

  // Step-up and contact verification (src/features/step-up, src/features/contact-verification).
  page('/auth/step-up', { title: 'stepup:title', screen: stepUp, namespaces: ['verification'] }),
  page('/auth/login-step-up', {
    title: 'stepup:title',
    screen: stepUp,
    namespaces: ['verification'],
  }),
  page('/auth/verify-contact-info', {
    title: 'contactVerification:verifyContact.title',
    screen: () => import('../features/contact-verification/VerifyContactInfoPage'),
    namespaces: ['verification'],
  }),

  // Login obligations (spec section 4 "Obligations", src/features/obligations).
  page('/auth/change-password', {
    title: 'password:changeTitle',
    screen: () => import('../features/obligations/ChangePasswordObligationPage'),
    loader: async (args) =>
      (await loadChunk(() => import('../features/obligations/changePasswordApi'))).changePasswordLoader(args),
  }),
  page('/auth/review-username', {
    title: 'obligations:username.reviewTitle',
    screen: () => import('../features/obligations/ReviewUsernamePage'),
    namespaces: ['password'],
    loader: (args) => obligationLoaders().then((m) => m.usernameLoader(args)),
  }),
  page('/auth/change-username', {
    title: 'obligations:username.changeTitle',
    screen: () => import('../features/obligations/ChangeUsernamePage'),
    namespaces: ['password'],
    loader: (args) => obligationLoaders().then((m) => m.usernameLoader(args)),
  }),
  page('/auth/review-contact-info', {
    title: 'obligations:contactInfo.title',
    screen: () => import('../features/obligations/ReviewContactInfoPage'),
    namespaces: ['contacts'],
    loader: (args) => obligationLoaders().then((m) => m.contactInfoLoader(args)),
  }),
  page('/auth/add-phone', {
    title: 'contactVerification:addPhone.title',
    screen: () => import('../features/obligations/AddPhonePage'),
  }),
  page('/auth/add-email', {
    title: 'contactVerification:addEmail.title',
    screen: () => import('../features/obligations/AddEmailPage'),
  }),
  page('/auth/email-verify-notification', {
    title: 'contactVerification:emailVerify.title',
    screen: () => import('../features/obligations/EmailVerifyNotificationPage'),
    namespaces: ['verification'],
  }),
  page('/auth/email-verify', {
    title: 'contactVerification:emailVerify.title',
    screen: () => import('../features/obligations/EmailVerifyNotificationPage'),
    component: 'EmailVerifyRedirect',
  }),
  page('/auth/obligations/create-basic-credentials', {
    title: 'obligations:basicCredentials.title',
    screen: basicCredentials,
    namespaces: ['password'],
  }),
  // The signed-in way to the same username and password (spec section 2).
  page('/auth/user/create-credential', {
    title: 'obligations:basicCredentials.title',
    screen: basicCredentials,
    namespaces: ['password'],
  }),
  page('/auth/user/legal-agreements', {
    title: 'obligations:legal.title',
    screen: () => import('../features/obligations/LegalAgreementsPage'),
    loader: (args) => obligationLoaders().then((m) => m.legalAgreementsLoader(args)),
  }),
  page('/auth/obligations/force-saml-authentication', {
    title: 'obligations:forceSaml.title',
    screen: () => import('../features/obligations/ForceSamlPage'),
  }),
  page('/auth/obligations/force-basic-credential-authentication', {
    title: 'obligations:forceBasic.title',
    screen: () => import('../features/obligations/ForceBasicCredentialsPage'),
  }),
  // Any other kind: a page that says so and offers to go on or sign out, never a blank.
  page('/auth/obligations/:obligation', {
    title: 'obligations:unknown.title',
    screen: () => import('../features/obligations/UnknownObligationPage'),
  }),

  // Account settings: the tab's code and data load with the route (src/features/settings/tabs.ts).
  page('/auth/account-settings/:tab', {
    title: 'settings:title',
    screen: () => import('../features/settings/AccountSettingsPage'),
    layout: 'wide',
    // The change-password tab renders the shared form, the contact-info tab the shared list.
    namespaces: ['password', 'contacts'],
    loader: async (args) =>
      (await loadChunk(() => import('../features/settings/loader'))).settingsLoader(args),
  }),
  page('/auth/account-settings/*', {
    title: 'settings:title',
    redirect: '/auth/account-settings/switch-clients',
    layout: 'wide',
  }),
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <Spinner />,
    children: [
      ...withoutQuery,
      {
        // The query scope. The `data` catalogue: the pending/error frame and the toasts of src/common (flags).
        // Its code and catalogue, and the auth guard's code, through loadChunk as every page's
        // (./routeTable.test.tsx).
        lazy: async () => {
          const [module] = await Promise.all([
            loadChunk(() => import('./QueryScope')),
            loadChunk(() => loadNamespaces(['data'])),
          ]);
          return { Component: module.default };
        },
        children: [
          ...anonymous,
          {
            // The auth guard: its loader checks the session and primes the person and the client (useSession()).
            id: SIGNED_IN_ROUTE_ID,
            loader: async (args) => (await loadChunk(() => import('./AuthGuard'))).authGuardLoader(args),
            lazy: async () => ({ Component: (await loadChunk(() => import('./AuthGuard'))).AuthGuard }),
            children: signedIn,
          },
        ],
      },
      // Unknown paths go to sign-in, keeping the query (a redirectUrl, say).
      page('/auth', { title: 'login:title', redirect: '/auth/login' }),
      page('*', { title: 'login:title', redirect: '/auth/login' }),
    ],
  },
];
