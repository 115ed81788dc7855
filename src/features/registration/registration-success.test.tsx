/** /auth/a/registration/success on a phone: the store by platform and "Open the app" with its fallback. */
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { browserLocation } from '../../lib/browser';
import { paths } from '../../lib/paths';
import { mockServerForFile } from '../../../tests/mock-lifecycle';
import { renderApp } from '../../../tests/render-app';
import { appLinks, OPEN_APP_FALLBACK_MS } from './appLinks';

mockServerForFile();
afterEach(() => vi.useRealTimers());

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

it('opens the app, and after 500 ms the App Store when the app did not take over', async () => {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
  const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
  renderApp(paths.registrationSuccess.href());
  const store = await screen.findByRole('link', { name: 'Download on the App Store' }, { timeout: 15_000 });
  expect(store).toHaveAttribute('href', appLinks.iosStoreUrl);
  expect(screen.queryByRole('link', { name: 'Get it on Google Play' })).toBeNull();

  vi.useFakeTimers();
  act(() => screen.getByRole('button', { name: 'Open the app' }).click());
  expect(assign).toHaveBeenLastCalledWith(appLinks.appUrl);
  act(() => vi.advanceTimersByTime(OPEN_APP_FALLBACK_MS - 1));
  expect(assign).toHaveBeenCalledTimes(1);
  act(() => vi.advanceTimersByTime(1));
  expect(assign).toHaveBeenLastCalledWith(appLinks.iosStoreUrl);
});

it('Continue on desktop hands the focus to Continue, not to the page', async () => {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
  const { user } = renderApp(paths.registrationSuccess.href());
  const desktop = await screen.findByRole('button', { name: 'Continue on desktop' }, { timeout: 15_000 });
  await user.click(desktop);
  const continueLink = await screen.findByRole('link', { name: 'Continue' });
  await waitFor(() => expect(continueLink).toHaveFocus());
});
