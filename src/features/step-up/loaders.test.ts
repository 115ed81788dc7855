/** The step-up routes' loader, against the real mock server. */
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { stepUpQueryOptions } from '../../api/queries/stepup';
import { mockServerForFile } from '../../../tests/mock-lifecycle';
import { signInAs } from '../../../tests/render-app';
import { recordRequests } from '../../../tests/request-recorder';
import { stepUpLoader } from './loaders';

const mock = mockServerForFile();
const requests = recordRequests(() => mock.server);

async function load(url: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const context = { queryClient: () => Promise.resolve(queryClient) };
  await stepUpLoader({ request: new Request(`http://localhost${url}`), params: {}, context });
  return queryClient;
}

describe('stepUpLoader', () => {
  it('primes the check of the level the address asks for, so the screen paints with its methods', async () => {
    await signInAs('stan.stepup');
    const queryClient = await load('/auth/step-up?requiredLevel=2');
    expect(queryClient.getQueryData(stepUpQueryOptions(2).queryKey)).toMatchObject({
      requiredUserAction: expect.any(String),
    });
    expect(requests.to('/step-up', 'GET')).toHaveLength(1);
  });

  it('reads a level that is not one as the default, as the screen does', async () => {
    await signInAs('stan.stepup');
    const queryClient = await load('/auth/login-step-up?requiredLevel=9');
    expect(queryClient.getQueryData(stepUpQueryOptions(3).queryKey)).toBeDefined();
  });

  it('checks nothing for a session of the other sign-in system, which the screen passes on at once', async () => {
    mock.server.use(
      http.get(`${window.location.origin}/api/authentication-service/v0/check`, () =>
        HttpResponse.json({ authentication_method: 'Nexo', levelOfAssurance: 1 }),
      ),
    );
    await load('/auth/step-up');
    expect(requests.to('/step-up', 'GET')).toHaveLength(0);
  });

  it('checks nothing for an anonymous visit', async () => {
    await load('/auth/step-up');
    expect(requests.to('/step-up', 'GET')).toHaveLength(0);
  });
});
