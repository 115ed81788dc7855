import { useTranslation } from 'react-i18next';
import { paths } from '../../lib/paths';
import { LinkButton } from '../../ui';
import { Notice } from './Notice';

/** /auth/unauthorized-notification: 401, not authorized; contact HR or service support. */
export default function UnauthorizedNotificationPage() {
  const { t } = useTranslation('notices');
  return (
    <Notice
      title={t('unauthorizedNotification.title')}
      subtitle={t('errorCode', { code: 401 })}
      status="error"
      message={t('unauthorizedNotification.message')}
    >
      <LinkButton to={paths.login.href()}>{t('backToLogin')}</LinkButton>
    </Notice>
  );
}
