import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { isHandledGlobally } from '../../api/errors';
import {
  associateTokenQueryOptions,
  connectAssociateMutationOptions,
  declineAssociateMutationOptions,
} from '../../api/queries/registration';
import { HOME_PATH, paths } from '../../lib/paths';
import { PagePending, QueryBoundary, QueryError } from '../../common/data/QueryBoundary';
import { destinationFor, useGo } from '../../common/navigation/go';
import { useSession } from '../../common/session/useSession';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { PageHeading } from '../../ui/PageHeading';
import { isTransient, tokenLoadOutcome } from './outcomes';
import { isUsableToken } from './token';
import { useEndWith } from './useEndWith';

/**
 * /auth/account-linking?token=… (signed in; spec sections 2 "Account linking" and 4): greets the
 * person, names the company to join; Connect links the invited associate and goes home; "Not you?"
 * signs out; Decline asks, destroys the invitation and shows the decline confirmation. A link that
 * no longer verifies is the link failure; Connect or Decline refused is FAILURE_UNSUPPORTED; a
 * transient failure stays with a retry.
 */
export default function AccountLinkingPage() {
  const { t } = useTranslation('registration');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const usable = isUsableToken(token);
  const endWith = useEndWith();
  const invitation = useQuery({ ...associateTokenQueryOptions(token ?? ''), enabled: usable });
  const outcome = invitation.isError ? tokenLoadOutcome(invitation.error, 'FAILURE_LINK') : null;

  useEffect(() => {
    if (!usable) endWith({ kind: 'FAILURE_LINK' });
    else if (outcome?.type === 'result') endWith(outcome.result);
  }, [usable, outcome, endWith]);

  const heading = <PageHeading>{t('linking.title')}</PageHeading>;
  if (invitation.isError && outcome?.type !== 'result') {
    return (
      <section className="stack">
        {heading}
        <QueryError
          error={invitation.error}
          onRetry={() => void invitation.refetch()}
          retrying={invitation.isFetching}
        />
      </section>
    );
  }
  if (!invitation.data) {
    return (
      <section className="stack">
        {heading}
        <PagePending label={t('linking.loading')} />
      </section>
    );
  }
  const companyName = invitation.data.data?.extra_information?.client_name || t('defaultCompany');
  return (
    <QueryBoundary heading={heading}>
      <Linking token={token ?? ''} companyName={companyName} />
    </QueryBoundary>
  );
}

function Linking({ token, companyName }: { token: string; companyName: string }) {
  const { t } = useTranslation('registration');
  const { person } = useSession();
  const go = useGo();
  const navigate = useNavigate();
  const endWith = useEndWith();
  const connect = useMutation(connectAssociateMutationOptions());
  const decline = useMutation(declineAssociateMutationOptions());
  const [asking, setAsking] = useState(false);
  const [snag, setSnag] = useState(false);
  const [declineSnag, setDeclineSnag] = useState(false);

  const onConnect = async () => {
    setSnag(false);
    try {
      await connect.mutateAsync({ personId: person.personId, token });
    } catch (error) {
      if (isTransient(error)) setSnag(true);
      else if (!isHandledGlobally(error)) endWith({ kind: 'FAILURE_UNSUPPORTED' });
      return;
    }
    go(destinationFor(HOME_PATH, window.location.origin));
  };

  const onDecline = async () => {
    setDeclineSnag(false);
    try {
      await decline.mutateAsync(token);
    } catch (error) {
      if (isTransient(error)) {
        setDeclineSnag(true);
        // Rejected: the dialog stays open with the message, for another try.
        throw error;
      }
      setAsking(false);
      if (!isHandledGlobally(error)) endWith({ kind: 'FAILURE_UNSUPPORTED' });
      return;
    }
    void navigate(paths.declineConfirmation.href({ companyName }), { replace: true });
  };

  return (
    <div className="stack">
      <PageHeading subtitle={t('linking.subtitle', { companyName })}>
        {person.firstName ? t('linking.greeting', { firstName: person.firstName }) : t('linking.title')}
      </PageHeading>
      <p>{t('linking.body', { companyName })}</p>
      {snag ? (
        <Alert status="error" title={t('errors.snag.title')} tabIndex={-1}>
          {t('errors.snag.message')}
        </Alert>
      ) : null}
      <div className="actions">
        <Button busy={connect.isPending} onClick={() => void onConnect()}>
          {t('linking.connect')}
        </Button>
        <Button variant="secondary" disabled={connect.isPending} onClick={() => setAsking(true)}>
          {t('linking.decline')}
        </Button>
      </div>
      <p>
        <Link to={paths.logout.href()}>{t('linking.notYou', { firstName: person.firstName })}</Link>
      </p>
      <ConfirmDialog
        open={asking}
        title={t('linking.confirmTitle')}
        message={t('linking.confirmMessage', { companyName })}
        confirmLabel={t('linking.confirmDecline')}
        destructive
        onConfirm={onDecline}
        onClose={() => setAsking(false)}
        error={declineSnag ? t('errors.snag.message') : undefined}
      />
    </div>
  );
}
