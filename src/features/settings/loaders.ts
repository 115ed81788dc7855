/**
 * The account-settings tabs' loaders (src/app/routeCode.ts): each tab's data, primed once the session
 * check passed, beside the tab's code.
 */
import { associatesQueryOptions } from '../../api/queries/associates';
import { contactInfoQueryOptions } from '../../api/queries/contacts';
import { devicesQueryOptions } from '../../api/queries/devices';
import { passkeysQueryOptions } from '../../api/queries/passkeys';
import { primeQuery } from '../../common/data/loaderContext';
import { signedInLoader } from '../../common/session/loadSession';
import { localizationQueries } from './regional';

export const switchClientsLoader = signedInLoader((client) => primeQuery(client, associatesQueryOptions()));
export const contactInfoLoader = signedInLoader((client) => primeQuery(client, contactInfoQueryOptions()));
export const passkeysLoader = signedInLoader((client) => primeQuery(client, passkeysQueryOptions()));
/** Reads nothing before it paints; the session is checked again, as on every other tab. */
export const changePasswordTabLoader = signedInLoader(() => Promise.resolve());
export const devicesLoader = signedInLoader((client) => primeQuery(client, devicesQueryOptions()));
/** The saved settings and the three option lists, all four before the tab paints. */
export const localizationLoader = signedInLoader((client) => {
  const [settings, languages, regions, timezones] = localizationQueries();
  return Promise.all([
    primeQuery(client, settings),
    primeQuery(client, languages),
    primeQuery(client, regions),
    primeQuery(client, timezones),
  ]);
});
