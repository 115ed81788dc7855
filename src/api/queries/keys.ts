/**
 * Query keys of the API: `[service, path, params?]`, the path as the contract spells it and the
 * params that pick the resource. One shape for every endpoint, so a key says which call it caches
 * and two services can never share one.
 */
export type ServiceName =
  'authentication-service' | 'identity-orchestrator' | 'identity-orchestrator-v1' | 'ui-gateway';

export function apiKey<const S extends ServiceName, const P extends string>(
  service: S,
  path: P,
): readonly [S, P];
export function apiKey<const S extends ServiceName, const P extends string, const Q extends object>(
  service: S,
  path: P,
  params: Q,
): readonly [S, P, Q];
export function apiKey(service: ServiceName, path: string, params?: object): readonly unknown[] {
  return params === undefined ? [service, path] : [service, path, params];
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
 * The data of an answer that promised a body: openapi-fetch resolves without data only when the answer
 * had none, which these calls never send; that is a broken answer, not an empty result.
 */
export function required<T>(data: T | undefined, path: string): T {
  if (data === undefined) throw new Error(`empty answer from ${path}`);
  return data;
}
