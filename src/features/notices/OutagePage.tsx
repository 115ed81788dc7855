import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { LinkButton } from '../../ui/Button';
import { Notice } from './Notice';

export interface OutagePageProps {
  /** Called once on mount with `('outage', { error })`, `error` being the `error` query value (or null). */
  onLog?: (message: string, context: Record<string, unknown>) => void;
}

/**
 * /auth/outage and /auth/saml-error: a calm "we're fixing a problem" page. The `error` query value is
 * logged, never shown: it comes from the URL, so anyone could put text there.
 */
export default function OutagePage({ onLog }: OutagePageProps) {
  const { t } = useTranslation('notices');
  const [searchParams] = useSearchParams();
  const error = searchParams.get('error');
  // Once per mount, also under StrictMode's double effects and whatever onLog's identity does.
  const logged = useRef(false);

  useEffect(() => {
    if (logged.current || !onLog) return;
    logged.current = true;
    onLog('outage', { error });
  }, [onLog, error]);

  return (
    <Notice title={t('outage.title')} status="info" message={t('outage.message')}>
      <LinkButton to={paths.login.href()}>{t('backToLogin')}</LinkButton>
    </Notice>
  );
}
