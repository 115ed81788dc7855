import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatTimeLeft, warningsDue } from './ImpersonationBanner';
import {
  ACTING_SESSION_KEYS,
  clearImpersonation,
  readImpersonation,
  storeImpersonation,
  subscribeImpersonation,
} from './store';

const DETAILS = {
  associateName: 'Ava Associate',
  clientName: 'Acme Manufacturing',
  impersonatorName: 'Sam Support',
  reason: 'Ticket 42',
};
const NOW = Date.parse('2026-11-23T10:00:00Z');
const session = (expiresAt = '2026-11-23T10:15:00Z', mode = 'impersonation') => ({
  id: 'acting-1',
  expiresAt,
  mode,
});

afterEach(() => clearImpersonation());

describe('the stored impersonation', () => {
  it('keeps the three session values and the details, read back until the expiry', () => {
    storeImpersonation(session(), DETAILS);
    expect(localStorage.getItem(ACTING_SESSION_KEYS.id)).toBe('acting-1');
    expect(localStorage.getItem(ACTING_SESSION_KEYS.expiresAt)).toBe('2026-11-23T10:15:00Z');
    expect(localStorage.getItem(ACTING_SESSION_KEYS.mode)).toBe('impersonation');
    expect(readImpersonation(NOW)).toEqual({
      ...DETAILS,
      actingSessionId: 'acting-1',
      expiresAtMs: Date.parse('2026-11-23T10:15:00Z'),
    });
    expect(readImpersonation(Date.parse('2026-11-23T10:15:00Z'))).toBeNull();
  });

  it('is nothing for another mode, a broken expiry or broken details', () => {
    storeImpersonation(session(undefined, 'delegation'), DETAILS);
    expect(readImpersonation(NOW)).toBeNull();
    storeImpersonation(session('soon'), DETAILS);
    expect(readImpersonation(NOW)).toBeNull();
    storeImpersonation(session(), DETAILS);
    localStorage.setItem('actingSessionImpersonation', '{"associateName":1}');
    expect(readImpersonation(NOW)).toBeNull();
  });

  it('tells subscribers about a start and an end', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeImpersonation(listener);
    storeImpersonation(session(), DETAILS);
    clearImpersonation();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    storeImpersonation(session(), DETAILS);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(localStorage.getItem(ACTING_SESSION_KEYS.id)).toBe('acting-1');
  });
});

describe('formatTimeLeft', () => {
  it('shows minutes and seconds, hours from an hour up, never below zero', () => {
    expect(formatTimeLeft(14 * 60_000 + 32_000)).toBe('14:32');
    expect(formatTimeLeft(999)).toBe('0:01');
    expect(formatTimeLeft(3_600_000 + 5_000)).toBe('1:00:05');
    expect(formatTimeLeft(-5)).toBe('0:00');
  });
});

describe('warningsDue', () => {
  it('is none with more than five minutes left, one from five minutes, two from one minute', () => {
    expect(warningsDue(5 * 60_000 + 1)).toBe(0);
    expect(warningsDue(5 * 60_000)).toBe(1);
    expect(warningsDue(60_001)).toBe(1);
    expect(warningsDue(60_000)).toBe(2);
    expect(warningsDue(0)).toBe(2);
  });
});
