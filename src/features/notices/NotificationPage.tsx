import { useTranslation } from 'react-i18next';
import { paths } from '../../lib/paths';
import { LinkButton } from '../../ui';
import { Notice } from './Notice';

/** /auth/notification with no result present: the generic "404: Page Not Found" notification. */
export default function NotificationPage() {
  const { t } = useTranslation('notices');
  return (
    <Notice title={t('notification.title')} status="error" message={t('notification.message')}>
      <LinkButton to={paths.login.href()}>{t('backToLogin')}</LinkButton>
    </Notice>
  );
}
