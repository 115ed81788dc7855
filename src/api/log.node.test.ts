import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { failureContext } from './log';

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
