/**
 * What follows POST /login (`settleSignIn`): the obligation check's request, the page's next wait,
 * leaves before the switch to the person's language re-renders the page (issue 55: on a phone's CPU the
 * re-render held the request back by about 80 ms).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../app/i18n';
import { COOKIE, deleteCookie } from '../../lib/cookies';
import { mockServerForFile } from '../../../tests/mock-lifecycle';
import { settleSignIn } from './api';

mockServerForFile();

afterEach(() => {
  vi.restoreAllMocks();
  for (const name of [COOKIE.language, COOKIE.region, COOKIE.timezone]) deleteCookie(name);
});

describe('settleSignIn', () => {
  it('sends the obligation check before switching to the saved language', async () => {
    const events: string[] = [];
    // eslint-disable-next-line no-restricted-properties -- the test watches when requests leave, not what they do
    const fetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      events.push(`request ${new URL(url).pathname.replace(/^.*\//, '')}`);
      return fetch(input, init);
    });
    // A French sign-in page; the person's saved language is English.
    const i18n = initI18n('fr-CA');
    i18n.on('languageChanged', (language) => events.push(`language ${language}`));

    const outcome = await settleSignIn(
      { personalSettings: { preferredLanguage: 'en-US', region: 'US', timezone: 'America/Chicago' } },
      i18n,
    );

    expect(i18n.language).toBe('en-US');
    expect(outcome.redirectUrl).toBeNull();
    expect(events.indexOf('request check-obligations')).toBeGreaterThanOrEqual(0);
    expect(events.indexOf('request check-obligations')).toBeLessThan(events.indexOf('language en-US'));
  });
});
