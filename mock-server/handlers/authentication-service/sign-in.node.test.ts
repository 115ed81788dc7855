import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE, XSRF_COOKIE } from '../../core/session.ts';
import { DEFAULT_PASSWORD } from '../../scenarios/default.ts';
import { AUTHENTICATION_SERVICE_BASE as BASE, authenticationServiceHandlers } from './index.ts';
import { LOCKOUT_MS } from './sign-in.ts';
import { PAULA_BLOCKED_BY_OBLIGATION } from '../../../tests/fixtures/obligations.ts';
import { codeOf, createHarness, signIn, type Harness } from '../test-harness.ts';

const harness = () => createHarness(authenticationServiceHandlers);
const login = (h: Harness, username: string, password: string, recaptchaToken?: string) =>
  h.call('POST', `${BASE}/login`, {
    form: { username, password, ...(recaptchaToken ? { recaptchaToken } : {}) },
  });
const detailsOf = (body: unknown) =>
  (body as { errors: { details?: Record<string, unknown> }[] }).errors[0]?.details;

describe('POST /login', () => {
  it('signs in, sets the session cookies and answers the personal settings', async () => {
    const h = await harness();
    const xsrfBefore = h.cookie(XSRF_COOKIE);
    const result = await login(h, 'Ava.Associate', DEFAULT_PASSWORD);
    expect(result.status).toBe(200);
    expect(result.body).toEqual({
      personalSettings: { preferredLanguage: 'en-US', region: 'US', timezone: 'America/New_York' },
    });
    const sessionId = h.cookie(SESSION_COOKIE);
    expect(sessionId).toMatch(/^s-/);
    expect(h.cookie(XSRF_COOKIE)).not.toBe(xsrfBefore);
    const session = h.context.db.sessions.findFirst((q) => q.where({ id: sessionId }));
    expect(session).toMatchObject({
      personId: 'person-ava',
      associateId: 'assoc-ava-acme',
      levelOfAssurance: 3,
      authenticationMethod: 'Lifion',
      viaSso: false,
      impersonation: null,
    });
    expect(Number(h.cookie('session-expiry'))).toBe(session?.expiresAt);
  });

  it('demands a captcha after 3 failures, locks for 5 minutes after 5, and unlocks when the clock moves', async () => {
    const h = await harness();
    for (let attempt = 1; attempt <= 3; attempt++) {
      const result = await login(h, 'ava.associate', 'wrong');
      expect([result.status, codeOf(result.body)]).toEqual([401, 'INCORRECT_CREDS']);
    }
    const noToken = await login(h, 'ava.associate', 'wrong');
    expect([noToken.status, codeOf(noToken.body)]).toEqual([401, 'RECAPTCHA_RESPONSE_TOKEN_MISSING']);
    expect(detailsOf(noToken.body)).toEqual({ siteKey: 'mock-site-key' });
    // Even the right password needs the captcha now.
    expect(codeOf((await login(h, 'ava.associate', DEFAULT_PASSWORD)).body)).toBe(
      'RECAPTCHA_RESPONSE_TOKEN_MISSING',
    );

    const fourth = await login(h, 'ava.associate', 'wrong', 'captcha-ok');
    expect([fourth.status, codeOf(fourth.body)]).toEqual([401, 'INCORRECT_CREDS']);
    const fifth = await login(h, 'ava.associate', 'wrong', 'captcha-ok');
    expect([fifth.status, codeOf(fifth.body)]).toEqual([403, 'TOO_MANY_ATTEMPTS']);

    const locked = await login(h, 'ava.associate', DEFAULT_PASSWORD, 'captcha-ok');
    expect([locked.status, codeOf(locked.body)]).toEqual([403, 'TOO_MANY_ATTEMPTS']);
    expect(h.cookie(SESSION_COOKIE)).toBeUndefined();

    h.context.clock.advance(LOCKOUT_MS);
    const after = await login(h, 'ava.associate', DEFAULT_PASSWORD);
    expect(after.status).toBe(200);
    expect(h.cookie(SESSION_COOKIE)).toBeDefined();
  });

  it('counts failures per username, case-insensitively, and a success resets them', async () => {
    const h = await harness();
    await login(h, 'ava.associate', 'wrong');
    await login(h, 'AVA.ASSOCIATE', 'wrong');
    expect((await login(h, 'ava.associate', DEFAULT_PASSWORD)).status).toBe(200);
    for (let attempt = 1; attempt <= 3; attempt++) await login(h, 'ava.associate', 'wrong');
    // Another username is unaffected.
    expect((await login(h, 'stan.stepup', DEFAULT_PASSWORD)).status).toBe(200);
    expect(codeOf((await login(h, 'ava.associate', DEFAULT_PASSWORD)).body)).toBe(
      'RECAPTCHA_RESPONSE_TOKEN_MISSING',
    );
  });

  it('answers INCORRECT_CREDS for an unknown username', async () => {
    const h = await harness();
    const result = await login(h, 'nobody.here', DEFAULT_PASSWORD);
    expect([result.status, codeOf(result.body)]).toEqual([401, 'INCORRECT_CREDS']);
  });

  it('refuses an inactive account and a suspended associate, but only with the right password', async () => {
    const h = await harness();
    expect(codeOf((await login(h, 'iris.inactive', 'wrong')).body)).toBe('INCORRECT_CREDS');
    const iris = await login(h, 'iris.inactive', DEFAULT_PASSWORD);
    expect([iris.status, codeOf(iris.body)]).toEqual([401, 'ACCOUNT_INACTIVE']);
    const sid = await login(h, 'sid.suspended', DEFAULT_PASSWORD);
    expect([sid.status, codeOf(sid.body)]).toEqual([401, 'ASSOCIATE_SUSPENDED']);
    expect(h.context.db.sessions.all()).toHaveLength(0);
  });

  it('rejects a form that breaks the contract with 400 and changes nothing', async () => {
    const h = await harness();
    const result = await h.call('POST', `${BASE}/login`, { form: { username: 'ava.associate' } });
    expect([result.status, codeOf(result.body)]).toEqual([400, 'INVALID_REQUEST']);
    expect(h.context.db.attempts.findFirst((q) => q.where({ key: 'ava.associate' }))?.failures ?? 0).toBe(0);
  });

  it('needs the CSRF header', async () => {
    const h = await harness();
    const result = await h.call('POST', `${BASE}/login`, {
      form: { username: 'ava.associate', password: DEFAULT_PASSWORD },
      headers: { 'X-CSRF-Token': 'forged' },
    });
    expect([result.status, codeOf(result.body)]).toEqual([403, 'CSRF_TOKEN_INVALID']);
  });
});

