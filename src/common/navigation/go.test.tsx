import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, ForbiddenError } from '../../api/errors';
import { browserLocation } from '../../lib/browser';
import { LANDING_PATH } from '../../lib/paths';
import { destinationFor, go, useGo, useAppWideErrors, type Destination } from './go';

const ORIGIN = 'https://app.example.test';

describe('destinationFor', () => {
  it('keeps a path under /auth/ on our origin in the router, query and hash included', () => {
    expect(destinationFor('/auth/user?tab=1#x', ORIGIN)).toEqual({
      type: 'navigate',
      to: '/auth/user?tab=1#x',
    });
    expect(destinationFor(`${ORIGIN}/auth/user`, ORIGIN)).toEqual({ type: 'navigate', to: '/auth/user' });
    expect(destinationFor('/auth', ORIGIN)).toEqual({ type: 'navigate', to: '/auth' });
  });

  it('loads anything else in full: our other pages as paths, other origins as they are', () => {
    expect(destinationFor('/authn/landing', ORIGIN)).toEqual({ type: 'external', url: '/authn/landing' });
    // "/authentic" is not under /auth/.
    expect(destinationFor('/authentic', ORIGIN)).toEqual({ type: 'external', url: '/authentic' });
    expect(destinationFor('https://other.test/auth/user', ORIGIN)).toEqual({
      type: 'external',
      url: 'https://other.test/auth/user',
    });
  });

  it('sends an unparseable address to the landing path', () => {
    expect(destinationFor('http://[::1', ORIGIN)).toEqual({ type: 'navigate', to: LANDING_PATH });
  });
});

describe('go', () => {
  it('navigates in the router, replacing the page left behind', () => {
    const navigate = vi.fn();
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    go({ type: 'navigate', to: '/auth/user' }, navigate);
    expect(navigate).toHaveBeenCalledWith('/auth/user', { replace: true });
    expect(assign).not.toHaveBeenCalled();
  });

  it('leaves the app with a full page load', () => {
    const navigate = vi.fn();
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    go({ type: 'external', url: 'https://idp.example/start' }, navigate);
    expect(assign).toHaveBeenCalledWith('https://idp.example/start');
    expect(navigate).not.toHaveBeenCalled();
  });
});

/** Renders `probe` at /auth/here in a memory router and hands out what its hooks returned. */
function renderHooks() {
  const found: { go?: (destination: Destination) => void; toAppWideHandler?: (error: unknown) => void } = {};
  function Probe() {
    found.go = useGo();
    found.toAppWideHandler = useAppWideErrors();
    return null;
  }
  const router = createMemoryRouter(
    [
      { path: '/auth/here', element: <Probe /> },
      { path: '*', element: null },
    ],
    { initialEntries: ['/auth/here?x=1'] },
  );
  render(<RouterProvider router={router} />);
  return { router, found };
}

describe('useGo and useAppWideErrors', () => {
  it('useGo goes through the screen’s router', async () => {
    const { router, found } = renderHooks();
    await act(async () => found.go?.({ type: 'navigate', to: '/auth/there' }));
    expect(router.state.location.pathname).toBe('/auth/there');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('useAppWideErrors sends a 403 to the unauthorized page, and leaves other failures to the screen', async () => {
    const { router, found } = renderHooks();
    await act(async () => found.toAppWideHandler?.(new ApiError(500, 'UNKNOWN_ERROR', [], 'trace-0')));
    expect(router.state.location.pathname).toBe('/auth/here');
    await act(async () => found.toAppWideHandler?.(new ForbiddenError(403, 'UNKNOWN_ERROR', [], 'trace-1')));
    expect(router.state.location.pathname).toBe('/auth/unauthorized-error');
    expect(router.state.location.search).toContain('trace-1');
  });
});
