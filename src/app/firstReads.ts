/**
 * The GET each token page's loader asks first, from the address alone (issue 66): the build writes it
 * beside the route's chunks in the document's `<head>` (scripts/build/route-preloads.ts), whose inline
 * script starts it as the document is parsed, in parallel with the code; the app's own request for the
 * same URL then takes that answer (scripts/build/route-start.ts) instead of asking a round trip after
 * its code has run. Keyed by the route table's names (src/lib/paths.ts); a redirect that keeps the query
 * (/auth/create-credential?token=…) names its target's read. Read by the build alone: nothing in the
 * app imports it (no byte on sign-in). ./firstReads.test.ts runs each loader and fails when the URL it
 * asks is not this one.
 */
import type { Area, PageRouteName } from '../lib/paths.ts';

/** Which client asks it (src/api/config.ts): its base path goes before `path`. */
export type ReadService =
  'authenticationService' | 'identityOrchestrator' | 'identityOrchestratorV1' | 'uiGateway';

export type FirstRead = {
  service: ReadService;
  /** The path and query after the service's base, `{token}` standing for the token. */
  path: string;
  /** Where the address carries the token: its query parameter, or the route's path parameter; none: no token. */
  token?: { query: string } | { param: string };
  /** The GETs the loader asks next with what this one answered, asked as soon as it has. */
  then?: FollowingRead[];
};

/**
 * A read whose path names values of the read before it (`{clientId}`): each with the paths in that
 * answer where the loader finds it, the first that holds one; a value missing, it is not asked (naming
 * none, `from: {}`, it is asked once that read answered 2xx). A GET,
 * or with `body` (its JSON, the same `{names}` in it) a POST that only reads (a flag's lookup), sent
 * with the CSRF token as the app's clients send it.
 */
export type FollowingRead = {
  service: ReadService;
  path: string;
  from: Record<string, string[]>;
  body?: string;
};

/**
 * The GET an area's layout asks first on every route of the area (src/app/routes.tsx): the auth guard's
 * session check, which every signed-in page waits for before its own data (signed out, the same answer
 * sends the visitor to sign-in); once it answered 2xx (someone is signed in), the session's person and
 * client, which the guard's loader asks next, side by side (src/common/session/loadSession.ts).
 */
export const areaFirstReads: Partial<Record<Area, FirstRead[]>> = {
  signedIn: [
    {
      service: 'authenticationService',
      path: '/check',
      then: ['/persons/me', '/associates/me/clientInfo'].map((path) => ({
        service: 'identityOrchestrator',
        path,
        from: {},
      })),
    },
  ],
};

/** A token page's read of its token, the token in the query (`?token=…`). */
const tokenRead = (path: string): FirstRead => ({
  service: 'identityOrchestrator',
  path,
  token: { query: 'token' },
});
const registrationRead = '/tokens/registration/{token}?extended=true';
/** Where an invitation's answer names its client and associate (src/features/registration/tokenFacts.ts). */
const invitationIds = {
  clientId: ['data.token_blob.client_id', 'data.token_blob.clientId'],
  associateId: ['data.token_blob.associateId', 'data.identifier'],
};
/**
 * The invitation's GETs after its token (src/features/registration/invitationStep.ts), side by side: the
 * identity verifiers too, which the app asks only when the date-of-birth check is required (a read, and
 * the first screen's decision needs it then).
 */
const invitationChecks: FollowingRead[] = [
  'dob-obligation',
  'identity-verifiers',
  'registration-settings',
].map((check) => ({
  service: 'identityOrchestrator',
  path: `/clients/{clientId}/associates/{associateId}/${check}`,
  from: invitationIds,
}));
/** The invitation's client's `requireOnlyAdpEmails`, which account creation's personal step waits for. */
const companyEmailFlagRead: FollowingRead = {
  service: 'identityOrchestrator',
  path: '/feature-settings/idm/features/requireOnlyAdpEmails',
  body: '{"clientId":"{clientId}"}',
  from: { clientId: invitationIds.clientId },
};
const createCredentialRead = tokenRead('/tokens/createCredential/{token}?extended=true');
const ssoServiceProviderRead = tokenRead('/tokens/ssoServiceProvider/{token}?extended=true');

/**
 * The change-password obligation's own check (src/features/obligations/changePasswordLoader.ts), which its
 * loader asks once the session check answered: asked beside that check, not after it. After a sign-in
 * that owes it, the move to the page asks it with the route's code (src/common/navigation/routeStart.ts).
 */
const obligationRead: FirstRead = { service: 'authenticationService', path: '/check-obligations' };

export const firstReads: Partial<Record<PageRouteName, FirstRead>> = {
  changePassword: obligationRead,
  forgotPasswordReset: tokenRead('/tokens/resetPassword/{token}'),
  userConfirmation: { ...tokenRead(registrationRead), then: invitationChecks },
  createAccount: { ...tokenRead(registrationRead), token: { param: 'token' }, then: [companyEmailFlagRead] },
  // A redirect to account-info, keeping the query.
  createCredential: createCredentialRead,
  createCredentialAccountInfo: createCredentialRead,
  // A redirect to associate-confirmation, keeping the query.
  ssoServiceProvider: ssoServiceProviderRead,
  ssoServiceProviderAssociateConfirmation: ssoServiceProviderRead,
};