describe('GET /check', () => {
  it('answers 401 without a session and the session details with one', async () => {
    const h = await harness();
    const before = await h.call('GET', `${BASE}/check`);
    expect([before.status, codeOf(before.body)]).toEqual([401, 'MISSING_SESSION_COOKIE']);
    await signIn(h, 'stan.stepup');
    const after = await h.call('GET', `${BASE}/check`);
    expect(after).toMatchObject({
      status: 200,
      body: { authentication_method: 'Lifion', levelOfAssurance: 1 },
    });
  });

  it('forgets an expired session', async () => {
    const h = await harness();
    await signIn(h, 'ava.associate');
    h.context.clock.advance(16 * 60 * 1000);
    expect((await h.call('GET', `${BASE}/check`)).status).toBe(401);
  });
});

describe('logout', () => {
  it('ends the session and clears its cookies; without a session it still answers 204', async () => {
    const h = await harness();
    await signIn(h, 'ava.associate');
    const result = await h.call('POST', `${BASE}/logout`);
    expect(result.status).toBe(204);
    expect(result.setCookies.some((cookie) => cookie.startsWith(`${SESSION_COOKIE}=;`))).toBe(true);
    expect(h.cookie(SESSION_COOKIE)).toBeUndefined();
    expect(h.context.db.sessions.all()).toHaveLength(0);
    expect((await h.call('GET', `${BASE}/check`)).status).toBe(401);
    expect((await h.call('POST', `${BASE}/logout`)).status).toBe(204);
  });

  it('logout-all-sessions ends every session of the person and no one else', async () => {
    // Three browsers on one backend.
    const other = await harness();
    const h = await createHarness(authenticationServiceHandlers, { context: other.context });
    const third = await createHarness(authenticationServiceHandlers, { context: other.context });
    await signIn(other, 'ava.associate');
    await signIn(h, 'ava.associate');
    await signIn(third, 'stan.stepup');
    expect(other.context.db.sessions.all()).toHaveLength(3);

    expect((await h.call('POST', `${BASE}/logout-all-sessions`)).status).toBe(204);
    expect(other.context.db.sessions.all().map((session) => session.personId)).toEqual(['person-stan']);
    expect((await other.call('GET', `${BASE}/check`)).status).toBe(401);
    expect((await third.call('GET', `${BASE}/check`)).status).toBe(200);
    expect(codeOf((await h.call('POST', `${BASE}/logout-all-sessions`)).body)).toBe('MISSING_SESSION_COOKIE');
  });
});

