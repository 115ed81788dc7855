import { describe, expect, it, vi } from 'vitest';
import { appLog } from '../api/log';
import { ROOT_OPTIONS } from './App';

describe('ROOT_OPTIONS', () => {
  it('logs a render React recovered from as a warning naming its cause, never its message', () => {
    const log = vi.spyOn(appLog, 'log').mockImplementation(() => undefined);
    const recovered = new Error('There was an error during concurrent rendering', {
      cause: new TypeError('what was typed: hunter2'),
    });
    ROOT_OPTIONS.onRecoverableError(recovered);
    expect(log).toHaveBeenCalledWith('warn', 'render recovered from an error', { name: 'TypeError' });
    expect(JSON.stringify(log.mock.calls)).not.toContain('hunter2');
  });
});
