import {
  unstable_forceFrameRate,
  unstable_NormalPriority,
  unstable_scheduleCallback,
  unstable_shouldYield,
} from 'scheduler';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paceReactScheduler } from './schedulerPace';

/** Whether React's scheduler, `workMs` into a task it runs, would hand the main thread back. */
function yieldsAfter(workMs: number): Promise<boolean> {
  let now = 1_000;
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  return new Promise((resolve) =>
    unstable_scheduleCallback(unstable_NormalPriority, () => {
      now += workMs;
      resolve(unstable_shouldYield());
    }),
  );
}

describe("React's scheduler, paced", () => {
  afterEach(() => {
    unstable_forceFrameRate(0);
    vi.restoreAllMocks();
  });

  it('renders on for 30 ms where its default yields after 5, and yields before a long task', async () => {
    expect(await yieldsAfter(10)).toBe(true);
    paceReactScheduler();
    expect(await yieldsAfter(30)).toBe(false);
    expect(await yieldsAfter(34)).toBe(true);
  });
});
