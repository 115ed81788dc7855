/**
 * The standalone mock server over real HTTP as QA's curl scripts see it: the node adapter, cookies, CSRF,
 * faults, the clock and the control API together.
 */
import { get as httpGet } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { beforeEach, describe, expect, it } from 'vitest';
import { AUTHENTICATION_SERVICE_BASE as AUTH } from './handlers/authentication-service/http.ts';
import { IDENTITY_ORCHESTRATOR_BASE as ORCH } from './handlers/identity-orchestrator/http.ts';
import { readyClient, serveMockOverHttp } from './httpClient.test-support.ts';
import { DEFAULT_PASSWORD } from './scenarios/default.ts';

const mock = serveMockOverHttp();
beforeEach(async () => {
  await fetch(`${mock.origin}/__mock/scenario`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'default' }),
  });
});

describe('sign-in over HTTP', () => {
  it('signs ava in, sets the session cookies and /check reflects the session', async () => {
    const c = await readyClient(mock.origin);
    const login = await c.login('ava.associate', DEFAULT_PASSWORD);
    expect(login.status).toBe(200);
    expect(login.body.personalSettings).toMatchObject({ preferredLanguage: 'en-US' });
    expect(c.jar.has('SESSION')).toBe(true);
    expect(Number(c.jar.get('session-expiry'))).toBeGreaterThan(Date.now());
    expect((await c.call('GET', `${AUTH}/check`)).body).toMatchObject({ levelOfAssurance: 3 });
    const home = await c.call('GET', '/');
    expect(home.body).toContain('Ava Associate');
  });

  it('asks for a captcha after three failures, locks after five, and the clock unlocks it', async () => {
    const c = await readyClient(mock.origin);
    for (let i = 0; i < 3; i++)
      expect((await c.login('ava.associate', 'wrong')).body.code).toBe('INCORRECT_CREDS');
    const fourth = await c.login('ava.associate', DEFAULT_PASSWORD);
    expect(fourth.body.code).toBe('RECAPTCHA_RESPONSE_TOKEN_MISSING');
    expect(fourth.body.errors[0]?.details?.siteKey).toEqual(expect.any(String));
    await c.login('ava.associate', 'wrong', 'token');
    await c.login('ava.associate', 'wrong', 'token');
    const locked = await c.login('ava.associate', DEFAULT_PASSWORD, 'token');
    expect(locked.body.code).toBe('TOO_MANY_ATTEMPTS');
    await c.call('POST', '/__mock/clock', { json: { advanceMs: 300_000 } });
    expect((await c.login('ava.associate', DEFAULT_PASSWORD, 'token')).status).toBe(200);
  });

  it('refuses inactive and suspended people with their own codes', async () => {
    const c = await readyClient(mock.origin);
    expect((await c.login('iris.inactive', DEFAULT_PASSWORD)).body.code).toBe('ACCOUNT_INACTIVE');
    expect((await c.login('sid.suspended', DEFAULT_PASSWORD)).body.code).toBe('ASSOCIATE_SUSPENDED');
  });

  it('answers 403 to a POST without the CSRF header', async () => {
    const c = await readyClient(mock.origin);
    const response = await c.call('POST', `${AUTH}/login`, {
      form: { username: 'ava.associate', password: DEFAULT_PASSWORD },
      csrf: false,
    });
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('CSRF_TOKEN_INVALID');
  });
});

