/**
 * The route table: every path of the spec that exists so far, each screen lazy-loaded and under its own
 * error boundary. From a URL to its code in one step: find the path here, follow the import.
 */
import type { ComponentType } from 'react';
import { Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { DEFAULT_SETTINGS_TAB, paths } from '../lib/paths';
import { Spinner } from '../ui';
import { loginEntryCheck } from '../features/login/entryCheck';
import { RootLayout, type RouteHandle } from './RootLayout';
import { RouteError } from './RouteError';
import { chunkLoaded, reloadOnceForStaleChunk, withChunkTimeout } from './chunkLoad';
import { loadNamespaces } from './i18n';
import type { MessageKey } from '../lib/messageKey';

type Loader = () => Promise<{ default: ComponentType }>;

type ScreenOptions = {
  layout?: RouteHandle['layout'];
  /**
   * The catalogues the screen renders besides its title's namespace and the entry's (common, login,
   * validation, results): a shared piece's namespace, say. src/app/translations.test.tsx renders every
   * route and fails on a key its catalogues lack.
   */
  namespaces?: readonly string[];
};

/**
 * A lazy screen. Its title's namespace and the others it names are its catalogues, downloaded
 * alongside its code (npm run bench counts them with the route).
 */
function screen(
  path: string,
  title: MessageKey,
  load: Loader,
  { layout = 'card', namespaces = [] }: ScreenOptions = {},
): RouteObject {
  const namespace = title.split(':')[0]!;
  return {
    path,
    handle: { title, layout } satisfies RouteHandle,
    errorElement: <RouteError />,
    lazy: async () => {
      try {
        const [module] = await Promise.all([
          withChunkTimeout(load()),
          loadNamespaces([namespace, ...namespaces]),
        ]);
        chunkLoaded();
        return { Component: module.default };
      } catch (error) {
        // A chunk a deploy removed: the page reloads (once) rather than showing an error.
        if (reloadOnceForStaleChunk(error)) return new Promise<never>(() => undefined);
        throw error;
      }
    },
  } as RouteObject;
}

/** Sends unknown paths to sign-in, keeping the query (a redirectUrl, say). */
function ToLogin() {
  const { search } = useLocation();
  return <Navigate to={`${paths.login.path}${search}`} replace />;
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <Spinner />,
    children: [
      // Screens that hold no server state in TanStack Query sit outside the query scope below, so a
      // first visit to them (sign-in above all) loads without it (src/README.md "Performance budgets").
      // A screen here that starts using Query fails with "No QueryClient set": move it into the scope.

      // Sign-in: GET /check runs as the route's loader, alongside the screen's chunk.
      {
        ...screen(paths.login.path, 'login:title', () => import('../features/login/LoginPage')),
        loader: loginEntryCheck,
      },

      screen(
        paths.switchClientsMessage.path,
        'login:switchClientsMessage.title',
        () => import('../features/login/SwitchClientsMessagePage'),
      ),

      // Legal, errors and notices
      screen(paths.legal.path, 'legal:title', () => import('../features/legal/LegalPage'), {
        layout: 'wide',
      }),
      screen(
        paths.unauthorizedError.path,
        'notices:unauthorizedError.title',
        () => import('../features/notices/UnauthorizedErrorPage'),
      ),
      screen(
        paths.resourceNotFound.path,
        'notices:resourceNotFound.title',
        () => import('../features/notices/ResourceNotFoundPage'),
      ),
      screen(
        paths.accountNoAccess.path,
        'notices:accountNoAccess.title',
        () => import('../features/notices/AccountNoAccessPage'),
      ),
      screen(paths.archived.path, 'notices:archived.title', () => import('../features/notices/ArchivedPage')),
      screen(paths.outage.path, 'notices:outage.title', () => import('./OutageRoute')),
      screen(paths.samlError.path, 'notices:outage.title', () => import('./OutageRoute')),
      screen(
        paths.notification.path,
        'notices:notification.title',
        () => import('../features/notices/NotificationPage'),
      ),
      screen(
        paths.unauthorizedNotification.path,
        'notices:unauthorizedNotification.title',
        () => import('../features/notices/UnauthorizedNotificationPage'),
      ),

      // Screens that read or write server state through TanStack Query.
      {
        // The `data` catalogue: the pending/error frame and the toasts of src/common (flags).
        lazy: async () => {
          const [module] = await Promise.all([import('./QueryScope'), loadNamespaces(['data'])]);
          return { Component: module.default };
        },
        children: [
          // Session
          screen(paths.logout.path, 'login:logout.title', () => import('../features/login/LogoutPage')),
          screen(
            paths.logoutAllSessions.path,
            'login:logout.title',
            () => import('../features/login/LogoutAllSessionsPage'),
          ),
          // Recovery and self-service entry
          screen(
            paths.forgotPasswordRequest.path,
            'recovery:forgotPassword.title',
            () => import('../features/recovery/ForgotPasswordRequestPage'),
          ),
          screen(
            paths.forgotPasswordReset.path,
            'recovery:resetPassword.title',
            () => import('../features/recovery/ResetPasswordPage'),
            // Its password errors are the shared catalogue's words (src/common/password/passwordErrors.ts).
            { namespaces: ['password'] },
          ),
          {
            path: '/auth/forgot-password/*',
            element: <Navigate to={paths.forgotPasswordRequest.path} replace />,
          },
          screen(
            paths.forgotUsernameRequest.path,
            'recovery:forgotUsername.title',
            () => import('../features/recovery/ForgotUsernameRequestPage'),
          ),
          {
            path: '/auth/forgot-username/*',
            element: <Navigate to={paths.forgotUsernameRequest.path} replace />,
          },
          screen(
            paths.ssoLoginRequest.path,
            'recovery:ssoLogin.title',
            () => import('../features/recovery/SsoLoginRequestPage'),
          ),
          screen(
            paths.selfRegistrationRequest.path,
            'recovery:selfRegistration.title',
            () => import('../features/recovery/SelfRegistrationRequestPage'),
          ),

          // Registration and invitations (src/features/registration)
          screen(
            paths.userConfirmation.path,
            'registration:confirmation.title',
            () => import('../features/registration/UserConfirmationPage'),
          ),
          screen(
            paths.createAccount.path,
            'registration:create.title',
            () => import('../features/registration/CreateAccountPage'),
            // The code step's words and the password errors are the shared catalogues'.
            { namespaces: ['verification', 'password'] },
          ),
          screen(
            paths.registrationSuccess.path,
            'registration:success.title',
            () => import('../features/registration/RegistrationSuccessPage'),
          ),
          {
            path: paths.registrationShortLink.path,
            lazy: async () => ({
              Component: (await import('../features/registration/Redirects')).ShortLinkRedirect,
            }),
          },
          {
            path: paths.accountRegistration.path,
            lazy: async () => ({
              Component: (await import('../features/registration/Redirects')).AccountRegistrationRedirect,
            }),
          },
          {
            path: paths.unauthenticatedRoot.path,
            lazy: async () => ({
              Component: (await import('../features/registration/Redirects')).UnauthenticatedRoot,
            }),
          },
          {
            path: paths.unauthenticatedError.path,
            lazy: async () => ({
              Component: (await import('../features/registration/Redirects')).UnauthenticatedError,
            }),
          },
          screen(
            paths.declineConfirmation.path,
            'registration:declined.title',
            () => import('../features/registration/DeclineConfirmationPage'),
          ),
          {
            path: paths.createCredential.path,
            lazy: async () => ({
              Component: (await import('../features/registration/CreateCredentialPage'))
                .CreateCredentialRedirect,
            }),
          },
          screen(
            paths.createCredentialAccountInfo.path,
            'registration:credential.title',
            () => import('../features/registration/CreateCredentialPage'),
            { namespaces: ['password'] },
          ),
          screen(
            paths.createCredentialSuccess.path,
            'registration:credentialSuccess.title',
            () => import('../features/registration/CreateCredentialSuccessPage'),
          ),
          screen(
            paths.ssoServiceProviderAssociateConfirmation.path,
            'registration:ssoProvider.title',
            () => import('../features/registration/SsoServiceProviderPage'),
          ),
          {
            path: paths.ssoServiceProviderPersonalInfo.path,
            lazy: async () => ({
              Component: (await import('../features/registration/SsoServiceProviderPage'))
                .SsoPersonalInfoRedirect,
            }),
          },
          {
            // The base path and any other sub-path: the associate confirmation (spec section 2).
            path: '/auth/sso-service-provider/*',
            lazy: async () => ({
              Component: (await import('../features/registration/SsoServiceProviderPage'))
                .SsoServiceProviderRedirect,
            }),
          },

          // Signed-in area: everything below needs a session (spec section 6).
          {
            // The loader checks the session and primes the person and the client (useSession()).
            loader: async (args) => (await import('./AuthGuard')).authGuardLoader(args),
            lazy: async () => ({ Component: (await import('./AuthGuard')).AuthGuard }),
            children: [
              // Registration: linking an invitation to the signed-in account (src/features/registration).
              screen(
                paths.accountLinking.path,
                'registration:linking.title',
                () => import('../features/registration/AccountLinkingPage'),
              ),
              // Support tools and the doors into other products (src/features/support).
              {
                ...screen(
                  paths.impersonation.path,
                  'support:impersonation.title',
                  () => import('../features/support/ImpersonationPage'),
                ),
                loader: async (args) =>
                  (await import('../features/support/loaders')).impersonationLoader(args),
              },
              {
                ...screen(
                  paths.chooseProduct.path,
                  'support:chooseProduct.title',
                  () => import('../features/support/ChooseProductPage'),
                ),
                loader: async (args) =>
                  (await import('../features/support/loaders')).chooseProductLoader(args),
              },
              screen(
                paths.ssoIdpMarketplace.path,
                'support:marketplace.title',
                () => import('../features/support/MarketplacePage'),
              ),
              screen(
                paths.samlRedirect.path,
                'support:samlRedirect.title',
                () => import('../features/support/SamlRedirectPage'),
              ),
              screen(paths.userRoot.path, 'account:title', () => import('../features/account/UserHomePage')),
              // Step-up, add contact, email and contact verification (src/features/step-up, contact-verification).
              screen(paths.stepUp.path, 'stepup:title', () => import('../features/step-up/StepUpPage'), {
                namespaces: ['verification'],
              }),
              screen(paths.loginStepUp.path, 'stepup:title', () => import('../features/step-up/StepUpPage'), {
                namespaces: ['verification'],
              }),
              screen(
                paths.addPhone.path,
                'contactVerification:addPhone.title',
                () => import('../features/obligations/AddPhonePage'),
              ),
              screen(
                paths.addEmail.path,
                'contactVerification:addEmail.title',
                () => import('../features/obligations/AddEmailPage'),
              ),
              screen(
                paths.emailVerifyNotification.path,
                'contactVerification:emailVerify.title',
                () => import('../features/obligations/EmailVerifyNotificationPage'),
                { namespaces: ['verification'] },
              ),
              {
                path: paths.emailVerify.path,
                lazy: async () => ({
                  Component: (await import('../features/obligations/EmailVerifyNotificationPage'))
                    .EmailVerifyRedirect,
                }),
              },
              screen(
                paths.verifyContactInfo.path,
                'contactVerification:verifyContact.title',
                () => import('../features/contact-verification/VerifyContactInfoPage'),
                { namespaces: ['verification'] },
              ),
              {
                ...screen(
                  paths.changePassword.path,
                  'password:changeTitle',
                  () => import('../features/obligations/ChangePasswordObligationPage'),
                ),
                loader: async (args) =>
                  (await import('../features/obligations/changePasswordApi')).changePasswordLoader(args),
              },
              // Login obligations (src/features/obligations); change password is above.
              {
                ...screen(
                  paths.reviewUsername.path,
                  'obligations:username.reviewTitle',
                  () => import('../features/obligations/ReviewUsernamePage'),
                  { namespaces: ['password'] },
                ),
                loader: async (args) =>
                  (await import('../features/obligations/loaders')).usernameLoader(args),
              },
              {
                ...screen(
                  paths.changeUsername.path,
                  'obligations:username.changeTitle',
                  () => import('../features/obligations/ChangeUsernamePage'),
                  { namespaces: ['password'] },
                ),
                loader: async (args) =>
                  (await import('../features/obligations/loaders')).usernameLoader(args),
              },
              {
                ...screen(
                  paths.reviewContactInfo.path,
                  'obligations:contactInfo.title',
                  () => import('../features/obligations/ReviewContactInfoPage'),
                  { namespaces: ['contacts'] },
                ),
                loader: async (args) =>
                  (await import('../features/obligations/loaders')).contactInfoLoader(args),
              },
              screen(
                paths.createBasicCredentials.path,
                'obligations:basicCredentials.title',
                () => import('../features/obligations/CreateBasicCredentialsPage'),
                { namespaces: ['password'] },
              ),
              // The signed-in way to the same username and password (spec section 2).
              screen(
                paths.userCreateCredential.path,
                'obligations:basicCredentials.title',
                () => import('../features/obligations/CreateBasicCredentialsPage'),
                { namespaces: ['password'] },
              ),
              {
                ...screen(
                  paths.legalAgreements.path,
                  'obligations:legal.title',
                  () => import('../features/obligations/LegalAgreementsPage'),
                ),
                loader: async (args) =>
                  (await import('../features/obligations/loaders')).legalAgreementsLoader(args),
              },
              screen(
                paths.forceSamlAuthentication.path,
                'obligations:forceSaml.title',
                () => import('../features/obligations/ForceSamlPage'),
              ),
              screen(
                paths.forceBasicCredentialAuthentication.path,
                'obligations:forceBasic.title',
                () => import('../features/obligations/ForceBasicCredentialsPage'),
              ),
              // Any other kind: a page that says so and offers to go on or sign out, never a blank.
              screen(
                paths.obligation.path,
                'obligations:unknown.title',
                () => import('../features/obligations/UnknownObligationPage'),
              ),
              // Account settings: the tab's code and data load with the route (src/features/settings/tabs.ts).
              {
                ...screen(
                  paths.accountSettings.path,
                  'settings:title',
                  () => import('../features/settings/AccountSettingsPage'),
                  // The change-password tab renders the shared form, the contact-info tab the shared list.
                  { layout: 'wide', namespaces: ['password', 'contacts'] },
                ),
                loader: async (args) => (await import('../features/settings/loader')).settingsLoader(args),
              },
              {
                path: `${paths.accountSettings.root}/*`,
                element: <Navigate to={paths.accountSettings.href({ tab: DEFAULT_SETTINGS_TAB })} replace />,
              },
            ],
          },
        ],
      },

      { path: '/auth', element: <ToLogin /> },
      { path: '*', element: <ToLogin /> },
    ],
  },
];
