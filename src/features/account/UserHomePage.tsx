import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LANDING_PATH, paths } from '../../lib/paths';
import { QueryBoundary } from '../../common/data/QueryBoundary';
import { useSession } from '../../common/session/useSession';
import { PageHeading } from '../../ui/PageHeading';

/**
 * /auth/user, the authenticated root: greets the signed-in person and offers the
 * product home and sign-out. The example of the page-data pattern (docs/architecture.md, "Page data"): the
 * route's loader primed the data (here the auth guard's, for the session context), the screen reads
 * it with a suspending hook inside `QueryBoundary`, which owns the pending and error states.
 */
export default function UserHomePage() {
  const { t } = useTranslation('account');
  return (
    <section className="stack" aria-labelledby="user-home-heading">
      <QueryBoundary
        heading={<PageHeading id="user-home-heading">{t('heading')}</PageHeading>}
        pendingLabel={t('loading')}
        errorTitle={t('loadError.title')}
        errorMessage={t('loadError.message')}
      >
        <Greeting />
      </QueryBoundary>
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

function Greeting() {
  const { t } = useTranslation('account');
  const { person, client } = useSession();
  // The intro says "signed in" too: only beside the details, never under the error that says it.
  return (
    <>
      <PageHeading id="user-home-heading" subtitle={t('client', { clientName: client.clientName })}>
        {person.firstName ? t('greeting', { firstName: person.firstName }) : t('heading')}
      </PageHeading>
      <p>{t('intro')}</p>
    </>
  );
}
