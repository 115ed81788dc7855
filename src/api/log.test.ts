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
  const body = await waitFor(() => {
    const [sent] = requests.to('/logging/batch-log', 'POST');
    expect(sent?.body).toBeTruthy();
    return sent!.body;
  });
  expect(JSON.parse(body).entries).toEqual([
    expect.objectContaining({ message: 'probe', route: '/auth/create-account/:token/:accountType?' }),
  ]);
  expect(body).not.toContain('tok-9f3a1c');
});