describe('recovery and obligations over HTTP', () => {
  it('sends a reset link that works once; the old password then fails and the new one works', async () => {
    const c = await readyClient(mock.origin);
    expect(
      (
        await c.call('POST', `${ORCH}/credentials/forgot`, {
          json: { identifier: 'ava.associate@example.com' },
        })
      ).status,
    ).toBeLessThan(300);
    const outbox = (await c.call('GET', '/__mock/outbox')).body as { to: string; link?: string }[];
    const mail = outbox.find((m) => m.to === 'ava.associate@example.com' && m.link);
    const token = new URL(mail!.link!, mock.origin).searchParams.get('token')!;
    expect((await c.call('GET', `${ORCH}/tokens/resetPassword/${token}`)).status).toBe(200);
    const execute = { kind: 'resetPassword', token, data: { password: 'Harbor#Lights42' } };
    expect((await c.call('POST', `${ORCH}/tokens/execute`, { json: execute })).status).toBeLessThan(300);
    expect((await c.call('POST', `${ORCH}/tokens/execute`, { json: execute })).status).toBeGreaterThanOrEqual(
      400,
    );
    expect((await c.login('ava.associate', DEFAULT_PASSWORD)).body.code).toBe('INCORRECT_CREDS');
    expect((await c.login('ava.associate', 'Harbor#Lights42')).status).toBe(200);
  });

  it('keeps answering 412 to paula until her password is changed', async () => {
    const c = await readyClient(mock.origin);
    await c.login('paula.password', DEFAULT_PASSWORD);
    const blocked = await c.call('GET', `${AUTH}/check-obligations`);
    expect(blocked.status).toBe(412);
    expect(blocked.body.requiredAction).toMatchObject({ kind: 'command', command: 'changePassword' });
    const change = await c.call('POST', `${ORCH}/persons/me/credentials`, {
      json: { oldPassword: DEFAULT_PASSWORD, newPassword: 'Harbor#Lights42' },
    });
    expect(change.status).toBeLessThan(300);
    expect((await c.call('GET', `${AUTH}/check-obligations`)).status).toBe(200);
  });
});

describe('the control API over HTTP', () => {
  it('injects a fault into the next matching call, once', async () => {
    const c = await readyClient(mock.origin);
    await c.call('POST', '/__mock/faults', { json: { method: 'GET', path: '/check', status: 503 } });
    expect((await c.call('GET', `${AUTH}/check`)).status).toBe(503);
    expect((await c.call('GET', `${AUTH}/check`)).status).toBe(401);
  });

  it('fails the next call the way a fault kind says: a dropped connection, an HTML 200, broken JSON', async () => {
    const c = await readyClient(mock.origin);
    const fault = (kind: string) =>
      c.call('POST', '/__mock/faults', { json: { method: 'GET', path: '/check', kind } });
    expect((await fault('drop')).status).toBe(201);
    await expect(fetch(`${mock.origin}${AUTH}/check`)).rejects.toThrow(TypeError);
    await fault('html');
    const html = await fetch(`${mock.origin}${AUTH}/check`);
    expect(html.status).toBe(200);
    expect(html.headers.get('content-type')).toContain('text/html');
    expect(await html.text()).toContain('<html');
    await fault('malformed-json');
    const broken = await fetch(`${mock.origin}${AUTH}/check`);
    expect(broken.status).toBe(200);
    expect(broken.headers.get('content-type')).toContain('application/json');
    await expect(broken.json()).rejects.toThrow(SyntaxError);
    expect((await c.call('GET', `${AUTH}/check`)).status).toBe(401);
    const both = await c.call('POST', '/__mock/faults', {
      json: { method: 'GET', path: '/check', kind: 'html', status: 503 },
    });
    expect(both.status).toBe(400);
    expect(
      (await c.call('POST', '/__mock/faults', { json: { method: 'GET', path: '/check', kind: 'x' } })).status,
    ).toBe(400);
  });

  it('answers malformed JSON with a 400 envelope and leaves the state as it was', async () => {
    const c = await readyClient(mock.origin);
    const before = (await c.call('GET', '/__mock/state')).body.collections;
    const bad = await c.call('POST', `${ORCH}/credentials/forgot`, { raw: '{"identifier": ' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      code: 'INVALID_REQUEST',
      errors: [expect.objectContaining({ code: 'INVALID_REQUEST' })],
    });
    const wrongType = await c.call('POST', `${ORCH}/credentials/forgot`, { json: { identifier: 42 } });
    expect(wrongType.status).toBe(400);
    expect((await c.call('POST', '/__mock/clock', { raw: '{nope' })).status).toBe(400);
    expect((await c.call('GET', '/__mock/state')).body.collections).toEqual(before);
  });

  it('lists scenarios, loads one, and refuses an unknown one', async () => {
    const c = await readyClient(mock.origin);
    const list = (await c.call('GET', '/__mock/scenarios')).body as { name: string }[];
    expect(list.map((s) => s.name)).toEqual(expect.arrayContaining(['default', 'empty']));
    expect((await c.call('POST', '/__mock/scenario', { json: { name: 'nope' } })).status).toBe(400);
    expect((await c.call('POST', '/__mock/scenario', { json: { name: 'empty' } })).status).toBe(200);
    expect((await c.login('ava.associate', DEFAULT_PASSWORD)).status).toBe(401);
  });

  it('escapes hostile values on stand-in pages', async () => {
    const c = await readyClient(mock.origin);
    const page = await c.call(
      'GET',
      '/__mock/pages/nexo/login?redirectUrl=%3Cscript%3Ealert(1)%3C/script%3E',
    );
    expect(page.body).not.toContain('<script>alert(1)');
    expect(page.body).toContain('&lt;script&gt;');
  });
});

