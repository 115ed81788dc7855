/**
 * The fault matrix's drivers for passkeys (issue 24): "Sign in with a passkey", the offer after a
 * password sign-in, the account-settings tab and step-up's "Use a passkey". jsdom has no WebAuthn, so
 * the test file (./faultMatrix.passkeys.test.tsx) stands in for the browser's ceremony and gives ava
 * and stan the passkey named here; every server call is the real one, and the one under test faults.
 */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { button, type Driver, findButton, pageLoad, textbox } from './faultMatrix.driver';

/** The passkey each persona holds before a cell (the contract's list shows it by name). */
export const MATRIX_PASSKEYS = [
  { id: 'passkey-ava-matrix', personId: 'person-ava', name: 'Work laptop' },
  { id: 'passkey-stan-matrix', personId: 'person-stan', name: 'Work laptop' },
] as const;

const AVA = 'ava.associate';
const PASSKEYS_TAB = '/auth/account-settings/passkeys';
const AVAS_PASSKEY = MATRIX_PASSKEYS[0];

/** One button pressed once the page shows it (the ceremony answers at once). */
function press(name: RegExp) {
  return async (user: UserEvent) => {
    await user.click(await findButton(name));
    return [];
  };
}

const signInWithPasskey = press(/^sign in with a passkey$/i);

export const PASSKEY_DRIVERS: Driver[] = [
  {
    calls: ['POST /passkeys/authentication/options'],
    method: 'POST',
    faultPath: '/passkeys/authentication/options',
    url: '/auth/login',
    act: signInWithPasskey,
  },
  {
    calls: ['POST /passkeys/authentication/verify'],
    method: 'POST',
    faultPath: '/passkeys/authentication/verify',
    url: '/auth/login',
    act: signInWithPasskey,
  },
  {
    // Reached without the sign-in form's state, the offer still creates, then goes to the landing page.
    calls: ['POST /passkeys/registration/options'],
    method: 'POST',
    faultPath: '/passkeys/registration/options',
    url: '/auth/passkey-offer',
    as: AVA,
    act: press(/^create a passkey$/i),
  },
  {
    calls: ['POST /passkeys/registration/verify'],
    method: 'POST',
    faultPath: '/passkeys/registration/verify',
    url: PASSKEYS_TAB,
    as: AVA,
    act: press(/^add a passkey$/i),
  },
  pageLoad('GET /passkeys', PASSKEYS_TAB, { as: AVA }),
  {
    calls: ['PATCH /passkeys/{passkeyId}'],
    method: 'PATCH',
    faultPath: `/passkeys/${AVAS_PASSKEY.id}`,
    url: PASSKEYS_TAB,
    as: AVA,
    act: async (user) => {
      await user.click(await findButton(new RegExp(`^rename ${AVAS_PASSKEY.name}$`, 'i')));
      const name = await textbox(/^passkey name/i);
      await user.clear(name);
      await user.type(name, 'Home laptop');
      await user.click(button(/^save$/i));
      return [name];
    },
  },
  {
    calls: ['DELETE /passkeys/{passkeyId}'],
    method: 'DELETE',
    faultPath: `/passkeys/${AVAS_PASSKEY.id}`,
    url: PASSKEYS_TAB,
    as: AVA,
    act: async (user) => {
      await user.click(await findButton(new RegExp(`^remove ${AVAS_PASSKEY.name}$`, 'i')));
      await user.click(
        within(await screen.findByRole('alertdialog')).getByRole('button', { name: /^remove$/i }),
      );
      return [];
    },
  },
  {
    calls: ['POST /step-up/passkey'],
    method: 'POST',
    faultPath: '/step-up/passkey',
    url: '/auth/step-up?redirectUrl=/auth/user',
    as: 'stan.stepup',
    act: press(/^use a passkey$/i),
  },
];
