import { describe, expect, it } from 'vitest';
import { ApiError, RequestTimeoutError, UnreadableAnswerError } from '../../api/errors';
import { isTransientFailure, transientFailure } from './transient';

const answer = (status: number, code: ConstructorParameters<typeof ApiError>[1] = 'UNKNOWN_ERROR') =>
  new ApiError(status, code, [], 'trace');

describe('transientFailure', () => {
  it('names a 5xx, a 429, no answer and a timeout', () => {
    // Every 5xx alike: the fault matrix (tests/fault-matrix/harness.ts) meets each call with a 503 only.
    for (const status of [500, 502, 503, 504]) expect(transientFailure(answer(status))).toBe('unavailable');
    expect(transientFailure(answer(429))).toBe('tooManyRequests');
    expect(transientFailure(new TypeError('Failed to fetch'))).toBe('offline');
    expect(transientFailure(new DOMException('timed out', 'TimeoutError'))).toBe('timeout');
    expect(transientFailure(new RequestTimeoutError('trace'))).toBe('timeout');
  });

  it('counts a 200 that is not the promised JSON (a proxy error page) as unreadable, worth a retry', () => {
    expect(transientFailure(new UnreadableAnswerError(200, 'trace'))).toBe('unreadable');
    expect(transientFailure(new SyntaxError('Unexpected token <'))).toBeNull();
  });

  it('leaves definitive answers to the screen: a 4xx, and the throttle the spec gives a page of its own', () => {
    expect(transientFailure(answer(400, 'INVALID_REQUEST'))).toBeNull();
    expect(transientFailure(answer(404, 'RESOURCE_NOT_FOUND'))).toBeNull();
    expect(transientFailure(answer(429, 'TOO_MANY_ATTEMPTS'))).toBeNull();
    expect(transientFailure(new Error('render bug'))).toBeNull();
    expect(isTransientFailure(answer(502))).toBe(true);
    expect(isTransientFailure(answer(403, 'INCORRECT_CREDS'))).toBe(false);
  });
});
