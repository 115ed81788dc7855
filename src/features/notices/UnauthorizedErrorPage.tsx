import { useTranslation } from 'react-i18next';
import { paths } from '../../lib/paths';
import { LinkButton } from '../../ui';
import { Notice, useTraceId } from './Notice';

/** /auth/unauthorized-error: 403, no permission (the account may not be fully set up), optional trace id. */
export default function UnauthorizedErrorPage() {
  const { t } = useTranslation('notices');
  const traceId = useTraceId();
  return (
    <Notice
      title={t('unauthorizedError.title')}
      subtitle={t('errorCode', { code: 403 })}
      status="error"
      message={t('unauthorizedError.message')}
      traceId={traceId}
    >
      <LinkButton to={paths.login.href()}>{t('backToLogin')}</LinkButton>
    </Notice>
  );
}
