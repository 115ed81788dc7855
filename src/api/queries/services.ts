import type { UseMutationOptions } from '@tanstack/react-query';
import type { Client, FetchResponse, MaybeOptionalInit } from 'openapi-fetch';
import createQueryClient from 'openapi-react-query';
import type { HttpMethod, MediaType, PathsWithMethod } from 'openapi-typescript-helpers';
import { authenticationService, identityOrchestrator, identityOrchestratorV1, uiGateway } from '../clients';

/**
 * Each service's calls as TanStack Query option factories, typed from its generated paths: a read is
 * `orchestrator.queryOptions('get', '/persons/me/devices', init, options)` (openapi-react-query; the
 * key is `[method, path, init]`, ./keys.ts), a write `orchestrator.mutationOptions('delete', path,
 * options)`, whose variables are the request (`{ params, body }`) and whose key is `[method, path]`.
 * A screen passes them to TanStack Query's own hooks: `useSuspenseQuery(x)`, `useMutation(x)`.
 * Through the openapi-fetch clients, so every call gets the middleware and the timeout. Never imported
 * by the sign-in page: it brings TanStack Query.
 */
/** The operation at `Paths[Path][Method]`, as openapi-fetch's types take it. */
type Operation<Paths, Path, Method> = Path extends keyof Paths
  ? Method extends keyof Paths[Path]
    ? Paths[Path][Method] extends infer O extends Record<string | number, any> // eslint-disable-line @typescript-eslint/no-explicit-any
      ? O
      : never
    : never
  : never;

function serviceQueries<Paths extends object, Media extends MediaType>(client: Client<Paths, Media>) {
  const { queryOptions } = createQueryClient(client);
  /**
   * A write's options, as openapi-react-query's `useMutation` builds them (it has no factory of its own:
   * a factory is what a domain file exports, so every call of a screen is `useMutation(options())`).
   */
  function mutationOptions<
    // A read is never a mutation: a GET is a query's (`queryClient.fetchQuery` for one asked on demand).
    Method extends Exclude<HttpMethod, 'get'>,
    Path extends PathsWithMethod<Paths, Method>,
    Init extends MaybeOptionalInit<Record<Method, Operation<Paths, Path, Method>>, Method>,
    Response extends Required<FetchResponse<Operation<Paths, Path, Method>, Init, Media>>,
    TOnMutateResult = unknown,
  >(
    method: Method,
    path: Path,
    options?: Omit<
      UseMutationOptions<Response['data'], Response['error'], Init, TOnMutateResult>,
      'mutationKey' | 'mutationFn'
    >,
  ): UseMutationOptions<Response['data'], Response['error'], Init, TOnMutateResult> & {
    mutationKey: readonly [Method, Path];
  } {
    return {
      mutationKey: [method, path] as const,
      mutationFn: async (init: Init) => {
        const call = client[method.toUpperCase() as Uppercase<Method>] as unknown as (
          path: Path,
          init: Init,
        ) => Promise<{ data?: Response['data']; error?: Response['error'] }>;
        const { data, error } = await call(path, init);
        if (error) throw error;
        return data as Response['data'];
      },
      ...options,
    };
  }
  return { queryOptions, mutationOptions };
}

export const authentication = serviceQueries(authenticationService);
export const orchestrator = serviceQueries(identityOrchestrator);
export const orchestratorV1 = serviceQueries(identityOrchestratorV1);
export const gateway = serviceQueries(uiGateway);
