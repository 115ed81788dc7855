/**
 * The after-sign-in prefetch waits for Next's answer: on a phone's link and CPU its bytes and
 * evaluation, landing with the answer, held up the password step. Isolated: the chunks are a module
 * replaced here, to see when it is asked for.
 */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { loadAfterSignInChunksAfterLoad, whileNextIsAnswered } from './prefetch';

const asked = vi.hoisted(() => ({ chunks: 0 }));
vi.mock('./prefetched', () => {
  asked.chunks += 1;
  return {};
});

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

it('is asked for once the page has loaded and Next has its answer, not while Next waits', async () => {
  expect(document.readyState).toBe('complete');
  let answer!: (value: string) => void;
  const next = whileNextIsAnswered(new Promise<string>((resolve) => (answer = resolve)));
  loadAfterSignInChunksAfterLoad();
  await vi.runAllTimersAsync();
  expect(asked.chunks).toBe(0);

  answer('password');
  await expect(next).resolves.toBe('password');
  await vi.waitFor(() => expect(asked.chunks).toBe(1));
});
