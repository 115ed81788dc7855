/**
 * The sign-in route's GET /check: asked once per page load. On the built page it was asked while the
 * HTML was parsed (./frame/boot.ts), and its answer is reused: "nobody signed in" and a session alike.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { mockServerForFile } from '../../../tests/mock-lifecycle';
import { recordRequests } from '../../../tests/request-recorder';
import { loginEntryCheck } from './entryCheck';
import { BOOT_HANDOFF, type BootHandoff } from './frame/boot';

const mock = mockServerForFile();
const requests = recordRequests(() => mock.server);

const store = window as unknown as Record<string, BootHandoff | undefined>;
afterEach(() => {
  delete store[BOOT_HANDOFF];
});

describe('loginEntryCheck', () => {
  it('reuses the boot script’s 401 instead of asking GET /check again, once', async () => {
    store[BOOT_HANDOFF] = { check: Promise.resolve({ status: 401, body: null }) };
    expect(await loginEntryCheck()).toEqual({ check: { authenticated: false }, error: null });
    expect(requests.to('/check', 'GET')).toHaveLength(0);
    // A later visit within the app asks afresh.
    await loginEntryCheck();
    expect(requests.to('/check', 'GET')).toHaveLength(1);
  });

  it('reuses a session answer with its body: a signed-in visitor is not asked about twice', async () => {
    const body = { authentication_method: 'Nexo', levelOfAssurance: 2 };
    store[BOOT_HANDOFF] = { check: Promise.resolve({ status: 200, body }) };
    expect(await loginEntryCheck()).toEqual({
      check: { authenticated: true, authenticationMethod: 'Nexo', levelOfAssurance: 2, isNexo: true },
      error: null,
    });
    expect(requests.to('/check', 'GET')).toHaveLength(0);
  });

  it('asks GET /check itself after an error answer (its error is needed), a 200 without a body, or none', async () => {
    for (const answer of [{ status: 503, body: null }, { status: 200, body: null }, null, undefined]) {
      if (answer === undefined) delete store[BOOT_HANDOFF];
      else store[BOOT_HANDOFF] = { check: Promise.resolve(answer) };
      expect(await loginEntryCheck()).toEqual({ check: { authenticated: false }, error: null });
    }
    expect(requests.to('/check', 'GET')).toHaveLength(4);
  });
});
