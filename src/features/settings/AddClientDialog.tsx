import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useQuery, useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Associate } from '../../api/queries/associates';
import {
  clientSearchPageSize,
  clientSearchQueryOptions,
  provisionAllClientAccessMutationOptions,
  type ClientSearchResult,
} from '../../api/queries/clients';
import { browserLocation } from '../../lib/browser';
import { clientAccessByEmail } from '../../lib/supportClient';
import { useFeatureFlag, type FeatureFlagState } from '../../common/session/useFeatureFlag';
import { useSession } from '../../common/session/useSession';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { DataTable, type DataTableColumn } from '../../ui/DataTable';
import { TextField } from '../../ui/Field';
import { Modal } from '../../ui/Modal';
import { useToast } from '../../ui/Toasts';
import { keepAddClientResult } from './addClientResult';
import { ignoresTransitionedClients, rolesToProvision } from './outcomes';

/** The pause after the last keystroke before the search runs. */
export const SEARCH_DEBOUNCE_MS = 500;
/** The pause between the toast and the reload. */
export const RELOAD_DELAY_MS = 500;

export interface AddClientDialogProps {
  open: boolean;
  /** The person's associate in client 002, which provisions. */
  supportAssociate: Associate;
  onClose: () => void;
}

/**
 * Add New Client: search by client name
 * after a typing pause, five rows a page from the server (six for the implementation role alone,
 * src/api/queries/clients.ts), pick one, Confirm provisions access, a toast
 * says how it went, the modal closes and the page reloads half a second later; the reloaded page says
 * how it went again, until dismissed (./addClientResult.ts).
 */
export function AddClientDialog({ open, supportAssociate, onClose }: AddClientDialogProps) {
  const { t } = useTranslation('settings');
  const searchRef = useRef<HTMLInputElement>(null);
  // Looked up with the tab, before the modal opens: the search box is there to take the focus.
  const emailRuleFlag = useFeatureFlag('requireAdpEmailForICCAccess');
  return (
    <Modal
      initialFocusRef={searchRef}
      open={open}
      title={t('addClient.title')}
      width={750}
      onClose={onClose}
      primaryAction={null}
    >
      <ClientAccessEmailGate flag={emailRuleFlag} onClose={onClose}>
        <AddClientBody supportAssociate={supportAssociate} onClose={onClose} searchRef={searchRef} />
      </ClientAccessEmailGate>
    </Modal>
  );
}

/**
 * With the session client's flag `requireAdpEmailForICCAccess` on, only a person whose email is a
 * company address may add clients; a failed lookup refuses too, and says why.
 */
