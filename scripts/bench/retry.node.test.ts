import { describe, expect, it, vi } from 'vitest';
import { withRetries } from './retry';

describe('withRetries', () => {
  it('tries a failed run again, and gives the first success', async () => {
    const work = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('NO_NAVSTART'))
      .mockResolvedValueOnce('measured');
    const onRetry = vi.fn();
    await expect(withRetries(work, 2, onRetry)).resolves.toBe('measured');
    expect(work).toHaveBeenCalledTimes(2);
    expect(onRetry).toHaveBeenCalledWith(new Error('NO_NAVSTART'), 1);
  });

  it('gives up after the stated number of retries with the last failure', async () => {
    let calls = 0;
    const work = () => Promise.reject(new Error(`failure ${++calls}`));
    await expect(withRetries(work, 2, () => {})).rejects.toThrow('failure 3');
    expect(calls).toBe(3);
  });
});
