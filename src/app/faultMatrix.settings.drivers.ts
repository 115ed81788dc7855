/** The fault matrix's drivers for the account-settings tabs (signed in as ava unless said). */
import { screen } from '@testing-library/react';
import { button, type Driver, NEW_PASSWORD, pageLoad, passwordInput } from './faultMatrix.driver';

const AVA = 'ava.associate';
const tab = (name: string) => `/auth/account-settings/${name}`;

export const SETTINGS_DRIVERS: Driver[] = [
  pageLoad('GET /persons/me/associates', tab('switch-clients'), { as: AVA }),
  pageLoad('GET /persons/me/contact-info', tab('contact-info'), { as: AVA }),
  pageLoad('GET /persons/me/settings', tab('localization'), { as: AVA }),
  pageLoad('GET /persons/me/settings-options/languages', tab('localization'), { as: AVA }),
  pageLoad('GET /persons/me/devices', tab('devices'), { as: AVA }),
  {
    calls: ['POST /persons/me/credentials'],
    method: 'POST',
    faultPath: '/persons/me/credentials',
    url: tab('change-password'),
    as: AVA,
    act: async (user) => {
      const current = await passwordInput(/^current password/i);
      await user.type(current, 'Welcome#2024');
      const next = await passwordInput(/^new password/i);
      await user.type(next, NEW_PASSWORD);
      await user.click(button(/update/i));
      return [current, next];
    },
  },
  {
    calls: ['POST /persons/me/settings'],
    method: 'POST',
    faultPath: '/persons/me/settings',
    url: tab('localization'),
    as: AVA,
    act: async (user) => {
      const zone = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Time zone' });
      await user.selectOptions(zone, 'America/Chicago');
      await user.click(button(/^save$/i));
      return [zone];
    },
  },
];
