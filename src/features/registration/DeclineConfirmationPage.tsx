import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { HOME_PATH } from '../../lib/paths';
import { Alert } from '../../ui/Alert';
import { PageHeading } from '../../ui/PageHeading';
import { AnchorButton } from '../../ui/AnchorButton';

/** "Birch Logistics" → "BL": the first letters of the first two words, upper case. */
export function companyInitials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toLocaleUpperCase())
    .join('');
}

/**
 * /auth/decline-confirmation?companyName=…: the company's initials, the invitation
 * declined, and the way back home.
 */
export default function DeclineConfirmationPage() {
  const { t } = useTranslation('registration');
  const [searchParams] = useSearchParams();
  const companyName = searchParams.get('companyName')?.slice(0, 255) || t('defaultCompany');
  return (
    <section className="stack" aria-labelledby="decline-title">
      <p className="company-initials" aria-hidden="true" data-testid="company-initials">
        {companyInitials(companyName)}
      </p>
      <PageHeading id="decline-title">{t('declined.title')}</PageHeading>
      <Alert status="success">{t('declined.message', { companyName })}</Alert>
      <div className="actions">
        <AnchorButton href={HOME_PATH}>{t('declined.home')}</AnchorButton>
      </div>
    </section>
  );
}
