import { describe, expect, it } from 'vitest';
import { p75, summariseVitals } from './vitals';

const view = (route: string, figures: Record<string, number>) => ({
  level: 'info',
  message: 'web-vitals',
  timestamp: '2026-01-01T00:00:00.000Z',
  context: { route, chunkFailures: 0, ...figures },
});

describe('GET /__mock/vitals', () => {
  it('takes the nearest-rank 75th percentile', () => {
    expect(p75([])).toBeUndefined();
    expect(p75([5])).toBe(5);
    expect(p75([4, 1, 3, 2])).toBe(3);
    expect(p75([10, 20, 30, 40, 50])).toBe(40);
  });

  it('summarises the web-vitals entries per route and ignores every other log line', () => {
    const logs = [
      view('/auth/login', { lcp: 900, inp: 40, cls: 0, ttfb: 20 }),
      view('/auth/login', { lcp: 1200, cls: 0.05, ttfb: 30 }),
      view('/auth/login', { lcp: 1000, inp: 80, cls: 0.1, ttfb: 25, chunkFailures: 2 }),
      view('/auth/account-settings/:tab', { lcp: 700 }),
      { level: 'error', message: 'sign-in failed', context: { route: '/auth/login', lcp: 99999 } },
      'not an entry',
    ];
    expect(summariseVitals(logs)).toEqual({
      routes: [
        {
          route: '/auth/login',
          pageViews: 3,
          lcp: { count: 3, p75: 1200 },
          inp: { count: 2, p75: 80 },
          cls: { count: 3, p75: 0.1 },
          ttfb: { count: 3, p75: 30 },
          chunkFailures: 2,
        },
        {
          route: '/auth/account-settings/:tab',
          pageViews: 1,
          lcp: { count: 1, p75: 700 },
          inp: { count: 0 },
          cls: { count: 0 },
          ttfb: { count: 0 },
          chunkFailures: 0,
        },
      ],
    });
  });
});