describe('check-auth-path', () => {
  it('sends nora to the other sign-in system, and answers unknown users like ours', async () => {
    const h = await harness();
    const nora = await h.call('GET', `${BASE}/username/nora.nexo/check-auth-path`);
    expect(nora).toMatchObject({
      status: 200,
      body: {
        isLifionLogin: false,
        isNexoClientRebrandEnabled: false,
        nexoLoginUrl: '/__mock/pages/nexo/login',
      },
    });
    const ava = await h.call('GET', `${BASE}/username/ava.associate/check-auth-path`);
    const unknown = await h.call('GET', `${BASE}/username/${encodeURIComponent('who@ever')}/check-auth-path`);
    expect(ava.body).toEqual({ isLifionLogin: true, isNexoClientRebrandEnabled: false });
    expect(unknown.body).toEqual(ava.body);
  });

  it('answers the same through POST', async () => {
    const h = await harness();
    const nora = await h.call('POST', `${BASE}/check-auth-path`, { body: { username: 'Nora.Nexo' } });
    expect(nora).toMatchObject({
      status: 200,
      body: { isLifionLogin: false, nexoLoginUrl: '/__mock/pages/nexo/login' },
    });
    expect(
      (await h.call('POST', `${BASE}/check-auth-path`, { body: { username: 'ava.associate' } })).body,
    ).toEqual({
      isLifionLogin: true,
      isNexoClientRebrandEnabled: false,
    });
  });
});

describe('GET /check-obligations', () => {
  it('needs a session', async () => {
    const h = await harness();
    expect(codeOf((await h.call('GET', `${BASE}/check-obligations`)).body)).toBe('MISSING_SESSION_COOKIE');
  });

  it('answers 412 with the command until the obligation is resolved, then 200', async () => {
    const h = await harness();
    await signIn(h, 'paula.password');
    const blocked = await h.call('GET', `${BASE}/check-obligations`);
    expect(blocked.status).toBe(412);
    expect(blocked.body).toMatchObject(PAULA_BLOCKED_BY_OBLIGATION);

    const obligation = h.context.db.obligations.findFirst((q) => q.where({ id: 'obligation-paula' }));
    if (!obligation) throw new Error('seeded obligation missing');
    await h.context.db.obligations.update(obligation, { data: (draft) => void (draft.resolved = true) });
    expect(await h.call('GET', `${BASE}/check-obligations`)).toMatchObject({ status: 200, body: {} });
  });

  it('answers a redirect action for an obligation with a URL', async () => {
    const h = await harness();
    await signIn(h, 'ava.associate');
    await h.context.db.obligations.create({
      id: 'obligation-ava-saml',
      personId: 'person-ava',
      kind: 'forceSamlAuthentication',
      command: 'forceSamlAuthentication',
      isLoginObligation: true,
      clientId: 'acme',
      redirectUrl: '/auth/user/saml-redirect/acme',
      resolved: false,
    });
    const blocked = await h.call('GET', `${BASE}/check-obligations`);
    expect(blocked.body).toMatchObject({
      requiredAction: { kind: 'redirect', url: '/auth/user/saml-redirect/acme' },
    });
  });

  it('answers 200 for a person without obligations', async () => {
    const h = await harness();
    await signIn(h, 'ava.associate');
    expect(await h.call('GET', `${BASE}/check-obligations`)).toMatchObject({ status: 200, body: {} });
  });
});

