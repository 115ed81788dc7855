import type { HttpHandler } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMockContext } from '../../scenarios/index.ts';
import { SESSION_COOKIE, startSession } from '../../core/session.ts';
import { DEFAULT_PASSWORD, TOKEN_LIFE_MS } from '../../scenarios/default.ts';
import {
  IDENTITY_ORCHESTRATOR_BASE as BASE,
  identityOrchestratorHandlers,
  passwordProblem,
} from './index.ts';
import { createHarness, ORIGIN, type CallOptions } from '../test-harness.ts';
import { addContactMethod } from './contact-methods.ts';

const NEW_PASSWORD = 'Tulip#Garden7';
const MINUTE = 60 * 1000;

/**
 * A browser against the identity orchestrator behind the real pipeline (CSRF, validation), with a
 * cookie jar (test-harness.ts). Sessions are made directly in the database. Every answer must match
 * openapi/.
 */
async function createBrowser() {
  const harness = await createHarness(identityOrchestratorHandlers);
  const { context } = harness;
  const call = (method: string, path: string, options: CallOptions = {}) =>
    harness.call(method, `${BASE}${path}`, options);

  async function signInAs(username: string) {
    const person = context.db.persons.findFirst((q) => q.where({ username }), { strict: true });
    const associate = context.db.associates.findFirst(
      (q) => q.where({ personId: person.id, isCurrentlySelectedAssociate: true }),
      { strict: true },
    );
    const session = await startSession(context, person, associate.id);
    harness.setCookie(SESSION_COOKIE, session.id);
    return { person, session };
  }

  /** The body a GET answers. */
  const read = async (path: string) => (await call('GET', path)).body;
  const state = () => context.snapshot().collections;
  const outbox = (kind?: string) =>
    context.db.outbox.all().filter((mail) => kind === undefined || mail.kind === kind);
  const password = (personId: string) =>
    context.db.credentials.findFirst((q) => q.where({ personId }), { strict: true });
  const obligation = (personId: string, kind: string) =>
    context.db.obligations.findFirst((q) => q.where({ personId, kind }), { strict: true });
  return { context, call, read, signInAs, state, outbox, password, obligation };
}

type Browser = Awaited<ReturnType<typeof createBrowser>>;

async function signedInBrowser(username: string): Promise<Browser> {
  const b = await createBrowser();
  await b.signInAs(username);
  return b;
}

/** The error codes of an envelope: [code, errors[0].code, errors[1]?.code]. */
function codes(body: unknown): (string | undefined)[] {
  const envelope = body as { code?: string; errors?: { code?: string }[] };
  return [envelope.code, envelope.errors?.[0]?.code, envelope.errors?.[1]?.code];
}
const codeOf = (body: unknown) => codes(body)[0];
const tokenIn = (link: string | undefined) => new URL(link ?? '', ORIGIN).searchParams.get('token') ?? '';

describe('identityOrchestratorHandlers', () => {
  it('has a handler for every operation of openapi/identity-orchestrator.yaml', async () => {
    const context = await createMockContext('empty');
    const handlers = identityOrchestratorHandlers(context) as HttpHandler[];
    const handled = new Set(handlers.map((handler) => `${handler.info.method} ${String(handler.info.path)}`));
    const { contract } = await createHarness(identityOrchestratorHandlers);
    const operations = contract.operations.filter((op) => op.document === 'identity-orchestrator.yaml');
    expect(operations).toHaveLength(55);
    const missing = operations
      .map((op) => `${op.method} *${op.fullPath.replace(/\{(\w+)\}/g, ':$1')}`)
      .filter((key) => !handled.has(key));
    expect(missing).toEqual([]);
    expect(handlers).toHaveLength(55);
  });
});

describe('password rules', () => {
  it.each([
    ['Ab1!', 'LENGTH_RULE'],
    [`Aa1!${'x'.repeat(69)}`, 'LENGTH_RULE'],
    ['tulip#garden7', 'PASSWORD_PRECONDITION_UNMATCHED'],
    ['TulipGarden7', 'PASSWORD_PRECONDITION_UNMATCHED'],
    ['Tulip#Garden', 'PASSWORD_PRECONDITION_UNMATCHED'],
    ['pASSWORD123!', 'PASSWORD_BLACKLISTED'],
    ['Qwerty123!', 'PASSWORD_BLACKLISTED'],
    ['Xyz#Garden7', 'PASSWORD_3_SEQUENTIAL_CHARS'],
    ['Tulip#321Go', 'PASSWORD_3_SEQUENTIAL_CHARS'],
    ['Tulip#CBAgo7', 'PASSWORD_3_SEQUENTIAL_CHARS'],
    ['Tulip#Gaaarden7', 'PASSWORD_3_REPEATED_CHARS'],
    ['Tulip#777Gar', 'PASSWORD_3_REPEATED_CHARS'],
    ['Welcome#2024', 'TOO_WEAK_PASSWORD'],
    ['Old#Secret9', 'TOO_WEAK_PASSWORD'],
  ])('%s breaks %s', (candidate, code) => {
    expect(passwordProblem(candidate, { current: DEFAULT_PASSWORD, history: ['Old#Secret9'] })?.code).toBe(
      code,
    );
  });

  it('lets a good password through, including the personas’ own', () => {
    expect(passwordProblem(NEW_PASSWORD, { current: DEFAULT_PASSWORD })).toBeNull();
    expect(passwordProblem(DEFAULT_PASSWORD)).toBeNull();
  });
});

