import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useNavigate } from 'react-router-dom';
import { meQueryOptions } from '../../api/queries/person';
import { authCheckQueryOptions, forgetSession, logoutMutationOptions } from '../../api/queries/session';
import { paths } from '../../lib/paths';
import { PagePending, QueryBoundary } from '../../common/data/QueryBoundary';
import type { TokenPageData } from '../../common/data/tokenPage';
import { FormError } from '../../common/form/FormError';
import { useAppAction } from '../../common/form/useAppAction';
import { classifyFailure, formMessage } from '../../common/outcome/outcome';
import { Button } from '../../ui/Button';
import { PageHeading } from '../../ui/PageHeading';
import { NavigationFocusContext, useStepFocusRequest } from '../../ui/navigationFocus';
import { Alert } from '../../ui/Alert';
import { useFeatureFlag } from '../../common/session/useFeatureFlag';
import { DobCheck } from './DobCheck';
import { invitationQueryOptions } from '../../api/queries/registration';
import type { InvitationStep } from './invitationStep';
import { resolveInvitation } from './resolveInvitation';

/**
 * /auth/user-confirmation?token=…: the route's loader
 * (./loaders.ts) has read the invitation and ended on its result page, or gone on to account creation,
 * where the invitation says so; here the date-of-birth check when the invitation asks for it, then the
 * welcome with its two cards; a signed-in visitor is asked "is this you?" instead.
 */
export default function UserConfirmationPage() {
  const { t } = useTranslation('registration');
  const { token } = useLoaderData<TokenPageData>();
  return (
    <QueryBoundary
      heading={<PageHeading>{t('confirmation.title')}</PageHeading>}
      pendingLabel={t('confirmation.loading')}
    >
      <Confirmation token={token} />
    </QueryBoundary>
  );
}

function Confirmation({ token }: { token: string }) {
  const { data: step } = useSuspenseQuery(invitationQueryOptions(token, resolveInvitation));
  const [dobPassed, setDobPassed] = useState(false);
  // The welcome takes the check's place with no navigation: its heading takes the focus Check left.
  const focusRequest = useStepFocusRequest(dobPassed);
  // The loader let only the welcome through; anything else was a navigation already under way.
  if (step.type !== 'welcome') return null;
  return (
    <NavigationFocusContext value={focusRequest}>
      {!dobPassed && step.dobCheck ? (
        <DobCheck {...step.dobCheck} onPassed={() => setDobPassed(true)} />
      ) : (
        <Welcome token={token} step={step} />
      )}
    </NavigationFocusContext>
  );
}

function Welcome({ token, step }: { token: string; step: Extract<InvitationStep, { type: 'welcome' }> }) {
  const { t } = useTranslation('registration');
  const check = useQuery({ ...authCheckQueryOptions({ tolerate: true }), retry: false });
  const signedIn = check.data?.authenticated === true;
  const companyName = step.companyName ?? t('defaultCompany');
  // Back from sign-in to this page, without the token: the tab keeps it (src/common/data/tokenPage.ts).
  const here = paths.userConfirmation.path;
  const linkExisting = useFeatureFlag('enableRegistrationLinkExistingAccount', step.clientId);

  return (
    <section className="stack" aria-labelledby="welcome-title">
      <PageHeading id="welcome-title" subtitle={t('welcome.subtitle', { companyName })}>
        {step.firstName ? t('welcome.title', { firstName: step.firstName }) : t('welcome.titleNoName')}
      </PageHeading>
      {check.isPending ? (
        <PagePending label={t('confirmation.loading')} />
      ) : signedIn ? (
        <IsThisYou token={token} />
      ) : (
        <ul className="choice-cards" aria-label={t('welcome.choices')}>
          {linkExisting.failed ? (
            <li className="choice-card">
              <Alert status="info">
                <p>{t('welcome.existing.unchecked')}</p>
              </Alert>
            </li>
          ) : linkExisting.enabled ? (
            <li className="choice-card">
              <h2 className="choice-card__title">{t('welcome.existing.title')}</h2>
              <p>{t('welcome.existing.body', { companyName })}</p>
              <Link className="btn btn--secondary btn--block" to={paths.login.href({ redirectUrl: here })}>
                <span className="btn__label">{t('welcome.existing.action')}</span>
              </Link>
            </li>
          ) : null}
          <li className="choice-card">
            <h2 className="choice-card__title">{t('welcome.new.title')}</h2>
            <p>{t('welcome.new.body')}</p>
            <Link className="btn btn--primary btn--block" to={paths.createAccount.href({ token })}>
              <span className="btn__label">{t('welcome.new.action')}</span>
            </Link>
          </li>
        </ul>
      )}
    </section>
  );
}

/** Signed in already: Yes links the invitation to this account; No signs out and creates a new one. */
function IsThisYou({ token }: { token: string }) {
  const { t } = useTranslation('registration');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useQuery(meQueryOptions());
  const logout = useMutation(logoutMutationOptions());
  // No: signed out, then account creation. A failed sign-out stays here with the page's own words.
  const signOut = useAppAction({
    action: async () => {
      await logout.mutateAsync('current');
      forgetSession(queryClient);
      void navigate(paths.createAccount.href({ token }), { replace: true });
      return 'leaving';
    },
    failure: (error) =>
      classifyFailure(error, undefined, {
        otherwise: formMessage('registration:errors.snag.title', 'registration:errors.snag.message'),
      }),
  });
  const name = me.data ? `${me.data.firstName} ${me.data.lastName}`.trim() : '';
  return (
    <div className="stack">
      <h2>{name ? t('isThisYou.titleNamed', { name }) : t('isThisYou.title')}</h2>
      <p>{t('isThisYou.body')}</p>
      <FormError error={signOut.error} id={signOut.errorId} slow={signOut.slow} />
      <div className="actions">
        <Button disabled={signOut.busy} onClick={() => void navigate(paths.accountLinking.href({ token }))}>
          {t('isThisYou.yes')}
        </Button>
        <Button variant="secondary" busy={signOut.busy} onClick={() => signOut.run()}>
          {t('isThisYou.no')}
        </Button>
      </div>
    </div>
  );
}
