/** The contact verification route's loader, against the real mock server. */
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { contactInfoSorQueryOptions } from '../../api/queries/verification';
import { mockServerForFile } from '../../../tests/mock-lifecycle';
import { signInAs } from '../../../tests/render-app';
import { recordRequests } from '../../../tests/request-recorder';
import { verifyContactInfoLoader } from './loaders';

const mock = mockServerForFile();
const requests = recordRequests(() => mock.server);

async function load(search: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const context = { queryClient: () => Promise.resolve(queryClient) };
  const request = new Request(`http://localhost/auth/verify-contact-info${search}`);
  await verifyContactInfoLoader({ request, params: {}, context });
  return queryClient;
}

describe('verifyContactInfoLoader', () => {
  it('primes the contact methods the screen picks from', async () => {
    await signInAs('ava.associate');
    const queryClient = await load('?type=email&purpose=personal');
    expect(queryClient.getQueryData(contactInfoSorQueryOptions().queryKey)).toBeDefined();
    expect(requests.to('/contact-info-sor', 'GET')).toHaveLength(1);
  });

  it('loads nothing for a query the page cannot read: it ends on its result page at once', async () => {
    await signInAs('ava.associate');
    await load('?type=fax&purpose=personal');
    expect(requests.to('/contact-info-sor', 'GET')).toHaveLength(0);
  });
});