describe('password reset', () => {
  let b: Browser;
  beforeEach(async () => {
    b = await createBrowser();
  });

  it('runs the whole journey: request, emailed link, load, execute, no second use, rate limit', async () => {
    expect(
      (await b.call('POST', '/credentials/forgot', { body: { identifier: 'ava.associate@example.com' } }))
        .status,
    ).toBe(204);
    const [mail] = b.outbox('resetPassword');
    expect(mail).toMatchObject({
      to: 'ava.associate@example.com',
      link: expect.stringMatching(/^\/auth\/forgot-password\/reset\?token=/),
    });
    const token = tokenIn(mail?.link);
    const stored = b.context.db.tokens.findFirst((q) => q.where({ token }), { strict: true });
    expect(stored.expiresAt - b.context.clock.now()).toBeGreaterThan(TOKEN_LIFE_MS - MINUTE);

    const loaded = await b.call('GET', `/tokens/resetPassword/${token}`);
    expect(loaded).toMatchObject({ status: 200, body: { kind: 'resetPassword', token } });
    // The token is found by value and kind together.
    expect(codeOf(await b.read(`/tokens/emailVerification/${token}`))).toBe('TOKEN_LOAD_VERIFY_FAILURE');

    const execute = () =>
      b.call('POST', '/tokens/execute', {
        body: { kind: 'resetPassword', token, data: { password: NEW_PASSWORD } },
      });
    expect((await execute()).status).toBe(204);
    expect(b.password('person-ava')).toMatchObject({ password: NEW_PASSWORD, history: [DEFAULT_PASSWORD] });
    const again = await execute();
    expect([again.status, codeOf(again.body)]).toEqual([400, 'TOKEN_EXECUTE_FAILURE']);
    expect((await b.call('GET', `/tokens/resetPassword/${token}`)).status).toBe(404);

    for (let request = 2; request <= 3; request++) {
      expect(
        (await b.call('POST', '/credentials/forgot', { body: { identifier: 'ava.associate@example.com' } }))
          .status,
      ).toBe(204);
    }
    const fourth = await b.call('POST', '/credentials/forgot', {
      body: { identifier: 'ava.associate@example.com' },
    });
    expect([fourth.status, codeOf(fourth.body)]).toEqual([403, 'TOO_MANY_ATTEMPTS']);
    expect(b.outbox('resetPassword')).toHaveLength(3);

    b.context.clock.advance(15 * MINUTE);
    expect(
      (await b.call('POST', '/credentials/forgot', { body: { identifier: 'ava.associate@example.com' } }))
        .status,
    ).toBe(204);
  });

  it('answers an unknown address like a known one, and sends nothing', async () => {
    expect(
      (await b.call('POST', '/credentials/forgot', { body: { identifier: 'nobody@example.com' } })).status,
    ).toBe(204);
    expect(b.outbox()).toEqual([]);
  });

  it.each([
    ['tulip#garden7', 'PASSWORD_PRECONDITION_UNMATCHED'],
    ['Password123!', 'PASSWORD_BLACKLISTED'],
    ['Xyz#Garden7', 'PASSWORD_3_SEQUENTIAL_CHARS'],
    ['Tulip#Gaaarden7', 'PASSWORD_3_REPEATED_CHARS'],
    [DEFAULT_PASSWORD, 'TOO_WEAK_PASSWORD'],
  ])('refuses %s with %s on the code and the first two errors, changing nothing', async (candidate, code) => {
    const before = b.state();
    const result = await b.call('POST', '/tokens/execute', {
      body: { kind: 'resetPassword', token: 'reset-ava', data: { password: candidate } },
    });
    expect(result.status).toBe(400);
    expect(codes(result.body)).toEqual([code, code, code]);
    expect(b.state()).toEqual(before);
  });

  it('cannot reach LENGTH_RULE over HTTP: the schema answers a short password with INVALID_REQUEST first', async () => {
    const result = await b.call('POST', '/tokens/execute', {
      body: { kind: 'resetPassword', token: 'reset-ava', data: { password: 'Ab1!' } },
    });
    expect([result.status, codeOf(result.body)]).toEqual([400, 'INVALID_REQUEST']);
  });

  it('refuses the expired link on load and on execute', async () => {
    const loaded = await b.call('GET', '/tokens/resetPassword/reset-expired');
    expect([loaded.status, codeOf(loaded.body)]).toEqual([404, 'TOKEN_LOAD_VERIFY_FAILURE']);
    const executed = await b.call('POST', '/tokens/execute', {
      body: { kind: 'resetPassword', token: 'reset-expired', data: { password: NEW_PASSWORD } },
    });
    expect([executed.status, codeOf(executed.body)]).toEqual([400, 'INVALID_TOKEN']);
    expect(b.password('person-ava').password).toBe(DEFAULT_PASSWORD);
  });

  it('expires a fresh link after 15 days', async () => {
    b.context.clock.advance(TOKEN_LIFE_MS);
    expect((await b.call('GET', '/tokens/resetPassword/reset-ava')).status).toBe(404);
  });
});

describe('recovery and self-registration emails', () => {
  it('mails the username, by address, within the same limit', async () => {
    const b = await createBrowser();
    const forgotUsername = (identifier: string) =>
      b.call('POST', '/credentials/forgotUsername', { body: { identifier } });
    expect((await forgotUsername('uma.username@example.com')).status).toBe(204);
    expect(b.outbox('forgotUsername')).toEqual([
      expect.objectContaining({ to: 'uma.username@example.com', subject: 'Your username is uma.username' }),
    ]);
    await forgotUsername('uma.username@example.com');
    await forgotUsername('uma.username@example.com');
    const fourth = await forgotUsername('UMA.username@example.com');
    expect([fourth.status, codeOf(fourth.body)]).toEqual([403, 'TOO_MANY_ATTEMPTS']);
  });

  it('mails a self-registration link whose token opens account creation', async () => {
    const b = await createBrowser();
    const sendLink = () =>
      b.call('POST', '/self-registration/send-email', { body: { emailAddress: 'new.person@example.org' } });
    expect((await sendLink()).status).toBe(204);
    const [mail] = b.outbox('selfRegistration');
    const token = mail?.link?.replace('/auth/create-account/', '') ?? '';
    expect(token).not.toBe('');
    expect((await b.call('GET', `/tokens/registration/${token}`)).status).toBe(200);
    await sendLink();
    await sendLink();
    const fourth = await sendLink();
    expect([fourth.status, codeOf(fourth.body)]).toEqual([403, 'TOO_MANY_ATTEMPTS']);
  });
});

