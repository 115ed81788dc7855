import { describe, expect, it } from 'vitest';
import { ApiError, ForbiddenError, RequestTimeoutError } from '../../api/errors';
import {
  marketplaceTarget,
  outsideAddress,
  redirectFailure,
  startFailure,
  startFailureMessage,
} from './outcomes';

const ORIGIN = 'https://app.example';
const apiError = (status: number, code: ConstructorParameters<typeof ApiError>[1], message?: string) =>
  new ApiError(status, code, [{ code }], 'trace', message);

describe('marketplaceTarget', () => {
  const TESTED = '/sso/tested';

  it('looks a group name up', () => {
    expect(marketplaceTarget('PAYROLL_MARKETPLACE', TESTED)).toEqual({
      type: 'lookup',
      group: 'PAYROLL_MARKETPLACE',
    });
  });

  it('sends NS_SSO_TESTING~<name> to the tested-SSO endpoint for <name>, encoded', () => {
    expect(marketplaceTarget('NS_SSO_TESTING~acme-okta', TESTED)).toEqual({
      type: 'url',
      url: '/sso/tested/acme-okta',
    });
    expect(marketplaceTarget('NS_SSO_TESTING~a/../b?x', `${TESTED}/`)).toEqual({
      type: 'url',
      url: '/sso/tested/a%2F..%2Fb%3Fx',
    });
  });

  it('ends a missing, over-long or nameless testing group on the incorrect-app-id page', () => {
    for (const name of [null, '', '   ', 'x'.repeat(256), 'NS_SSO_TESTING', 'NS_SSO_TESTING~']) {
      expect(marketplaceTarget(name, TESTED)).toEqual({
        type: 'result',
        kind: 'FAILURE_SAML_INCORRECT_APP_ID',
      });
    }
  });

  it('cannot send anyone to an unconfigured tested-SSO endpoint', () => {
    expect(marketplaceTarget('NS_SSO_TESTING~acme', '')).toEqual({
      type: 'result',
      kind: 'FAILURE_UNSUPPORTED',
    });
  });
});

describe('redirectFailure', () => {
  it('leaves a 403 or an obligation to the app-wide handler', () => {
    expect(redirectFailure(new ForbiddenError(403, 'INSUFFICIENT_PERMISSIONS', [], 't'))).toEqual({
      kind: 'handled',
    });
  });

  it('maps FAILED_TO_GET_SETTINGS to the incorrect-app-id page and other answers to unsupported', () => {
    expect(redirectFailure(apiError(404, 'FAILED_TO_GET_SETTINGS'))).toEqual({
      kind: 'result',
      result: { kind: 'FAILURE_SAML_INCORRECT_APP_ID' },
    });
    expect(redirectFailure(apiError(404, 'CLIENT_NOT_FOUND'))).toEqual({
      kind: 'result',
      result: { kind: 'FAILURE_UNSUPPORTED' },
    });
  });

  it('offers a retry for no answer, a 5xx or a 429', () => {
    expect(redirectFailure(new TypeError('Failed to fetch'))).toEqual({
      kind: 'retry',
      transient: 'offline',
    });
    expect(redirectFailure(apiError(503, 'UNKNOWN_ERROR'))).toEqual({
      kind: 'retry',
      transient: 'unavailable',
    });
    expect(redirectFailure(apiError(429, 'UNKNOWN_ERROR'))).toEqual({
      kind: 'retry',
      transient: 'tooManyRequests',
    });
  });
});

describe('outsideAddress', () => {
  it('takes http(s) addresses, relative ones against the origin', () => {
    expect(outsideAddress('/view/home', ORIGIN)).toBe('https://app.example/view/home');
    expect(outsideAddress('https://payroll.example/x', ORIGIN)).toBe('https://payroll.example/x');
  });

  it('refuses every other scheme, however spelt', () => {
    for (const value of [
      'javascript:alert(1)',
      ' java\tscript:alert(1)',
      'data:text/html,x',
      '',
      null,
      'http://[',
    ]) {
      expect(outsideAddress(value, ORIGIN)).toBeNull();
    }
  });
});

describe('startFailureMessage', () => {
  it("is the envelope's message", () => {
    expect(startFailureMessage(apiError(400, 'INVALID_REQUEST', 'Impersonation imp-1 has expired.'))).toBe(
      'Impersonation imp-1 has expired.',
    );
  });

  it('is null without words of the server (no answer, an unknown code, a bare code)', () => {
    expect(startFailureMessage(new TypeError('Failed to fetch'))).toBeNull();
    expect(startFailureMessage(apiError(503, 'UNKNOWN_ERROR'))).toBeNull();
    expect(startFailureMessage(new ApiError(400, 'INVALID_REQUEST', [], 't'))).toBeNull();
  });

  it('cuts a long message', () => {
    const long = startFailureMessage(apiError(400, 'INVALID_REQUEST', 'x'.repeat(1000)));
    expect(long).toHaveLength(301);
  });
});

describe('startFailure', () => {
  it('leaves a 403 to the app-wide handler', () => {
    expect(startFailure(new ForbiddenError(403, 'INSUFFICIENT_PERMISSIONS', [], 't'))).toEqual({
      kind: 'handled',
    });
  });

  it('keeps the form with Try again for a transient failure, naming a timeout as one', () => {
    expect(startFailure(new RequestTimeoutError('t'))).toEqual({ kind: 'retry', transient: 'timeout' });
    expect(startFailure(apiError(503, 'UNKNOWN_ERROR', 'Down for maintenance'))).toEqual({
      kind: 'retry',
      transient: 'unavailable',
    });
    expect(startFailure(new TypeError('Failed to fetch'))).toEqual({ kind: 'retry', transient: 'offline' });
  });

  it("is the spec's toast for any other answer, in the server's words when it sent some", () => {
    expect(startFailure(apiError(400, 'INVALID_REQUEST', 'Impersonation imp-1 has expired.'))).toEqual({
      kind: 'refused',
      serverMessage: 'Impersonation imp-1 has expired.',
    });
    expect(startFailure(new ApiError(409, 'INVALID_REQUEST', [], 't'))).toEqual({
      kind: 'refused',
      serverMessage: null,
    });
  });
});
