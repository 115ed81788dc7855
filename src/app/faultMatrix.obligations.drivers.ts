/**
 * The fault matrix's drivers for the obligation pages a sign-in may owe (mock-server personas: bea
 * basic credentials, carl contact info, lena legal agreements, uma usernames, ed email verification),
 * and the contact verification they and the settings share.
 */
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import {
  button,
  type Driver,
  findButton,
  NEW_PASSWORD,
  pageLoad,
  passwordInput,
  textbox,
} from './faultMatrix.driver';

/** lena's agreements page: `agreements` is base64 of the JSON list of names. */
const LENA_AGREEMENTS_URL = `/auth/user/legal-agreements?agreements=${encodeURIComponent(
  btoa(JSON.stringify(['terms-of-service', 'privacy-policy'])),
)}`;
const CODE = '123456';

/** One button pressed on a page that has loaded (a one-button action). */
function press(name: RegExp) {
  return async (user: UserEvent) => {
    await user.click(await findButton(name));
    return [];
  };
}

/** uma's create-user-ids form, filled with free ids and her password, then Submit. */
async function createUserIds(user: UserEvent) {
  await user.click(await findButton(/^continue$/i));
  await user.click(await findButton(/^create user ids$/i));
  const acme = await textbox(/user id for acme manufacturing/i);
  await user.clear(acme);
  await user.type(acme, 'uma.acme');
  const birch = await textbox(/user id for birch logistics/i);
  await user.clear(birch);
  await user.type(birch, 'uma.birch');
  const password = await passwordInput(/^password/i);
  await user.type(password, 'Welcome#2024');
  await user.click(button(/^submit$/i));
  return [acme, birch, password];
}

/** A code sent (the send button on `url`'s page), then a code typed and Verify. */
async function enterCode(user: UserEvent) {
  await user.click(await findButton(/^send code$/i));
  const field = await textbox(/verification code/i);
  await user.type(field, CODE);
  await user.click(button(/^verify$/i));
  return [field];
}

/** ed's unverified email (ava's is verified: that page ends at once). */
const VERIFY_EMAIL = '/auth/verify-contact-info?type=email&purpose=personal&returnUrl=/auth/user';

export const OBLIGATION_DRIVERS: Driver[] = [
  {
    calls: ['POST /persons/me/basic-credentials'],
    method: 'POST',
    faultPath: '/persons/me/basic-credentials',
    url: '/auth/obligations/create-basic-credentials',
    as: 'bea.basic',
    act: async (user) => {
      const username = await textbox(/^username/i);
      await user.type(username, 'bea.newname');
      const password = await passwordInput(/^password/i);
      await user.type(password, NEW_PASSWORD);
      await user.click(screen.getByRole('checkbox'));
      await user.click(button(/^create$/i));
      return [username, password];
    },
  },
  {
    calls: ['PUT /persons/me/contact-info'],
    method: 'PUT',
    faultPath: '/persons/me/contact-info',
    url: '/auth/review-contact-info',
    as: 'carl.contact',
    act: press(/^confirm$/i),
  },
  {
    // useFinish asks for the next obligation once carl's contact info is confirmed.
    calls: ['GET /check-obligations'],
    method: 'GET',
    faultPath: '/check-obligations',
    url: '/auth/review-contact-info',
    as: 'carl.contact',
    act: press(/^confirm$/i),
    expect: {
      rule: 'by-spec',
      shows: /your contact info is confirmed/i,
      why: 'useFinish: the confirmation is saved and toasted first; a failed re-check goes on to the destination, whose own check asks again (spec section 4 Obligations)',
    },
  },
  pageLoad('GET /legal-agreements', LENA_AGREEMENTS_URL, { as: 'lena.legal' }),
  {
    calls: ['POST /persons/me/legal-agreements'],
    method: 'POST',
    faultPath: '/persons/me/legal-agreements',
    url: LENA_AGREEMENTS_URL,
    as: 'lena.legal',
    act: async (user) => {
      await screen.findByText('Privacy Policy');
      for (const box of screen.getAllByRole('checkbox')) await user.click(box);
      await user.click(button(/^agree$/i));
      return [];
    },
  },
  pageLoad('GET /persons/me/check-username-obligation', '/auth/review-username', { as: 'uma.username' }),
  {
    calls: ['POST /persons/me/review-username'],
    method: 'POST',
    faultPath: '/persons/me/review-username',
    url: '/auth/review-username',
    as: 'uma.username',
    act: async (user) => {
      await user.click(await findButton(/^continue$/i));
      await user.click(await findButton(/^continue$/i));
      return [];
    },
  },
  {
    calls: ['GET /username/{username}/username-availability-check'],
    method: 'GET',
    faultPath: '/username-availability-check',
    url: '/auth/review-username',
    as: 'uma.username',
    act: createUserIds,
    expect: {
      rule: 'by-spec',
      shows: /user id already taken/i,
      why: 'spec section 8 client-side codes: a failed availability check counts as unavailable (ERROR_USERNAME_UNAVAILABLE), src/api/queries/usernames.ts',
    },
  },
  {
    calls: ['POST /persons/me/update-username'],
    method: 'POST',
    faultPath: '/persons/me/update-username',
    url: '/auth/review-username',
    as: 'uma.username',
    act: createUserIds,
  },
  {
    calls: ['POST /persons/me/tokens'],
    method: 'POST',
    faultPath: '/persons/me/tokens',
    url: '/auth/email-verify-notification',
    as: 'ed.email',
    act: press(/^send code$/i),
  },
  {
    calls: ['POST /tokens/execute'],
    method: 'POST',
    faultPath: '/tokens/execute',
    url: '/auth/email-verify-notification',
    as: 'ed.email',
    act: enterCode,
  },
  {
    calls: ['POST /tokens/emailVerification'],
    method: 'POST',
    faultPath: '/tokens/emailVerification',
    url: '/auth/email-verify-notification',
    as: 'ed.email',
    act: async (user) => {
      await user.click(await findButton(/^change email address$/i));
      const field = await textbox(/^new email address/i);
      await user.type(field, 'ed.new@example.com{Enter}');
      return [field];
    },
  },
  pageLoad('GET /associates/me/contact-info-sor', VERIFY_EMAIL, { as: 'ed.email' }),
  {
    calls: ['POST /persons/me/contact-verifications'],
    method: 'POST',
    faultPath: '/persons/me/contact-verifications',
    url: VERIFY_EMAIL,
    as: 'ed.email',
    act: press(/^send code$/i),
  },
  {
    calls: ['POST /persons/me/contact-verifications/{verificationId}/verify'],
    method: 'POST',
    faultPath: '/verify',
    url: VERIFY_EMAIL,
    as: 'ed.email',
    act: enterCode,
  },
];