describe('invitations', () => {
  let b: Browser;
  beforeEach(async () => {
    b = await createBrowser();
  });
  const dob = (dateOfBirth: string) =>
    b.call('POST', '/clients/acme/associates/assoc-dora-acme/verify', { body: { dob: dateOfBirth } });

  it('invite-dob asks for the date of birth and checks it', async () => {
    const loaded = await b.call('GET', '/tokens/registration/invite-dob?extended=true');
    expect(loaded.body).toEqual({
      kind: 'registration',
      token: 'invite-dob',
      data: {
        token_blob: {
          client_id: 'acme',
          associateId: 'assoc-dora-acme',
          email: 'dora.dobcheck@acme.example',
        },
        extra_information: { client_name: 'Acme Manufacturing', first_name: 'Dora', last_name: 'Dobcheck' },
      },
    });
    expect(await b.read('/tokens/registration/invite-dob')).not.toHaveProperty('data.extra_information');
    expect(await b.read('/clients/acme/associates/assoc-dora-acme/dob-obligation')).toEqual({
      verificationFields: [{ kind: 'dob' }],
    });
    expect(await b.read('/clients/acme/associates/assoc-dora-acme/identity-verifiers')).toEqual({
      identityVerifiers: { isDobPresent: true },
    });
    expect(await b.read('/clients/acme/associates/assoc-dora-acme/registration-settings')).toMatchObject({
      companyName: 'Acme Manufacturing',
      associateFirstName: 'Dora',
      skipToCreateAccount: false,
    });
    const wrong = await dob('1990-04-16');
    expect([wrong.status, codeOf(wrong.body)]).toEqual([400, 'ERROR_VERIFYING_ASSOCIATE']);
    expect((await dob('1990-04-15')).status).toBe(204);
  });

  it('locks the date check after 5 wrong dates, for 5 minutes', async () => {
    for (let attempt = 1; attempt <= 4; attempt++) expect((await dob('2000-01-01')).status).toBe(400);
    const fifth = await dob('2000-01-01');
    expect([fifth.status, codeOf(fifth.body)]).toEqual([403, 'TOO_MANY_ATTEMPTS']);
    expect((await dob('1990-04-15')).status).toBe(403);
    b.context.clock.advance(5 * MINUTE);
    expect((await dob('1990-04-15')).status).toBe(204);
  });

  it('invite-nodob needs a date of birth the profile lacks', async () => {
    expect((await b.call('GET', '/tokens/registration/invite-nodob')).status).toBe(200);
    expect(await b.read('/clients/acme/associates/assoc-pat-acme/dob-obligation')).toEqual({
      verificationFields: [{ kind: 'dob' }],
    });
    expect(await b.read('/clients/acme/associates/assoc-pat-acme/identity-verifiers')).toEqual({
      identityVerifiers: { isDobPresent: false },
    });
  });

  it('invite-new has no email and no date check: straight to account creation', async () => {
    const loaded = await b.call('GET', '/tokens/registration/invite-new?extended=true');
    expect(loaded.body).toMatchObject({
      data: { token_blob: { associateId: 'assoc-nina-acme', email: '' } },
    });
    expect(await b.read('/clients/acme/associates/assoc-nina-acme/dob-obligation')).toEqual({
      verificationFields: [],
    });
    expect(await b.read('/clients/acme/associates/assoc-nina-acme/registration-settings')).toMatchObject({
      skipToCreateAccount: true,
    });
  });

  it('invite-aim redirects to the registration portal with the registration code', async () => {
    const result = await b.call('GET', '/tokens/registration/invite-aim');
    expect([result.status, codeOf(result.body)]).toEqual([400, 'REDIRECT_TO_AIM_REGISTRATION_ERROR']);
    expect(result.body).toMatchObject({ errors: [{ details: { pic: 'PIC-7Q4K-22' } }] });
  });

  it('invite-expired and unknown tokens fail to load', async () => {
    for (const path of [
      '/tokens/registration/invite-expired',
      '/tokens/registration/no-such-token',
      '/tokens/resetPassword/invite-dob',
    ]) {
      const result = await b.call('GET', path);
      expect([result.status, codeOf(result.body)]).toEqual([404, 'TOKEN_LOAD_VERIFY_FAILURE']);
    }
  });

  it('invite-sso carries the email of the SSO variant and needs no date check', async () => {
    const loaded = await b.call('GET', '/tokens/registration/invite-sso?extended=true');
    expect(loaded.body).toMatchObject({
      data: { extra_information: { email: 'sol.signon@sso-client.example' } },
    });
    expect(await b.read('/clients/sso-client/associates/assoc-sol-sso/dob-obligation')).toEqual({
      verificationFields: [],
    });
    const created = await b.call('POST', '/persons/sso', {
      body: { token: 'invite-sso', firstName: 'Sol', lastName: 'Signon', termsAndConditionsChecked: true },
    });
    expect(created.status).toBe(200);
    const { personId } = created.body as { personId: string };
    expect(b.context.db.credentials.findFirst((q) => q.where({ personId }))).toBeUndefined();
    expect(b.context.db.associates.findFirst((q) => q.where({ id: 'assoc-sol-sso' }))?.personId).toBe(
      personId,
    );
  });

  it('answers 404 for an unknown client or associate', async () => {
    expect(codeOf(await b.read('/clients/nope/associates/assoc-dora-acme/dob-obligation'))).toBe(
      'CLIENT_NOT_FOUND',
    );
    expect(codeOf(await b.read('/clients/acme/associates/nope/identity-verifiers'))).toBe(
      'RESOURCE_NOT_FOUND',
    );
  });

  it('invite-link links the invited associate to the signed-in person, once', async () => {
    expect(await b.read('/associate-tokens/invite-link?extended=true')).toMatchObject({
      kind: 'associateInvitation',
      data: { extra_information: { client_name: 'Birch Logistics' } },
    });
    const anonymous = await b.call('POST', '/associate-tokens/execute', {
      body: { personId: 'person-ava', token: 'invite-link' },
    });
    expect(anonymous.status).toBe(401);
    await b.signInAs('ava.associate');
    const someoneElse = await b.call('POST', '/associate-tokens/execute', {
      body: { personId: 'person-uma', token: 'invite-link' },
    });
    expect(someoneElse.status).toBe(403);
    expect(
      (
        await b.call('POST', '/associate-tokens/execute', {
          body: { personId: 'person-ava', token: 'invite-link' },
        })
      ).status,
    ).toBe(204);
    expect(
      b.context.db.associates.findFirst((q) => q.where({ id: 'assoc-ava-birch-invite' }))?.personId,
    ).toBe('person-ava');
    const again = await b.call('POST', '/associate-tokens/execute', {
      body: { personId: 'person-ava', token: 'invite-link' },
    });
    expect([again.status, codeOf(again.body)]).toEqual([400, 'TOKEN_EXECUTE_FAILURE']);
  });

  it('declining destroys the invitation', async () => {
    expect((await b.call('DELETE', '/associate-tokens/invite-link')).status).toBe(204);
    expect((await b.call('GET', '/associate-tokens/invite-link')).status).toBe(404);
    expect((await b.call('DELETE', '/associate-tokens/invite-link')).status).toBe(404);
  });
});

