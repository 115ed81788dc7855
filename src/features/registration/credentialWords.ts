import type { TFunction } from 'i18next';

/** Registration's words for a new username and password (create account, create credential). */
export const registrationWords = (t: TFunction<['registration', 'password']>) => ({
  username: t('registration:account.username'),
  usernameHint: t('registration:account.usernameHint'),
  password: t('registration:account.password'),
});