function ClientAccessEmailGate({
  flag,
  onClose,
  children,
}: {
  flag: FeatureFlagState;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('settings');
  const { person } = useSession();
  if (flag.isPending) return <p role="status">{t('addClient.loading')}</p>;
  const access = clientAccessByEmail(flag, person.emails[0]?.address);
  if (access === 'allowed') return children;
  return (
    <div className="stack stack--sm">
      <Alert status={access === 'unchecked' ? 'info' : 'error'}>
        <p>{t(`addClient.emailRule.${access}`)}</p>
      </Alert>
      <div className="modal__actions actions">
        <Button variant="secondary" onClick={onClose}>
          {t('addClient.close')}
        </Button>
      </div>
    </div>
  );
}

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

function AddClientBody({
  supportAssociate,
  onClose,
  searchRef,
}: Omit<AddClientDialogProps, 'open'> & { searchRef: RefObject<HTMLInputElement | null> }) {
  const { t } = useTranslation('settings');
  const { person } = useSession();
  const toast = useToast();
  const statusId = useId();
  const radioName = useId();
  const [term, setTerm] = useState('');
  const prefix = useDebounced(term.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ClientSearchResult | null>(null);
  const provision = useMutation(provisionAllClientAccessMutationOptions());
  const [done, setDone] = useState(false);

  // The modal focuses the search box as it opens; when the flag's answer came later, it does so here.
  useEffect(() => searchRef.current?.focus(), [searchRef]);

  // A new search starts on its first page with nothing picked.
  useEffect(() => {
    setPage(1);
    setSelected(null);
  }, [prefix]);

  const ignoreTransitionedToService = ignoresTransitionedClients(person.allClientAccessRoles);
  const search = useQuery(clientSearchQueryOptions({ prefix, page, ignoreTransitionedToService }));

  const confirm = async () => {
    if (!selected || done) return;
    const client = selected;
    let succeeded = true;
    try {
      await provision.mutateAsync({
        body: {
          clientId: client._id,
          lifionOpsAssociateId: supportAssociate.associateId,
          allClientAccessRoles: rolesToProvision(person.allClientAccessRoles, client),
        },
      });
    } catch {
      succeeded = false;
    }
    setDone(true);
    toast.show(
      succeeded
        ? {
            type: 'success',
            message: t('addClient.toasts.PROVISION_ALL_CLIENT_ACCESS_SUCCESS', { client: client.name }),
          }
        : {
            type: 'error',
            message: t('addClient.toasts.PROVISION_ALL_CLIENT_ACCESS_FAILURE_IN_CLIENT', {
              client: client.name,
            }),
          },
    );
    keepAddClientResult({ added: succeeded, client: client.name });
    onClose();
    // The person's clients, their session and the whole page change: a full reload shows them.
    setTimeout(() => browserLocation.reload(), RELOAD_DELAY_MS);
  };

  const columns: Array<DataTableColumn<ClientSearchResult>> = [
    {
      id: 'select',
      header: <span className="sr-only">{t('addClient.select')}</span>,
      className: 'add-client__select',
      cell: (row) => (
        <input
          type="radio"
          name={radioName}
          checked={selected?._id === row._id}
          aria-label={t('addClient.selectNamed', { name: row.name })}
          onChange={() => setSelected(row)}
        />
      ),
    },
    { id: 'name', header: t('addClient.name'), rowHeader: true, cell: (row) => row.name },
    { id: 'id', header: t('addClient.id'), cell: (row) => row._id },
    { id: 'purpose', header: t('addClient.purpose'), cell: (row) => row.purpose ?? '' },
  ];

  const loading = prefix.length > 0 && (search.isPending || (search.isFetching && search.isPlaceholderData));
  let status: string | null = null;
  if (term.trim().length === 0) status = t('addClient.startTyping');
  else if (term.trim() !== prefix || loading) status = t('addClient.loading');

  return (
    <div className="stack stack--sm">
      <TextField
        label={t('addClient.searchLabel')}
        description={t('addClient.searchHint')}
        ref={searchRef}
        type="search"
        autoComplete="off"
        value={term}
        aria-controls={statusId}
        onChange={(event) => setTerm(event.target.value)}
      />
      <p id={statusId} role="status" className="text-muted">
        {status}
      </p>
      {search.isError && prefix.length > 0 ? (
        <Alert status="error">
          <p>{t('addClient.searchError')}</p>
          <Button variant="secondary" busy={search.isFetching} onClick={() => void search.refetch()}>
            {t('addClient.retry')}
          </Button>
        </Alert>
      ) : search.data && prefix.length > 0 ? (
        <DataTable
          caption={t('addClient.caption')}
          hideCaption
          columns={columns}
          rows={search.data.allClients}
          rowKey={(row) => row._id}
          emptyText={t('addClient.noResults')}
          pageSize={clientSearchPageSize(ignoreTransitionedToService)}
          page={page}
          onPageChange={setPage}
          totalRows={search.data.totalCount}
        />
      ) : null}
      <div className="modal__actions actions">
        <Button disabled={!selected} busy={provision.isPending || done} onClick={() => void confirm()}>
          {t('addClient.confirm')}
        </Button>
        <Button variant="secondary" disabled={provision.isPending} onClick={onClose}>
          {t('addClient.cancel')}
        </Button>
      </div>
    </div>
  );
}
