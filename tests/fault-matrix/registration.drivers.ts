/**
 * The fault matrix's drivers for registration: the invitation's confirmation (Dora's `invite-dob`),
 * account linking (ava's `invite-link`) and account creation (Nina's `invite-new`, Sol's single
 * sign-on `invite-sso`); mock-server demo tokens.
 */
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { accountDraft } from '../../src/features/registration/draft';
import {
  alertSaying,
  passingTimeouts,
  button,
  bySpec,
  type Driver,
  driverFor,
  enterCode,
  heading,
  pageLoad,
  pasteInto,
  press,
  pressAndConfirm,
  typeCredentials,
} from './driver';

const CONFIRMATION = '/auth/user-confirmation?token=invite-dob';
const LINKING = '/auth/account-linking?token=invite-link';
const CREATE = '/auth/create-account/invite-new';
const CREATE_SSO = '/auth/create-account/invite-sso/sso';
const NINA_EMAIL = 'nina.newhire@example.com';

/** Dora's date of birth entered and checked; returns the fields typed into. */
async function checkDateOfBirth(user: UserEvent) {
  await screen.findByRole('heading', { level: 1, name: /confirm it's you/i });
  const month = screen.getByLabelText<HTMLSelectElement>('Month');
  await user.selectOptions(month, 'April');
  const day = screen.getByLabelText<HTMLInputElement>('Day');
  await pasteInto(user, day, '15');
  const year = screen.getByLabelText<HTMLInputElement>('Year');
  await pasteInto(user, year, '1990');
  await user.click(button(/^check$/i));
  return [month, day, year];
}

/** Nina's personal step filled and sent; returns the fields typed into. */
async function personalStep(user: UserEvent) {
  const first = await screen.findByLabelText<HTMLInputElement>(/^first name/i);
  await user.clear(first);
  await pasteInto(user, first, 'Nina');
  const email = screen.getByLabelText<HTMLInputElement>(/^email address/i);
  await pasteInto(user, email, NINA_EMAIL);
  const confirm = screen.getByLabelText<HTMLInputElement>(/^confirm email address/i);
  await pasteInto(user, confirm, NINA_EMAIL);
  await user.click(screen.getByLabelText(/i agree to the terms of use/i));
  await user.click(button(/^continue$/i));
  return [first, email, confirm];
}

/**
 * Nina back on a later step, as after a reload: what the steps before it collected is kept for the tab
 * (src/features/registration/draft.ts), so the driver starts there instead of typing it all again.
 */
function ninaBackAt(step: 'verify' | 'account') {
  accountDraft.write('invite-new', {
    firstName: 'Nina',
    lastName: 'Newhire',
    email: NINA_EMAIL,
    phone: '',
    verificationToken: 'matrix-verification-token',
    ...(step === 'account' && { code: '123456' }),
  });
}

export const REGISTRATION_DRIVERS: Driver[] = [
  pageLoad('GET /associate-tokens/{token}', LINKING, {
    as: 'ava.associate',
    faultPath: '/associate-tokens/invite-link',
  }),
  ...(['dob-obligation', 'identity-verifiers', 'registration-settings'] as const).map((read) =>
    pageLoad(`GET /clients/{clientId}/associates/{associateId}/${read}`, CONFIRMATION, {
      faultPath: `/${read}`,
    }),
  ),
  driverFor('POST /clients/{clientId}/associates/{associateId}/verify', CONFIRMATION, {
    faultPath: '/verify',
    act: checkDateOfBirth,
  }),
  driverFor('POST /feature-settings/idm/features/{flag}', CONFIRMATION, {
    faultPath: '/enableRegistrationLinkExistingAccount',
    act: async (user) => {
      // The page shows once the flag's lookup is over: in the timeout cell, once it gave up.
      await passingTimeouts(() => screen.getByRole('heading', { level: 1, name: /confirm it's you/i }));
      await checkDateOfBirth(user);
      // The date was right: the confirmation goes on to its next step, so the fields are gone.
      return [];
    },
    expect: bySpec(
      heading('registration:welcome.title', { firstName: 'Dora' }),
      'Feature flags: a failed lookup toasts FAILED_TO_GET_FEATURE_FLAG and counts as off; the confirmation goes on without the linking card',
    ),
  }),
  driverFor('POST /associate-tokens/execute', LINKING, {
    as: 'ava.associate',
    act: press(/^connect$/i),
  }),
  driverFor('DELETE /associate-tokens/{token}', LINKING, {
    faultPath: '/associate-tokens/invite-link',
    as: 'ava.associate',
    act: pressAndConfirm(/^decline invitation$/i, /^decline invitation$/i),
  }),
  driverFor('GET /persons/email-addresses/check', CREATE, {
    act: personalStep,
  }),
  driverFor('POST /tokens/prepareCodeEmailVerification', CREATE, {
    act: personalStep,
  }),
  driverFor('POST /tokens/validate', CREATE, {
    act: async (user) => {
      await personalStep(user);
      return enterCode(user);
    },
  }),
  // The code step offers a new code at once (its `justSent` is false here).
  driverFor('POST /tokens/codeEmailVerification', `${CREATE}?step=verify`, {
    before: () => ninaBackAt('verify'),
    act: press(/^send a new code$/i),
    expect: bySpec(
      alertSaying('verification:errors.resendFailed.title'),
      "src/common/code-entry/outcomes.ts resendFailure: the code step's retry is Send a new code itself, left usable (classifyFailure's `transient` for a screen with its own retry)",
    ),
  }),
  driverFor('POST /tokens/createPerson', `${CREATE}?step=account`, {
    before: () => ninaBackAt('account'),
    act: async (user) => {
      const fields = await typeCredentials(user, 'nina.newhire');
      await user.click(button(/^create account$/i));
      return fields;
    },
  }),
  // The single-sign-on invitation creates the account with the code itself.
  driverFor('POST /tokens/createPerson', CREATE_SSO, {
    act: async (user) => {
      await user.click(await screen.findByLabelText(/i agree to the terms of use/i));
      await user.click(button(/^continue$/i));
      return enterCode(user, /^verify and create account$/i);
    },
  }),
];
