/**
 * The app's logger against the mock server: a line logged on a page whose path carries a token leaves
 * filed under the route's pattern, so the token never reaches the log endpoint.
 */
import { expect, it } from 'vitest';
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