describe('account creation', () => {
  let b: Browser;
  beforeEach(async () => {
    b = await createBrowser();
  });

  async function verifyEmail(emailAddress = 'nina.newhire@acme.example') {
    const prepared = await b.call('POST', '/tokens/prepareCodeEmailVerification', {
      body: { emailAddress, associateToken: 'invite-new' },
    });
    expect(prepared.status).toBe(200);
    const token = (prepared.body as { data: { token: string } }).data.token;
    const code = b.outbox('emailVerificationCode').at(-1)?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);
    return { token, code };
  }
  const createPerson = (token: string, code: string, personData: Record<string, string>) =>
    b.call('POST', '/tokens/createPerson', {
      body: {
        token,
        kind: 'registrationEmailVerification',
        data: { code, isSSO: false, personData: { firstName: 'Nina', lastName: 'Newhire', ...personData } },
      },
    });

  it('verifies the email with the emailed code, then creates the person and links the associate', async () => {
    const { token, code } = await verifyEmail();
    const validate = (data: Record<string, string>) =>
      b.call('POST', '/tokens/validate', { body: { kind: 'registrationEmailVerification', token, data } });
    const wrongCode = code === '000000' ? '111111' : '000000';
    expect((await validate({ code: wrongCode })).body).toEqual({ data: { code: { isValid: false } } });
    expect((await validate({ code })).body).toEqual({ data: { code: { isValid: true } } });
    expect((await validate({ username: 'AVA.associate' })).body).toEqual({
      data: { username: { exists: true } },
    });

    const wrong = await createPerson(token, wrongCode, { username: 'nina.newhire', password: NEW_PASSWORD });
    expect([wrong.status, codeOf(wrong.body)]).toEqual([400, 'INVALID_TOKEN']);
    const created = await createPerson(token, code, { username: 'nina.newhire', password: NEW_PASSWORD });
    expect(created.status).toBe(200);
    const { personId } = created.body as { personId: string };
    expect(b.context.db.persons.findFirst((q) => q.where({ id: personId }))).toMatchObject({
      username: 'nina.newhire',
      firstName: 'Nina',
    });
    expect(b.password(personId).password).toBe(NEW_PASSWORD);
    expect(b.context.db.associates.findFirst((q) => q.where({ id: 'assoc-nina-acme' }))?.personId).toBe(
      personId,
    );
    expect(b.context.db.contactMethods.findFirst((q) => q.where({ personId }))).toMatchObject({
      emailAddress: 'nina.newhire@acme.example',
      isVerified: true,
    });
    expect(b.context.db.tokens.findFirst((q) => q.where({ token: 'invite-new' }))?.used).toBe(true);

    const again = await createPerson(token, code, { username: 'nina.other', password: NEW_PASSWORD });
    expect([again.status, codeOf(again.body)]).toEqual([400, 'TOKEN_EXECUTE_FAILURE']);
  });

  it('refuses a taken username, a taken email and a weak password, creating nothing', async () => {
    const { token, code } = await verifyEmail();
    const before = b.state();
    const duplicate = await createPerson(token, code, { username: 'ava.associate', password: NEW_PASSWORD });
    expect([duplicate.status, codeOf(duplicate.body)]).toEqual([409, 'DUPLICATE_USERNAME']);
    const weak = await createPerson(token, code, { username: 'nina.newhire', password: 'Password123!' });
    expect([weak.status, codeOf(weak.body)]).toEqual([400, 'PASSWORD_BLACKLISTED']);
    expect(b.state()).toEqual(before);

    // The address was free when the code was sent, and was taken since.
    const ava = b.context.db.contactMethods.findFirst(
      (q) => q.where({ personId: 'person-ava', type: 'EMAIL' }),
      { strict: true },
    );
    await b.context.db.contactMethods.update(ava, {
      data: (draft) => void (draft.emailAddress = 'nina.newhire@acme.example'),
    });
    const taken = await createPerson(token, code, { username: 'nina.newhire', password: NEW_PASSWORD });
    expect([taken.status, codeOf(taken.body)]).toEqual([409, 'DUPLICATE_EMAIL']);
  });

  it('refuses to send a code to an address in use, and says so on the email check', async () => {
    const prepared = await b.call('POST', '/tokens/prepareCodeEmailVerification', {
      body: { emailAddress: 'ava.associate@example.com', associateToken: 'invite-new' },
    });
    expect([prepared.status, codeOf(prepared.body)]).toEqual([409, 'EMAIL_ADDRESS_ALREADY_EXISTS']);
    const check = (address: string) =>
      b.call('GET', `/persons/email-addresses/check?emailAddress=${encodeURIComponent(address)}`);
    expect(codeOf((await check('Ava.Associate@example.com')).body)).toBe('EMAIL_ADDRESS_ALREADY_EXISTS');
    expect((await check('free@example.com')).status).toBe(204);
  });

  it('creates a person through POST /persons with the verified code', async () => {
    const { code } = await verifyEmail();
    const body = {
      token: 'invite-new',
      username: 'nina.newhire',
      password: NEW_PASSWORD,
      firstName: 'Nina',
      lastName: 'Newhire',
      email: [{ address: 'nina.newhire@acme.example' }],
      phoneNumber: null,
      termsAndConditionsChecked: true,
      code,
    };
    const duplicate = await b.call('POST', '/persons', { body: { ...body, username: 'paula.password' } });
    expect([duplicate.status, codeOf(duplicate.body)]).toEqual([409, 'DUPLICATE_USERNAME']);
    expect((await b.call('POST', '/persons', { body })).status).toBe(200);
    expect(codeOf((await b.call('POST', '/persons', { body })).body)).toBe('TOKEN_EXECUTE_FAILURE');
  });
});

