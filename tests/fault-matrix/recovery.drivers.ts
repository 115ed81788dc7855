/** The fault matrix's drivers for password and username recovery, self-registration and SSO look-up. */
import {
  button,
  type Driver,
  driverFor,
  emailForm,
  NEW_PASSWORD,
  pageLoad,
  passwordInput,
  pasteInto,
} from './driver';
import { labelStarting, text } from './words';

export const RECOVERY_DRIVERS: Driver[] = [
  driverFor('POST /credentials/forgot', '/auth/forgot-password/request', {
    act: emailForm('ava.associate@example.com'),
  }),
  driverFor('POST /credentials/forgotUsername', '/auth/forgot-username/request', {
    act: emailForm('ava.associate@example.com'),
  }),
  driverFor('POST /self-registration/send-email', '/auth/self-registration/request', {
    act: emailForm('new.person@example.com'),
  }),
  driverFor('POST /saml/as-sp/clients/identity-providers/search', '/auth/sso-login/request', {
    act: emailForm('sso.user@sso-client.example'),
  }),
  pageLoad('GET /tokens/{kind}/{token}', '/auth/forgot-password/reset?token=reset-ava', {
    faultPath: '/tokens/resetPassword/reset-ava',
  }),
  driverFor('POST /tokens/execute', '/auth/forgot-password/reset?token=reset-ava', {
    act: async (user) => {
      const password = await passwordInput(labelStarting('recovery:resetPassword.passwordLabel'));
      await pasteInto(user, password, NEW_PASSWORD);
      await user.click(button(text('recovery:resetPassword.submit')));
      return [password];
    },
  }),
];
