import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { QueryBoundary } from '../../common/data/QueryBoundary';
import { ChangePasswordForm } from '../../common/password/ChangePasswordForm';
import { useSession } from '../../common/session/useSession';
import { LinkButton } from '../../ui/Button';
import { PageHeading } from '../../ui/PageHeading';
import { passwordObligationQueryOptions } from '../../api/queries/obligations';

/**
 * /auth/change-password, the change-password login obligation: its own title
 * and subtitle over the shared form. Once the password is changed every session ends
 * (/auth/logout-all-sessions), keeping the redirectUrl query for the next sign-in. A forced page has
 * a way out: it names the account and offers Sign out; someone who owes no change is not told their
 * password has expired.
 */
export default function ChangePasswordObligationPage() {
  const { t } = useTranslation('password');
  return (
    <div className="stack">
      <QueryBoundary heading={<PageHeading>{t('changeTitle')}</PageHeading>}>
        <ChangePasswordContent />
      </QueryBoundary>
    </div>
  );
}

function ChangePasswordContent() {
  const { t } = useTranslation('password');
  const [searchParams] = useSearchParams();
  const { person } = useSession();
  const { data: obligation } = useSuspenseQuery(passwordObligationQueryOptions());
  const owed = obligation === 'owed';
  return (
    <>
      <PageHeading subtitle={owed ? t('obligationSubtitle') : t('changeSubtitle')}>
        {owed ? t('obligationTitle') : t('changeTitle')}
      </PageHeading>
      <p data-testid="change-password-account">
        {t('signedInAs', { name: `${person.firstName} ${person.lastName}`.trim() })}
      </p>
      <ChangePasswordForm redirectUrl={searchParams.get('redirectUrl')} />
      <div className="actions">
        <LinkButton variant="secondary" to={paths.logout.path}>
          {t('signOut')}
        </LinkButton>
      </div>
    </>
  );
}
