import { useEffect, useState } from 'react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  associatesQueryOptions,
  switchAssociateMutationOptions,
  type Associate,
} from '../../api/queries/associates';
import { obligationsRecheckQueryOptions } from '../../api/queries/obligations';
import { isHandledGlobally } from '../../api/errors';
import { forgetSession, logoutMutationOptions } from '../../api/queries/session';
import { paths } from '../../lib/paths';
import { storeSwitchClientsDetails } from '../../common/session/switchClients';
import { useSession } from '../../common/session/useSession';
import { FormError } from '../../common/form/FormError';
import { useAppAction } from '../../common/form/useAppAction';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { useToast } from '../../ui/Toasts';
import { AddClientDialog } from './AddClientDialog';
import { takeAddClientResult, type AddClientResult } from './addClientResult';
import {
  associateState,
  listedAssociates,
  supportAssociate,
  switchFailure,
  switchOutcome,
  type SwitchOutcome,
} from './outcomes';
import { settingsTab } from './SettingsTab';

/**
 * The switch-clients tab: a card per associate that has a
 * client, Active, Suspended (never switchable) or "Switch to {client}"; support staff also get Add New
 * Client.
 */
export default settingsTab('switchClients', AssociateCards);

function AssociateCards() {
  const { t } = useTranslation('settings');
  const { data } = useSuspenseQuery(associatesQueryOptions());
  const { person } = useSession();
  const switchTo = useSwitchClient();
  // The card last pressed, and whether its switch failed: the message names its client.
  const [chosen, setChosen] = useState<{ associate: Associate; failed: boolean } | null>(null);
  const [adding, setAdding] = useState(false);
  const associates = listedAssociates(data);
  const support = supportAssociate(person.allClientAccessRoles, data);
  // Every failure is said in the tab's own words, naming the client; Switch is the retry.
  const switching = useAppAction({
    action: async (associate: Associate) => {
      setChosen({ associate, failed: false });
      const outcome = await switchTo(associate);
      if (outcome.type === 'failed') setChosen({ associate, failed: true });
      return outcome.type === 'signIn' ? 'leaving' : 'stay';
    },
  });
  const failed = chosen?.failed ? chosen.associate : null;
  const pressed = (associate: Associate) =>
    switching.busy && chosen?.associate.associateId === associate.associateId;

  return (
    <div className="stack">
      <FormError error={switching.error} id={switching.errorId} slow={switching.slow} />
      {failed ? (
        <Alert status="error" title={t('switchClients.failed.title', { client: failed.client?.name ?? '' })}>
          <p>{t('switchClients.failed.message')}</p>
        </Alert>
      ) : null}
      <AddClientResultMessage />
      {associates.length === 0 ? <p>{t('switchClients.empty')}</p> : null}
      <ul className="client-cards" aria-label={t('switchClients.listLabel')}>
        {associates.map((associate) => {
          const state = associateState(associate);
          const name = associate.client.name;
          return (
            <li key={associate.associateId} className={`client-card client-card--${state}`}>
              <div className="client-card__details">
                <span className="client-card__name">{name}</span>
                {associate.firstName || associate.lastName ? (
                  <span className="text-muted">
                    {[associate.firstName, associate.lastName].filter(Boolean).join(' ')}
                  </span>
                ) : null}
              </div>
              {state === 'active' ? (
                <span className="status-badge status-badge--success">{t('switchClients.active')}</span>
              ) : state === 'suspended' ? (
                <span className="status-badge status-badge--muted" title={t('switchClients.suspendedHint')}>
                  {t('switchClients.suspended')}
                </span>
              ) : (
                <Button
                  variant="secondary"
                  busy={pressed(associate)}
                  disabled={switching.busy && !pressed(associate)}
                  onClick={() => switching.run(associate)}
                >
                  {t('switchClients.switchTo', { client: name })}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {support ? (
        <div>
          <Button variant="secondary" onClick={() => setAdding(true)}>
            {t('switchClients.addClient')}
          </Button>
          <AddClientDialog open={adding} supportAssociate={support} onClose={() => setAdding(false)} />
        </div>
      ) : null}
    </div>
  );
}

/**
 * How adding a client went, on the page the reload after it lands on: the toast before the reload
 * went with the page. It stays until dismissed. Read after the first render, so that it is added to
 * the page rather than painted with it, which a screen reader announces.
 */
function AddClientResultMessage() {
  const { t } = useTranslation('settings');
  const [result, setResult] = useState<AddClientResult | null>(null);
  useEffect(() => {
    const kept = takeAddClientResult();
    if (kept) setResult(kept);
  }, []);
  if (!result) return null;
  return (
    <Alert status={result.added ? 'success' : 'error'}>
      <p>
        {result.added
          ? t('addClient.added', { client: result.client })
          : t('addClient.toasts.PROVISION_ALL_CLIENT_ACCESS_FAILURE_IN_CLIENT', { client: result.client })}
      </p>
      <Button variant="secondary" onClick={() => setResult(null)}>
        {t('addClient.dismiss')}
      </Button>
    </Alert>
  );
}

/**
 * One switch: the call; a username in the answer signs the person out (POST /logout, the details kept
 * for the switch-clients message page); no content runs the obligation check, then the person, the client,
 * their flags and the associates reload.
 */
function useSwitchClient(): (associate: Associate) => Promise<SwitchOutcome> {
  const { t } = useTranslation('settings');
  const { check } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const switchMutation = useMutation(switchAssociateMutationOptions());
  const logout = useMutation(logoutMutationOptions());

  return async (associate) => {
    let outcome: SwitchOutcome;
    try {
      outcome = switchOutcome(
        // No body (a 204): the session now acts for the associate.
        (await switchMutation.mutateAsync({
          body: {
            associateId: associate.associateId,
            clientId: associate.clientId,
            isNexoClient: associate.isNexoClient === true,
            isAuthenticatedByNexo: check.isNexo,
          },
        })) ?? null,
      );
    } catch (error) {
      return switchFailure(error);
    }
    if (outcome.type === 'signIn') {
      storeSwitchClientsDetails(outcome.details);
      // The person is signed out, not only forgotten here. A failed logout still ends on the message:
      // the switch has already ended this session on the server.
      await logout.mutateAsync('current').catch(() => undefined);
      forgetSession(queryClient);
      void navigate(paths.switchClientsMessage.path, { replace: true });
      return outcome;
    }
    if (outcome.type !== 'switched') return outcome;
    try {
      await queryClient.fetchQuery(obligationsRecheckQueryOptions());
    } catch (error) {
      // An obligation or a 403: the app-wide handler is taking the person there.
      if (isHandledGlobally(error)) return { type: 'handled' };
    }
    // Everything cached belongs to the old client: the session context, its flags, the associates.
    await queryClient.invalidateQueries();
    toast.show({
      type: 'success',
      message: t('switchClients.switched', { client: associate.client?.name ?? '' }),
    });
    return outcome;
  };
}
