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
import { labelHolding, labelStarting, text } from './words';

const CONFIRMATION = '/auth/user-confirmation?token=invite-dob';
const LINKING = '/auth/account-linking?token=invite-link';
const CREATE = '/auth/create-account/invite-new';
const CREATE_SSO = '/auth/create-account/invite-sso/sso';
const NINA_EMAIL = 'nina.newhire@example.com';

/** Dora's date of birth entered and checked; returns the fields typed into. */
async function checkDateOfBirth(user: UserEvent) {
  await screen.findByRole('heading', { level: 1, name: text('registration:dob.title') });
  const month = screen.getByLabelText<HTMLSelectElement>(text('dateOfBirth.month'));
  // April, by the option's value: its words are the language's month name.
  await user.selectOptions(month, '4');
  const day = screen.getByLabelText<HTMLInputElement>(text('dateOfBirth.day'));
  await pasteInto(user, day, '15');
  const year = screen.getByLabelText<HTMLInputElement>(text('dateOfBirth.year'));
  await pasteInto(user, year, '1990');
  await user.click(button(text('registration:dob.submit')));
  return [month, day, year];
}

/** Nina's personal step filled and sent; returns the fields typed into. */
async function personalStep(user: UserEvent) {
  const first = await screen.findByLabelText<HTMLInputElement>(
    labelStarting('registration:personal.firstName'),
  );
  await user.clear(first);
  await pasteInto(user, first, 'Nina');
  const email = screen.getByLabelText<HTMLInputElement>(labelStarting('registration:personal.email'));
  await pasteInto(user, email, NINA_EMAIL);
  const confirm = screen.getByLabelText<HTMLInputElement>(
    labelStarting('registration:personal.confirmEmail'),
  );
  await pasteInto(user, confirm, NINA_EMAIL);
  await user.click(screen.getByLabelText(labelHolding('registration:personal.terms')));
  await user.click(button(text('registration:personal.submit')));
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
      await passingTimeouts(() =>
        screen.getByRole('heading', { level: 1, name: text('registration:dob.title') }),
      );
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
    act: press(text('registration:linking.connect')),
  }),
  driverFor('DELETE /associate-tokens/{token}', LINKING, {
    faultPath: '/associate-tokens/invite-link',
    as: 'ava.associate',
    act: pressAndConfirm(text('registration:linking.decline'), text('registration:linking.confirmDecline')),
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
      return enterCode(user, text('registration:create.verify.submit'));
    },
  }),
  // The code step offers a new code at once (its `justSent` is false here).
  driverFor('POST /tokens/codeEmailVerification', `${CREATE}?step=verify`, {
    before: () => ninaBackAt('verify'),
    act: press(text('verification:resend')),
    expect: bySpec(
      alertSaying('verification:errors.resendFailed.title'),
      "src/common/code-entry/outcomes.ts resendFailure: the code step's retry is Send a new code itself, left usable (classifyFailure's `transient` for a screen with its own retry)",
    ),
  }),
  driverFor('POST /tokens/createPerson', `${CREATE}?step=account`, {
    before: () => ninaBackAt('account'),
    act: async (user) => {
      const fields = await typeCredentials(user, 'nina.newhire', {
        username: 'registration:account.username',
        password: 'registration:account.password',
      });
      await user.click(button(text('registration:account.submit')));
      return fields;
    },
  }),
  // The single-sign-on invitation creates the account with the code itself.
  driverFor('POST /tokens/createPerson', CREATE_SSO, {
    act: async (user) => {
      await user.click(await screen.findByLabelText(labelHolding('registration:personal.terms')));
      await user.click(button(text('registration:personal.submit')));
      return enterCode(user, text('registration:create.verify.submitSso'));
    },
  }),
];
