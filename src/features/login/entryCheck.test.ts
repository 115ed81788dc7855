/**
 * The sign-in route's GET /check: asked once per page load. On the built page the frame's boot script
 * has asked already (./frame/boot.ts), and its "nobody signed in" is reused.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { mockServerForFile } from '../../../tests/mock-lifecycle';
import { recordRequests } from '../../../tests/request-recorder';
import { loginEntryCheck } from './entryCheck';
import { PRERENDERED_FRAME_ID } from './frame/frame';

const mock = mockServerForFile();
const requests = recordRequests(() => mock.server);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('loginEntryCheck', () => {
  it('reuses the frame boot script’s 401 instead of asking GET /check again', async () => {
    document.body.innerHTML = `<div id="${PRERENDERED_FRAME_ID}" data-session-check="signed-out"></div>`;
    expect(await loginEntryCheck()).toEqual({ check: { authenticated: false }, error: null });
    expect(requests.to('/check', 'GET')).toHaveLength(0);
  });

  it('asks GET /check itself when the frame has no answer (dev server, another route first, a slow check)', async () => {
    document.body.innerHTML = `<div id="${PRERENDERED_FRAME_ID}"></div>`;
    expect(await loginEntryCheck()).toEqual({ check: { authenticated: false }, error: null });
    expect(requests.to('/check', 'GET')).toHaveLength(1);
  });
});
