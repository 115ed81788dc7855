/**
 * The fault matrix's drivers for sign-in and sign-out, and the calls in their background: the entry
 * check, the auth-path look-up and its flag, the log batch, the text overlay of another language.
 */
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { COOKIE, deleteCookie } from '../../src/lib/cookies';
import {
  alertSaying,
  bySpec,
  type Driver,
  driverFor,
  field,
  pageLoad,
  passingTimeouts,
  pasteInto,
  resultPage,
  textbox,
  usable,
} from './driver';
import { labelStarting, text } from './words';

/** The username step sent: the auth-path look-up (and the flag that picks its form) happens here. */
async function enterUsername(user: UserEvent) {
  const username = await textbox(labelStarting('login:username'));
  await pasteInto(user, username, 'ava.associate{Enter}');
  return username;
}

/** The sign-in form sent with `password`; returns the password field. */
async function signIn(user: UserEvent, password: string) {
  await enterUsername(user);
  const field = await screen.findByLabelText<HTMLInputElement>(labelStarting('login:password'), {
    selector: 'input',
  });
  await pasteInto(user, field, `${password}{Enter}`);
  return field;
}

const SIGN_IN_USABLE = field('login:password');

export const SIGNIN_DRIVERS: Driver[] = [
  driverFor('POST /login', '/auth/login', {
    act: async (user) => [await signIn(user, 'Welcome#2024')],
  }),
  pageLoad('GET /check', '/auth/login', {
    expect: usable(
      field('login:username'),
      'Sign-in: the entry check only says whether a session exists; failing, sign-in is shown (src/features/login/LoginPage.tsx logs it)',
    ),
  }),
  // The flag `enableCheckAuthPathPost` picks the look-up's form; its failure counts as off.
  driverFor('GET /feature-settings/idm/features/{flag}', '/auth/login', {
    faultPath: '/enableCheckAuthPathPost',
    act: async (user) => [await enterUsername(user)],
    expect: usable(
      SIGN_IN_USABLE,
      'Feature flags: a failed lookup counts as off; the sign-in goes on with the GET look-up',
    ),
  }),
  ...(['GET /username/{username}/check-auth-path', 'POST /check-auth-path'] as const).map((call) =>
    driverFor(call, '/auth/login', {
      faultPath: call.startsWith('GET') ? '/ava.associate/check-auth-path' : '/check-auth-path',
      act: async (user) => [await enterUsername(user)],
      ...(call.startsWith('POST') && { flagsOn: ['enableCheckAuthPathPost'] }),
      expect: usable(
        SIGN_IN_USABLE,
        'Sign-in: the auth-path look-up only sends people of the other sign-in system there; failing, this sign-in goes on to the password (src/features/login/LoginForm.tsx logs it)',
      ),
    }),
  ),
  driverFor('POST /logging/batch-log', '/auth/login', {
    act: async (user) => {
      await signIn(user, 'not-the-password');
      return [];
    },
    expect: usable(
      alertSaying('login:errors.INCORRECT_CREDS'),
      'Log batch: logging is in the background; a lost batch never reaches the person',
    ),
  }),
  ...(['/logout', '/logout-all-sessions'] as const).map((path) =>
    pageLoad(`POST ${path}`, `/auth${path}`, {
      as: 'ava.associate',
      expect: bySpec(
        resultPage('FAILURE_UNSUPPORTED'),
        'Sign-out: any failure ends on the unsupported-failure result page (src/features/login/LogoutFlow.tsx)',
      ),
    }),
  ),
  // The picker switches in place once the overlay is in (src/common/language/switchLanguage.ts).
  driverFor('GET /resources/identity-ui-client', '/auth/login', {
    act: async (user) => {
      const username = await textbox(labelStarting('login:username'));
      await pasteInto(user, username, 'ava.associate');
      await user.selectOptions(screen.getByRole('combobox', { name: text('language') }), 'fr-CA');
      // The picker switches on its Change button, never on the select's own change.
      await user.click(screen.getByRole('button', { name: text('languageApply') }));
      // The switch is over (both candidates, fr-CA then fr, tried): the page is in French, in words
      // of the bundled English.
      await passingTimeouts(() => expect(document.documentElement.lang).toBe('fr-CA'));
      return [username];
    },
    expect: bySpec(
      field('login:username'),
      'Translation load: the regional variant, then the base language, else English stays; the sign-in goes on',
    ),
    // Each cell's app has its own texts (renderApp); the cookie is the tab's.
    cleanUp: () => deleteCookie(COOKIE.language),
  }),
];