describe('the signed-in person', () => {
  let b: Browser;
  beforeEach(async () => {
    b = await createBrowser();
  });

  it('answers 401 without a session', async () => {
    const result = await b.call('GET', '/persons/me');
    expect([result.status, codeOf(result.body)]).toEqual([401, 'MISSING_SESSION_COOKIE']);
  });

  it('builds Me from the person, the session’s associate and client, and the contact methods', async () => {
    await b.signInAs('ava.associate');
    expect(await b.read('/persons/me')).toEqual({
      personId: 'person-ava',
      firstName: 'Ava',
      lastName: 'Associate',
      emails: [{ address: 'ava.associate@example.com', isVerified: true }],
      phones: [{ phoneNumber: '+15555550100', isVerified: true }],
      clientId: 'acme',
      clientName: 'Acme Manufacturing',
      isClientRebrandEnabled: false,
      levelOfAssurance: 3,
      allClientAccessRoles: [],
      isNexoClientRebrandEnabled: false,
    });
    const updated = await b.call('PUT', '/persons/me', {
      body: { firstName: 'Avery', lastName: 'Associate' },
    });
    expect(updated.body).toMatchObject({ firstName: 'Avery' });
  });

  it('changes the password, resolving paula’s obligation', async () => {
    await b.signInAs('paula.password');
    const change = (oldPassword: string, newPassword: string) =>
      b.call('POST', '/persons/me/credentials', { body: { oldPassword, newPassword } });
    const before = b.state();
    const incorrect = await change('Wrong#Pass9', NEW_PASSWORD);
    expect([incorrect.status, ...codes(incorrect.body)]).toEqual([
      400,
      'INCORRECT_PASSWORD',
      'INCORRECT_PASSWORD',
      'INCORRECT_PASSWORD',
    ]);
    const same = await change(DEFAULT_PASSWORD, DEFAULT_PASSWORD);
    expect(codes(same.body)[1]).toBe('TOO_WEAK_PASSWORD');
    expect(b.state()).toEqual(before);

    expect((await change(DEFAULT_PASSWORD, NEW_PASSWORD)).status).toBe(204);
    expect(b.obligation('person-paula', 'changePassword').resolved).toBe(true);
    const back = await change(NEW_PASSWORD, DEFAULT_PASSWORD);
    expect(codes(back.body)[1]).toBe('TOO_WEAK_PASSWORD');
  });

  it('creates basic credentials, resolving bea’s obligation', async () => {
    await b.signInAs('bea.basic');
    const taken = await b.call('POST', '/persons/me/basic-credentials', {
      body: { username: 'ava.associate', password: NEW_PASSWORD },
    });
    expect(codeOf(taken.body)).toBe('DUPLICATE_USERNAME');
    expect(
      (
        await b.call('POST', '/persons/me/basic-credentials', {
          body: { username: 'bea.basic2', password: NEW_PASSWORD },
        })
      ).status,
    ).toBe(204);
    expect(b.obligation('person-bea', 'createBasicCredentials').resolved).toBe(true);
    expect(b.context.db.persons.findFirst((q) => q.where({ id: 'person-bea' }))?.username).toBe('bea.basic2');
  });

  it('lists devices and revokes one', async () => {
    await b.signInAs('ava.associate');
    const devices = (await b.read('/persons/me/devices')) as { deviceId: string }[];
    expect(devices.map((device) => device.deviceId)).toEqual(['device-ava-1', 'device-ava-2']);
    expect((await b.call('DELETE', '/devices/device-ava-1/authenticationTokens')).status).toBe(204);
    expect(((await b.read('/persons/me/devices')) as unknown[]).length).toBe(1);
    expect((await b.call('DELETE', '/devices/device-ava-1/authenticationTokens')).status).toBe(404);
    expect((await b.call('DELETE', '/devices/nope/authenticationTokens')).status).toBe(404);
  });

  it('verifies a changed email with the emailed code, and locks email changes after 3 in 5 minutes', async () => {
    await b.signInAs('ava.associate');
    const already = await b.call('POST', '/persons/me/tokens', { body: { kind: 'emailVerification' } });
    expect(codeOf(already.body)).toBe('EMAIL_IS_ALREADY_VERIFIED');
    const taken = await b.call('POST', '/tokens/emailVerification', {
      body: { emailAddress: 'paula.password@example.com', oldEmail: 'ava.associate@example.com' },
    });
    expect([taken.status, codeOf(taken.body)]).toEqual([409, 'EMAIL_ALREADY_EXISTS']);

    const changed = await b.call('POST', '/tokens/emailVerification', {
      body: { emailAddress: 'ava@home.example', oldEmail: 'ava.associate@example.com' },
    });
    expect(changed.status).toBe(200);
    const { token } = changed.body as { token: string };
    const mail = b.outbox('emailVerificationCode').at(-1);
    expect(mail?.to).toBe('ava@home.example');
    expect(await b.read('/persons/me')).toMatchObject({
      emails: [{ address: 'ava@home.example', isVerified: false }],
    });
    expect((await b.call('POST', '/persons/me/tokens', { body: { kind: 'emailVerification' } })).status).toBe(
      200,
    );
    const code = b.outbox('emailVerificationCode').at(-1)?.code;
    const executed = await b.call('POST', '/tokens/execute', {
      body: { kind: 'emailVerification', token, data: { code: mail?.code } },
    });
    expect(executed.status).toBe(204);
    expect(code).toMatch(/^\d{6}$/);
    expect(await b.read('/persons/me')).toMatchObject({
      emails: [{ address: 'ava@home.example', isVerified: true }],
    });

    await b.call('POST', '/tokens/emailVerification', {
      body: { emailAddress: 'ava@two.example', oldEmail: 'ava@home.example' },
    });
    await b.call('POST', '/tokens/emailVerification', {
      body: { emailAddress: 'ava@three.example', oldEmail: 'ava@two.example' },
    });
    const fourth = await b.call('POST', '/tokens/emailVerification', {
      body: { emailAddress: 'ava@four.example', oldEmail: 'ava@three.example' },
    });
    expect([fourth.status, codeOf(fourth.body)]).toEqual([403, 'TOO_MANY_ATTEMPTS']);
  });
});

