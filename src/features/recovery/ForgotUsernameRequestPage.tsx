import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { useForgotUsernameRequest } from './api';
import { EmailRequestPage } from './EmailRequestPage';

/** /auth/forgot-username/request (the base path redirects here): emails the person's usernames. */
export default function ForgotUsernameRequestPage() {
  const { t } = useTranslation('recovery');
  const request = useForgotUsernameRequest();
  return (
    <EmailRequestPage texts="forgotUsername" request={request} successKind="SUCCESS_FORGOT_USERNAME_REQUEST">
      {/* "Forgot username or password?" on sign-in lands here: the other half is one step away. */}
      <p>
        {t('forgotUsername.forgotPassword')}{' '}
        <Link to={paths.forgotPasswordRequest.path}>{t('forgotUsername.resetPassword')}</Link>
      </p>
    </EmailRequestPage>
  );
}
