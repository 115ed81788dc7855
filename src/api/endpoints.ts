/**
 * Query and mutation options for one endpoint of the OpenAPI contract, with the path written once:
 * the key is `apiKey(service, path, params)`, `required()` is applied here and nowhere else, and the
 * params, body and answer are typed from the generated `paths` through the openapi-fetch client.
 */
import { mutationOptions, queryOptions, type QueryKey } from '@tanstack/react-query';
import type { Client, ClientPathsWithMethod, MaybeOptionalInit, MethodResponse } from 'openapi-fetch';
import { apiKey, required, type ApiMeta, type ServiceName } from './queries/keys';

/* eslint-disable @typescript-eslint/no-explicit-any -- openapi-fetch's own bound for "any client" */
type AnyClient = Client<any, any>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type PathOf<C extends AnyClient, M extends Method> = ClientPathsWithMethod<C, Lowercase<M>>;
type InitOf<C extends AnyClient, M extends Method, P> =
  C extends Client<infer Paths extends Record<string, any>, any>
    ? MaybeOptionalInit<Paths[P & keyof Paths], Lowercase<M>>
    : never;
/* eslint-enable @typescript-eslint/no-explicit-any */
/** The body a 2xx answer promises, as the contract types it. */
export type AnswerOf<C extends AnyClient, M extends Method, P extends PathOf<C, M>> = MethodResponse<
  C,
  Lowercase<M>,
  P
>;

/** The request as openapi-fetch's methods take it, once the types have been checked at the call. */
interface RequestInit {
  params?: { path?: object; query?: object; header?: object };
  body?: unknown;
  signal?: AbortSignal;
}
type Send = (path: string, init?: RequestInit) => Promise<{ data?: unknown; response: Response }>;

/** What a query may add: how long its answer is fresh, whether it retries, who answers its errors. */
export interface QueryExtras {
  staleTime?: number;
  gcTime?: number;
  retry?: boolean;
  meta?: ApiMeta;
  /**
   * The params the key names, when they differ from the request's (a header's value named by what it
   * means, a flag that tells two reads of one path apart). The request is sent as given either way.
   */
  keyParams?: object;
}

/** What a mutation may add: the cached reads it makes stale (refetched before `mutateAsync` resolves). */
export interface MutationExtras<Variables> {
  meta?: ApiMeta;
  invalidates?: (variables: Variables) => readonly QueryKey[];
}

/**
 * The params that pick the resource, flattened into the key: path, query and header params, and the
 * body of a read sent as a POST. No params, no third element (`[service, path]`).
 */
function keyParams(init: RequestInit | undefined): object | undefined {
  const { path, query, header } = init?.params ?? {};
  const body = typeof init?.body === 'object' && init.body !== null ? init.body : undefined;
  const merged = { ...path, ...query, ...header, ...body };
  return Object.keys(merged).length === 0 ? undefined : merged;
}

const keyOf = (service: ServiceName, path: string, params: object | undefined) =>
  params === undefined ? apiKey(service, path) : apiKey(service, path, params);

/** The endpoints of one service: `endpoints('identity-orchestrator', identityOrchestrator)`. */
export function endpoints<C extends AnyClient>(service: ServiceName, client: C) {
  const send = (method: Method, path: string, init?: RequestInit) =>
    (client[method] as unknown as Send)(path, init);

  return {
    /**
     * A read: `queryOptions` whose data is the answer's body, or `read(body)` (kept in the cache as
     * read). An answer without its promised body is an error.
     */
    query<M extends 'GET' | 'POST', P extends PathOf<C, M>, Data = AnswerOf<C, M, P>>(
      method: M,
      path: P,
      init?: InitOf<C, M, P>,
      extras: QueryExtras & { read?: (answer: AnswerOf<C, M, P>) => Data } = {},
    ) {
      const {
        read = (answer: AnswerOf<C, M, P>) => answer as unknown as Data,
        keyParams: named,
        ...options
      } = extras;
      const request = init as RequestInit | undefined;
      return queryOptions({
        queryKey: keyOf(service, path, named ?? keyParams(request)),
        queryFn: async ({ signal }): Promise<Data> => {
          const { data } = await send(method, path, { ...request, signal });
          return read(required(data as AnswerOf<C, M, P> | undefined, path));
        },
        ...options,
      });
    },

    /**
     * A write: `mutationOptions` whose variables become the request through `request(variables)`.
     * Resolves with `read(body)` when given (the body is then required), else with nothing: most
     * writes answer 204. `invalidates` runs in `onSuccess` with the QueryClient the mutation runs on.
     */
    mutation<M extends Method, P extends PathOf<C, M>, Variables = void, Data = void>(
      method: M,
      path: P,
      request: (variables: Variables) => InitOf<C, M, P>,
      extras: MutationExtras<Variables> & { read?: (answer: AnswerOf<C, M, P>) => Data } = {},
    ) {
      const { read, invalidates, meta } = extras;
      return mutationOptions({
        mutationKey: apiKey(service, path),
        mutationFn: async (variables: Variables): Promise<Data> => {
          const { data } = await send(method, path, request(variables) as RequestInit | undefined);
          return (read ? read(required(data as AnswerOf<C, M, P> | undefined, path)) : undefined) as Data;
        },
        ...(meta && { meta }),
        ...(invalidates && {
          onSuccess: async (
            _data: Data,
            variables: Variables,
            _onMutate: unknown,
            { client: queryClient },
          ) => {
            await Promise.all(
              invalidates(variables).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
            );
          },
        }),
      });
    },
  };
}
