import { describe, expect, it } from 'vitest';
import { summariseViolations } from './violations';

const violation = (context: Record<string, unknown>) => ({
  level: 'error',
  message: 'policy-violation',
  timestamp: '2026-01-01T00:00:00.000Z',
  route: '/auth/login',
  context,
});

describe('GET /__mock/policy-violations', () => {
  it('counts the policy-violation entries per directive, blocked resource and route, and ignores every other line', () => {
    const sink = {
      directive: 'require-trusted-types-for',
      blocked: 'trusted-types-sink',
      route: '/auth/login',
    };
    const logs = [
      violation(sink),
      violation({ directive: 'script-src-elem', blocked: 'https://evil.example/x.js', route: '/auth/legal' }),
      violation({ ...sink, sample: 'Element innerHTML|<img src=x onerror=alert(1)>' }),
      { level: 'info', message: 'web-vitals', context: { route: '/auth/login', directive: 'x' } },
      'not an entry',
    ];
    expect(summariseViolations(logs)).toEqual({
      violations: [
        { ...sink, count: 2 },
        {
          directive: 'script-src-elem',
          blocked: 'https://evil.example/x.js',
          route: '/auth/legal',
          count: 1,
        },
      ],
    });
  });

  it('keeps only its three fields, each cut short: nothing else an entry carried reaches it', () => {
    const { violations } = summariseViolations([
      violation({ directive: 'x'.repeat(5000), blocked: 42, sample: 'secret', route: '/auth/login' }),
    ]);
    expect(violations).toEqual([
      { directive: 'x'.repeat(200), blocked: 'unknown', route: '/auth/login', count: 1 },
    ]);
    expect(JSON.stringify(violations)).not.toContain('secret');
  });
});
