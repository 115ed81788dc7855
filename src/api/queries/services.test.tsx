import { QueryClient, QueryClientProvider, QueryObserver, useMutation } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred } from '../../../tests/deferred';
import { devicesQueryOptions, revokeDeviceMutationOptions } from './devices';
import { apiKey, refetchAfter } from './keys';
import { orchestrator } from './services';

const ORCH = '*/api/identity-orchestrator/v0';

const phone = { deviceId: 'phone-1', isDeviceBasedAuthenticationEnabled: true };
const tablet = { deviceId: 'tablet-1', isDeviceBasedAuthenticationEnabled: false };

const seen: Request[] = [];
const server = setupServer();

let queryClient: QueryClient;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // A tab that has its CSRF token already (how a tab without one gets it: src/api/middleware.test.ts).
  document.cookie = 'XSRF-TOKEN=token; Path=/';
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
    http.get(`${ORCH}/persons/me/devices`, ({ request }) => {
      seen.push(request);
      return HttpResponse.json(answers[Math.min(seen.length, answers.length) - 1]);
    }),
  );
}

/** A mutation hook mounted on the test's QueryClient, as a screen would mount it. */
function mount<T>(hook: () => T) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(hook, { wrapper }).result;
}

describe('query keys', () => {
  it('keys a read without a request by method and path only, as apiKey does', () => {
    expect(devicesQueryOptions().queryKey).toEqual(['get', '/persons/me/devices']);
    expect(devicesQueryOptions().queryKey).toEqual(apiKey('get', '/persons/me/devices'));
  });

  it('keys a read by its request: path, query, header params and a read sent as a POST', () => {
    const request = { params: { path: { token: 'tok-1' }, query: { extended: true } } };
    expect(orchestrator.queryOptions('get', '/associate-tokens/{token}', request).queryKey).toEqual([
      'get',
      '/associate-tokens/{token}',
      request,
    ]);
    const search = {
      body: { clientNamePrefix: 'ac', ignoreTransitionedToService: false, limit: 5, offset: 0 },
    };
    expect(orchestrator.queryOptions('post', '/clm/getPrefixMatch/clientName', search).queryKey).toEqual([
      'post',
      '/clm/getPrefixMatch/clientName',
      search,
    ]);
  });

  it('names no service, so no two services may share a path', async () => {
    // The type-only modules hold the contract's paths as object keys; read them from the source text.
    const sources = import.meta.glob<string>(
      '../generated/{authentication-service,identity-orchestrator,identity-orchestrator-v1,ui-gateway}.ts',
      {
        query: '?raw',
        import: 'default',
        eager: true,
      },
    );
    const pathsOf = (text: string) => new Set(text.match(/^ {4}"\/[^"]*"/gm)?.map((line) => line.trim()));
    const services = Object.entries(sources).map(([file, text]) => ({ file, paths: pathsOf(text) }));
    expect(services).toHaveLength(4);
    const shared = services.flatMap((one, i) =>
      services.slice(i + 1).flatMap((other) => [...one.paths].filter((path) => other.paths.has(path))),
    );
    // POST /logout of the gateway and of the authentication service: writes, which nothing caches.
    expect(shared).toEqual(['"/logout"']);
    // The shapes these files are read for, so the test cannot pass by reading nothing.
    expect(services.every(({ paths }) => paths.size > 3)).toBe(true);
  });
});

describe('reads', () => {
  it('resolve with the answer body, or what select makes of it', async () => {
    devicesAnswer([phone, tablet]);
    expect(await queryClient.fetchQuery(devicesQueryOptions())).toEqual([phone, tablet]);
    const ids = new QueryObserver(queryClient, {
      ...devicesQueryOptions(),
      select: (devices) => devices.map((device) => device.deviceId),
    });
    expect(ids.getCurrentResult().data).toEqual(['phone-1', 'tablet-1']);
  });

  it('send the path and query params', async () => {
    server.use(
      http.get(`${ORCH}/associate-tokens/:token`, ({ request }) => {
        seen.push(request);
        return HttpResponse.json({ valid: true });
      }),
    );
    await queryClient.fetchQuery(
      orchestrator.queryOptions('get', '/associate-tokens/{token}', {
        params: { path: { token: 'tok-1' }, query: { extended: true } },
      }),
    );
    expect(seen).toHaveLength(1);
    const url = new URL(seen[0]!.url);
    expect(url.pathname).toMatch(/\/associate-tokens\/tok-1$/);
    expect(url.searchParams.get('extended')).toBe('true');
  });

  it('give fetch the query signal, so a cancelled query aborts its request', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    let answer: (() => void) | undefined;
    server.use(
      http.get(`${ORCH}/persons/me/devices`, async () => {
        // Held until the test lets it go: the request is in flight when the query is cancelled.
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json([phone]);
      }),
    );
    const options = devicesQueryOptions();
    const pending = queryClient.fetchQuery(options).catch((error: unknown) => error);
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalled());
    const request = fetchSpy.mock.calls[0]![0] as Request;
    expect(request.signal.aborted).toBe(false);
    await queryClient.cancelQueries({ queryKey: options.queryKey });
    expect(request.signal.aborted).toBe(true);
    answer?.();
    await pending;
  });
});

