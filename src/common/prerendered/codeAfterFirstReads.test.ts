import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CODE_AFTER_READS_ATTRIBUTE,
  CODE_AFTER_READS_LATEST_MS,
  codeAfterFirstReads,
} from './codeAfterFirstReads';
import { FIRST_READ_ANSWERS } from './firstScreen';

/** The route start's answers, settled when the test says. */
function pendingAnswers() {
  let settle!: (answers: unknown[] | false) => void;
  const answers = new Promise<unknown[] | false>((resolve) => (settle = resolve));
  (window as unknown as Record<string, unknown>)[FIRST_READ_ANSWERS] = answers;
  return { settle: async (value: unknown[] | false) => (settle(value), await answers) };
}

function markDocument() {
  const json = document.createElement('script');
  json.type = 'application/json';
  json.setAttribute(CODE_AFTER_READS_ATTRIBUTE, '');
  document.head.append(json);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame', 'performance'] });
});

afterEach(() => {
  vi.useRealTimers();
  delete (window as unknown as Record<string, unknown>)[FIRST_READ_ANSWERS];
  document.head.innerHTML = '';
});

describe('the code of a document whose first screen waits for its reads', () => {
  it('is asked once the reads answered and the frame that shows the screen was drawn, once', async () => {
    markDocument();
    const reads = pendingAnswers();
    const ask = vi.fn();
    codeAfterFirstReads(ask);
    expect(ask).not.toHaveBeenCalled();
    await reads.settle([{ token: 'ok' }]);
    // In a task after the next frame, not in the answers' callbacks (where the screen is shown).
    expect(ask).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    expect(ask).not.toHaveBeenCalled();
    // A timer set inside the fake clock's tick is due 1 ms on.
    vi.advanceTimersByTime(1);
    expect(ask).toHaveBeenCalledTimes(1);
    expect(ask).toHaveBeenCalledWith(true);
    // The latest time passing later does not ask again.
    vi.advanceTimersByTime(CODE_AFTER_READS_LATEST_MS);
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('is asked after a failed read too: the app shows where it leads', async () => {
    markDocument();
    const reads = pendingAnswers();
    const ask = vi.fn();
    codeAfterFirstReads(ask);
    await reads.settle(false);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('is asked at the latest time into the page when the reads hang', () => {
    markDocument();
    pendingAnswers();
    const ask = vi.fn();
    vi.advanceTimersByTime(200);
    codeAfterFirstReads(ask);
    vi.advanceTimersByTime(CODE_AFTER_READS_LATEST_MS - 201);
    expect(ask).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('is asked at once on any other document: unmarked, or with no reads started', () => {
    pendingAnswers();
    const unmarked = vi.fn();
    codeAfterFirstReads(unmarked);
    expect(unmarked).toHaveBeenCalledTimes(1);
    expect(unmarked).toHaveBeenCalledWith(false);

    delete (window as unknown as Record<string, unknown>)[FIRST_READ_ANSWERS];
    markDocument();
    const noReads = vi.fn();
    codeAfterFirstReads(noReads);
    expect(noReads).toHaveBeenCalledTimes(1);
  });
});
