/**
 * The sign-in route's GET /check: asked once per page load. On the built page the boot script has
 * asked already (./frame/boot.ts), and its "nobody signed in" is reused.
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
    store[BOOT_HANDOFF] = { checkStatus: Promise.resolve(401) };
    expect(await loginEntryCheck()).toEqual({ check: { authenticated: false }, error: null });
    expect(requests.to('/check', 'GET')).toHaveLength(0);
    // A later visit within the app asks afresh.
    await loginEntryCheck();
    expect(requests.to('/check', 'GET')).toHaveLength(1);
  });

  it('asks GET /check itself for any other answer (its body is needed) or none (dev server)', async () => {
    store[BOOT_HANDOFF] = { checkStatus: Promise.resolve(null) };
    expect(await loginEntryCheck()).toEqual({ check: { authenticated: false }, error: null });
    expect(requests.to('/check', 'GET')).toHaveLength(1);
    delete store[BOOT_HANDOFF];
    await loginEntryCheck();
    expect(requests.to('/check', 'GET')).toHaveLength(2);
  });
});
