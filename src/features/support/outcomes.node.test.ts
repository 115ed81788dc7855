import { describe, expect, it } from 'vitest';
import { ApiError, RequestTimeoutError } from '../../api/errors';
import { resultPage } from '../../common/outcome/outcome';
import { apiFailure, forbidden } from '../../../tests/fixtures/failures';
import {
  marketplaceTarget,
  outsideAddress,
  redirectFailure,
  startFailure,
  startFailureMessage,
} from './outcomes';

const ORIGIN = 'https://app.example';

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
  it.each([
    ['a 403 to the app-wide handler', forbidden, { kind: 'handled' }],
    [
      'FAILED_TO_GET_SETTINGS to the incorrect-app-id page',
      apiFailure(404, 'FAILED_TO_GET_SETTINGS'),
      resultPage('FAILURE_SAML_INCORRECT_APP_ID'),
    ],
    ['other answers to unsupported', apiFailure(404, 'CLIENT_NOT_FOUND'), resultPage('FAILURE_UNSUPPORTED')],
    ['no answer to a retry', new TypeError('Failed to fetch'), { kind: 'retry', transient: 'offline' }],
    ['a 5xx to a retry', apiFailure(503), { kind: 'retry', transient: 'unavailable' }],
    ['a 429 to a retry', apiFailure(429), { kind: 'retry', transient: 'tooManyRequests' }],
  ])('leaves %s', (_, failure, outcome) => {
    expect(redirectFailure(failure)).toEqual(outcome);
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
    expect(
      startFailureMessage(
        apiFailure(400, 'INVALID_REQUEST', { message: 'Impersonation imp-1 has expired.' }),
      ),
    ).toBe('Impersonation imp-1 has expired.');
  });

  it('is null without words of the server (no answer, an unknown code, a bare code)', () => {
    expect(startFailureMessage(new TypeError('Failed to fetch'))).toBeNull();
    expect(startFailureMessage(apiFailure(503))).toBeNull();
    expect(startFailureMessage(new ApiError(400, 'INVALID_REQUEST', [], 't'))).toBeNull();
  });

  it('cuts a long message', () => {
    const long = startFailureMessage(apiFailure(400, 'INVALID_REQUEST', { message: 'x'.repeat(1000) }));
    expect(long).toHaveLength(301);
  });
});

describe('startFailure', () => {
  it('leaves a 403 to the app-wide handler', () => {
    expect(startFailure(forbidden)).toEqual({
      kind: 'handled',
    });
  });

  it('keeps the form with Try again for a transient failure, naming a timeout as one', () => {
    expect(startFailure(new RequestTimeoutError('t'))).toEqual({ kind: 'retry', transient: 'timeout' });
    expect(startFailure(apiFailure(503, 'UNKNOWN_ERROR', { message: 'Down for maintenance' }))).toEqual({
      kind: 'retry',
      transient: 'unavailable',
    });
    expect(startFailure(new TypeError('Failed to fetch'))).toEqual({ kind: 'retry', transient: 'offline' });
  });

  it("is the spec's toast for any other answer, in the server's words when it sent some", () => {
    expect(
      startFailure(apiFailure(400, 'INVALID_REQUEST', { message: 'Impersonation imp-1 has expired.' })),
    ).toEqual({
      kind: 'refused',
      serverMessage: 'Impersonation imp-1 has expired.',
    });
    expect(startFailure(new ApiError(409, 'INVALID_REQUEST', [], 't'))).toEqual({
      kind: 'refused',
      serverMessage: null,
    });
  });
});
