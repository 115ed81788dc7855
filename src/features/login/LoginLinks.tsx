import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';

/**
 * The ways out under the sign-in form: one column of left-aligned links on both steps (.link-row).
 * Memoised: the form re-renders on every key typed, these links only when the step changes.
 */
export const LoginLinks = memo(function LoginLinks({ passwordShown }: { passwordShown: boolean }) {
  const { t } = useTranslation('login');
  return (
    <nav className="link-row" aria-label={t('links.label')}>
      {passwordShown ? (
        <Link to={paths.forgotPasswordRequest.path}>{t('links.forgotPassword')}</Link>
      ) : (
        <Link to={paths.forgotUsernameRequest.path}>{t('links.forgotUsernameOrPassword')}</Link>
      )}
      <Link to={paths.ssoLoginRequest.path}>{t('links.sso')}</Link>
      <p>
        {t('links.newUser')} <Link to={paths.selfRegistrationRequest.path}>{t('links.register')}</Link>
      </p>
    </nav>
  );
});
