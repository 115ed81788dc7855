import { QueryClient, queryOptions } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, hasCode } from '../../api/errors';
import type { RedirectResult } from '../../lib/results';
import { resultPage } from '../outcome/outcome';
import { isUsableToken, readToken, TOKEN_MAX_LENGTH, tokenPageLoader } from './tokenPage';

const VALID = 'good-token';

/** A token service: VALID passes; 'refused' is a token failure; 'down' a 503; 'bad' a 400 it does not know. */
const verify = vi.fn(async (token: string) => {
  if (token === VALID) return { kind: 'resetPassword' };
  if (token === 'refused') throw new ApiError(404, 'TOKEN_LOAD_VERIFY_FAILURE', [], 'trace');
  if (token === 'down') throw new ApiError(503, 'UNKNOWN_ERROR', [], 'trace');
  throw new ApiError(400, 'INVALID_REQUEST', [], 'trace');
});
const options = (token: string) =>
  queryOptions({ queryKey: ['test-token', token], queryFn: () => verify(token), retry: false });

function loaderArgs(url: string, params: Record<string, string> = {}) {
  const queryClient = new QueryClient();
  const shown: RedirectResult[] = [];
  const args = {
    request: new Request(`http://localhost${url}`),
    params,
    context: {
      queryClient: async () => queryClient,
      navigateInstead: (_to: string, options: { state: { redirectResult: RedirectResult } }) =>
        shown.push(options.state.redirectResult),
    },
  } as unknown as LoaderFunctionArgs;
  return { args, queryClient, shown };
}

const fromQuery = tokenPageLoader({
  token: { query: 'token' },
  options,
  missing: 'FAILURE_LINK_RESET_PASS',
  refused: (error) =>
    hasCode(error, 'TOKEN_LOAD_VERIFY_FAILURE') ? resultPage('FAILURE_LINK_RESET_PASS') : null,
});
const fromPath = tokenPageLoader({
  token: { param: 'token' },
  options,
  isUsable: (token) => token.length <= 20,
  missing: 'BAD_REGISTRATION_TOKEN',
  refused: () => resultPage('FAILURE_LINK'),
});

/** What the loader threw, as the redirect it must be. */
async function thrownRedirect(run: Promise<unknown>): Promise<string | null> {
  const thrown = await run.then(
    () => null,
    (error: unknown) => error,
  );
  expect(thrown).toBeInstanceOf(Response);
  return (thrown as Response).headers.get('Location');
}

describe('isUsableToken', () => {
  it('needs a non-empty token within the contract bound', () => {
    expect(isUsableToken('reset-ava')).toBe(true);
    expect(isUsableToken('x'.repeat(TOKEN_MAX_LENGTH))).toBe(true);
    expect(isUsableToken('x'.repeat(TOKEN_MAX_LENGTH + 1))).toBe(false);
    expect(isUsableToken('')).toBe(false);
    expect(isUsableToken(null)).toBe(false);
  });
});

describe('readToken', () => {
  it('reads a path parameter or a query parameter, null when absent', () => {
    const { args } = loaderArgs('/x/abc?token=def', { token: 'abc' });
    expect(readToken(args, { param: 'token' })).toBe('abc');
    expect(readToken(args, { query: 'token' })).toBe('def');
    expect(readToken(args, { query: 'other' })).toBeNull();
    expect(readToken(args, { param: 'other' })).toBeNull();
  });
});

describe('tokenPageLoader', () => {
  it('verifies a token from the query, primes its data and hands the token on', async () => {
    const { args, queryClient, shown } = loaderArgs(`/reset?token=${VALID}`);
    await expect(fromQuery(args)).resolves.toEqual({ token: VALID });
    expect(queryClient.getQueryData(options(VALID).queryKey)).toEqual({ kind: 'resetPassword' });
    expect(shown).toEqual([]);
  });

  it('verifies a token from the path', async () => {
    const { args, queryClient } = loaderArgs(`/create/${VALID}`, { token: VALID });
    await expect(fromPath(args)).resolves.toEqual({ token: VALID });
    expect(queryClient.getQueryData(options(VALID).queryKey)).toEqual({ kind: 'resetPassword' });
  });

  it('loads the token again on every visit, not from the cache', async () => {
    const { args, queryClient } = loaderArgs(`/reset?token=${VALID}`);
    queryClient.setQueryData(options(VALID).queryKey, { kind: 'stale' });
    await fromQuery(args);
    expect(queryClient.getQueryData(options(VALID).queryKey)).toEqual({ kind: 'resetPassword' });
  });

  it.each([
    ['no token', '/reset', {}, fromQuery, 'FAILURE_LINK_RESET_PASS'],
    ['an empty token', '/reset?token=', {}, fromQuery, 'FAILURE_LINK_RESET_PASS'],
    ['an unusable token', '/create/x', { token: 'x'.repeat(21) }, fromPath, 'BAD_REGISTRATION_TOKEN'],
  ] as const)('ends %s on the missing result, without a call', async (_name, url, params, loader, kind) => {
    verify.mockClear();
    const { args, shown } = loaderArgs(url, params);
    expect(await thrownRedirect(loader(args))).toBe('/auth/notification');
    expect(shown).toEqual([{ kind }]);
    expect(verify).not.toHaveBeenCalled();
  });

  it('ends a refused token on the result page its code table names', async () => {
    const { args, shown } = loaderArgs('/reset?token=refused');
    expect(await thrownRedirect(fromQuery(args))).toBe('/auth/notification');
    expect(shown).toEqual([{ kind: 'FAILURE_LINK_RESET_PASS' }]);
  });

  it('ends any other definitive answer on FAILURE_UNSUPPORTED', async () => {
    const { args, shown } = loaderArgs('/reset?token=bad');
    expect(await thrownRedirect(fromQuery(args))).toBe('/auth/notification');
    expect(shown).toEqual([{ kind: 'FAILURE_UNSUPPORTED' }]);
  });

  it('lets the page render on a transient failure, the failure kept for its QueryBoundary', async () => {
    const { args, queryClient, shown } = loaderArgs('/reset?token=down');
    await expect(fromQuery(args)).resolves.toEqual({ token: 'down' });
    expect(shown).toEqual([]);
    expect(queryClient.getQueryState(options('down').queryKey)?.status).toBe('error');
  });
});
