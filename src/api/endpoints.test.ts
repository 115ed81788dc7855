// @vitest-environment node
import { MutationObserver, QueryClient, QueryObserver } from '@tanstack/react-query';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { identityOrchestrator } from './clients';
import { endpoints } from './endpoints';
import { apiKey } from './queries/keys';

const ORCH = '*/api/identity-orchestrator/v0';
const orchestrator = endpoints('identity-orchestrator', identityOrchestrator);

const phone = { deviceId: 'phone-1', isDeviceBasedAuthenticationEnabled: true };
const tablet = { deviceId: 'tablet-1', isDeviceBasedAuthenticationEnabled: false };

const seen: Request[] = [];
const server = setupServer();

let queryClient: QueryClient;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});
afterEach(() => {
  queryClient.clear();
  server.resetHandlers();
  seen.length = 0;
  vi.restoreAllMocks();
});
afterAll(() => server.close());

/** GET /persons/me/devices answers `answers[n]` to its n-th call (the last one after that). */
function devicesAnswer(...answers: Array<Array<typeof phone>>) {
  server.use(
    http.get(`${ORCH}/persons/me/devices`, async ({ request }) => {
      seen.push(request);
      const answer = answers[Math.min(seen.length, answers.length) - 1]!;
      await delay(20);
      return HttpResponse.json(answer);
    }),
  );
}

describe('endpoints: query keys', () => {
  it('keys a call without params by service and path only', () => {
    const { queryKey } = orchestrator.query('GET', '/persons/me/devices');
    expect(queryKey).toEqual(['identity-orchestrator', '/persons/me/devices']);
    expect(queryKey).toEqual(apiKey('identity-orchestrator', '/persons/me/devices'));
  });

  it('flattens the path and query params into the third element', () => {
    const { queryKey } = orchestrator.query('GET', '/associate-tokens/{token}', {
      params: { path: { token: 'tok-1' }, query: { extended: true } },
    });
    expect(queryKey).toEqual(
      apiKey('identity-orchestrator', '/associate-tokens/{token}', { token: 'tok-1', extended: true }),
    );
  });

  it('keys a read sent as a POST by its body too', () => {
    const { queryKey } = orchestrator.query(
      'POST',
      '/persons/me/contact-verifications/{verificationId}/verify',
      {
        params: { path: { verificationId: 'v-1' } },
        body: { code: '123456' },
      },
    );
    expect(queryKey).toEqual([
      'identity-orchestrator',
      '/persons/me/contact-verifications/{verificationId}/verify',
      { verificationId: 'v-1', code: '123456' },
    ]);
  });

  it('keys a mutation by service and path', () => {
    const { mutationKey } = orchestrator.mutation(
      'DELETE',
      '/devices/{id}/authenticationTokens',
      (id: string) => ({
        params: { path: { id } },
      }),
    );
    expect(mutationKey).toEqual(apiKey('identity-orchestrator', '/devices/{id}/authenticationTokens'));
  });
});

describe('endpoints: queries', () => {
  it('resolves with the answer body, or what read() makes of it', async () => {
    devicesAnswer([phone, tablet]);
    const devices = await queryClient.fetchQuery(orchestrator.query('GET', '/persons/me/devices'));
    expect(devices).toEqual([phone, tablet]);
    // Same key: without the cached list, the read is fetched anew.
    queryClient.clear();
    const ids = await queryClient.fetchQuery(
      orchestrator.query('GET', '/persons/me/devices', undefined, {
        read: (answer) => answer.map((device) => device.deviceId),
      }),
    );
    expect(ids).toEqual(['phone-1', 'tablet-1']);
  });

  it('fails on an answer without the body it promised', async () => {
    server.use(http.get(`${ORCH}/persons/me/devices`, () => new HttpResponse(null, { status: 204 })));
    await expect(queryClient.fetchQuery(orchestrator.query('GET', '/persons/me/devices'))).rejects.toThrow(
      'empty answer from /persons/me/devices',
    );
  });

  it('sends the path and query params', async () => {
    server.use(
      http.get(`${ORCH}/associate-tokens/:token`, ({ request }) => {
        seen.push(request);
        return HttpResponse.json({ valid: true });
      }),
    );
    await queryClient.fetchQuery(
      orchestrator.query('GET', '/associate-tokens/{token}', {
        params: { path: { token: 'tok-1' }, query: { extended: true } },
      }),
    );
    expect(seen).toHaveLength(1);
    const url = new URL(seen[0]!.url);
    expect(url.pathname).toMatch(/\/associate-tokens\/tok-1$/);
    expect(url.searchParams.get('extended')).toBe('true');
  });

  it('gives fetch the query signal, so a cancelled query aborts its request', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    // Slow enough to be cancelled while in flight.
    server.use(
      http.get(`${ORCH}/persons/me/devices`, () => delay(2_000).then(() => HttpResponse.json([phone]))),
    );
    const options = orchestrator.query('GET', '/persons/me/devices');
    const pending = queryClient.fetchQuery(options).catch((error: unknown) => error);
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalled());
    const request = fetchSpy.mock.calls[0]![0] as Request;
    expect(request.signal.aborted).toBe(false);
    await queryClient.cancelQueries({ queryKey: options.queryKey });
    expect(request.signal.aborted).toBe(true);
    await pending;
  });
});

