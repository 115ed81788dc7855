import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageHeading } from '../../ui';
import { ChangePasswordForm } from '../../shared/password/ChangePasswordForm';

/**
 * /auth/change-password, the change-password login obligation (spec sections 2 and 4): its own title
 * and subtitle over the shared form. Once the password is changed every session ends
 * (/auth/logout-all-sessions), keeping the redirectUrl query for the next sign-in.
 */
export default function ChangePasswordObligationPage() {
  const { t } = useTranslation('password');
  const [searchParams] = useSearchParams();
  return (
    <div className="stack">
      <PageHeading subtitle={t('obligationSubtitle')}>{t('obligationTitle')}</PageHeading>
      <ChangePasswordForm redirectUrl={searchParams.get('redirectUrl')} />
    </div>
  );
}
