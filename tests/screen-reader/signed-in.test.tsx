/**
 * The signed-in pages as a screen-reader user hears them: a toast, a language change, the session
 * expiry warning and the impersonation banner. The whole app against the real mock server; the
 * virtual screen reader listens from the moment the person acts (or the clock moves).
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import settingsEs from '../../locales/es-US/settings.json';
import loginText from '../../locales/en-US/login.json';
import supportText from '../../locales/en-US/support.json';
import { clearImpersonation } from '../../src/common/impersonation/store';
import { COOKIE, deleteCookie, getSessionExpiryMs } from '../../src/lib/cookies';
import { SESSION_GRACE_MS } from '../../src/lib/session';
import { stubLeaving } from '../flow';
import { mockServerForFile } from '../mock-lifecycle';
import { renderApp, signInAs } from '../render-app';
import { listen } from './speech';

mockServerForFile();
stubLeaving();

// Lazy screens and catalogues load on first use: slow on a busy machine.
const SLOW = { timeout: 10_000 };

afterEach(() => {
  vi.useRealTimers();
  clearImpersonation();
  for (const name of [COOKIE.language, COOKIE.region, COOKIE.timezone]) deleteCookie(name);
});

describe('signed in, heard', () => {
  it('a toast, and the language change it is said in', async () => {
    await signInAs('ava.associate');
    const { user } = renderApp('/auth/account-settings/localization');
    await screen.findByRole('heading', { level: 1, name: 'Account settings' }, SLOW);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }, SLOW), 'es-US');
    const sr = await listen();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await sr.heard(/^polite: /)).toBe(
      `polite: ${settingsEs.localization.toasts.CHANGED_REGIONAL_SETTINGS}`,
    );
    // The page's language is what a screen reader picks its voice by.
    await waitFor(() => expect(document.documentElement.lang).toBe('es-US'));
  });

  it('the session expiry warning, with the time left', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await signInAs('ava.associate');
    renderApp('/auth/user');
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Ava' }, SLOW);
    vi.setSystemTime(getSessionExpiryMs()! - SESSION_GRACE_MS - 30_000);
    const sr = await listen();
    // The tab coming back to the front checks the session at once (no wait for the next tick).
    fireEvent.focus(window);
    await screen.findByRole('dialog', { name: loginText.sessionExpiry.title }, SLOW);
    const timeLeft = screen.getByTestId('session-expiry-seconds').textContent ?? '';
    expect(timeLeft).toMatch(/signed out in (29|30) seconds\.$/);
    // Said with the title as the focus moves into the dialog, before its first button.
    expect(await sr.heard(`dialog, ${loginText.sessionExpiry.title}, ${timeLeft}`)).toBeTruthy();
    const spoken = await sr.spoken();
    expect(spoken.indexOf(`button, ${loginText.sessionExpiry.stay}`)).toBeGreaterThan(
      spoken.indexOf(`dialog, ${loginText.sessionExpiry.title}, ${timeLeft}`),
    );
  });

  it('the impersonation banner, as the impersonation starts', async () => {
    await signInAs('sam.support');
    const { user } = renderApp('/auth/impersonation?impersonationId=imp-1');
    await user.type(
      await screen.findByRole(
        'textbox',
        { name: new RegExp(`^${supportText.impersonation.reasonLabel}`) },
        SLOW,
      ),
      'Ticket 42',
    );
    const sr = await listen();
    await user.click(screen.getByRole('button', { name: supportText.impersonation.start }));
    await screen.findByText(supportText.impersonation.started, {}, SLOW);
    expect(
      await sr.heard(
        /^polite: Impersonation in progress: you are acting as Ava Associate of Acme Manufacturing\. Time left: \d+ minutes\.$/,
      ),
    ).toBeTruthy();
    const spoken = await sr.spoken();
    expect(spoken).toContain(`polite: ${supportText.impersonation.started}`);
    // The banner's countdown ticks outside any live region: its minutes and seconds are never read out.
    expect(spoken.filter((said) => /\d:\d\d/.test(said))).toEqual([]);
  });
});
