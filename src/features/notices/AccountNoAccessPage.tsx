import { useTranslation } from 'react-i18next';
import { paths } from '../../lib/paths';
import { LinkButton } from '../../ui';
import { Notice, useTraceId } from './Notice';

/** /auth/account-no-access: the account has no access; logout link and trace id. */
export default function AccountNoAccessPage() {
  const { t } = useTranslation('notices');
  const traceId = useTraceId();
  return (
    <Notice
      title={t('accountNoAccess.title')}
      status="error"
      message={t('accountNoAccess.message')}
      traceId={traceId}
    >
      <LinkButton to={paths.logout.href()}>{t('logout')}</LinkButton>
    </Notice>
  );
}
