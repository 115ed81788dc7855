/**
 * The app's logger against the mock server: a line logged on a page whose path carries a token leaves
 * filed under the route's pattern, so the token never reaches the log endpoint.
 */
import { expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { appLog } from './log';
import { mockServerForFile } from '../../tests/mock-lifecycle';
import { recordRequests } from '../../tests/request-recorder';

const mock = mockServerForFile();
const requests = recordRequests(() => mock.server);

it('files a line under the route pattern, never a token of the path', async () => {
  window.history.pushState(null, '', '/auth/create-account/tok-9f3a1c/sso');
  appLog.log('info', 'probe');
  await appLog.flush();
  // The logger is the page's, shared by the test files of a worker: a batch may carry lines another
  // file left, so the probe's entry is looked for in whichever batch holds it.
  const bodies = await waitFor(() => {
    const sent = requests.to('/logging/batch-log', 'POST').map((call) => call.body ?? '');
    expect(sent.some((body) => body.includes('"probe"'))).toBe(true);
    return sent;
  });
  const entries = bodies.flatMap((body) => (JSON.parse(body) as { entries: { message: string }[] }).entries);
  expect(entries.filter((entry) => entry.message === 'probe')).toEqual([
    expect.objectContaining({ message: 'probe', route: '/auth/create-account/:token/:accountType?' }),
  ]);
  for (const body of bodies) expect(body).not.toContain('tok-9f3a1c');
});

it('sends what is queued at once as the page is hidden, with keepalive to outlive a page being left', async () => {
  // Answered here, so each request's body is still there to read.
  const fetch = vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async () => new Response(null, { status: 204 }));
  // A tab that has its CSRF token already: the POST goes alone.
  document.cookie = 'XSRF-TOKEN=token; Path=/';
  appLog.log('info', 'hidden-probe');
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
  try {
    document.dispatchEvent(new Event('visibilitychange'));
    // A batch that waited for the batcher's 500 ms instead (which a page being left never reaches)
    // would go without keepalive: the flag, not a time limit, says which send this was.
    const sent = await vi.waitFor(
      async () => {
        for (const [input] of fetch.mock.calls) {
          if (input instanceof Request && (await input.clone().text()).includes('"hidden-probe"')) {
            return input;
          }
        }
        throw new Error('the probe has not left');
      },
      { timeout: 10_000 },
    );
    expect(new URL(sent.url).pathname).toBe('/api/ui-gateway/v0/logging/batch-log');
    expect(sent.keepalive).toBe(true);
  } finally {
    // The jsdom window is the worker's, shared with the next files: visible again.
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
  }
});
