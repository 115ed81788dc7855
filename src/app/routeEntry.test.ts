import { describe, expect, it } from 'vitest';
import { keepsLoaderDataBetweenSteps } from './routeEntry';

const at = (href: string) => new URL(href, 'http://localhost');
const asks = (from: string, to: string, formMethod?: 'POST') =>
  keepsLoaderDataBetweenSteps({
    currentUrl: at(from),
    nextUrl: at(to),
    currentParams: {},
    nextParams: {},
    formMethod,
    defaultShouldRevalidate: true,
  } as Parameters<typeof keepsLoaderDataBetweenSteps>[0]);

describe('keepsLoaderDataBetweenSteps: a page whose steps are in the query', () => {
  it("keeps the loader's answer for a move between its steps, the rest of the query as it was", () => {
    expect(asks('/auth/create-account', '/auth/create-account?step=verify')).toBe(false);
    expect(
      asks(
        '/auth/create-account?redirectUrl=%2Fx&step=verify',
        '/auth/create-account?redirectUrl=%2Fx&step=account',
      ),
    ).toBe(false);
    expect(asks('/auth/create-account?step=account', '/auth/create-account')).toBe(false);
  });

  it('asks again for another path, another parameter, a submission or an explicit revalidation', () => {
    expect(asks('/auth/create-account?step=verify', '/auth/create-account/sso?step=verify')).toBe(true);
    expect(asks('/auth/create-account?step=verify', '/auth/create-account?step=verify&token=t2')).toBe(true);
    expect(asks('/auth/create-account', '/auth/create-account?step=verify', 'POST')).toBe(true);
    expect(asks('/auth/create-account?step=verify', '/auth/create-account?step=verify')).toBe(true);
  });
});