describe('usernames', () => {
  it('reviews uma’s suggested user ids, resolving the obligation', async () => {
    const b = await signedInBrowser('uma.username');
    const settings = await b.call('GET', '/persons/me/check-username-obligation');
    expect(settings.body).toEqual({
      username: 'uma.username',
      associates: [
        {
          clientId: 'acme',
          associateId: 'assoc-uma-acme',
          clientName: 'Acme Manufacturing',
          userId: 'umausername1',
        },
        {
          clientId: 'birch',
          associateId: 'assoc-uma-birch',
          clientName: 'Birch Logistics',
          userId: 'umausername2',
        },
      ],
      isReviewUsernameObligation: true,
      isNotAllowUpdateUsername: false,
    });
    const entries = [
      { clientId: 'acme', associateId: 'assoc-uma-acme', username: 'umausername1' },
      { clientId: 'birch', associateId: 'assoc-uma-birch', username: 'umausername2' },
    ];
    expect(
      (await b.call('POST', '/persons/me/review-username', { body: { associateUsernames: entries } })).status,
    ).toBe(204);
    expect(b.obligation('person-uma', 'reviewUsername').resolved).toBe(true);
    expect(await b.read('/persons/me/check-username-obligation')).toMatchObject({
      isReviewUsernameObligation: false,
    });
  });

  it('refuses duplicate usernames in the form or held by another person, changing nothing', async () => {
    const b = await signedInBrowser('uma.username');
    const update = (first: string, second: string) =>
      b.call('POST', '/persons/me/update-username', {
        body: {
          associateUsernames: [
            { clientId: 'acme', associateId: 'assoc-uma-acme', username: first, password: DEFAULT_PASSWORD },
            {
              clientId: 'birch',
              associateId: 'assoc-uma-birch',
              username: second,
              password: DEFAULT_PASSWORD,
            },
          ],
        },
      });
    const before = b.state();
    expect(codeOf((await update('uma.one', 'UMA.one')).body)).toBe('DUPLICATE_USERNAME');
    expect(codeOf((await update('uma.one', 'ava.associate')).body)).toBe('DUPLICATE_USERNAME');
    expect(b.state()).toEqual(before);
    expect((await update('uma.one', 'uma.two')).status).toBe(204);
    expect(b.context.db.persons.findFirst((q) => q.where({ id: 'person-uma' }))?.username).toBe('uma.one');
    expect(b.obligation('person-uma', 'reviewUsername').resolved).toBe(true);
  });
});

