import { useTranslation } from 'react-i18next';
import { paths } from '../../lib/paths';
import { LinkButton } from '../../ui';
import { Notice, useTraceId } from './Notice';

/** /auth/resource-not-found: 404, no access to this product (maybe to others), trace id, Logout. */
export default function ResourceNotFoundPage() {
  const { t } = useTranslation('notices');
  const traceId = useTraceId();
  return (
    <Notice
      title={t('resourceNotFound.title')}
      subtitle={t('errorCode', { code: 404 })}
      status="error"
      message={t('resourceNotFound.message')}
      traceId={traceId}
    >
      <LinkButton to={paths.logout.href()}>{t('logout')}</LinkButton>
    </Notice>
  );
}
