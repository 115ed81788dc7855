/** The fault matrix's drivers for the account-settings tabs (signed in as ava unless said). */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import {
  button,
  bySpec,
  type Driver,
  driverFor,
  findButton,
  NEW_PASSWORD,
  pageLoad,
  passwordInput,
  pasteInto,
  press,
  pressAndConfirm,
  toastSaying,
} from './driver';
import { labelStarting, text } from './words';

const AVA = 'ava.associate';
const SAM = 'sam.support';
const tab = (name: string) => `/auth/account-settings/${name}`;

/** Adds a contact method through the contact-info tab's modal; returns the field typed into. */
async function addContact(user: UserEvent, kind: 'email' | 'phone', value: string) {
  await user.click(await findButton(text(kind === 'email' ? 'contacts:emails.add' : 'contacts:phones.add')));
  const dialog = await screen.findByRole('dialog');
  if (kind === 'phone') {
    // The number is reported to the form once libphonenumber-js is in (src/ui/PhoneInput.tsx), which
    // the country list shows; the first load may take seconds on a busy machine.
    const countries = within(dialog).getByRole<HTMLSelectElement>('combobox', {
      name: labelStarting('phone.country'),
    });
    await waitFor(() => expect(countries.options.length).toBeGreaterThan(1), { timeout: 10_000 });
  }
  const field = within(dialog).getByRole<HTMLInputElement>('textbox', {
    name: labelStarting(
      kind === 'email' ? 'contacts:addContact.emailLabel' : 'contacts:addContact.phoneLabel',
    ),
  });
  await pasteInto(user, field, value);
  await user.click(within(dialog).getByRole('button', { name: text('contacts:addContact.save') }));
  return field;
}

/**
 * Adds a method (so one of its type may be deleted: never the only one), then deletes it. `shown` finds
 * the value as the list formats it (a phone number's spacing), so its Delete button is found by the
 * catalogue's words around it.
 */
function addThenDelete(kind: 'email' | 'phone', value: string, shown: RegExp) {
  const deleteThat = (name: string) =>
    name === text('contacts:deleteNamed', { value: shown.exec(name)?.[0] ?? '' });
  return async (user: UserEvent) => {
    await addContact(user, kind, value);
    return pressAndConfirm(deleteThat, text('contacts:confirmDelete.confirm'))(user);
  };
}

/** Opens sam's Add New Client modal and searches "Al"; returns the search box. */
async function searchClients(user: UserEvent) {
  await user.click(await findButton(text('settings:switchClients.addClient')));
  const dialog = await screen.findByRole('dialog');
  const box = within(dialog).getByRole<HTMLInputElement>('searchbox', {
    name: labelStarting('settings:addClient.searchLabel'),
  });
  await pasteInto(user, box, 'Al');
  return box;
}

export const SETTINGS_DRIVERS: Driver[] = [
  pageLoad('GET /persons/me/associates', tab('switch-clients'), { as: AVA }),
  pageLoad('GET /persons/me/contact-info', tab('contact-info'), { as: AVA }),
  pageLoad('GET /persons/me/settings', tab('localization'), { as: AVA }),
  pageLoad('GET /persons/me/settings-options/languages', tab('localization'), { as: AVA }),
  pageLoad('GET /persons/me/devices', tab('devices'), { as: AVA }),
  driverFor('POST /persons/me/credentials', tab('change-password'), {
    as: AVA,
    act: async (user) => {
      const current = await passwordInput(labelStarting('password:form.currentPassword'));
      await pasteInto(user, current, 'Welcome#2024');
      const next = await passwordInput(labelStarting('password:form.newPassword'));
      await pasteInto(user, next, NEW_PASSWORD);
      await user.click(button(text('password:form.submit')));
      return [current, next];
    },
  }),
  driverFor('POST /persons/me/settings', tab('localization'), {
    as: AVA,
    act: async (user) => {
      const zone = await screen.findByRole<HTMLSelectElement>('combobox', {
        name: labelStarting('settings:localization.timezone'),
      });
      await user.selectOptions(zone, 'America/Chicago');
      await user.click(button(text('settings:localization.save')));
      return [zone];
    },
  }),
  pageLoad('GET /persons/me/settings-options/regions', tab('localization'), { as: AVA }),
  pageLoad('GET /persons/me/settings-options/timezones', tab('localization'), { as: AVA }),
  driverFor('DELETE /devices/{id}/authenticationTokens', tab('devices'), {
    faultPath: '/authenticationTokens',
    as: AVA,
    act: pressAndConfirm(
      text('settings:devices.revokeNamed', { name: 'Pixel 9' }),
      text('settings:devices.confirm.confirm'),
    ),
  }),
  driverFor('PUT /sessions/me/associates', tab('switch-clients'), {
    as: AVA,
    act: press(text('settings:switchClients.switchTo', { client: 'Birch Logistics' })),
  }),
  driverFor('POST /persons/me/phone-numbers', tab('contact-info'), {
    as: AVA,
    act: async (user) => [await addContact(user, 'phone', '(201) 555-0177')],
  }),
  driverFor('POST /persons/me/email-addresses', tab('contact-info'), {
    as: AVA,
    act: async (user) => [await addContact(user, 'email', 'ava.home@example.com')],
  }),
  driverFor('DELETE /persons/me/phone-numbers', tab('contact-info'), {
    as: AVA,
    act: addThenDelete('phone', '(201) 555-0177', /\+1 201.?555.?0177/),
  }),
  driverFor('DELETE /persons/me/email-addresses', tab('contact-info'), {
    as: AVA,
    act: addThenDelete('email', 'ava.home@example.com', /ava\.home@example\.com/),
  }),
  driverFor('POST /clm/getPrefixMatch/clientName', tab('switch-clients'), {
    as: SAM,
    isRead: true,
    act: async (user) => [await searchClients(user)],
  }),
  driverFor('POST /provisionAllClientAccess', tab('switch-clients'), {
    as: SAM,
    act: async (user) => {
      await searchClients(user);
      await user.click(
        await screen.findByRole('radio', {
          name: text('settings:addClient.selectNamed', { name: 'Alder Schools' }),
        }),
      );
      await user.click(
        within(screen.getByRole('dialog')).getByRole('button', { name: text('settings:addClient.confirm') }),
      );
      // The spec closes the modal and reloads: the search is not kept.
      return [];
    },
    expect: bySpec(
      toastSaying('error', 'settings:addClient.toasts.PROVISION_ALL_CLIENT_ACCESS_FAILURE_IN_CLIENT', {
        client: 'Alder Schools',
      }),
      'Add client: a failed provision toasts FAILURE_IN_CLIENT, closes the dialog and reloads the page',
    ),
  }),
];