describe('the mock clock over HTTP', () => {
  /** How far the answer's Date header is past `instant`, in ms. */
  const dateAfter = (answer: { headers: Headers }, instant: string) =>
    Date.parse(answer.headers.get('date') ?? '') - Date.parse(instant);

  it('dates every answer by the mock clock: API calls, refusals, faults, the control API, pages', async () => {
    const c = await readyClient(mock.origin);
    const moved = await c.call('POST', '/__mock/clock', { json: { now: '2030-01-01T00:00:00Z' } });
    expect(dateAfter(moved, '2030-01-01T00:00:00Z')).toBeGreaterThanOrEqual(0);
    await c.call('POST', '/__mock/faults', { json: { method: 'GET', path: '/check', status: 503 } });
    const answers = [
      await c.call('GET', `${AUTH}/check`), // the injected fault
      await c.call('GET', `${AUTH}/check`), // the handler's 401
      await c.call('POST', `${AUTH}/login`, { form: { username: 'x', password: 'y' }, csrf: false }),
      await c.login('ava.associate', DEFAULT_PASSWORD),
      await c.call('GET', '/__mock/outbox'),
      await c.call('GET', '/__mock/pages/nexo/login'),
      await c.call('GET', '/'),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([503, 401, 403, 200, 200, 200, 200]);
    for (const answer of answers) {
      expect(dateAfter(answer, '2030-01-01T00:00:00Z')).toBeGreaterThanOrEqual(0);
      expect(dateAfter(answer, '2030-01-01T00:00:00Z')).toBeLessThan(10_000);
    }
    await c.call('POST', '/__mock/clock', { json: { advanceMs: 3_600_000 } });
    expect(dateAfter(await c.call('GET', `${AUTH}/check`), '2030-01-01T01:00:00Z')).toBeGreaterThanOrEqual(0);
  });
});

describe('compression over HTTP', () => {
  /** The raw answer, as a client that does not decompress sees it. */
  const raw = (path: string, headers: Record<string, string>) =>
    new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      const request = httpGet(`${mock.origin}${path}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      });
      request.on('error', reject);
    });
  const TEXTS = '/api/identity-orchestrator/v1/resources/identity-ui-client';

  it('gzips a large answer for a client that accepts it, as the gateway does, and not otherwise', async () => {
    const gzipped = await raw(TEXTS, { 'accept-encoding': 'gzip, br', 'user-language': 'fr-CA' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    const texts = JSON.parse(gunzipSync(gzipped.body).toString('utf8'));
    expect(Object.keys(texts.resources).length).toBeGreaterThan(5);

    const plain = await raw(TEXTS, { 'user-language': 'fr-CA' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString('utf8'))).toEqual(texts);
    expect(gzipped.body.length).toBeLessThan(plain.body.length / 3);
  });

  it('leaves a small answer as it is', async () => {
    const check = await raw(`${AUTH}/check`, { 'accept-encoding': 'gzip' });
    expect(check.headers['content-encoding']).toBeUndefined();
  });
});
