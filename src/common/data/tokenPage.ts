/**
 * The one pattern for a page whose URL token decides between the page and a result page (src/README.md
 * "Patterns", issue 21 item 1). The route's loader, made here, reads the token, loads and verifies it
 * through the screen's query options (primed in the router's query client), and ends on the result page
 * the spec names for a missing or refused token before anything paints; the screen then reads the
 * verified data with `useSuspenseQuery(options(token))` inside a `QueryBoundary`. Example:
 * src/features/recovery/ResetPasswordPage.tsx and its route in src/app/routes.tsx.
 *
 * A transient failure (5xx, 429, no answer, a timeout: src/common/form/transient.ts) is NOT a refused
 * link: the loader lets the page render, and its `QueryBoundary` shows the failed load with Try again,
 * so a blip on the service does not tell the person their link is dead (they would ask for a new one,
 * or give up, for nothing). A 403 or 412 is left to the app-wide handler, which navigates.
 */
import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { paths } from '../../lib/paths';
import type { ResultKind } from '../../lib/results';
import { classifyFailure, type CodeTable } from '../outcome/outcome';
import { loaderQueryClient, loaderShowResult } from './loaderContext';

/** The contract's bound on a token value (openapi TokenValue): anything longer is a broken link, not a call. */
export const TOKEN_MAX_LENGTH = 1024;

/** Whether a URL's value could be a token at all: the default `isUsable` of a token page. */
export function isUsableToken(token: string | null | undefined): token is string {
  return typeof token === 'string' && token.length > 0 && token.length <= TOKEN_MAX_LENGTH;
}

/** Where the URL carries the token: a path parameter (`/x/:token`) or a query parameter (`?token=`). */
export type TokenSource = { param: string } | { query: string };

export interface TokenPageOptions<TData, TKey extends QueryKey> {
  token: TokenSource;
  /** The query that loads and verifies the token; the screen reads the same options. */
  options: (token: string) => FetchQueryOptions<TData, Error, TData, TKey>;
  /** Whether a value could be a token at all (`isUsableToken` by default); anything else counts as missing. */
  isUsable?: (token: string) => boolean;
  /** The result page for a missing or unusable token. */
  missing: ResultKind;
  /** The screen's code table for a refused token; any other definitive answer is FAILURE_UNSUPPORTED. */
  refused: CodeTable<never, never>;
}

/** What the loader hands the screen: the token it verified (`useLoaderData<TokenPageData>()`). */
export interface TokenPageData {
  token: string;
}

/** The token in the URL, or null. */
export function readToken(
  { request, params }: Pick<LoaderFunctionArgs, 'request' | 'params'>,
  source: TokenSource,
) {
  const value =
    'param' in source ? params[source.param] : new URL(request.url).searchParams.get(source.query);
  return value ?? null;
}

/**
 * Makes the route loader of a token page. It ends on a result page by `redirect()`; the result kind
 * travels in navigation state (src/lib/results.ts: never in the URL, so no link can forge it), which a
 * redirect cannot carry, so the router's `navigateInstead` (src/app/appRouter.ts) navigates with it and the
 * thrown redirect is what a router without one (a test's) follows.
 */
export function tokenPageLoader<TData, TKey extends QueryKey>({
  token: source,
  options,
  isUsable = isUsableToken,
  missing,
  refused,
}: TokenPageOptions<TData, TKey>) {
  return async (args: LoaderFunctionArgs): Promise<TokenPageData> => {
    const token = readToken(args, source);
    if (token === null || !isUsable(token)) throw endOn(args, missing);
    const queryClient = await loaderQueryClient(args.context);
    if (!queryClient) return { token };
    try {
      // Fresh on every visit: a link used a moment ago (in another tab) must not pass from the cache.
      await queryClient.fetchQuery({ ...options(token), staleTime: 0 });
    } catch (error) {
      const outcome = classifyFailure(error, refused);
      // 'retry' and 'handled': the page renders; its QueryBoundary shows the kept failure (or nothing).
      if (outcome.kind === 'result') throw endOn(args, outcome.result.kind);
    }
    return { token };
  };
}

function endOn({ context }: LoaderFunctionArgs, kind: ResultKind): Response {
  loaderShowResult(context)?.({ kind });
  return redirect(paths.notification.href());
}
