/**
 * The registration routes' loaders (src/common/data/tokenPage.ts), a module of their own so a
 * navigation starts the data and the screen's code side by side (docs/architecture.md "Page data"). Each
 * verifies its link before the screen paints and takes the token off the address bar.
 */
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import {
  associateTokenQueryOptions,
  clientFeatureFlagQueryOptions,
  tokenQueryOptions,
  type Token,
  type TokenKind,
} from '../../api/queries/registration';
import { primeQuery } from '../../common/data/loaderContext';
import { tokenPageLoader } from '../../common/data/tokenPage';
import { sessionForLoader } from '../../common/session/loadSession';
import { paths } from '../../lib/paths';
import { tokenRefused } from './outcomes';
import { invitationQueryOptions } from '../../api/queries/registration';
import { resolveInvitation } from './resolveInvitation';
import { tokenFacts } from './tokenFacts';

const tokenOf = (kind: TokenKind) => (token: string) => tokenQueryOptions(kind, token);

/**
 * /auth/user-confirmation?token=…: the whole invitation is read
 * before paint; a profile without a date of birth ends on its result page, and an invitation that
 * skips the welcome goes straight on to account creation.
 */
export const userConfirmationLoader = tokenPageLoader({
  token: { query: 'token' },
  options: (token: string) => invitationQueryOptions(token, resolveInvitation),
  missing: 'BAD_REGISTRATION_TOKEN',
  refused: tokenRefused('BAD_REGISTRATION_TOKEN'),
  after: (step, token) =>
    step.type === 'result'
      ? { result: step.result }
      : step.type === 'createAccount'
        ? { to: paths.createAccount.href({ token }) }
        : null,
});

/** The invitation's client's `requireOnlyAdpEmails`, which the personal-info step's rules wait for. */
async function primeCompanyEmailRule(invitation: Token, queryClient: QueryClient): Promise<void> {
  const { clientId } = tokenFacts(invitation);
  if (clientId !== undefined)
    await primeQuery(queryClient, clientFeatureFlagQueryOptions('requireOnlyAdpEmails', clientId));
}

const createAccount = tokenPageLoader({
  token: { param: 'token' },
  options: tokenOf('registration'),
  missing: 'FAILURE_LINK',
  refused: tokenRefused('FAILURE_LINK'),
  prime: primeCompanyEmailRule,
});

/** The single-sign-on variant's link failures are the unauthorized page. */
const createSsoAccount = tokenPageLoader({
  token: { param: 'token' },
  options: tokenOf('registration'),
  missing: 'FAILURE_UNAUTHORIZED',
  refused: tokenRefused('FAILURE_UNAUTHORIZED'),
  prime: primeCompanyEmailRule,
});

/**
 * /auth/create-account/{token}[/sso], and the token-free /auth/create-account[/sso] the loader goes on
 * to (src/common/data/tokenPage.ts).
 */
export const createAccountLoader = (args: LoaderFunctionArgs) =>
  args.params.accountType === 'sso' || new URL(args.request.url).pathname.endsWith('/sso')
    ? createSsoAccount(args)
    : createAccount(args);

/** /auth/create-credential/account-info?token=…. */
/**
 * /auth/create-credential?token=… → account-info, the query (token, redirectUrl) kept, before anything
 * renders: the link's first screen (src/app/firstScreens.ts) stays until that page's form takes it over.
 */
export const createCredentialRedirectLoader = async ({ request }: LoaderFunctionArgs) =>
  redirect(`${paths.createCredentialAccountInfo.path}${new URL(request.url).search}`);

export const createCredentialLoader = tokenPageLoader({
  token: { query: 'token' },
  options: tokenOf('createCredential'),
  missing: 'FAILURE_LINK',
  refused: tokenRefused('FAILURE_LINK'),
});

/** /auth/sso-service-provider/associate-confirmation?token=…: SSO token failures are unauthorized. */
export const ssoServiceProviderLoader = tokenPageLoader({
  token: { query: 'token' },
  options: tokenOf('ssoServiceProvider'),
  missing: 'FAILURE_UNAUTHORIZED',
  refused: tokenRefused('FAILURE_UNAUTHORIZED'),
});

/**
 * /auth/account-linking?token=…: signed out, the invitation
 * is account creation's (last paragraph of "Authenticated routes"); signed in, the
 * associate token is verified. A failed session check is left to the auth guard, which offers Try again.
 */
export const accountLinkingLoader = tokenPageLoader({
  token: { query: 'token' },
  options: associateTokenQueryOptions,
  missing: 'FAILURE_LINK',
  refused: tokenRefused('FAILURE_LINK'),
  before: async (token, args) =>
    (await sessionForLoader(args))?.check?.authenticated === false
      ? paths.createAccount.href({ token })
      : null,
});
