/**
 * The fault matrix's drivers (./faultMatrix.test.tsx): for each call, how a person reaches it (a page
 * that loads it, or a form filled and sent), and the calls with no driver yet.
 */
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

export interface Driver {
  /** The calls (as ./faultMatrix.calls.ts names them) this driver reaches. */
  calls: string[];
  method: string;
  /** The path the fault matches (the end of the request's path). */
  faultPath: string;
  url: string;
  signedIn?: boolean;
  /** Fills and sends the form; returns the fields whose typed values must survive. */
  act?: (user: UserEvent) => Promise<Array<HTMLInputElement | HTMLSelectElement>>;
}

const textbox = (name: RegExp) => screen.findByRole<HTMLInputElement>('textbox', { name });
const button = (name: RegExp) => screen.getByRole('button', { name });
const passwordInput = (name: RegExp) => screen.findByLabelText<HTMLInputElement>(name, { selector: 'input' });
/** Passes every password rule of the mock. */
const NEW_PASSWORD = 'Qz7#mLp2vR!x';

/** An email form of the recovery area: the address typed, then Submit. */
function emailForm(address: string) {
  return async (user: UserEvent) => {
    const field = await textbox(/email address/i);
    await user.type(field, address);
    await user.click(button(/^submit$/i));
    return [field];
  };
}

export const DRIVERS: Driver[] = [
  {
    calls: ['POST /credentials/forgot'],
    method: 'POST',
    faultPath: '/credentials/forgot',
    url: '/auth/forgot-password/request',
    act: emailForm('ava.associate@example.com'),
  },
  {
    calls: ['POST /credentials/forgotUsername'],
    method: 'POST',
    faultPath: '/credentials/forgotUsername',
    url: '/auth/forgot-username/request',
    act: emailForm('ava.associate@example.com'),
  },
  {
    calls: ['POST /self-registration/send-email'],
    method: 'POST',
    faultPath: '/self-registration/send-email',
    url: '/auth/self-registration/request',
    act: emailForm('new.person@example.com'),
  },
  {
    calls: ['POST /saml/as-sp/clients/identity-providers/search'],
    method: 'POST',
    faultPath: '/saml/as-sp/clients/identity-providers/search',
    url: '/auth/sso-login/request',
    act: emailForm('sso.user@sso-client.example'),
  },
  {
    calls: ['POST /login'],
    method: 'POST',
    faultPath: '/login',
    url: '/auth/login',
    act: async (user) => {
      await user.type(await textbox(/username/i), 'ava.associate{Enter}');
      const password = await screen.findByLabelText<HTMLInputElement>(/password/i, { selector: 'input' });
      await user.type(password, 'Welcome#2024{Enter}');
      return [password];
    },
  },
  {
    calls: ['GET /tokens/{kind}/{token}'],
    method: 'GET',
    faultPath: '/tokens/resetPassword/reset-ava',
    url: '/auth/forgot-password/reset?token=reset-ava',
  },
  {
    calls: ['GET /persons/me/associates'],
    method: 'GET',
    faultPath: '/persons/me/associates',
    url: '/auth/account-settings/switch-clients',
    signedIn: true,
  },
  {
    calls: ['GET /persons/me/contact-info'],
    method: 'GET',
    faultPath: '/persons/me/contact-info',
    url: '/auth/account-settings/contact-info',
    signedIn: true,
  },
  {
    calls: ['GET /persons/me/settings'],
    method: 'GET',
    faultPath: '/persons/me/settings',
    url: '/auth/account-settings/localization',
    signedIn: true,
  },
  {
    calls: ['GET /persons/me/settings-options/languages'],
    method: 'GET',
    faultPath: '/persons/me/settings-options/languages',
    url: '/auth/account-settings/localization',
    signedIn: true,
  },
  {
    calls: ['POST /tokens/execute'],
    method: 'POST',
    faultPath: '/tokens/execute',
    url: '/auth/forgot-password/reset?token=reset-ava',
    act: async (user) => {
      const password = await passwordInput(/new password/i);
      await user.type(password, NEW_PASSWORD);
      await user.click(button(/^reset password$/i));
      return [password];
    },
  },
  {
    calls: ['POST /persons/me/credentials'],
    method: 'POST',
    faultPath: '/persons/me/credentials',
    url: '/auth/account-settings/change-password',
    signedIn: true,
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
    calls: ['GET /persons/me/devices'],
    method: 'GET',
    faultPath: '/persons/me/devices',
    url: '/auth/account-settings/devices',
    signedIn: true,
  },
  {
    calls: ['GET /landing-products'],
    method: 'GET',
    faultPath: '/landing-products',
    url: '/auth/choose-product',
    signedIn: true,
  },
  {
    calls: ['GET /step-up'],
    method: 'GET',
    faultPath: '/step-up',
    url: '/auth/step-up?requiredLevel=4&redirectUrl=/auth/user',
    signedIn: true,
  },
];

