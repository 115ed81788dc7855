/**
 * The fault matrix's drivers for passkeys: "Sign in with a passkey", the offer after a
 * password sign-in, the account-settings tab and step-up's "Use a passkey". jsdom has no WebAuthn, so
 * the test file (./passkeys.isolated.test.tsx) stands in for the browser's ceremony and gives ava
 * and stan the passkey named here; every server call is the real one, and the one under test faults.
 */
import {
  button,
  type Driver,
  driverFor,
  findButton,
  pageLoad,
  pasteInto,
  press,
  pressAndConfirm,
  textbox,
} from './driver';
import { labelStarting, text } from './words';

/** The passkey each persona holds before a cell (the contract's list shows it by name). */
export const MATRIX_PASSKEYS = [
  { id: 'passkey-ava-matrix', personId: 'person-ava', name: 'Work laptop' },
  { id: 'passkey-stan-matrix', personId: 'person-stan', name: 'Work laptop' },
] as const;

const AVA = 'ava.associate';
const PASSKEYS_TAB = '/auth/account-settings/passkeys';
const AVAS_PASSKEY = MATRIX_PASSKEYS[0];

const signInWithPasskey = press(text('login:passkey.signIn'));

export const PASSKEY_DRIVERS: Driver[] = [
  driverFor('POST /passkeys/authentication/options', '/auth/login', {
    act: signInWithPasskey,
  }),
  driverFor('POST /passkeys/authentication/verify', '/auth/login', {
    act: signInWithPasskey,
  }),
  // Reached without the sign-in form's state, the offer still creates, then goes to the landing page.
  driverFor('POST /passkeys/registration/options', '/auth/passkey-offer', {
    as: AVA,
    act: press(text('passkeyOffer:create')),
  }),
  driverFor('POST /passkeys/registration/verify', PASSKEYS_TAB, {
    as: AVA,
    act: press(text('settings:passkeys.add')),
  }),
  pageLoad('GET /passkeys', PASSKEYS_TAB, { as: AVA }),
  driverFor('PATCH /passkeys/{passkeyId}', PASSKEYS_TAB, {
    faultPath: `/passkeys/${AVAS_PASSKEY.id}`,
    as: AVA,
    act: async (user) => {
      await user.click(await findButton(text('settings:passkeys.renameNamed', { name: AVAS_PASSKEY.name })));
      const name = await textbox(labelStarting('settings:passkeys.renameForm.label'));
      await user.clear(name);
      await pasteInto(user, name, 'Home laptop');
      await user.click(button(text('settings:passkeys.renameForm.save')));
      return [name];
    },
  }),
  driverFor('DELETE /passkeys/{passkeyId}', PASSKEYS_TAB, {
    faultPath: `/passkeys/${AVAS_PASSKEY.id}`,
    as: AVA,
    act: pressAndConfirm(
      text('settings:passkeys.removeNamed', { name: AVAS_PASSKEY.name }),
      text('settings:passkeys.confirm.confirm'),
    ),
  }),
  driverFor('POST /step-up/passkey', '/auth/step-up?redirectUrl=/auth/user', {
    as: 'stan.stepup',
    act: press(text('stepup:passkey.use')),
  }),
];
