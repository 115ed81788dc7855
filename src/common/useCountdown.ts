import { useEffect, useRef, useState } from 'react';
import { useLatest } from '../ui/refs';

/** The post-password-change logout countdown, 10 s ticking every 500 ms. */
export const LOGOUT_COUNTDOWN_MS = 10_000;
export const LOGOUT_COUNTDOWN_TICK_MS = 500;

/**
 * Counts down from `durationMs` while `active`, updating every `tickMs`, and calls `onDone` once at
 * zero. The time left is measured against a deadline rather than by counting ticks, so a throttled
 * background tab (intervals stretched to a second or more) still ends on time; it is rounded up to a
 * whole tick so the display moves in even steps however late a tick fires. While `paused` it holds the
 * time left and never ends; unpaused, it goes on from there. Returns the time left (ms).
 */
export function useCountdown({
  active,
  paused = false,
  durationMs = LOGOUT_COUNTDOWN_MS,
  tickMs = LOGOUT_COUNTDOWN_TICK_MS,
  onDone,
}: {
  active: boolean;
  paused?: boolean;
  durationMs?: number;
  tickMs?: number;
  onDone: () => void;
}): number {
  const [remainingMs, setRemainingMs] = useState(durationMs);
  const onDoneRef = useLatest(onDone);
  // What is left when a pause starts, for the deadline the countdown resumes with.
  const leftRef = useRef(durationMs);

  useEffect(() => {
    if (!active) {
      leftRef.current = durationMs;
      return undefined;
    }
    if (paused) return undefined;
    const deadline = Date.now() + leftRef.current;
    const timer = setInterval(() => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / tickMs) * tickMs);
      leftRef.current = left;
      setRemainingMs(left);
      if (left === 0) {
        clearInterval(timer);
        onDoneRef.current();
      }
    }, tickMs);
    return () => clearInterval(timer);
  }, [active, paused, durationMs, tickMs, onDoneRef]);

  return active ? remainingMs : durationMs;
}
