import { describe, expect, it, vi } from 'vitest';
import {
  blockedResource,
  createViolationReporter,
  MAX_REPORTS_PER_PAGE,
  VIOLATION_MESSAGE,
  type Violation,
} from './policyViolations';

describe('blockedResource', () => {
  it("keeps a URL's origin and path, never its query or fragment", () => {
    expect(blockedResource('https://evil.example/x.js?token=abc#frag')).toBe('https://evil.example/x.js');
  });

  it("keeps the browser's keywords, and only the scheme of another URL", () => {
    expect(blockedResource('trusted-types-sink')).toBe('trusted-types-sink');
    expect(blockedResource('inline')).toBe('inline');
    expect(blockedResource('data:text/javascript,alert(document.cookie)')).toBe('data:');
    expect(blockedResource('not a url at all')).toBe('unknown');
  });
});

describe('createViolationReporter', () => {
  const violation = (overrides: Partial<Violation & { sample: string }> = {}) =>
    ({
      effectiveDirective: 'require-trusted-types-for',
      blockedURI: 'trusted-types-sink',
      sample: 'Element innerHTML|<img src=x onerror=alert(1)> secret-token-123',
      sourceFile: 'https://id.example.com/auth/assets/index.js?token=secret-token-123',
      ...overrides,
    }) as Violation;

  it('logs the directive, what was blocked and the route pattern, never the sample or the path', () => {
    const logger = { log: vi.fn() };
    createViolationReporter(logger)(violation(), '/auth/create-account/invite-secret-42');
    expect(logger.log).toHaveBeenCalledWith('error', VIOLATION_MESSAGE, {
      directive: 'require-trusted-types-for',
      blocked: 'trusted-types-sink',
      route: '/auth/create-account/:token/:accountType?',
    });
    expect(JSON.stringify(logger.log.mock.calls)).not.toMatch(/secret|onerror|invite/);
  });

  it('logs each distinct violation of a page view once, and at most MAX_REPORTS_PER_PAGE', () => {
    const logger = { log: vi.fn() };
    const report = createViolationReporter(logger);
    report(violation(), '/auth/login');
    report(violation(), '/auth/login');
    expect(logger.log).toHaveBeenCalledTimes(1);
    for (let index = 0; index < MAX_REPORTS_PER_PAGE * 2; index += 1)
      report(violation({ blockedURI: `https://elsewhere.example/${index}.js` }), '/auth/login');
    expect(logger.log).toHaveBeenCalledTimes(MAX_REPORTS_PER_PAGE);
  });
});