describe('contact info', () => {
  let b: Browser;
  beforeEach(async () => {
    b = await createBrowser();
  });

  it('lists contacts with isOnlyOneOfType and refuses to delete the only one of a type', async () => {
    await b.signInAs('ava.associate');
    const info = (await b.read('/persons/me/contact-info')) as {
      emails: { isOnlyOneOfType: boolean }[];
      phones: { phoneNumber: string; isOnlyOneOfType: boolean }[];
    };
    expect(info.emails.map((email) => email.isOnlyOneOfType)).toEqual([true]);
    expect(info.phones).toEqual([
      expect.objectContaining({ phoneNumber: '+15555550100', isOnlyOneOfType: true, type: 'PHONE' }),
    ]);

    const before = b.state();
    const onlyPhone = await b.call('DELETE', '/persons/me/phone-numbers?phoneNumber=%2B15555550100');
    expect(onlyPhone.status).toBe(400);
    const onlyEmail = await b.call(
      'DELETE',
      `/persons/me/email-addresses?emailAddress=${encodeURIComponent('ava.associate@example.com')}`,
    );
    expect(onlyEmail.status).toBe(400);
    expect((await b.call('DELETE', '/persons/me/phone-numbers?phoneNumber=%2B15555550199')).status).toBe(404);
    expect(
      (await b.call('DELETE', '/persons/me/email-addresses?emailAddress=nope%40example.com')).status,
    ).toBe(404);
    const malformed = await b.call('DELETE', '/persons/me/phone-numbers?phoneNumber=555-0100');
    expect([malformed.status, codeOf(malformed.body)]).toEqual([400, 'INVALID_REQUEST']);
    expect(b.state()).toEqual(before);

    // A text-only phone counts as a phone too.
    await addContactMethod(
      b.context,
      'person-ava',
      { type: 'TEXT', phoneNumber: '+15555550111' },
      { isVerified: false, isPersonal: false },
    );
    const two = (await b.read('/persons/me/contact-info')) as typeof info;
    expect(two.phones.map((phone) => phone.isOnlyOneOfType)).toEqual([false, false]);
    expect((await b.call('DELETE', '/persons/me/phone-numbers?phoneNumber=%2B15555550100')).status).toBe(204);
    const one = (await b.read('/persons/me/contact-info')) as typeof info;
    expect(one.phones).toEqual([
      expect.objectContaining({ phoneNumber: '+15555550111', isOnlyOneOfType: true }),
    ]);
  });

  it('confirms carl’s contact info, resolving the obligation', async () => {
    await b.signInAs('carl.contact');
    const confirmed = await b.call('PUT', '/persons/me/contact-info');
    expect(confirmed).toMatchObject({ status: 200, body: { contactInfoUpdatedAt: expect.any(String) } });
    expect(b.obligation('person-carl', 'reviewContactInfo').resolved).toBe(true);
    const sor = (await b.read('/associates/me/contact-info-sor')) as {
      sorContactInfo: { emailAddress?: string }[];
    };
    expect(sor.sorContactInfo.map((method) => method.emailAddress)).toEqual(['carl.contact@example.com']);
  });
});

describe('settings', () => {
  it('reads and saves regional settings from the offered options', async () => {
    const b = await signedInBrowser('ava.associate');
    expect(await b.read('/persons/me/settings')).toEqual({
      preferredLanguage: 'en-US',
      region: 'US',
      timezone: 'America/New_York',
    });
    expect(await b.read('/persons/me/settings-options/languages')).toContainEqual({
      name: 'Français (Canada)',
      code: 'fr-CA',
    });
    expect(await b.read('/persons/me/settings-options/regions')).toContainEqual({
      name: 'Canada',
      code: 'CA',
    });
    expect(await b.read('/persons/me/settings-options/timezones')).toContainEqual({
      caption: '(UTC-05:00) Toronto',
      code: 'America/Toronto',
    });
    const saveInToronto = (preferredLanguage: string) =>
      b.call('POST', '/persons/me/settings', {
        body: { preferredLanguage, region: 'CA', timezone: 'America/Toronto' },
      });
    expect(codeOf((await saveInToronto('xx-XX')).body)).toBe('INVALID_REQUEST');
    expect((await saveInToronto('fr-CA')).status).toBe(204);
    expect(await b.read('/persons/me/settings')).toEqual({
      preferredLanguage: 'fr-CA',
      region: 'CA',
      timezone: 'America/Toronto',
    });
  });

  it('finds settings by group, 404 FAILED_TO_GET_SETTINGS for an unknown one', async () => {
    const b = await signedInBrowser('ava.associate');
    expect(await b.read('/settings/PAYROLL_MARKETPLACE')).toEqual({
      url: '/__mock/pages/marketplace/payroll',
    });
    const unknown = await b.call('GET', '/settings/NOPE');
    expect([unknown.status, codeOf(unknown.body)]).toEqual([404, 'FAILED_TO_GET_SETTINGS']);
  });
});

