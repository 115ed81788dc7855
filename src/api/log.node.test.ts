import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { failureContext, routeForLog } from './log';

describe('failureContext', () => {
  it('gives status, first code and trace id of an API error, not its message', () => {
    const error = new ApiError(400, 'INVALID_REQUEST', [{ code: 'TOO_WEAK_PASSWORD' }], 'trace-1', 'hunter2');
    expect(failureContext(error)).toEqual({ status: 400, error: 'TOO_WEAK_PASSWORD', traceId: 'trace-1' });
    expect(JSON.stringify(failureContext(error))).not.toContain('hunter2');
  });

  it('gives only the name of anything else', () => {
    expect(failureContext(new TypeError('Failed to fetch secret'))).toEqual({ name: 'TypeError' });
    expect(failureContext('boom')).toEqual({ name: 'string' });
  });
});

describe('routeForLog', () => {
  it('files a line under the route pattern, so a token in the path never leaves', () => {
    expect(routeForLog('/auth/create-account/tok-9f3a1c/sso')).toBe(
      '/auth/create-account/:token/:accountType?',
    );
    expect(routeForLog('/auth/r/tok-9f3a1c')).toBe('/auth/r/:token/:accountType?');
    expect(routeForLog('/auth/login')).toBe('/auth/login');
    expect(routeForLog(undefined)).toBeUndefined();
  });
});
