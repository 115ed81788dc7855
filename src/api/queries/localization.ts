import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { identityOrchestrator } from '../clients';
import type { components } from '../generated/identity-orchestrator';
import type { components as CommonComponents } from '../generated/common';
import { apiKey, required } from './keys';

export type PersonalSettings = CommonComponents['schemas']['PersonalSettings'];
export type NameCode = CommonComponents['schemas']['NameCode'];
export type TimezoneOption = components['schemas']['TimezoneOption'];

/** GET /persons/me/settings: the saved language, region and time zone. */
export function regionalSettingsQueryOptions() {
  return queryOptions({
    queryKey: apiKey('identity-orchestrator', '/persons/me/settings'),
    queryFn: async ({ signal }) =>
      required(
        (await identityOrchestrator.GET('/persons/me/settings', { signal })).data,
        '/persons/me/settings',
      ),
    staleTime: 0,
  });
}

/** GET /persons/me/settings-options/languages. */
export function languageOptionsQueryOptions() {
  return queryOptions({
    queryKey: apiKey('identity-orchestrator', '/persons/me/settings-options/languages'),
    queryFn: async ({ signal }) =>
      required(
        (await identityOrchestrator.GET('/persons/me/settings-options/languages', { signal })).data,
        '/persons/me/settings-options/languages',
      ),
    staleTime: 10 * 60 * 1000,
  });
}

/** GET /persons/me/settings-options/regions, named in `language` (the `user-language` header). */
export function regionOptionsQueryOptions(language: string) {
  return queryOptions({
    queryKey: apiKey('identity-orchestrator', '/persons/me/settings-options/regions', { language }),
    queryFn: async ({ signal }) =>
      required(
        (
          await identityOrchestrator.GET('/persons/me/settings-options/regions', {
            params: { header: { 'user-language': language } },
            signal,
          })
        ).data,
        '/persons/me/settings-options/regions',
      ),
    staleTime: 10 * 60 * 1000,
  });
}

/** GET /persons/me/settings-options/timezones, for `region`, captioned in `language`. */
export function timezoneOptionsQueryOptions(language: string, region: string) {
  return queryOptions({
    queryKey: apiKey('identity-orchestrator', '/persons/me/settings-options/timezones', { language, region }),
    queryFn: async ({ signal }) =>
      required(
        (
          await identityOrchestrator.GET('/persons/me/settings-options/timezones', {
            params: { header: { 'user-language': language, 'user-region': region } },
            signal,
          })
        ).data,
        '/persons/me/settings-options/timezones',
      ),
    staleTime: 10 * 60 * 1000,
  });
}

/** POST /persons/me/settings: saves the three regional settings. */
export function saveRegionalSettingsMutationOptions() {
  return mutationOptions({
    mutationKey: apiKey('identity-orchestrator', '/persons/me/settings', { save: true }),
    mutationFn: async (settings: PersonalSettings): Promise<void> => {
      await identityOrchestrator.POST('/persons/me/settings', { body: settings });
    },
  });
}
