import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createServerClock,
  signInNoticeOf,
  EARLY_SYNC_SECONDS,
  SESSION_GRACE_MS,
  SESSION_LOGOUT_SECONDS,
  SESSION_WARNING_SECONDS,
  sessionCountdown,
} from './session';

const NOW = 1_767_225_600_000;
/** An expiry that leaves exactly `seconds` on the countdown (grace included). */
const expiryFor = (seconds: number, extraMs = 0) => NOW + SESSION_GRACE_MS + seconds * 1000 + extraMs;
const at = (seconds: number, syncFeatureEnabled = true, extraMs = 0) =>
  sessionCountdown({ expiryMs: expiryFor(seconds, extraMs), nowMs: NOW, syncFeatureEnabled });

describe('sessionCountdown', () => {
  it('has the constants of the spec', () => {
    expect([SESSION_WARNING_SECONDS, EARLY_SYNC_SECONDS, SESSION_GRACE_MS, SESSION_LOGOUT_SECONDS]).toEqual([
      60, 63, 5000, 0,
    ]);
  });

  it('subtracts the grace period and floors to whole seconds', () => {
    expect(at(30, true, 999).remainingSeconds).toBe(30);
    expect(
      sessionCountdown({ expiryMs: NOW + 65_999, nowMs: NOW, syncFeatureEnabled: false }).remainingSeconds,
    ).toBe(60);
    expect(
      sessionCountdown({ expiryMs: NOW + 10_000, nowMs: NOW, graceMs: 0, syncFeatureEnabled: false })
        .remainingSeconds,
    ).toBe(10);
  });

  it('hides the modal at 60 s and shows it at 59 s with the real count', () => {
    expect(at(60)).toMatchObject({ showModal: false, secondsLeft: 60 });
    expect(at(59)).toMatchObject({ showModal: true, secondsLeft: 59 });
    expect(at(1)).toMatchObject({ showModal: true, secondsLeft: 1, shouldLogout: false });
  });

  it('displays 60 whenever the modal is hidden', () => {
    expect(at(600).secondsLeft).toBe(60);
    expect(at(0).secondsLeft).toBe(60);
  });

  it('syncs early under 63 s only when the feature is on', () => {
    expect(at(63).shouldSyncEarly).toBe(false);
    expect(at(62).shouldSyncEarly).toBe(true);
    expect(at(62, false).shouldSyncEarly).toBe(false);
    expect(at(62).showModal).toBe(false);
  });

  it('logs out at the threshold and below, without the modal', () => {
    expect(at(1).shouldLogout).toBe(false);
    expect(at(0)).toMatchObject({ shouldLogout: true, showModal: false, shouldSyncEarly: false });
    expect(at(-30).shouldLogout).toBe(true);
  });

  it('does nothing without a readable expiry', () => {
    for (const expiryMs of [null, undefined, Number.NaN]) {
      expect(sessionCountdown({ expiryMs, nowMs: NOW, syncFeatureEnabled: true })).toMatchObject({
        showModal: false,
        shouldLogout: false,
        shouldSyncEarly: false,
        secondsLeft: 60,
      });
    }
  });
});

describe('the server clock', () => {
  // The browser's clock is frozen and moved by hand: a real one ticks between two reads on a slow machine.
  beforeEach(() => {
    vi.useFakeTimers({ now: Date.parse('Mon, 12 Mar 2029 08:00:00 GMT'), toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is the browser clock until an answer says otherwise', () => {
    expect(createServerClock().now()).toBe(Date.now());
  });

  it("follows a Date header, to the middle of its second, whatever the browser's clock says", () => {
    const clock = createServerClock();
    const serverSecond = Date.parse('Tue, 01 Jan 2030 00:00:00 GMT');
    clock.note('Tue, 01 Jan 2030 00:00:00 GMT', Date.now());
    expect(clock.now()).toBe(serverSecond + 500);
    vi.advanceTimersByTime(1_234);
    expect(clock.now()).toBe(serverSecond + 500 + 1_234);
  });

  it('counts from when the answer arrived, not from when it was read', () => {
    const clock = createServerClock();
    const receivedAt = Date.now();
    vi.advanceTimersByTime(300);
    clock.note('Tue, 01 Jan 2030 00:00:00 GMT', receivedAt);
    expect(clock.now()).toBe(Date.parse('Tue, 01 Jan 2030 00:00:00 GMT') + 500 + 300);
  });

  it('ignores a missing or unreadable header', () => {
    const clock = createServerClock();
    clock.note('Tue, 01 Jan 2030 00:00:00 GMT', Date.now());
    const before = clock.now();
    clock.note(null);
    clock.note('not a date');
    expect(clock.now()).toBe(before);
  });
});

describe('signInNoticeOf', () => {
  it('reads the notice a sign-out left in the navigation state, nothing else', () => {
    expect(signInNoticeOf({ signInNotice: 'inactivity' })).toBe('inactivity');
    expect(signInNoticeOf({ signInNotice: 'signedOutEverywhere' })).toBe('signedOutEverywhere');
    expect(signInNoticeOf({ signInNotice: '<b>x</b>' })).toBeNull();
    expect(signInNoticeOf(null)).toBeNull();
    expect(signInNoticeOf(undefined)).toBeNull();
  });
});
