/** The fault matrix's drivers for password and username recovery, self-registration and SSO look-up. */
import { button, type Driver, emailForm, NEW_PASSWORD, pageLoad, passwordInput } from './faultMatrix.driver';

export const RECOVERY_DRIVERS: Driver[] = [
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
  pageLoad('GET /tokens/{kind}/{token}', '/auth/forgot-password/reset?token=reset-ava', {
    faultPath: '/tokens/resetPassword/reset-ava',
  }),
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
];
