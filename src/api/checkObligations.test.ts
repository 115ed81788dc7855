import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockServerForFile } from '../../tests/mock-lifecycle';
import { signInAs } from '../../tests/render-app';
import { checkObligations, owedObligation } from './checkObligations';
import { ApiError, ObligationError } from './errors';

const mock = mockServerForFile();
const CHECK = `${window.location.origin}/api/authentication-service/v0/check-obligations`;

const OWED = {
  code: 'BLOCKED_BY_OBLIGATION',
  message: 'An obligation must be met before continuing.',
  errors: [{ code: 'BLOCKED_BY_OBLIGATION' }],
  obligation: { kind: 'addPhone', isLoginObligation: true, args: {} },
  requiredAction: { kind: 'redirect', url: '/auth/add-phone' },
};

function answer(status: number, body: unknown = null) {
  mock.server.use(
    http.get(CHECK, () =>
      body === null ? new HttpResponse(null, { status }) : HttpResponse.json(body, { status }),
    ),
  );
}

describe('owedObligation', () => {
  it('is null when nothing is owed (204 or 200)', async () => {
    answer(204);
    expect(await owedObligation()).toBeNull();
    answer(200, {});
    expect(await owedObligation()).toBeNull();
  });

  it('is the obligation the 412 names, as a value', async () => {
    answer(412, OWED);
    expect(await owedObligation()).toEqual(OWED);
  });

  it('rethrows any other failure for the caller to decide', async () => {
    answer(500, { code: 'UNKNOWN_ERROR', errors: [] });
    const failure = await owedObligation().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).not.toBeInstanceOf(ObligationError);
    expect((failure as ApiError).status).toBe(500);
  });
});

describe('checkObligations', () => {
  it('resolves when nothing is owed and rejects with the ObligationError of a 412', async () => {
    answer(200, {});
    await expect(checkObligations()).resolves.toBeUndefined();
    answer(412, OWED);
    const failure = await checkObligations().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ObligationError);
    expect((failure as ObligationError).obligation.requiredAction).toEqual(OWED.requiredAction);
  });

  it('asks the real mock server: pia owes add-phone once signed in', async () => {
    await signInAs('pia.phone');
    expect(await owedObligation()).toMatchObject({
      requiredAction: { kind: 'redirect', url: '/auth/add-phone' },
    });
  });
});
