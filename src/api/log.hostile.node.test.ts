/**
 * What a hostile visitor types never reaches a log line whole. Canary password, code
 * and token, a username with CR/LF and a 10 KB string, through the batcher the app logs with.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogBatcher, LOG_BATCH_MAX_ENTRIES, MAX_LOG_STRING_LENGTH, type LogEntry } from '../lib/logger';

const CANARY_PASSWORD = 'Canary#Pass-7731';
const CANARY_CODE = '918273';
const CANARY_TOKEN = 'canary-token-5521';

afterEach(() => vi.useRealTimers());

function batcher(send = vi.fn<(entries: LogEntry[]) => Promise<unknown>>(async () => undefined)) {
  return { send, log: createLogBatcher({ send, getRoute: () => '/auth/login' }) };
}

describe('logs under hostile input', () => {
  it('carry no password, code or token, whatever key or text they arrive under', async () => {
    const { send, log } = batcher();
    log.log(
      'error',
      `submit failed password=${CANARY_PASSWORD} /auth/forgot-password/reset?token=${CANARY_TOKEN}`,
      {
        password: CANARY_PASSWORD,
        form: { verificationCode: CANARY_CODE, newPassword: CANARY_PASSWORD, resetToken: CANARY_TOKEN },
        url: `/auth/user-confirmation?token=${CANARY_TOKEN}&code=${CANARY_CODE}`,
        body: `username=ava&password=${CANARY_PASSWORD}&code=${CANARY_CODE}`,
      },
    );
    await log.flush();
    const sent = JSON.stringify(send.mock.calls);
    for (const canary of [CANARY_PASSWORD, CANARY_CODE, CANARY_TOKEN]) expect(sent).not.toContain(canary);
  });

  it('write CR and LF out, so a username cannot forge a log line, and cap a 10 KB string', async () => {
    const { send, log } = batcher();
    const username = 'ava\r\n2026-01-01 INFO admin signed in';
    log.log('warn', `unknown user ${username}`, { username, huge: 'x'.repeat(10_000) });
    await log.flush();
    const [entry] = send.mock.calls[0]![0];
    expect(entry!.message).toBe('unknown user ava\\r\\n2026-01-01 INFO admin signed in');
    expect(entry!.context!.username).not.toMatch(/[\r\n]/);
    expect((entry!.context!.huge as string).length).toBe(MAX_LOG_STRING_LENGTH);
  });

  it('send at most 10 entries a batch, and survive the log endpoint failing', async () => {
    vi.useFakeTimers();
    const send = vi.fn<(entries: LogEntry[]) => Promise<unknown>>(async () => {
      throw new Error('503');
    });
    const { log } = batcher(send);
    for (let i = 0; i < 25; i++) log.log('info', `line ${i}`);
    await vi.runAllTimersAsync();
    expect(send.mock.calls.map(([entries]) => entries.length)).toEqual([10, 10, 5]);
    expect(Math.max(...send.mock.calls.map(([entries]) => entries.length))).toBeLessThanOrEqual(
      LOG_BATCH_MAX_ENTRIES,
    );
    send.mockResolvedValue(undefined);
    log.log('info', 'after the failure');
    await vi.runAllTimersAsync();
    expect(send).toHaveBeenLastCalledWith([expect.objectContaining({ message: 'after the failure' })], false);
  });
});
