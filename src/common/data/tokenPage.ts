/**
 * The one pattern for a page whose URL token decides between the page and a result page (src/README.md
 * "Patterns"). The route's loader, made here, reads the token, loads and verifies it
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
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';
import { redirect, replace, useLocation, type LoaderFunctionArgs } from 'react-router-dom';
import { paths } from '../../lib/paths';
import type { RedirectResult, ResultKind } from '../../lib/results';
import { safeStorage } from '../../lib/storage';
import { classifyFailure, type CodeTable } from '../outcome/outcome';
import { loaderIsStarting, loaderQueryClient, loaderShowResult } from './loaderContext';

/** The contract's bound on a token value (openapi TokenValue): anything longer is a broken link, not a call. */
export const TOKEN_MAX_LENGTH = 1024;

/** Whether a URL's value could be a token at all: the default `isUsable` of a token page. */
export function isUsableToken(token: string | null | undefined): token is string {
  return typeof token === 'string' && token.length > 0 && token.length <= TOKEN_MAX_LENGTH;
}

/** Where the URL carries the token: a path parameter (`/x/:token`) or a query parameter (`?token=`). */
export type TokenSource = { param: string } | { query: string };

/** Where a token page goes instead of itself: a result page, or another page (a path). */
export type TokenPageExit = { result: RedirectResult } | { to: string };

export interface TokenPageOptions<TData, TError, TKey extends QueryKey> {
  token: TokenSource;
  /** The query that loads and verifies the token; the screen reads the same options. */
  options: (token: string) => FetchQueryOptions<TData, TError, TData, TKey>;
  /** Whether a value could be a token at all (`isUsableToken` by default); anything else counts as missing. */
  isUsable?: (token: string) => boolean;
  /** The result page for a missing or unusable token. */
  missing: ResultKind;
  /** The screen's code table for a refused token; any other definitive answer is FAILURE_UNSUPPORTED. */
  refused: CodeTable<never, never>;
  /** Before the token is loaded: another page for this visitor (account linking signed out), or null. */
  before?: (token: string, args: LoaderFunctionArgs) => Promise<string | null>;
  /** Once the token verified: where its data says the page does not apply (user confirmation), or null. */
  after?: (data: TData, token: string) => TokenPageExit | null;
  /**
   * Once the token verified: primes what the screen reads next from its data (with `primeQuery`), so
   * the screen paints whole rather than as its heading over a spinner.
   */
  prime?: (data: TData, queryClient: QueryClient) => Promise<void>;
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
 * Tokens leave the address bar. The first visit with the token in its URL keeps the
 * token for this tab (session storage, keyed by the token-free path) and goes on to the same URL
 * without it before anything paints, so the token is never in the address bar, in history, in a
 * bookmark or in a `Referer` (the server also sends `Referrer-Policy: no-referrer`,
 * deploy/security-headers.ts). A reload, or a later visit in the tab (back from signing in), reads the
 * kept token. It is forgotten when the page ends on a result page and when the screen spends it
 * (`forgetPageToken`). Session storage rather than router state: it survives the way through sign-in
 * that user confirmation's "already have an account" takes. Where session storage cannot be written,
 * the token stays in the URL, so the page still works.
 *
 * A path token's segment is dropped (`/auth/create-account/{token}/sso` → `/auth/create-account/sso`):
 * the route table has the token-free paths beside the link's (a token spelt like the word after it would
 * be read as that word; server tokens are long random values).
 */
const tabTokens = safeStorage('session');
const tabTokenKey = (path: string) => `token-page:${path}`;

/** The URL without its token, and the path the tab keeps the token under. */
function withoutToken(url: URL, source: TokenSource, token: string): { path: string; href: string } {
  const clean = new URL(url);
  if ('query' in source) clean.searchParams.delete(source.query);
  else {
    const segments = clean.pathname.split('/');
    const at = segments.findIndex((segment) => safeDecode(segment) === token);
    if (at > 0) segments.splice(at, 1);
    clean.pathname = segments.join('/');
  }
  return { path: clean.pathname, href: `${clean.pathname}${clean.search}` };
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Forgets the token this tab keeps for the page at `path` (a token page's screen, once it is spent). */
export function forgetPageToken(path: string): void {
  tabTokens.remove(tabTokenKey(path));
}

/** A token page's screen forgets its token once spent: the link works once (`forgetPageToken`). */
export function useForgetPageToken(): () => void {
  const { pathname } = useLocation();
  return useCallback(() => forgetPageToken(pathname), [pathname]);
}

/**
 * Makes the route loader of a token page. It ends on a result page by `redirect()`; the result kind
 * travels in navigation state (src/lib/results.ts: never in the URL, so no link can forge it), which a
 * redirect cannot carry, so the router's `navigateInstead` (src/app/appRouter.ts) navigates with it and the
 * thrown redirect is what a router without one (a test's) follows.
 */
export function tokenPageLoader<TData, TError, TKey extends QueryKey>({
  token: source,
  options,
  isUsable = isUsableToken,
  missing,
  refused,
  before,
  after,
  prime,
}: TokenPageOptions<TData, TError, TKey>) {
  return async (args: LoaderFunctionArgs): Promise<TokenPageData> => {
    const url = new URL(args.request.url);
    const inUrl = readToken(args, source);
    if (inUrl !== null && isUsable(inUrl)) {
      const clean = withoutToken(url, source, inUrl);
      if (tabTokens.set(tabTokenKey(clean.path), inUrl)) throw offTheAddressBar(args, clean.href);
    }
    const token = inUrl ?? tabTokens.get(tabTokenKey(url.pathname));
    if (token === null || !isUsable(token)) throw endOn(args, { kind: missing }, url.pathname);
    const elsewhere = await before?.(token, args);
    if (elsewhere) throw goElsewhere(elsewhere, url.pathname);
    const queryClient = await loaderQueryClient(args.context);
    if (!queryClient) return { token };
    let data: TData;
    try {
      // Fresh on every visit: a link used a moment ago (in another tab) must not pass from the cache.
      data = await queryClient.fetchQuery({ ...options(token), staleTime: 0 });
    } catch (error) {
      const outcome = classifyFailure(error, refused);
      // 'retry' and 'handled': the page renders; its QueryBoundary shows the kept failure (or nothing).
      if (outcome.kind === 'result') throw endOn(args, outcome.result, url.pathname);
      return { token };
    }
    const exit = after?.(data, token);
    if (exit && 'result' in exit) throw endOn(args, exit.result, url.pathname);
    if (exit) throw goElsewhere(exit.to, url.pathname);
    await prime?.(data, queryClient);
    return { token };
  };
}

/**
 * The same page without the token in its URL. On the app's first navigation the visited URL is
 * already in history: replaced. Later, a plain redirect, which keeps the navigation's own push or
 * replace (the tokened URL of a link followed inside the app was never committed).
 */
function offTheAddressBar({ context }: LoaderFunctionArgs, href: string): Response {
  return loaderIsStarting(context) ? replace(href) : redirect(href);
}

function goElsewhere(to: string, path: string): Response {
  forgetPageToken(path);
  return redirect(to);
}

function endOn({ context }: LoaderFunctionArgs, result: RedirectResult, path: string): Response {
  forgetPageToken(path);
  loaderShowResult(context)?.(result);
  return redirect(paths.notification.href());
}