describe('associates, clients and feature flags', () => {
  it('lists the person’s associates with their flags and the current client', async () => {
    const b = await signedInBrowser('ava.associate');
    expect(await b.read('/associates/me/clientInfo')).toEqual({
      clientId: 'acme',
      clientName: 'Acme Manufacturing',
      isClientRebrandEnabled: false,
    });
    const associates = (await b.read('/persons/me/associates?extended=true')) as {
      clientId: string;
      isCurrentlySelectedAssociate: boolean;
      suspended: boolean;
      client?: { name: string };
    }[];
    expect(
      associates.map(({ clientId, isCurrentlySelectedAssociate, suspended, client }) => [
        clientId,
        isCurrentlySelectedAssociate,
        suspended,
        client?.name,
      ]),
    ).toEqual([
      ['acme', true, false, 'Acme Manufacturing'],
      ['birch', false, false, 'Birch Logistics'],
      ['cedar', false, true, 'Cedar Foods'],
    ]);
    expect((await b.call('GET', '/clients/birch/associates/assoc-ava-birch')).status).toBe(200);
    expect((await b.call('GET', '/clients/acme/associates/assoc-paula-acme')).status).toBe(403);
    expect(await b.read('/clients/acme/associates/assoc-dora-acme/attributes')).toEqual({
      clientId: 'acme',
      associateId: 'assoc-dora-acme',
      firstName: 'Dora',
      lastName: 'Dobcheck',
      email: 'dora.dobcheck@acme.example',
      clientName: 'Acme Manufacturing',
    });
  });

  it('pages the client search by name prefix for support staff only', async () => {
    const b = await createBrowser();
    const search = (body: Record<string, unknown>) =>
      b.call('POST', '/clm/getPrefixMatch/clientName', {
        body: { clientNamePrefix: 'a', ignoreTransitionedToService: false, ...body },
      });
    await b.signInAs('ava.associate');
    expect([(await search({})).status, codeOf((await search({})).body)]).toEqual([
      403,
      'INSUFFICIENT_PERMISSIONS',
    ]);

    await b.signInAs('sam.support');
    const first = (await search({ limit: 5, offset: 0 })).body as {
      allClients: { name: string; _id: string }[];
      totalCount: number;
    };
    expect(first.totalCount).toBe(7);
    expect(first.allClients.map((client) => client.name)).toEqual([
      'Acme Manufacturing',
      'Alder Schools',
      'Apex Roofing',
      'Aspen Dental',
      'Atlas Freight',
    ]);
    const second = (await search({ limit: 5, offset: 5 })).body as typeof first;
    expect(second.allClients.map((client) => client.name)).toEqual(['Aurora Health', 'Avalon Retail']);
    const active = (await search({ clientNamePrefix: 'AP', ignoreTransitionedToService: true }))
      .body as typeof first;
    expect(active).toEqual({ allClients: [], totalCount: 0 });
    expect(((await search({ ignoreTransitionedToService: true })).body as typeof first).totalCount).toBe(6);
  });

  it('lets only staff with an all-client access role impersonate', async () => {
    const b = await createBrowser();
    const start = {
      kind: 'associate',
      impersonatedActorId: 'assoc-ava-acme',
      impersonationId: 'imp-1',
      impersonatedClientId: 'acme',
      reason: 'Ticket SUP-1042',
    };
    await b.signInAs('ava.associate');
    expect(codeOf(await b.read('/sessions/impersonation/imp-1'))).toBe('INSUFFICIENT_PERMISSIONS');
    const refused = await b.call('PUT', '/sessions/current/impersonation/start', { body: start });
    expect([refused.status, codeOf(refused.body)]).toEqual([403, 'INSUFFICIENT_PERMISSIONS']);

    const { session } = await b.signInAs('sam.support');
    expect(await b.read('/sessions/impersonation/imp-1')).toEqual({
      impersonationId: 'imp-1',
      clientId: 'acme',
      clientName: 'Acme Manufacturing',
      associateId: 'assoc-ava-acme',
      firstName: 'Ava',
      lastName: 'Associate',
    });
    expect((await b.call('GET', '/sessions/impersonation/imp-2')).status).toBe(404);
    const started = await b.call('PUT', '/sessions/current/impersonation/start', { body: start });
    expect(started.status).toBe(204);
    expect(started.headers.get('X-Acting-Session-Id')).toMatch(/^acting-/);
    expect(started.headers.get('X-Acting-Session-Mode')).toBe('impersonation');
    expect(Date.parse(started.headers.get('X-Acting-Session-Expires-At') ?? '')).toBeGreaterThan(
      b.context.clock.now(),
    );
    expect(
      b.context.db.sessions.findFirst((q) => q.where({ id: session.id }))?.impersonation?.impersonationId,
    ).toBe('imp-1');
  });

  it('evaluates feature flags per client, falling back to the default for every client', async () => {
    const b = await createBrowser();
    await b.context.db.featureFlags.create({
      clientId: 'birch',
      flag: 'enableClientRebrand',
      isEnabled: true,
    });
    expect(await b.read('/feature-settings/idm/features/enableClientRebrand')).toEqual({
      isEnabled: false,
    });
    expect(
      (
        await b.call('POST', '/feature-settings/idm/features/enableClientRebrand', {
          body: { clientId: 'birch' },
        })
      ).body,
    ).toEqual({ isEnabled: true });
    expect(
      (
        await b.call('POST', '/feature-settings/idm/features/enableClientRebrand', {
          body: { clientId: 'acme' },
        })
      ).body,
    ).toEqual({ isEnabled: false });
    expect(
      (
        await b.call('POST', '/feature-settings/idm/features/enableClientRebrand', {
          body: { clientId: 'nope' },
        })
      ).status,
    ).toBe(404);
    expect((await b.call('GET', '/feature-settings/idm/features/noSuchFlag')).status).toBe(400);
  });
});

describe('bad input', () => {
  it.each([
    ['malformed JSON', '/credentials/forgot', { raw: '{"identifier": ' }],
    ['a missing field', '/tokens/execute', { body: { kind: 'resetPassword' } }],
    ['a wrong type', '/tokens/execute', { body: { kind: 'resetPassword', token: 5 } }],
    ['an unknown kind', '/tokens/execute', { body: { kind: 'noSuchKind', token: 'reset-ava' } }],
    [
      'an extra property',
      '/credentials/forgot',
      { body: { identifier: 'ava.associate@example.com', extra: true } },
    ],
    ['a username instead of an email', '/credentials/forgot', { body: { identifier: 'ava.associate' } }],
    ['a missing body', '/persons/me/credentials', {}],
  ])('answers %s with 400 INVALID_REQUEST and changes nothing', async (_label, path, init) => {
    const b = await signedInBrowser('paula.password');
    const before = b.state();
    const result = await b.call('POST', path, init);
    expect([result.status, codeOf(result.body)]).toEqual([400, 'INVALID_REQUEST']);
    expect(b.state()).toEqual(before);
  });

  it('answers a non-GET without the CSRF header with 403 and changes nothing', async () => {
    const b = await createBrowser();
    const before = b.state();
    const result = await b.call('POST', '/credentials/forgot', {
      body: { identifier: 'ava.associate@example.com' },
      csrf: false,
    });
    expect([result.status, codeOf(result.body)]).toEqual([403, 'CSRF_TOKEN_INVALID']);
    expect(b.state()).toEqual(before);
  });
});
