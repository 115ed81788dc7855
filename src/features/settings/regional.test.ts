import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserTimezone, markSavedBeforeReload, takeSavedFlag, withDefaults } from './regional';

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('regional defaults', () => {
  it('fills what is missing: en-US, US and the browser zone', () => {
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      timeZone: 'Europe/Paris',
    } as Intl.ResolvedDateTimeFormatOptions);
    expect(withDefaults(undefined)).toEqual({
      preferredLanguage: 'en-US',
      region: 'US',
      timezone: 'Europe/Paris',
    });
    expect(withDefaults({ preferredLanguage: 'fr-CA', region: 'CA', timezone: 'America/Toronto' })).toEqual({
      preferredLanguage: 'fr-CA',
      region: 'CA',
      timezone: 'America/Toronto',
    });
  });

  it('falls back to America/New_York when the browser names no zone', () => {
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue(
      {} as Intl.ResolvedDateTimeFormatOptions,
    );
    expect(browserTimezone()).toBe('America/New_York');
  });

  it('keeps the saved-before-reload flag for one read', () => {
    expect(takeSavedFlag()).toBe(false);
    markSavedBeforeReload();
    expect(takeSavedFlag()).toBe(true);
    expect(takeSavedFlag()).toBe(false);
  });
});
