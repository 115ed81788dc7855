import { describe, expect, it } from 'vitest';
import { AUTHENTICATION_SERVICE_BASE as AUTH, authenticationServiceHandlers } from './index.ts';
import {
  IDENTITY_ORCHESTRATOR_BASE as IO,
  identityOrchestratorHandlers,
} from '../identity-orchestrator/index.ts';
import { STEP_UP_CODE_LIFE_MS, STEP_UP_WRONG_CODES } from './step-up.ts';
import { codeOf, createHarness, signIn, type Harness } from '../test-harness.ts';

const harness = () =>
  createHarness((context) => [
    ...authenticationServiceHandlers(context),
    ...identityOrchestratorHandlers(context),
  ]);
const lastCode = (h: Harness, to: string) =>
  h.context.db.outbox.findMany((q) => q.where({ to })).at(-1)?.code;
const level = async (h: Harness) =>
  ((await h.call('GET', `${AUTH}/check`)).body as { levelOfAssurance: number }).levelOfAssurance;

describe('step-up', () => {
  it('a session at the level needs nothing; below it, the methods, masked', async () => {
    const h = await harness();
    await signIn(h, 'ava.associate');
    expect((await h.call('GET', `${AUTH}/step-up?requiredLevel=3`)).body).toEqual({
      requiredLevel: 3,
      levelOfAssurance: 3,
      requiredUserAction: 'none',
      authMethods: [],
    });
    const above = (await h.call('GET', `${AUTH}/step-up?requiredLevel=4`)).body;
    expect(above).toMatchObject({
      requiredUserAction: 'selectAuthMethod',
      authMethods: [
        { id: 'email-ava', type: 'EMAIL', destination: 'a•••@example.com' },
        { id: 'phone-ava', type: 'TEXT', destination: '•••• 0100' },
      ],
    });
  });

  it('the emailed code raises the level once; a wrong one does not, a used one is refused', async () => {
    const h = await harness();
    await signIn(h, 'stan.stepup');
    const body = { requiredLevel: 3, selectedAuthMethod: 'email-stan' };
    expect((await h.call('POST', `${AUTH}/step-up/code`, { body })).status).toBe(204);
    const code = lastCode(h, 'stan.stepup@example.com')!;
    const wrong = await h.call('POST', `${AUTH}/step-up/verify`, {
      body: { ...body, code: code === '000000' ? '111111' : '000000' },
    });
    expect([wrong.status, codeOf(wrong.body)]).toEqual([400, 'INVALID_TOKEN']);
    expect(await level(h)).toBe(1);
    const right = await h.call('POST', `${AUTH}/step-up/verify`, { body: { ...body, code } });
    expect([right.status, right.body]).toEqual([200, { levelOfAssurance: 3 }]);
    expect(await level(h)).toBe(3);
    const again = await h.call('POST', `${AUTH}/step-up/verify`, { body: { ...body, code } });
    // As the document says: a code already used is 400 TOKEN_EXECUTE_FAILURE.
    expect([again.status, codeOf(again.body)]).toEqual([400, 'TOKEN_EXECUTE_FAILURE']);
  });

  it('a code expires, and five wrong ones spend it', async () => {
    const h = await harness();
    await signIn(h, 'stan.stepup');
    const body = { requiredLevel: 3, selectedAuthMethod: 'email-stan' };
    await h.call('POST', `${AUTH}/step-up/code`, { body });
    const code = lastCode(h, 'stan.stepup@example.com')!;
    h.context.clock.advance(STEP_UP_CODE_LIFE_MS);
    expect(codeOf((await h.call('POST', `${AUTH}/step-up/verify`, { body: { ...body, code } })).body)).toBe(
      'INVALID_TOKEN',
    );

    await h.call('POST', `${AUTH}/step-up/code`, { body });
    const fresh = lastCode(h, 'stan.stepup@example.com')!;
    const wrong = fresh === '000000' ? '111111' : '000000';
    let last;
    for (let n = 0; n < STEP_UP_WRONG_CODES; n += 1)
      last = await h.call('POST', `${AUTH}/step-up/verify`, { body: { ...body, code: wrong } });
    expect([last!.status, codeOf(last!.body)]).toEqual([403, 'TOO_MANY_ATTEMPTS']);
    expect(
      codeOf((await h.call('POST', `${AUTH}/step-up/verify`, { body: { ...body, code: fresh } })).body),
    ).toBe('INVALID_TOKEN');
  });
});

describe('add phone, add email', () => {
  it('adds an unverified phone in E.164 and meets the add-phone obligation; a taken one is refused', async () => {
    const h = await harness();
    await signIn(h, 'pia.phone');
    expect((await h.call('GET', `${AUTH}/check-obligations`)).status).toBe(412);
    const bad = await h.call('POST', `${IO}/persons/me/phone-numbers`, { body: { phoneNumber: '+1123' } });
    expect([bad.status, codeOf(bad.body)]).toEqual([400, 'INVALID_PHONE_NUMBER']);
    const taken = await h.call('POST', `${IO}/persons/me/phone-numbers`, {
      body: { phoneNumber: '+15555550100' },
    });
    expect([taken.status, codeOf(taken.body)]).toEqual([409, 'PHONE_NUMBER_ALREADY_EXISTS']);
    const added = await h.call('POST', `${IO}/persons/me/phone-numbers`, {
      body: { phoneNumber: '+15555550177' },
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ type: 'PHONE', phoneNumber: '+15555550177', isVerified: false });
    expect((await h.call('GET', `${AUTH}/check-obligations`)).status).toBe(200);
  });

  it('an address someone holds is EMAIL_ALREADY_EXISTS', async () => {
    const h = await harness();
    await signIn(h, 'ava.associate');
    const taken = await h.call('POST', `${IO}/persons/me/email-addresses`, {
      body: { emailAddress: 'carl.contact@example.com' },
    });
    expect([taken.status, codeOf(taken.body)]).toEqual([409, 'EMAIL_ALREADY_EXISTS']);
  });
});

describe('contact verification', () => {
  it("sends a code to the person's method and the right one verifies it", async () => {
    const h = await harness();
    await signIn(h, 'ed.email');
    const target = { type: 'email', purpose: 'personal', value: 'ed.email@example.com' };
    const started = await h.call('POST', `${IO}/persons/me/contact-verifications`, { body: target });
    expect(started.status).toBe(201);
    const { verificationId } = started.body as { verificationId: string };
    const code = lastCode(h, 'ed.email@example.com')!;
    const verified = await h.call('POST', `${IO}/persons/me/contact-verifications/${verificationId}/verify`, {
      body: { code },
    });
    expect(verified.status).toBe(204);
    expect(h.context.db.contactMethods.findFirst((q) => q.where({ id: 'email-ed' }))?.isVerified).toBe(true);
  });

  it('refuses a value that is no address, and one that is not the person’s', async () => {
    const h = await harness();
    await signIn(h, 'ed.email');
    const bad = await h.call('POST', `${IO}/persons/me/contact-verifications`, {
      body: { type: 'phone', purpose: 'personal', value: '555' },
    });
    expect(codeOf(bad.body)).toBe('INVALID_CONTACT_INFO_FORMAT');
    const other = await h.call('POST', `${IO}/persons/me/contact-verifications`, {
      body: { type: 'email', purpose: 'personal', value: 'ava.associate@example.com' },
    });
    expect(other.status).toBe(404);
  });
});
