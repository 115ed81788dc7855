import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { tokenQueryOptions } from '../../api/queries/registration';
import { forgetSession, logoutMutationOptions } from '../../api/sessionQueries';
import { paths } from '../../lib/paths';
import { PagePending, QueryError } from '../../common/data/QueryBoundary';
import { Button } from '../../ui/Button';
import { PageHeading } from '../../ui/PageHeading';
import { tokenLoadOutcome } from './outcomes';
import { isUsableToken } from './token';
import { tokenFacts } from './tokenFacts';
import { useEndWith } from './useEndWith';

/** /auth/sso-service-provider and any sub-path but the two screens → associate-confirmation, query kept. */
export function SsoServiceProviderRedirect() {
  const { search } = useLocation();
  return <Navigate to={`${paths.ssoServiceProviderAssociateConfirmation.path}${search}`} replace />;
}

/** /auth/sso-service-provider/personal-info?token= → the SSO variant of account creation. */
export function SsoPersonalInfoRedirect() {
  const [searchParams] = useSearchParams();
  return (
    <Navigate
      to={paths.createAccount.href({ token: searchParams.get('token') ?? '', accountType: 'sso' })}
      replace
    />
  );
}

/**
 * /auth/sso-service-provider/associate-confirmation?token=… (spec section 2): "Are you First Last?",
 * continuing as the email shown. Yes goes on to personal info; No signs out and ends on
 * FAILURE_UNAUTHORIZED, as does a token that fails (spec section 8: SSO token failures).
 */
export default function SsoAssociateConfirmationPage() {
  const { t } = useTranslation('registration');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const usable = isUsableToken(token);
  const endWith = useEndWith();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const link = useQuery({ ...tokenQueryOptions('ssoServiceProvider', token ?? ''), enabled: usable });
  const outcome = link.isError ? tokenLoadOutcome(link.error, 'FAILURE_UNAUTHORIZED') : null;
  const logout = useMutation({
    ...logoutMutationOptions(),
    // Signed out or not, the answer was "not me": the flow ends the same way.
    onSettled: () => {
      forgetSession(queryClient);
      endWith({ kind: 'FAILURE_UNAUTHORIZED' });
    },
  });

  useEffect(() => {
    if (!usable) endWith({ kind: 'FAILURE_UNAUTHORIZED' });
    else if (outcome?.type === 'result') endWith(outcome.result);
  }, [usable, outcome, endWith]);

  const heading = <PageHeading>{t('ssoProvider.title')}</PageHeading>;
  if (link.isError && outcome?.type !== 'result') {
    return (
      <section className="stack">
        {heading}
        <QueryError error={link.error} onRetry={() => void link.refetch()} retrying={link.isFetching} />
      </section>
    );
  }
  if (!link.data) {
    return (
      <section className="stack">
        {heading}
        <PagePending label={t('ssoProvider.loading')} />
      </section>
    );
  }
  const facts = tokenFacts(link.data);
  const name = `${facts.firstName} ${facts.lastName}`.trim();
  return (
    <section className="stack" aria-labelledby="sso-provider-title">
      <PageHeading
        id="sso-provider-title"
        subtitle={facts.email ? t('ssoProvider.continueAs', { email: facts.email }) : undefined}
      >
        {name ? t('ssoProvider.question', { name }) : t('ssoProvider.title')}
      </PageHeading>
      <div className="actions">
        <Button
          disabled={logout.isPending}
          onClick={() => void navigate(paths.ssoServiceProviderPersonalInfo.href({ token: token ?? '' }))}
        >
          {t('ssoProvider.yes')}
        </Button>
        <Button variant="secondary" busy={logout.isPending} onClick={() => logout.mutate('current')}>
          {t('ssoProvider.no')}
        </Button>
      </div>
    </section>
  );
}
