import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MAX_LOG_STRING_LENGTH,
  REDACTED,
  createLogBatcher,
  scrubForLog,
  type HidablePage,
  type LogEntry,
} from './logger';

/** A page that can be hidden and shown, as `document` is (this file runs without a DOM). */
function hidablePage() {
  const target = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  return {
    page: target as unknown as HidablePage,
    set(state: DocumentVisibilityState) {
      target.visibilityState = state;
      target.dispatchEvent(new Event('visibilitychange'));
    },
  };
}

describe('createLogBatcher', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-02T03:04:05.000Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const setup = (
    send = vi.fn<(entries: LogEntry[], leaving: boolean) => Promise<unknown> | void>(),
    page?: HidablePage,
  ) => ({
    send,
    logger: createLogBatcher({ send, getRoute: () => '/auth/login', page }),
  });

  it('sends after 500 ms without a new entry, and each entry restarts the wait', () => {
    const { send, logger } = setup();
    logger.log('info', 'one');
    vi.advanceTimersByTime(499);
    logger.log('info', 'two');
    vi.advanceTimersByTime(499);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0].map((e) => e.message)).toEqual(['one', 'two']);
  });

  it('never sends more than 10 entries: the 11th sends the first 10 at once', () => {
    const { send, logger } = setup();
    for (let i = 1; i <= 10; i += 1) logger.log('debug', `m${i}`);
    expect(send).not.toHaveBeenCalled();
    logger.log('debug', 'm11');
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toHaveLength(10);
    vi.advanceTimersByTime(500);
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]?.[0].map((e) => e.message)).toEqual(['m11']);
  });

  it('keeps every batch within the cap under a long burst', () => {
    const { send, logger } = setup();
    for (let i = 0; i < 35; i += 1) logger.log('info', `m${i}`);
    vi.advanceTimersByTime(500);
    const sizes = send.mock.calls.map((call) => call[0].length);
    expect(sizes).toEqual([10, 10, 10, 5]);
  });

  it('stamps level, ISO timestamp and route', () => {
    const { send, logger } = setup();
    logger.log('warn', 'careful', { step: 2 });
    vi.advanceTimersByTime(500);
    expect(send.mock.calls[0]?.[0][0]).toEqual({
      level: 'warn',
      message: 'careful',
      timestamp: '2026-01-02T03:04:05.000Z',
      route: '/auth/login',
      context: { step: 2 },
    });
  });

  it('flush sends at once and cancels the pending timer', async () => {
    const { send, logger } = setup();
    logger.log('info', 'now');
    await logger.flush();
    expect(send).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends what is queued at once when the page is hidden, as leaving, and not again when the wait ends', () => {
    const visibility = hidablePage();
    const { send, logger } = setup(undefined, visibility.page);
    logger.log('info', 'one');
    logger.log('info', 'two');
    visibility.set('hidden');
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0].map((e) => e.message)).toEqual(['one', 'two']);
    expect(send.mock.calls[0]?.[1]).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends nothing when the page is shown, nor when it is hidden with nothing queued', () => {
    const visibility = hidablePage();
    const { send, logger } = setup(undefined, visibility.page);
    visibility.set('hidden');
    logger.log('info', 'while hidden');
    visibility.set('visible');
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(500);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[1]).toBe(false);
  });

  it('sends after the wait, and on flush, as not leaving', async () => {
    const { send, logger } = setup();
    logger.log('info', 'waited');
    vi.advanceTimersByTime(500);
    logger.log('info', 'flushed');
    await logger.flush();
    expect(send.mock.calls.map((call) => call[1])).toEqual([false, false]);
  });

  it('swallows synchronous and asynchronous send failures', async () => {
    const throwing = createLogBatcher({
      send: () => {
        throw new Error('boom');
      },
    });
    const rejecting = createLogBatcher({ send: () => Promise.reject(new Error('boom')) });
    for (let i = 0; i < 12; i += 1) {
      expect(() => throwing.log('error', 'x')).not.toThrow();
      expect(() => rejecting.log('error', 'x')).not.toThrow();
    }
    await expect(throwing.flush()).resolves.toBeUndefined();
    await expect(rejecting.flush()).resolves.toBeUndefined();
  });

  it('scrubs what it queues', () => {
    const { send, logger } = setup();
    logger.log('error', 'failed at /auth/forgot-password/reset?token=abc123', { password: 'Welcome#2024' });
    vi.advanceTimersByTime(500);
    const entry = send.mock.calls[0]?.[0][0];
    expect(entry?.message).toBe('failed at /auth/forgot-password/reset');
    expect(entry?.context).toEqual({ password: REDACTED });
    expect(JSON.stringify(send.mock.calls)).not.toMatch(/abc123|Welcome#2024/);
  });
});

describe('scrubForLog', () => {
  it('redacts secret-looking keys at any depth, case-insensitively', () => {
    const scrubbed = scrubForLog({
      username: 'ava.associate',
      Password: 'a',
      nested: { newPassword: 'b', list: [{ verificationCode: '123456' }, { recaptchaToken: 'r' }] },
      headers: { 'X-CSRF-Token': 'c', clientSecret: 'd', passcode: 'e' },
    });
    expect(scrubbed).toEqual({
      username: 'ava.associate',
      Password: REDACTED,
      nested: { newPassword: REDACTED, list: [{ verificationCode: REDACTED }, { recaptchaToken: REDACTED }] },
      headers: { 'X-CSRF-Token': REDACTED, clientSecret: REDACTED, passcode: REDACTED },
    });
  });

  it('redacts a whole object under a secret key, not just strings', () => {
    expect(scrubForLog({ token: { kind: 'resetPassword', value: 'abc' } })).toEqual({ token: REDACTED });
  });

  it('strips queries and fragments from URLs and paths inside strings', () => {
    expect(scrubForLog('/auth/x?token=abc')).toBe('/auth/x');
    expect(scrubForLog('go to https://app.example.test/auth/login?redirectUrl=%2Fa#frag now')).toBe(
      'go to https://app.example.test/auth/login now',
    );
    expect(scrubForLog('redirectUrl=/auth/x?email=a@b.c')).toBe('redirectUrl=/auth/x');
    expect(scrubForLog('?token=abc')).toBe('');
    expect(scrubForLog({ deep: ['see /a/b#access_token=xyz'] })).toEqual({ deep: ['see /a/b'] });
  });

  it('leaves ordinary punctuation alone', () => {
    expect(scrubForLog('Are you sure? Item #3 failed')).toBe('Are you sure? Item #3 failed');
  });

  it('redacts key=value secrets in free text', () => {
    expect(scrubForLog('body username=ava&password=hunter2 code=123456')).toBe(
      `body username=ava&password=${REDACTED} code=${REDACTED}`,
    );
  });

  it(`truncates strings to ${MAX_LOG_STRING_LENGTH} characters`, () => {
    const long = 'x'.repeat(5000);
    expect(scrubForLog(long)).toHaveLength(MAX_LOG_STRING_LENGTH);
    expect(scrubForLog('y'.repeat(MAX_LOG_STRING_LENGTH))).toHaveLength(MAX_LOG_STRING_LENGTH);
  });

  it('keeps only name and message of errors and survives cycles', () => {
    const error = new TypeError('bad /auth/x?token=1');
    expect(scrubForLog({ error })).toEqual({ error: { name: 'TypeError', message: 'bad /auth/x' } });
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    expect(scrubForLog(cyclic)).toEqual({ a: 1, self: '[circular]' });
  });
});
