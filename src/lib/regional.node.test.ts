import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  browserTimezone,
  displayTimeZone,
  formatAgreementDate,
  formatDateTime,
  formatNumber,
  formattingLocale,
  legalPolicyLanguage,
  LEGAL_POLICY_LANGUAGES,
  legalHref,
} from './regional';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('time zones', () => {
  it('falls back to America/New_York when the browser names no zone', () => {
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue(
      {} as Intl.ResolvedDateTimeFormatOptions,
    );
    expect(browserTimezone()).toBe('America/New_York');
  });

  it("shows dates in the person's zone, else New York", () => {
    expect(displayTimeZone('America/Vancouver')).toBe('America/Vancouver');
    expect(displayTimeZone(null)).toBe('America/New_York');
    expect(displayTimeZone('Not/AZone')).toBe('America/New_York');
  });
});

describe('formatting', () => {
  it('uses the language with the person region', () => {
    expect(formattingLocale('fr-CA', 'US')).toBe('fr-US');
    expect(formattingLocale('es-US', null)).toBe('es-US');
  });

  it('formats dates in the display zone and numbers in the locale', () => {
    const instant = '2026-03-01T03:30:00Z';
    expect(formatDateTime(instant, 'en-US', { dateStyle: 'short' }, 'America/New_York')).toBe('2/28/26');
    expect(formatDateTime(instant, 'en-US', { dateStyle: 'short' }, 'UTC')).toBe('3/1/26');
    expect(formatDateTime('nonsense', 'en-US')).toBeNull();
    expect(formatNumber(1234.5, 'fr-CA')).toMatch(/^1\s234,5$/);
  });

  it('gives agreement dates as MM/DD/YYYY in the display zone, New York by default', () => {
    expect(formatAgreementDate('2026-03-01T15:00:00Z')).toBe('03/01/2026');
    // Midnight UTC is still the evening before in New York (no longer read in UTC).
    expect(formatAgreementDate('2026-03-01T00:00:00Z')).toBe('02/28/2026');
    expect(formatAgreementDate('2026-03-01T00:00:00Z', 'UTC')).toBe('03/01/2026');
    expect(formatAgreementDate('not a date')).toBeNull();
  });
});

describe('legal-policy languages', () => {
  it('has the 17 of the spec, and opens the links in the person language when published, else en', () => {
    expect(LEGAL_POLICY_LANGUAGES).toHaveLength(17);
    expect(legalPolicyLanguage('fr-CA')).toBe('fr-CA');
    expect(legalPolicyLanguage('es-us')).toBe('es-US');
    expect(legalPolicyLanguage('en-US')).toBe('en');
    expect(legalHref('fr-CA', 'privacy')).toBe('/auth/legal?lang=fr-CA#privacy');
    expect(legalHref('en-US')).toBe('/auth/legal?lang=en');
  });
});
