import { useTranslation } from 'react-i18next';
import { paths } from '../../lib/paths';
import { LinkButton } from '../../ui';
import { Notice } from './Notice';

/** /auth/archived: the client (company) has been archived; contact HR. */
export default function ArchivedPage() {
  const { t } = useTranslation('notices');
  return (
    <Notice title={t('archived.title')} status="info" message={t('archived.message')}>
      <LinkButton to={paths.login.href()}>{t('backToLogin')}</LinkButton>
    </Notice>
  );
}
