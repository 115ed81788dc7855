/**
 * What follows POST /login (`settleSignIn`): the obligation check's request, the page's next wait,
 * leaves first (issue 55: on a phone's CPU the language's re-render held it back by about 80 ms), and the
 * person's language is only readied: the page changes to it when the app draws its next screen itself
 * (`theirLanguage`), never on its own before it is left for another document.
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

const requestsSeen = (events: string[]) => {
  // eslint-disable-next-line no-restricted-properties -- the test watches when requests leave, not what they do
  const fetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    events.push(`request ${new URL(url).pathname.replace(/^.*\//, '')}`);
    return fetch(input, init);
  });
};
const saved = (preferredLanguage: string) => ({
  personalSettings: { preferredLanguage, region: 'US', timezone: 'America/Chicago' },
});

describe('settleSignIn', () => {
  it('leaves the page in its language: the saved one is the cookie, and the app changes to it when asked', async () => {
    const events: string[] = [];
    requestsSeen(events);
    // A French sign-in page; the person's saved language is English.
    const i18n = initI18n('fr-CA');
    i18n.on('languageChanged', (language) => events.push(`language ${language}`));

    const outcome = await settleSignIn(saved('en-US'), i18n);

    expect(outcome.redirectUrl).toBeNull();
    expect(events).toContain('request check-obligations');
    expect(document.cookie).toContain(`${COOKIE.language}=en-US`);
    expect(i18n.language).toBe('fr-CA');
    await (
      await outcome.theirLanguage
    )?.();
    expect(i18n.language).toBe('en-US');
    expect(events.at(-1)).toBe('language en-US');
  });

  it("asks for the saved language's texts after the obligation check, and shows them once asked", async () => {
    const events: string[] = [];
    requestsSeen(events);
    // An English sign-in page; the person's saved language is French.
    const i18n = initI18n('en-US');
    const english = i18n.t('login:heading');

    const outcome = await settleSignIn(saved('fr-CA'), i18n);
    await (
      await outcome.theirLanguage
    )?.();

    expect(i18n.language).toBe('fr-CA');
    expect(i18n.t('login:heading')).not.toBe(english);
    expect(events.indexOf('request check-obligations')).toBeGreaterThanOrEqual(0);
    expect(events.indexOf('request check-obligations')).toBeLessThan(
      events.indexOf('request identity-ui-client'),
    );
  });
});
