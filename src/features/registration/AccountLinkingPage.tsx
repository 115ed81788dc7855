import { useSuspenseQuery, useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import {
  associateTokenQueryOptions,
  connectAssociateMutationOptions,
  declineAssociateMutationOptions,
} from '../../api/queries/registration';
import { HOME_PATH, paths } from '../../lib/paths';
import { TokenPageBoundary } from '../../common/data/TokenPageBoundary';
import { FormError } from '../../common/form/FormError';
import { useAppAction } from '../../common/form/useAppAction';
import { useForgetPageToken } from '../../common/data/tokenPage';
import { destinationFor, useGo } from '../../common/navigation/go';
import { useShowResult } from '../../common/navigation/useShowResult';
import { classifyFailure } from '../../common/outcome/outcome';
import { useSession } from '../../common/session/useSession';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { PageHeading } from '../../ui/PageHeading';

/**
 * /auth/account-linking?token=… (signed in): greets the
 * person, names the company to join; Connect links the invited associate and goes home; "Not you?"
 * signs out; Decline asks, destroys the invitation and shows the decline confirmation. The route's
 * loader (./loaders.ts) has verified the link (or ended on the link failure) and sends a signed-out
 * visitor to account creation. Connect or Decline refused is FAILURE_UNSUPPORTED; a transient
 * failure stays with a retry.
 */
export default function AccountLinkingPage() {
  const { t } = useTranslation('registration');
  return <TokenPageBoundary title={t('linking.title')} screen={Linking} />;
}

function Linking({ token }: { token: string }) {
  const { t } = useTranslation('registration');
  const { data: invitation } = useSuspenseQuery(associateTokenQueryOptions(token));
  const companyName = invitation.data?.extra_information?.client_name || t('defaultCompany');
  const forgetToken = useForgetPageToken();
  const { person } = useSession();
  const go = useGo();
  const navigate = useNavigate();
  const showResult = useShowResult();
  const connectAssociate = useMutation(connectAssociateMutationOptions());
  const decline = useMutation(declineAssociateMutationOptions());
  const [asking, setAsking] = useState(false);
  const [declineSnag, setDeclineSnag] = useState(false);
  // A refused Connect is FAILURE_UNSUPPORTED, the action pattern's default.
  const connect = useAppAction({
    action: async () => {
      await connectAssociate.mutateAsync({ body: { personId: person.personId, token } });
      forgetToken();
      go(destinationFor(HOME_PATH, window.location.origin));
      return 'leaving';
    },
  });

  // The dialog is the action here (the kit's ConfirmDialog holds its lock and busy state).
  const onDecline = async () => {
    setDeclineSnag(false);
    try {
      await decline.mutateAsync({ params: { path: { token } } });
    } catch (error) {
      const outcome = classifyFailure(error);
      if (outcome.kind === 'retry') {
        setDeclineSnag(true);
        // Rejected: the dialog stays open with the message, for another try.
        throw error;
      }
      setAsking(false);
      if (outcome.kind === 'result') showResult(outcome.result, { replace: true });
      return;
    }
    forgetToken();
    void navigate(paths.declineConfirmation.href({ companyName }), { replace: true });
  };

  return (
    <div className="stack">
      <PageHeading subtitle={t('linking.subtitle', { companyName })}>
        {person.firstName ? t('linking.greeting', { firstName: person.firstName }) : t('linking.title')}
      </PageHeading>
      <p>{t('linking.body', { companyName })}</p>
      <FormError error={connect.error} id={connect.errorId} slow={connect.slow} />
      <div className="actions">
        <Button busy={connect.busy} onClick={() => connect.run()}>
          {t('linking.connect')}
        </Button>
        <Button variant="secondary" disabled={connect.busy} onClick={() => setAsking(true)}>
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
