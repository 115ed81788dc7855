import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { loginEntry } from './entry';

const ORIGIN = 'https://app.example.test';
const signedIn = { check: { authenticated: true }, error: null } as Parameters<typeof loginEntry>[0];
const signedOut = { check: { authenticated: false }, error: null } as Parameters<typeof loginEntry>[0];
const failed = { check: null, error: new ApiError(503, 'UNKNOWN_ERROR', [], 't') };

describe('loginEntry', () => {
  it('sends a visitor already signed in to the target: in the router or in full', () => {
    expect(loginEntry(signedIn, false, '/auth/user', ORIGIN)).toEqual({
      type: 'signedIn',
      destination: { type: 'navigate', to: '/auth/user' },
    });
    // Signed in wins over a single-sign-on cookie.
    expect(loginEntry(signedIn, true, '/dashboard', ORIGIN)).toEqual({
      type: 'signedIn',
      destination: { type: 'external', url: '/dashboard' },
    });
  });

  it('ends a single-sign-on cookie without a session through /auth/logout, back to the target', () => {
    for (const answer of [signedOut, failed]) {
      expect(loginEntry(answer, true, '/dashboard?x=1', ORIGIN)).toEqual({
        type: 'ssoSession',
        destination: { type: 'navigate', to: '/auth/logout?redirectUrl=%2Fdashboard%3Fx%3D1' },
      });
    }
  });

  it('shows the form to anyone else, a failed check included', () => {
    expect(loginEntry(signedOut, false, '/dashboard', ORIGIN)).toEqual({ type: 'form' });
    expect(loginEntry(failed, false, '/dashboard', ORIGIN)).toEqual({ type: 'form' });
  });
});
