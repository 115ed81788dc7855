import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { associatesQueryOptions } from '../../api/queries/associates';
import { contactInfoQueryOptions } from '../../api/queries/contacts';
import { devicesQueryOptions } from '../../api/queries/devices';
import { passkeysQueryOptions } from '../../api/queries/passkeys';
import { languageOptionsQueryOptions, regionalSettingsQueryOptions } from '../../api/queries/localization';
import {
  DEFAULT_SETTINGS_TAB,
  isSettingsTab,
  nexoSettingsTabs,
  settingsTabs,
  type SettingsTab,
} from '../../lib/paths';
import { loadChunk } from '../../lib/chunkLoad';
import { primeQuery } from '../../common/data/loaderContext';

/**
 * The six tabs of /auth/account-settings/{tab}: each its own chunk, fetched with the
 * route's loader so that neither the code nor the data of a tab waits for the other.
 */
const loaders: Record<SettingsTab, () => Promise<{ default: ComponentType }>> = {
  'switch-clients': () => import('./SwitchClientsTab'),
  'contact-info': () => import('./ContactInfoTab'),
  'change-password': () => import('./ChangePasswordTab'),
  passkeys: () => import('./PasskeysTab'),
  localization: () => import('./LocalizationTab'),
  devices: () => import('./DevicesTab'),
};

/** Each tab's code through loadChunk, as every lazy route's: the 120 s timeout, the stale-chunk reload. */
export const tabChunks = Object.fromEntries(
  settingsTabs.map((tab) => [tab, () => loadChunk(loaders[tab])]),
) as Record<SettingsTab, () => Promise<{ default: ComponentType }>>;

export const tabComponents = Object.fromEntries(
  settingsTabs.map((tab) => [tab, lazy(tabChunks[tab])]),
) as Record<SettingsTab, LazyExoticComponent<ComponentType>>;

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
  localization: (client) =>
    Promise.all([
      primeQuery(client, regionalSettingsQueryOptions()),
      primeQuery(client, languageOptionsQueryOptions()),
    ]),
  devices: (client) => primeQuery(client, devicesQueryOptions()),
};

/** The tab's code and data, side by side; an unknown tab has neither (the frame redirects). */
export function prepareTab(segment: string | undefined, queryClient: QueryClient): Promise<unknown> {
  if (!isSettingsTab(segment)) return Promise.resolve();
  return Promise.all([loaders[segment]().catch(() => undefined), primes[segment](queryClient)]);
}
