/** The loaders' side of the session context, against the real mock server. */
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { clientInfoQueryOptions, meQueryOptions, type ClientInfo, type Me } from '../../api/queries/person';
import { featureFlagQueryOptions } from '../../api/queries/session';
import { mockServerForFile } from '../../../tests/mock-lifecycle';
import { signInAs } from '../../../tests/render-app';
import { recordRequests } from '../../../tests/request-recorder';
import { primeQuery } from '../data/loaderContext';
import { primeSessionContext, sessionForLoader, signedInLoader } from './loadSession';

const mock = mockServerForFile();
const requests = recordRequests(() => mock.server);

function loaderArgs(queryClient: QueryClient, request = new Request('http://localhost/auth/user')) {
  const context = { queryClient: () => Promise.resolve(queryClient) };
  return { request, params: {}, context };
}

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('loaders of the signed-in area', () => {
  it('share one session check per navigation, and prime a screen only when someone is signed in', async () => {
    await signInAs('ava.associate');
    requests.all.length = 0;
    const queryClient = newClient();
    const args = loaderArgs(queryClient);
    const screenLoader = signedInLoader((client) =>
      primeQuery(client, featureFlagQueryOptions('requireOnlyAdpEmails')),
    );
    // The guard's and the screen's loader of one navigation run side by side.
    await Promise.all([sessionForLoader(args), screenLoader(args)]);
    expect(requests.to('/check', 'GET')).toHaveLength(1);
    expect(queryClient.getQueryData(featureFlagQueryOptions('requireOnlyAdpEmails').queryKey)).toBe(false);

    // The next navigation checks again.
    await sessionForLoader(loaderArgs(queryClient));
    expect(requests.to('/check', 'GET')).toHaveLength(2);
  });

  it('primes nothing for an anonymous visit', async () => {
    const queryClient = newClient();
    const screenLoader = signedInLoader((client) => primeQuery(client, meQueryOptions()));
    await screenLoader(loaderArgs(queryClient));
    expect(requests.to('/persons/me', 'GET')).toHaveLength(0);
    expect(queryClient.getQueryData(meQueryOptions().queryKey)).toBeUndefined();
  });

  it('gives loaders nothing to prime with when the router has no query client', async () => {
    expect(await sessionForLoader({ request: new Request('http://localhost/auth/user') })).toBeNull();
  });

  it('reloads the person and the client on each entry, and drops the rest when they changed', async () => {
    const queryClient = newClient();
    await signInAs('ava.associate');
    await primeSessionContext(queryClient);
    await queryClient.fetchQuery(featureFlagQueryOptions('enableClientRebrand'));
    expect(queryClient.getQueryData<Me>(meQueryOptions().queryKey)?.firstName).toBe('Ava');

    // Same person again: flags stay.
    await primeSessionContext(queryClient);
    expect(queryClient.getQueryData(featureFlagQueryOptions('enableClientRebrand').queryKey)).toBe(false);

    // Someone else signed in meanwhile (on the sign-in page, which has no query cache).
    await signInAs('paula.password');
    await primeSessionContext(queryClient);
    expect(queryClient.getQueryData<Me>(meQueryOptions().queryKey)?.firstName).toBe('Paula');
    expect(queryClient.getQueryData<ClientInfo>(clientInfoQueryOptions().queryKey)?.clientId).toBe('acme');
    expect(queryClient.getQueryData(featureFlagQueryOptions('enableClientRebrand').queryKey)).toBeUndefined();
    expect(requests.to('/persons/me', 'GET')).toHaveLength(3);
  });
});
