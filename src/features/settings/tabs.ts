import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { associatesQueryOptions } from '../../api/queries/associates';
import { contactInfoQueryOptions } from '../../api/queries/contacts';
import { devicesQueryOptions } from '../../api/queries/devices';
import { passkeysQueryOptions } from '../../api/queries/passkeys';
import {
  DEFAULT_SETTINGS_TAB,
  isSettingsTab,
  nexoSettingsTabs,
  settingsTabs,
  type SettingsTab,
} from '../../lib/paths';
import { loadChunk } from '../../lib/chunkLoad';
import { primeQuery } from '../../common/data/loaderContext';
import { localizationQueries } from './regional';

type TabModule = { default: ComponentType };

/**
 * The six tabs of /auth/account-settings/{tab}: each its own chunk, fetched with the
 * route's loader so that neither the code nor the data of a tab waits for the other.
 */
const loaders: Record<SettingsTab, () => Promise<TabModule>> = {
  'switch-clients': () => import('./SwitchClientsTab'),
  'contact-info': () => import('./ContactInfoTab'),
  'change-password': () => import('./ChangePasswordTab'),
  passkeys: () => import('./PasskeysTab'),
  localization: () => import('./LocalizationTab'),
  devices: () => import('./DevicesTab'),
};

/** The tabs whose code has arrived: the route's loader fetches it before the page renders. */
const arrived: Partial<Record<SettingsTab, TabModule>> = {};

const fetchTab = (tab: SettingsTab) => loaders[tab]().then((module) => (arrived[tab] = module));

/** Each tab's code through loadChunk, as every lazy route's: the 120 s timeout, the stale-chunk reload. */
export const tabChunks = Object.fromEntries(
  settingsTabs.map((tab) => [tab, () => loadChunk(() => fetchTab(tab))]),
) as Record<SettingsTab, () => Promise<TabModule>>;

/**
 * Each tab as a lazy component that renders at once when its code has arrived. React.lazy only learns
 * of the code through its own load, a promise read a tick later: the tab would suspend on its first
 * render however loaded it was, paint the panel's spinner for a frame, then push what follows the
 * panel down (the footer's links, a keyboard's stop among them, below the window). Handed a thenable
 * that answers at once, lazy renders the tab in the same pass (React's lazy takes any thenable).
 */
export const tabComponents = Object.fromEntries(
  settingsTabs.map((tab) => [
    tab,
    lazy(() => {
      const module = arrived[tab];
      return module ? answered(module) : tabChunks[tab]();
    }),
  ]),
) as Record<SettingsTab, LazyExoticComponent<ComponentType>>;

/** A thenable already fulfilled: it calls back at once, where a promise would a microtask later. */
function answered<T>(value: T): Promise<T> {
  return { then: (onFulfilled: (value: T) => unknown) => void onFulfilled(value) } as unknown as Promise<T>;
}

/**
 * The tabs a session may see: people signed in through the other sign-in system (Nexo) get three.
 * Passkeys is not among them: that system's own login answers for who they
 * are (step-up passes them at once), so a passkey kept here would never be asked for, and the product
 * names three tabs for them.
 */
export function allowedTabs(isNexo: boolean): readonly SettingsTab[] {
  return isNexo ? nexoSettingsTabs : settingsTabs;
}

/** The tab a URL segment names, or null (then the frame goes to the default tab). */
export function tabOf(segment: string | undefined, isNexo: boolean): SettingsTab | null {
  return isSettingsTab(segment) && allowedTabs(isNexo).includes(segment) ? segment : null;
}

export { DEFAULT_SETTINGS_TAB };

/** What a tab needs before it paints. */
const primes: Record<SettingsTab, (queryClient: QueryClient) => Promise<unknown>> = {
  'switch-clients': (client) => primeQuery(client, associatesQueryOptions()),
  'contact-info': (client) => primeQuery(client, contactInfoQueryOptions()),
  'change-password': () => Promise.resolve(),
  passkeys: (client) => primeQuery(client, passkeysQueryOptions()),
  localization: (client) => {
    const [settings, languages, regions, timezones] = localizationQueries();
    return Promise.all([
      primeQuery(client, settings),
      primeQuery(client, languages),
      primeQuery(client, regions),
      primeQuery(client, timezones),
    ]);
  },
  devices: (client) => primeQuery(client, devicesQueryOptions()),
};

/** The tab's code and data, side by side; an unknown tab has neither (the frame redirects). */
export function prepareTab(segment: string | undefined, queryClient: QueryClient): Promise<unknown> {
  if (!isSettingsTab(segment)) return Promise.resolve();
  return Promise.all([fetchTab(segment).catch(() => undefined), primes[segment](queryClient)]);
}
