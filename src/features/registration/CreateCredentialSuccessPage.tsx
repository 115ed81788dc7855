import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { APP_BASE, LANDING_PATH } from '../../lib/paths';
import { sanitizeRedirect } from '../../lib/redirect';
import { Alert } from '../../ui/Alert';
import { PageHeading } from '../../ui/PageHeading';
import { AnchorButton } from '../../ui/AnchorButton';

/**
 * /auth/create-credential/success-notification: Continue goes to the redirectUrl
 * (same origin, through the one sanitiser) or the landing page.
 */
export default function CreateCredentialSuccessPage() {
  const { t } = useTranslation('registration');
  const [searchParams] = useSearchParams();
  const target = sanitizeRedirect(searchParams.get('redirectUrl'), LANDING_PATH);
  const inApp = target === APP_BASE || target.startsWith(`${APP_BASE}/`);
  return (
    <section className="stack" aria-labelledby="credential-success-title">
      <PageHeading id="credential-success-title">{t('credentialSuccess.title')}</PageHeading>
      <Alert status="success">{t('credentialSuccess.message')}</Alert>
      <div className="actions">
        {inApp ? (
          <Link className="btn btn--primary" to={target}>
            <span className="btn__label">{t('credentialSuccess.continue')}</span>
          </Link>
        ) : (
          <AnchorButton href={target}>{t('credentialSuccess.continue')}</AnchorButton>
        )}
      </div>
    </section>
  );
}