describe('writes', () => {
  it('send the request they are given and resolve with nothing on a 204', async () => {
    server.use(
      http.delete(`${ORCH}/devices/:id/authenticationTokens`, ({ request }) => {
        seen.push(request);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const revoke = mount(() => useMutation(revokeDeviceMutationOptions()));
    let result: unknown = 'not yet';
    await act(async () => {
      result = await revoke.current.mutateAsync({ params: { path: { id: 'phone-1' } } });
    });
    expect(result).toBeUndefined();
    expect(
      seen.map((request) => `${request.method} ${new URL(request.url).pathname.split('/v0')[1]}`),
    ).toEqual(['DELETE /devices/phone-1/authenticationTokens']);
  });

  it('send the body they are given', async () => {
    server.use(
      http.post(`${ORCH}/persons/me/contact-verifications/:verificationId/verify`, ({ request }) => {
        seen.push(request);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const verify = mount(() =>
      useMutation(
        orchestrator.mutationOptions('post', '/persons/me/contact-verifications/{verificationId}/verify'),
      ),
    );
    await act(() =>
      verify.current.mutateAsync({ params: { path: { verificationId: 'v-1' } }, body: { code: '123456' } }),
    );
    expect(new URL(seen[0]!.url).pathname).toMatch(/\/persons\/me\/contact-verifications\/v-1\/verify$/);
    expect(await seen[0]!.json()).toEqual({ code: '123456' });
  });

  it('with refetchAfter, read the named lists again on their own QueryClient before mutateAsync resolves', async () => {
    const refetch = deferred();
    server.use(
      http.get(`${ORCH}/persons/me/devices`, async ({ request }) => {
        seen.push(request);
        if (seen.length === 1) return HttpResponse.json([phone, tablet]);
        await refetch.promise;
        return HttpResponse.json([tablet]);
      }),
      http.delete(`${ORCH}/devices/:id/authenticationTokens`, ({ request }) => {
        seen.push(request);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const devices = devicesQueryOptions();
    // An active reader of the list, as a mounted screen would be: invalidation refetches it.
    const unsubscribe = new QueryObserver(queryClient, devices).subscribe(() => {});
    await vi.waitFor(() => expect(queryClient.getQueryData(devices.queryKey)).toEqual([phone, tablet]));
    // Another client's cache (another test, another app) is none of this mutation's business.
    const otherClient = new QueryClient();
    otherClient.setQueryData(devices.queryKey, [phone]);

    const revoke = mount(() =>
      useMutation(
        orchestrator.mutationOptions(
          'delete',
          '/devices/{id}/authenticationTokens',
          refetchAfter(devices.queryKey),
        ),
      ),
    );
    let resolved = false;
    const done = revoke.current
      .mutateAsync({ params: { path: { id: 'phone-1' } } })
      .then(() => (resolved = true));
    // The list's second read is in flight (held by the handler): the write has not resolved yet.
    await vi.waitFor(() => expect(seen).toHaveLength(3));
    expect(resolved).toBe(false);
    refetch.resolve();
    await act(() => done);

    expect(otherClient.getQueryState(devices.queryKey)?.isInvalidated).toBe(false);
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
