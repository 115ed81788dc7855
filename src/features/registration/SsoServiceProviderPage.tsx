import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { tokenQueryOptions } from '../../api/queries/registration';
import { forgetSession, logoutMutationOptions } from '../../api/queries/session';
import { paths } from '../../lib/paths';
import { TokenPageBoundary } from '../../common/data/TokenPageBoundary';
import { useForgetPageToken } from '../../common/data/tokenPage';
import { useAppAction } from '../../common/form/useAppAction';
import { useShowResult } from '../../common/navigation/useShowResult';
import { Button } from '../../ui/Button';
import { PageHeading } from '../../ui/PageHeading';
import { tokenFacts } from './tokenFacts';

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
 * /auth/sso-service-provider/associate-confirmation?token=…: "Are you First Last?",
 * continuing as the email shown. Yes goes on to personal info (the SSO account creation); No signs
 * out and ends on FAILURE_UNAUTHORIZED. The route's loader (./loaders.ts) has verified the link, or
 * ended on FAILURE_UNAUTHORIZED (SSO token failures).
 */
export default function SsoAssociateConfirmationPage() {
  const { t } = useTranslation('registration');
  return <TokenPageBoundary title={t('ssoProvider.title')} screen={AssociateConfirmation} />;
}

function AssociateConfirmation({ token }: { token: string }) {
  const { t } = useTranslation('registration');
  const { data: link } = useSuspenseQuery(tokenQueryOptions('ssoServiceProvider', token));
  const showResult = useShowResult();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const forgetToken = useForgetPageToken();
  const logout = useMutation(logoutMutationOptions());
  const notMe = useAppAction({
    action: async () => {
      // Signed out or not, the answer was "not me": the flow ends the same way, the link forgotten.
      await logout.mutateAsync('current').catch(() => undefined);
      forgetToken();
      forgetSession(queryClient);
      showResult('FAILURE_UNAUTHORIZED', { replace: true });
      return 'leaving';
    },
  });
  const facts = tokenFacts(link);
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
          disabled={notMe.busy}
          // Personal info is the SSO account creation, whose loader takes the token
          // off the URL before it is shown.
          onClick={() => void navigate(paths.createAccount.href({ token, accountType: 'sso' }))}
        >
          {t('ssoProvider.yes')}
        </Button>
        <Button variant="secondary" busy={notMe.busy} onClick={() => notMe.run()}>
          {t('ssoProvider.no')}
        </Button>
      </div>
    </section>
  );
}