describe('endpoints: mutations', () => {
  it('sends the request made from the variables and resolves with nothing on a 204', async () => {
    server.use(
      http.post(`${ORCH}/persons/me/contact-verifications/:verificationId/verify`, ({ request }) => {
        seen.push(request);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const verify = orchestrator.mutation(
      'POST',
      '/persons/me/contact-verifications/{verificationId}/verify',
      ({ id, code }: { id: string; code: string }) => ({
        params: { path: { verificationId: id } },
        body: { code },
      }),
    );
    const result = await new MutationObserver(queryClient, verify).mutate({ id: 'v-1', code: '123456' });
    expect(result).toBeUndefined();
    expect(new URL(seen[0]!.url).pathname).toMatch(/\/persons\/me\/contact-verifications\/v-1\/verify$/);
    expect(await seen[0]!.json()).toEqual({ code: '123456' });
  });

  it('requires a body when it reads one', async () => {
    server.use(
      http.delete(`${ORCH}/devices/:id/authenticationTokens`, () => new HttpResponse(null, { status: 204 })),
    );
    const revoke = orchestrator.mutation(
      'DELETE',
      '/devices/{id}/authenticationTokens',
      (id: string) => ({ params: { path: { id } } }),
      { read: (answer) => answer },
    );
    await expect(new MutationObserver(queryClient, revoke).mutate('phone-1')).rejects.toThrow(
      'empty answer from /devices/{id}/authenticationTokens',
    );
  });

  it('refetches what invalidates names, on its QueryClient, before mutateAsync resolves', async () => {
    devicesAnswer([phone, tablet], [tablet]);
    server.use(
      http.delete(`${ORCH}/devices/:id/authenticationTokens`, ({ request }) => {
        seen.push(request);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const devices = orchestrator.query('GET', '/persons/me/devices');
    // An active reader of the list, as a mounted screen would be: invalidation refetches it.
    const unsubscribe = new QueryObserver(queryClient, devices).subscribe(() => {});
    await vi.waitFor(() => expect(queryClient.getQueryData(devices.queryKey)).toEqual([phone, tablet]));

    const invalidates = vi.fn((id: string) => [
      devices.queryKey,
      apiKey('identity-orchestrator', `/other/${id}`),
    ]);
    const revoke = orchestrator.mutation(
      'DELETE',
      '/devices/{id}/authenticationTokens',
      (id: string) => ({ params: { path: { id } } }),
      { invalidates },
    );
    // Another client's cache (another test, another app) is none of this mutation's business.
    const otherClient = new QueryClient();
    otherClient.setQueryData(devices.queryKey, [phone]);
    await new MutationObserver(queryClient, revoke).mutate('phone-1');
    expect(otherClient.getQueryState(devices.queryKey)?.isInvalidated).toBe(false);
    expect(invalidates).toHaveBeenCalledWith('phone-1');
    expect(
      seen.map((request) => `${request.method} ${new URL(request.url).pathname.split('/v0')[1]}`),
    ).toEqual([
      'GET /persons/me/devices',
      'DELETE /devices/phone-1/authenticationTokens',
      'GET /persons/me/devices',
    ]);
    // Resolved after the refetch answered: the screen sees the new list at once.
    expect(queryClient.getQueryData(devices.queryKey)).toEqual([tablet]);
    unsubscribe();
  });
});
