import { HttpResponse } from 'msw';
import { obligationCommandValues, type components } from '../../../src/api/generated/common.ts';
import { clearFailures, recordFailure, servedLock } from '../../core/attempts.ts';
import type { MockContext } from '../../core/context.ts';
import { fail } from '../../core/errors.ts';
import { describeQuery, escapeHtml, standInPage } from '../../core/html.ts';
import {
  clearedSessionCookies,
  type Cookies,
  findSession,
  randomId,
  requireSession,
  sessionCookies,
  startSession,
  withCookies,
  XSRF_COOKIE,
} from '../../core/session.ts';
import { resolveObligations } from '../identity-orchestrator/people.ts';
import { createHttp } from './http.ts';

/** Failed sign-ins for one username before the captcha is demanded, and before the lockout. */
export const CAPTCHA_AFTER_FAILURES = 3;
export const LOCK_AFTER_FAILURES = 5;
export const LOCKOUT_MS = 5 * 60 * 1000;
/** The mock captcha's site key (the local widget accepts any non-empty token). */
export const MOCK_SITE_KEY = 'mock-site-key';
/** Stand-in page of the other sign-in system, served by the mock server's page handlers. */
export const NEXO_LOGIN_URL = '/__mock/pages/nexo/login';

type ObligationCommand = components['schemas']['ObligationCommand'];
type RequiredAction = components['schemas']['RequiredAction'];

const isObligationCommand = (value: string | null): value is ObligationCommand =>
  value !== null && (obligationCommandValues as readonly string[]).includes(value);

const HTML = { 'Content-Type': 'text/html; charset=utf-8' };

type Person = ReturnType<MockContext['db']['persons']['all']>[number];

/**
 * Everything after the credential check, shared by the password and the passkey sign-in: the
 * person's status and associates, a new session in place of the browser's old one (no session
 * fixation) and the answer with its cookies. `levelOfAssurance` overrides the person's base level
 * (a passkey with user verification is level 3).
 */
export async function signIn(
  context: MockContext,
  person: Person,
  cookies: Cookies,
  options: { levelOfAssurance?: number } = {},
): Promise<Response> {
  const { db } = context;
  if (person.status === 'inactive') fail(401, 'ACCOUNT_INACTIVE', { message: 'This account is inactive.' });
  const associates = db.associates.findMany((q) => q.where({ personId: person.id }));
  const usable = associates.filter((associate) => !associate.suspended);
  if (associates.length > 0 && usable.length === 0) {
    fail(401, 'ASSOCIATE_SUSPENDED', { message: 'Access to this account is suspended.' });
  }
  const associate = usable.find((candidate) => candidate.isCurrentlySelectedAssociate) ?? usable[0];
  if (!associate) fail(403, 'INSUFFICIENT_PERMISSIONS', { message: 'The account is not fully set up.' });
  if (!associate.isCurrentlySelectedAssociate) {
    // The selected associate was suspended: the session acts for the first usable one instead.
    await db.associates.updateMany((q) => q.where({ personId: person.id }), {
      data(draft) {
        draft.isCurrentlySelectedAssociate = draft.id === associate.id;
      },
    });
  }
  const previous = findSession(context, cookies);
  if (previous) db.sessions.delete(previous);
  const session = await startSession(context, person, associate.id, options.levelOfAssurance);
  // No `redirectUrl`: the mock server shares the app's origin, so targets need no base URL in front.
  return HttpResponse.json(
    {
      personalSettings: {
        preferredLanguage: person.preferredLanguage,
        region: person.region,
        timezone: person.timezone,
      },
    },
    withCookies([...sessionCookies(session), `${XSRF_COOKIE}=${randomId()}; Path=/; SameSite=Lax`]),
  );
}

