import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGOUT_COUNTDOWN_MS, LOGOUT_COUNTDOWN_TICK_MS, useCountdown } from './useCountdown';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useCountdown', () => {
  it('is the spec constant: 10 s in 500 ms steps', () => {
    expect(LOGOUT_COUNTDOWN_MS).toBe(10_000);
    expect(LOGOUT_COUNTDOWN_TICK_MS).toBe(500);
  });

  it('counts down in 500 ms steps and calls onDone once at zero', () => {
    const onDone = vi.fn();
    const { result } = renderHook(() => useCountdown({ active: true, onDone }));
    expect(result.current).toBe(10_000);
    act(() => vi.advanceTimersByTime(499));
    expect(result.current).toBe(10_000);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(9_500);
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toBe(9_000);
    act(() => vi.advanceTimersByTime(8_500));
    expect(result.current).toBe(500);
    expect(onDone).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toBe(0);
    expect(onDone).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(5_000));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('does not run while inactive, and ends on time when ticks come late', () => {
    const onDone = vi.fn();
    const { result, rerender } = renderHook(({ active }) => useCountdown({ active, onDone }), {
      initialProps: { active: false },
    });
    act(() => vi.advanceTimersByTime(20_000));
    expect(result.current).toBe(10_000);
    expect(onDone).not.toHaveBeenCalled();

    rerender({ active: true });
    // A throttled tab: the clock moves on while the interval is held back.
    act(() => vi.setSystemTime(Date.now() + 9_700));
    act(() => vi.advanceTimersByTime(500));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(result.current).toBe(0);
  });

  it('holds the time left while paused, never ending, and goes on from there when unpaused', () => {
    const onDone = vi.fn();
    const { result, rerender } = renderHook(({ paused }) => useCountdown({ active: true, paused, onDone }), {
      initialProps: { paused: false },
    });
    act(() => vi.advanceTimersByTime(3_000));
    expect(result.current).toBe(7_000);
    rerender({ paused: true });
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current).toBe(7_000);
    expect(onDone).not.toHaveBeenCalled();
    rerender({ paused: false });
    act(() => vi.advanceTimersByTime(6_500));
    expect(result.current).toBe(500);
    expect(onDone).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(500));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('stops when unmounted', () => {
    const onDone = vi.fn();
    const { unmount } = renderHook(() => useCountdown({ active: true, onDone }));
    unmount();
    act(() => vi.advanceTimersByTime(20_000));
    expect(onDone).not.toHaveBeenCalled();
  });
});