describe('POST /saml/as-sp/clients/identity-providers/search', () => {
  it('finds the provider of the address domain and 404s otherwise', async () => {
    const h = await harness();
    const found = await h.call('POST', `${BASE}/saml/as-sp/clients/identity-providers/search`, {
      body: { email: 'sso.user@SSO-Client.example' },
    });
    expect(found).toMatchObject({
      status: 200,
      body: {
        identityProviders: [
          { initiateRequestUrl: '/__mock/pages/idp/idp-sso-client/initiate', isDiscoveryEnabled: true },
        ],
      },
    });
    const missing = await h.call('POST', `${BASE}/saml/as-sp/clients/identity-providers/search`, {
      body: { email: 'ava.associate@example.com' },
    });
    expect([missing.status, codeOf(missing.body)]).toEqual([404, 'RESOURCE_NOT_FOUND']);
  });
});

describe('landing', () => {
  it('lists the landing products for a session', async () => {
    const h = await harness();
    expect((await h.call('GET', `${BASE}/landing-products`)).status).toBe(401);
    await signIn(h, 'ava.associate');
    const result = await h.call('GET', `${BASE}/landing-products`);
    expect(result.status).toBe(200);
    expect(result.body).toEqual(
      expect.arrayContaining([expect.objectContaining({ productId: 'workforce', targetUrl: '/view/home' })]),
    );
  });

  it('serves the landing page, sending the browser to the product home', async () => {
    const h = await harness();
    expect((await h.call('GET', `${BASE}/landing`)).status).toBe(401);
    await signIn(h, 'ava.associate');
    const result = await h.call('GET', `${BASE}/landing`);
    expect(result.status).toBe(200);
    expect(result.contentType).toMatch(/^text\/html/);
    expect(result.body).toContain('href="/"');
    expect(result.body).toContain('<meta http-equiv="refresh" content="0; url=/">');
    expect(result.body).toContain('ava.associate');
  });

  it("serves a client's SAML page with the escaped query, 404 for unknown or unconfigured clients", async () => {
    const h = await harness();
    await signIn(h, 'ava.associate');
    const result = await h.call('GET', `${BASE}/clients/acme?SAMLRequest=abc&RelayState=%3Cscript%3E`);
    expect(result.status).toBe(200);
    expect(result.contentType).toMatch(/^text\/html/);
    expect(result.body).toContain('SAML sign-in for Acme Manufacturing');
    expect(result.body).toContain('?SAMLRequest=abc&amp;RelayState=%3Cscript%3E');
    expect(result.body).toContain('<dt>RelayState</dt><dd>&lt;script&gt;</dd>');
    expect(result.body).not.toContain('<script>');
    const unknown = await h.call('GET', `${BASE}/clients/nope`);
    expect([unknown.status, codeOf(unknown.body)]).toEqual([404, 'CLIENT_NOT_FOUND']);
    const unconfigured = await h.call('GET', `${BASE}/clients/birch`);
    expect([unconfigured.status, codeOf(unconfigured.body)]).toEqual([
      404,
      'CLIENT_MISSING_SAML_CONFIGURATION',
    ]);
  });
});