/**
 * Calls with no driver yet (issue 25 item 5 asks for all of them): each one listed here is a known gap
 * named in the session report, and the coverage check below fails for any call neither driven nor listed.
 */
export const KNOWN_MISSING: string[] = [
  // Passkeys (issue 24): the calls exist, their screens do not yet.
  'POST /passkeys/authentication/options',
  'POST /passkeys/authentication/verify',
  'POST /passkeys/registration/options',
  'POST /passkeys/registration/verify',
  'POST /step-up/passkey',
  'GET /passkeys',
  'DELETE /passkeys/{passkeyId}',
  // Driven by LOCALIZATION_SAVE below, which fails every cell today: the localization tab (a useState
  // form still to port to useAppForm) ends any failed save on FAILURE_UNSUPPORTED, the choice lost.
  'POST /persons/me/settings',
  'DELETE /associate-tokens/{token}',
  'DELETE /devices/{id}/authenticationTokens',
  'DELETE /persons/me/email-addresses',
  'DELETE /persons/me/phone-numbers',
  'GET /associate-tokens/{token}',
  'GET /associates/me/clientInfo',
  'GET /associates/me/contact-info-sor',
  'GET /check',
  'GET /check-obligations',
  'GET /clients/{clientId}/associates/{associateId}/dob-obligation',
  'GET /clients/{clientId}/associates/{associateId}/identity-verifiers',
  'GET /clients/{clientId}/associates/{associateId}/registration-settings',
  'GET /clients/{id}',
  'GET /feature-settings/idm/features/{flag}',
  'GET /legal-agreements',
  'GET /persons/email-addresses/check',
  'GET /persons/me',
  'GET /persons/me/check-username-obligation',
  'GET /persons/me/settings-options/regions',
  'GET /persons/me/settings-options/timezones',
  'GET /prolong-session',
  'GET /resources/identity-ui-client',
  'GET /sessions/impersonation/{id}',
  'GET /settings/{group}',
  'GET /username/{username}/check-auth-path',
  'GET /username/{username}/username-availability-check',
  'POST /associate-tokens/execute',
  'POST /check-auth-path',
  'POST /clients/{clientId}/associates/{associateId}/verify',
  'POST /clm/getPrefixMatch/clientName',
  'POST /feature-settings/idm/features/{flag}',
  'POST /logging/batch-log',
  'POST /logout',
  'POST /logout-all-sessions',
  'POST /persons/me/basic-credentials',
  'POST /persons/me/contact-verifications',
  'POST /persons/me/contact-verifications/{verificationId}/verify',
  'POST /persons/me/email-addresses',
  'POST /persons/me/legal-agreements',
  'POST /persons/me/phone-numbers',
  'POST /persons/me/review-username',
  'POST /persons/me/tokens',
  'POST /persons/me/update-username',
  'POST /provisionAllClientAccess',
  'POST /step-up/code',
  'POST /step-up/verify',
  'POST /tokens/codeEmailVerification',
  'POST /tokens/createPerson',
  'POST /tokens/emailVerification',
  'POST /tokens/prepareCodeEmailVerification',
  'POST /tokens/validate',
  'PUT /persons/me/contact-info',
  'PUT /sessions/current/impersonation/start',
  'PUT /sessions/me/associates',
];

/**
 * Ready for DRIVERS once the localization tab keeps its form on a transient failure (see
 * KNOWN_MISSING); then move it there and take its call off that list.
 */
export const LOCALIZATION_SAVE: Driver = {
  calls: ['POST /persons/me/settings'],
  method: 'POST',
  faultPath: '/persons/me/settings',
  url: '/auth/account-settings/localization',
  signedIn: true,
  act: async (user) => {
    const zone = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Time zone' });
    await user.selectOptions(zone, 'America/Chicago');
    await user.click(button(/^save$/i));
    return [zone];
  },
};
