import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LANDING_PATH, paths } from '../../lib/paths';
import { Alert, Button, PageHeading, Spinner } from '../../ui';
import { meQueryOptions } from './api';

/**
 * /auth/user, the authenticated root (spec section 2): greets the signed-in person and offers the
 * product home and sign-out.
 */
export default function UserHomePage() {
  const { t } = useTranslation('account');
  const me = useQuery(meQueryOptions());

  return (
    <section className="stack" aria-labelledby="user-home-heading" aria-busy={me.isPending || undefined}>
      <PageHeading id="user-home-heading">
        {me.data?.firstName ? t('greeting', { firstName: me.data.firstName }) : t('heading')}
      </PageHeading>
      {me.isPending ? <Spinner label={t('loading')} showLabel /> : null}
      {me.isError ? (
        <Alert status="error" title={t('loadError.title')}>
          <p>{t('loadError.message')}</p>
          <Button variant="secondary" busy={me.isFetching} onClick={() => void me.refetch()}>
            {t('loadError.retry')}
          </Button>
        </Alert>
      ) : null}
      <p>{t('intro')}</p>
      <div className="actions">
        {/* The product home lives outside this app: a full page load, not a router link. */}
        <a className="btn btn--primary btn--block" href={LANDING_PATH}>
          <span className="btn__label">{t('productHome')}</span>
        </a>
        <Link className="btn btn--secondary btn--block" to={paths.logout.path}>
          <span className="btn__label">{t('signOut')}</span>
        </Link>
      </div>
    </section>
  );
}
