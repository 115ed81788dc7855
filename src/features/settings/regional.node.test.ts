import { afterEach, describe, expect, it, vi } from 'vitest';
import { withDefaults } from './regional';

afterEach(() => {
  vi.restoreAllMocks();
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
});