export function signInHandlers(context: MockContext) {
  const http = createHttp();
  const { db } = context;

  const findPerson = (username: string) => {
    const wanted = username.trim().toLowerCase();
    return db.persons.findFirst((q) => q.where({ username: (name) => name.toLowerCase() === wanted }));
  };

  function authPathOf(username: string) {
    const person = findPerson(username);
    // An unknown username answers like one of ours, so the check does not reveal which usernames exist.
    const isNexo = person?.authenticationPath === 'Nexo';
    return {
      isLifionLogin: !isNexo,
      isNexoClientRebrandEnabled: person?.nexoClientRebrandEnabled ?? false,
      ...(isNexo ? { nexoLoginUrl: NEXO_LOGIN_URL } : {}),
    };
  }

  return [
    http.post('/login', async ({ cookies, request }) => {
      const form = Object.fromEntries(new URLSearchParams(await request.text()));
      const username = form.username ?? '';
      const password = form.password ?? '';
      const recaptchaToken = form.recaptchaToken ?? '';

      const attempts = await servedLock(
        context,
        'login',
        username,
        'Too many failed sign-in attempts. Try again in 5 minutes.',
      );
      if (attempts.failures >= CAPTCHA_AFTER_FAILURES && recaptchaToken.trim() === '') {
        fail(401, 'RECAPTCHA_RESPONSE_TOKEN_MISSING', {
          message: 'Complete the captcha to continue.',
          details: { siteKey: MOCK_SITE_KEY },
        });
      }

      const person = findPerson(username);
      const credential = person && db.credentials.findFirst((q) => q.where({ personId: person.id }));
      if (!person || !credential || credential.password !== password) {
        if (await recordFailure(context, attempts, LOCK_AFTER_FAILURES, LOCKOUT_MS))
          fail(403, 'TOO_MANY_ATTEMPTS', {
            message: 'Too many failed sign-in attempts. Try again in 5 minutes.',
          });
        // The failure that reaches the threshold carries the site key, so the captcha shows with it
        // instead of after one more refused attempt.
        const captchaNext = attempts.failures + 1 >= CAPTCHA_AFTER_FAILURES;
        fail(401, 'INCORRECT_CREDS', {
          message: 'The username or password is incorrect.',
          ...(captchaNext ? { details: { siteKey: MOCK_SITE_KEY } } : {}),
        });
      }

      const previous = findSession(context, cookies);
      const answer = await signIn(context, person, cookies);
      await clearFailures(context, attempts);
      // Signing in with username and password while signed in as the same person is what the
      // force-basic-credential obligation asks for.
      if (previous?.personId === person.id)
        await resolveObligations(context, person.id, ['forceBasicCredentialAuthentication']);
      return answer;
    }),

    http.post('/logout', ({ cookies, response }) => {
      const session = findSession(context, cookies);
      if (session) db.sessions.delete(session);
      return response(204).empty(withCookies(clearedSessionCookies()));
    }),

    http.post('/logout-all-sessions', ({ cookies, response }) => {
      const { person } = requireSession(context, cookies);
      db.sessions.deleteMany((q) => q.where({ personId: person.id }));
      return response(204).empty(withCookies(clearedSessionCookies()));
    }),

    http.get('/check', ({ cookies, response }) => {
      const session = findSession(context, cookies);
      if (!session) fail(401, 'MISSING_SESSION_COOKIE', { message: 'Not signed in.' });
      return response(200).json({
        authentication_method: session.authenticationMethod,
        levelOfAssurance: session.levelOfAssurance,
      });
    }),

    http.post('/check-auth-path', async ({ request, response }) => {
      const { username } = await request.json();
      return response(200).json(authPathOf(username));
    }),

    http.get('/username/{username}/check-auth-path', ({ params, response }) => {
      return response(200).json(authPathOf(params.username));
    }),

    http.get('/check-obligations', ({ cookies, response }) => {
      const { person } = requireSession(context, cookies);
      const obligation = db.obligations.findFirst((q) => q.where({ personId: person.id, resolved: false }));
      if (!obligation) return response(200).json({});
      const args = obligation.clientId ? { clientId: obligation.clientId } : {};
      const command = isObligationCommand(obligation.command) ? obligation.command : null;
      let requiredAction: RequiredAction;
      if (obligation.redirectUrl) requiredAction = { kind: 'redirect', url: obligation.redirectUrl };
      else if (command) requiredAction = { kind: 'command', command, args };
      else {
        fail(500, 'UNKNOWN_ERROR', {
          message: `Obligation ${obligation.id} has neither a redirect URL nor a known command.`,
        });
      }
      return response(412).json({
        code: 'BLOCKED_BY_OBLIGATION',
        message: 'An obligation must be met before continuing.',
        errors: [{ code: 'BLOCKED_BY_OBLIGATION' }],
        obligation: {
          kind: obligation.kind,
          ...(command ? { command } : {}),
          isLoginObligation: obligation.isLoginObligation,
          args,
        },
        requiredAction,
      });
    }),

    http.post('/saml/as-sp/clients/identity-providers/search', async ({ request, response }) => {
      const { email } = await request.json();
      const domain = email
        .slice(email.lastIndexOf('@') + 1)
        .trim()
        .toLowerCase();
      const providers = db.identityProviders.findMany((q) =>
        q.where({ domain: (value) => value.toLowerCase() === domain }),
      );
      if (providers.length === 0) {
        fail(404, 'RESOURCE_NOT_FOUND', { message: 'No single-sign-on provider serves this address.' });
      }
      return response(200).json({
        identityProviders: providers.map(({ name, initiateRequestUrl, isDiscoveryEnabled }) => ({
          name,
          initiateRequestUrl,
          isDiscoveryEnabled,
        })),
      });
    }),

    http.get('/landing-products', ({ cookies, response }) => {
      requireSession(context, cookies);
      return response(200).json(
        db.landingProducts.all().map(({ productId, productName, description, targetUrl }) => ({
          productId,
          productName,
          description,
          targetUrl,
        })),
      );
    }),

    http.get('/landing', ({ cookies, response }) => {
      const { person } = requireSession(context, cookies);
      // Like the real landing, the page takes the signed-in user on to their product (the home stand-in).
      const html = standInPage(
        'Landing',
        `<p>Signed in as ${escapeHtml(person.username)}. The authentication service's landing page sends the browser on to the product home.</p>
<ul class="links"><li><a href="/">Continue to the product home</a></li></ul>`,
      ).replace('</head>', '<meta http-equiv="refresh" content="0; url=/"></head>');
      return response(200).text(html, { headers: HTML });
    }),

    http.get('/clients/{id}', async ({ cookies, params, request, response }) => {
      const { person } = requireSession(context, cookies);
      const client = db.clients.findFirst((q) => q.where({ id: params.id }));
      if (!client) fail(404, 'CLIENT_NOT_FOUND', { message: `No client ${params.id}.` });
      if (!client.samlConfigured) {
        fail(404, 'CLIENT_MISSING_SAML_CONFIGURATION', {
          message: `${client.name} has no SAML configuration.`,
        });
      }
      // The stand-in identity provider signs the person in through SAML at once, which is what the
      // force-SAML obligation for this client asks for.
      await context.db.obligations.updateMany(
        (q) =>
          q.where({
            personId: person.id,
            resolved: false,
            kind: 'forceSamlAuthentication',
            clientId: client.id,
          }),
        { data: (draft) => void (draft.resolved = true) },
      );
      const url = new URL(request.url);
      const html = standInPage(
        `SAML sign-in for ${client.name}`,
        `<p>SAML sign-in for ${escapeHtml(client.name)} (client <code>${escapeHtml(client.id)}</code>): a stand-in for the client's identity provider.</p>
<p>The browser was sent here with: <code>${escapeHtml(url.search === '' ? '(no query)' : url.search)}</code></p>${describeQuery(url)}
<ul class="links"><li><a href="/">Continue to the product home</a></li></ul>`,
      );
      return response(200).text(html, { headers: HTML });
    }),
  ];
}
