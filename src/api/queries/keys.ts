import type { MutationFunctionContext, QueryKey } from '@tanstack/react-query';

/**
 * Query keys of the API: `[method, path, init?]`, the shape openapi-react-query gives every call it
 * makes (./services.ts): the method, the path as the contract spells it, and the request that picks
 * the resource. The few calls written by hand key themselves the same way, so one prefix
 * (`apiKey('get', '/check')`) reaches every cached read of a path. No key names its service: no two
 * services share a path the app reads (services.test.ts).
 */
export type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';

export function apiKey<const M extends Method, const P extends string>(method: M, path: P): readonly [M, P];
export function apiKey<const M extends Method, const P extends string, const Q extends object>(
  method: M,
  path: P,
  init: Q,
): readonly [M, P, Q];
export function apiKey(method: Method, path: string, init?: object): readonly unknown[] {
  return init === undefined ? [method, path] : [method, path, init];
}

/** What a query or mutation may say about itself to the app-wide handlers (src/app/queryClient.ts). */
export interface ApiMeta extends Record<string, unknown> {
  /**
   * The caller answers every failure itself: no app-wide navigation for a 403 or 412 (a feature flag
   * whose lookup fails is "off" and a toast, never the unauthorized page).
   */
  ownErrors?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ApiMeta;
    mutationMeta: ApiMeta;
  }
}

/**
 * A mutation's `onSuccess` that marks these reads stale on the mutation's own QueryClient and waits
 * for the active ones to be fetched again, so `mutateAsync` resolves once the screen has the new data.
 */
export function refetchAfter(...queryKeys: readonly QueryKey[]) {
  return {
    onSuccess: async (
      _data: unknown,
      _variables: unknown,
      _onMutateResult: unknown,
      { client }: MutationFunctionContext,
    ): Promise<void> => {
      await Promise.all(queryKeys.map((queryKey) => client.invalidateQueries({ queryKey })));
    },
  };
}

/**
 * The data of an answer that promised a body: openapi-fetch resolves without data only when the answer
 * had none, which these calls never send; that is a broken answer, not an empty result.
 */
export function required<T>(data: T | undefined, path: string): T {
  if (data === undefined) throw new Error(`empty answer from ${path}`);
  return data;
}
