import type { components } from '../generated/identity-orchestrator';
import type { components as CommonComponents } from '../generated/common';
import { orchestrator } from './services';

export type PersonalSettings = CommonComponents['schemas']['PersonalSettings'];
export type NameCode = CommonComponents['schemas']['NameCode'];
export type TimezoneOption = components['schemas']['TimezoneOption'];

/** The option lists change with a release, not within a visit. */
const TEN_MINUTES = 10 * 60 * 1000;

/** GET /persons/me/settings: the saved language, region and time zone. */
export const regionalSettingsQueryOptions = () =>
  orchestrator.queryOptions('get', '/persons/me/settings', undefined, { staleTime: 0 });

/** GET /persons/me/settings-options/languages. */
export const languageOptionsQueryOptions = () =>
  orchestrator.queryOptions('get', '/persons/me/settings-options/languages', undefined, {
    staleTime: TEN_MINUTES,
  });

/** GET /persons/me/settings-options/regions, named in `language` (the `user-language` header). */
export const regionOptionsQueryOptions = (language: string) =>
  orchestrator.queryOptions(
    'get',
    '/persons/me/settings-options/regions',
    { params: { header: { 'user-language': language } } },
    { staleTime: TEN_MINUTES },
  );

/** GET /persons/me/settings-options/timezones, for `region`, captioned in `language`. */
export const timezoneOptionsQueryOptions = (language: string, region: string) =>
  orchestrator.queryOptions(
    'get',
    '/persons/me/settings-options/timezones',
    { params: { header: { 'user-language': language, 'user-region': region } } },
    { staleTime: TEN_MINUTES },
  );

/** POST /persons/me/settings: saves the three regional settings. */
export const saveRegionalSettingsMutationOptions = () =>
  orchestrator.mutationOptions('post', '/persons/me/settings');
