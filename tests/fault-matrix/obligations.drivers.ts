/**
 * The fault matrix's drivers for the obligation pages a sign-in may owe (mock-server personas: bea
 * basic credentials, carl contact info, lena legal agreements, uma usernames, ed email verification),
 * and the contact verification they and the settings share.
 */
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import {
  button,
  bySpec,
  type Driver,
  driverFor,
  fieldSaying,
  findButton,
  pageLoad,
  passwordInput,
  pasteInto,
  press,
  sendAndEnterCode,
  textbox,
  toastSaying,
  typeCredentials,
} from './driver';
import { labelStarting, text } from './words';

/** lena's agreements page: `agreements` is base64 of the JSON list of names. */
const LENA_AGREEMENTS_URL = `/auth/user/legal-agreements?agreements=${encodeURIComponent(
  btoa(JSON.stringify(['terms-of-service', 'privacy-policy'])),
)}`;

/** uma's create-user-ids form, filled with free ids and her password, then Submit. */
async function createUserIds(user: UserEvent) {
  await user.click(await findButton(text('obligations:username.message.continue')));
  await user.click(await findButton(text('obligations:username.review.create', { count: 2 })));
  const acme = await textbox(text('obligations:username.form.label', { clientName: 'Acme Manufacturing' }));
  await user.clear(acme);
  await pasteInto(user, acme, 'uma.acme');
  const birch = await textbox(text('obligations:username.form.label', { clientName: 'Birch Logistics' }));
  await user.clear(birch);
  await pasteInto(user, birch, 'uma.birch');
  const password = await passwordInput(labelStarting('obligations:username.form.password'));
  await pasteInto(user, password, 'Welcome#2024');
  await user.click(button(text('obligations:username.form.submit')));
  return [acme, birch, password];
}

/** ed's unverified email (ava's is verified: that page ends at once). */
const VERIFY_EMAIL = '/auth/verify-contact-info?type=email&purpose=personal&returnUrl=/auth/user';

export const OBLIGATION_DRIVERS: Driver[] = [
  driverFor('POST /persons/me/basic-credentials', '/auth/obligations/create-basic-credentials', {
    as: 'bea.basic',
    act: async (user) => {
      const fields = await typeCredentials(user, 'bea.newname', {
        username: 'obligations:basicCredentials.username',
        password: 'obligations:basicCredentials.password',
      });
      await user.click(screen.getByRole('checkbox'));
      await user.click(button(text('obligations:basicCredentials.submit')));
      return fields;
    },
  }),
  driverFor('PUT /persons/me/contact-info', '/auth/review-contact-info', {
    as: 'carl.contact',
    act: press(text('obligations:contactInfo.confirm')),
  }),
  // useFinish asks for the next obligation once carl's contact info is confirmed.
  driverFor('GET /check-obligations', '/auth/review-contact-info', {
    as: 'carl.contact',
    act: press(text('obligations:contactInfo.confirm')),
    expect: bySpec(
      toastSaying('success', 'obligations:contactInfo.toasts.CONFIRMED_CONTACT_INFO'),
      'Obligations: the confirmation is saved and toasted first (useFinish); a failed re-check goes on to the destination, whose own check asks again',
    ),
  }),
  pageLoad('GET /legal-agreements', LENA_AGREEMENTS_URL, { as: 'lena.legal' }),
  driverFor('POST /persons/me/legal-agreements', LENA_AGREEMENTS_URL, {
    as: 'lena.legal',
    act: async (user) => {
      await screen.findByText('Privacy Policy');
      for (const box of screen.getAllByRole('checkbox')) await user.click(box);
      await user.click(button(text('obligations:legal.agree')));
      return [];
    },
  }),
  pageLoad('GET /persons/me/check-username-obligation', '/auth/review-username', { as: 'uma.username' }),
  driverFor('POST /persons/me/review-username', '/auth/review-username', {
    as: 'uma.username',
    act: async (user) => {
      await user.click(await findButton(text('obligations:username.message.continue')));
      await user.click(await findButton(text('obligations:username.review.continue')));
      return [];
    },
  }),
  driverFor('GET /username/{username}/username-availability-check', '/auth/review-username', {
    faultPath: '/username-availability-check',
    as: 'uma.username',
    act: createUserIds,
    expect: bySpec(
      fieldSaying('validation:userIdTaken'),
      'Username availability: a failed check counts as unavailable and says so (ERROR_USERNAME_UNAVAILABLE, a client-side code), src/api/queries/usernames.ts',
    ),
  }),
  driverFor('POST /persons/me/update-username', '/auth/review-username', {
    as: 'uma.username',
    act: createUserIds,
  }),
  driverFor('POST /persons/me/tokens', '/auth/email-verify-notification', {
    as: 'ed.email',
    act: press(text('contactVerification:emailVerify.send')),
  }),
  driverFor('POST /tokens/execute', '/auth/email-verify-notification', {
    as: 'ed.email',
    act: sendAndEnterCode(text('contactVerification:emailVerify.send')),
  }),
  driverFor('POST /tokens/emailVerification', '/auth/email-verify-notification', {
    as: 'ed.email',
    act: async (user) => {
      await user.click(await findButton(text('contactVerification:emailVerify.changeLink')));
      const field = await textbox(labelStarting('contactVerification:emailVerify.change.label'));
      await pasteInto(user, field, 'ed.new@example.com{Enter}');
      return [field];
    },
  }),
  pageLoad('GET /associates/me/contact-info-sor', VERIFY_EMAIL, { as: 'ed.email' }),
  driverFor('POST /persons/me/contact-verifications', VERIFY_EMAIL, {
    as: 'ed.email',
    act: press(text('contactVerification:verifyContact.send')),
  }),
  driverFor('POST /persons/me/contact-verifications/{verificationId}/verify', VERIFY_EMAIL, {
    faultPath: '/verify',
    as: 'ed.email',
    act: sendAndEnterCode(text('contactVerification:verifyContact.send')),
  }),
];
