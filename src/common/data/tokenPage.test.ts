import { QueryClient, queryOptions } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, hasCode } from '../../api/errors';
import type { RedirectResult } from '../../lib/results';
import { resultPage } from '../outcome/outcome';
import { forgetPageToken, isUsableToken, readToken, TOKEN_MAX_LENGTH, tokenPageLoader } from './tokenPage';

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

/**
 * A visit as the router makes it: the link's URL first, whose loader keeps the token for the tab and
 * redirects to the token-free URL, then that URL.
 */
async function visit(
  loader: typeof fromQuery,
  url: string,
  params: Record<string, string> = {},
  cleanParams: Record<string, string> = {},
) {
  const first = loaderArgs(url, params);
  const clean = await thrownRedirect(loader(first.args));
  const second = loaderArgs(clean!, cleanParams);
  return { clean, ...second, run: loader(second.args) };
}

beforeEach(() => sessionStorage.clear());

describe('tokenPageLoader', () => {
  it('verifies a token from the query, primes its data and hands the token on', async () => {
    const { run, queryClient, shown } = await visit(fromQuery, `/reset?token=${VALID}`);
    await expect(run).resolves.toEqual({ token: VALID });
    expect(queryClient.getQueryData(options(VALID).queryKey)).toEqual({ kind: 'resetPassword' });
    expect(shown).toEqual([]);
  });

  it('verifies a token from the path', async () => {
    const { run, queryClient } = await visit(fromPath, `/create/${VALID}`, { token: VALID });
    await expect(run).resolves.toEqual({ token: VALID });
    expect(queryClient.getQueryData(options(VALID).queryKey)).toEqual({ kind: 'resetPassword' });
  });

  it('loads the token again on every visit, not from the cache', async () => {
    const { args: first } = loaderArgs(`/reset?token=${VALID}`);
    await thrownRedirect(fromQuery(first));
    const { args, queryClient } = loaderArgs('/reset');
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

  it('ends a refused token on the result page its code table names, and forgets it', async () => {
    const { run, shown } = await visit(fromQuery, '/reset?token=refused');
    expect(await thrownRedirect(run)).toBe('/auth/notification');
    expect(shown).toEqual([{ kind: 'FAILURE_LINK_RESET_PASS' }]);
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('refused');
  });

  it('ends any other definitive answer on FAILURE_UNSUPPORTED', async () => {
    const { run, shown } = await visit(fromQuery, '/reset?token=bad');
    expect(await thrownRedirect(run)).toBe('/auth/notification');
    expect(shown).toEqual([{ kind: 'FAILURE_UNSUPPORTED' }]);
  });

  it('lets the page render on a transient failure, the failure kept for its QueryBoundary', async () => {
    const { run, queryClient, shown } = await visit(fromQuery, '/reset?token=down');
    await expect(run).resolves.toEqual({ token: 'down' });
    expect(shown).toEqual([]);
    expect(queryClient.getQueryState(options('down').queryKey)?.status).toBe('error');
  });
});

describe('tokens leave the address bar', () => {
  it('goes on to the URL without the token, the rest of the query kept, before any call', async () => {
    verify.mockClear();
    const { args } = loaderArgs(`/reset?redirectUrl=%2Fhome&token=${VALID}`);
    expect(await thrownRedirect(fromQuery(args))).toBe('/reset?redirectUrl=%2Fhome');
    expect(verify).not.toHaveBeenCalled();
  });

  it('drops a path token with its segment, the path after it kept', async () => {
    const { args } = loaderArgs(`/create/${VALID}/sso`, { token: VALID });
    expect(await thrownRedirect(fromPath(args))).toBe('/create/sso');
  });

  it('replaces the history entry on the first navigation, and keeps push or replace later', async () => {
    const thrown = (run: Promise<unknown>) =>
      run.then(
        () => null,
        (error: unknown) => error as Response,
      );
    const starting = loaderArgs(`/reset?token=${VALID}`);
    (starting.args.context as { starting: () => boolean }).starting = () => true;
    expect((await thrown(fromQuery(starting.args)))?.headers.get('X-Remix-Replace')).toBe('true');
    const later = await thrown(fromQuery(loaderArgs(`/reset?token=${VALID}`).args));
    expect(later?.headers.get('Location')).toBe('/reset');
    expect(later?.headers.get('X-Remix-Replace')).toBeNull();
  });

  it('a reload of the token-free URL reads the token the tab kept; another path does not', async () => {
    await visit(fromQuery, `/reset?token=${VALID}`);
    await expect(fromQuery(loaderArgs('/reset').args)).resolves.toEqual({ token: VALID });
    const elsewhere = loaderArgs('/other');
    expect(await thrownRedirect(fromQuery(elsewhere.args))).toBe('/auth/notification');
  });

  it('forgetPageToken: the spent token is not read again', async () => {
    await visit(fromQuery, `/reset?token=${VALID}`);
    forgetPageToken('/reset');
    const { args, shown } = loaderArgs('/reset');
    expect(await thrownRedirect(fromQuery(args))).toBe('/auth/notification');
    expect(shown).toEqual([{ kind: 'FAILURE_LINK_RESET_PASS' }]);
  });

  it('keeps the token in the URL when the tab cannot store it, so the page still works', async () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    try {
      await expect(fromQuery(loaderArgs(`/reset?token=${VALID}`).args)).resolves.toEqual({ token: VALID });
    } finally {
      setItem.mockRestore();
    }
  });
});

describe('before and after', () => {
  const guarded = tokenPageLoader({
    token: { query: 'token' },
    options,
    missing: 'FAILURE_LINK',
    refused: () => null,
    before: async (token) => (token === 'signed-out' ? `/elsewhere/${token}` : null),
    after: (data) =>
      data.kind === 'resetPassword' ? { result: { kind: 'FAILURE_INCOMPLETE_PROFILE' } } : null,
  });

  it('before: another page for this visitor, with no call', async () => {
    verify.mockClear();
    const { run } = await visit(guarded, '/page?token=signed-out');
    expect(await thrownRedirect(run)).toBe('/elsewhere/signed-out');
    expect(verify).not.toHaveBeenCalled();
  });

  it('after: the verified data names a result page', async () => {
    const { run, shown } = await visit(guarded, `/page?token=${VALID}`);
    expect(await thrownRedirect(run)).toBe('/auth/notification');
    expect(shown).toEqual([{ kind: 'FAILURE_INCOMPLETE_PROFILE' }]);
  });
});

describe('prime', () => {
  const primed = vi.fn(async (data: { kind: string }, queryClient: QueryClient) => {
    queryClient.setQueryData(['next', data.kind], true);
  });
  const priming = tokenPageLoader({
    token: { query: 'token' },
    options,
    missing: 'FAILURE_LINK',
    refused: () => resultPage('FAILURE_LINK'),
    prime: primed,
  });

  it('primes what the screen reads next from the verified data, before the screen is let through', async () => {
    const { run, queryClient } = await visit(priming, `/page?token=${VALID}`);
    expect(await run).toEqual({ token: VALID });
    expect(queryClient.getQueryData(['next', 'resetPassword'])).toBe(true);
  });

  it('primes nothing for a token that did not verify', async () => {
    primed.mockClear();
    const { run } = await visit(priming, '/page?token=down');
    expect(await run).toEqual({ token: 'down' });
    expect(primed).not.toHaveBeenCalled();
  });
});
