import { useQueryClient, useSuspenseQuery, useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createPasskey, type Passkey } from '../../api/passkeys';
import { isCeremonyCancelled, passkeysSupported } from '../../lib/webAuthn';
import { passkeysQueryOptions, removePasskeyMutationOptions } from '../../api/queries/passkeys';
import { ActionBlock } from '../../common/form/ActionBlock';
import { FormError } from '../../common/form/FormError';
import { useAppAction } from '../../common/form/useAppAction';
import { formatDateTime } from '../../lib/regional';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useToast } from '../../ui/Toasts';
import { addPasskeyFailure, alreadyRemoved } from './PasskeysOutcomes';
import { PasskeysRenameForm } from './PasskeysRenameForm';
import { settingsTab } from './SettingsTab';
import { loadLocaleDataOffThread } from '../../lib/localeData';

// It formats dates with Intl as its list arrives (src/lib/regional.ts).
loadLocaleDataOffThread();

/**
 * The passkeys tab: the person's passkeys (name, created, last used), Add (the
 * browser's ceremony; closing its dialog says nothing), Rename in the row, Remove after a question.
 * The password stays whatever happens here, so removing the last passkey is no special case. Not a
 * tab for people signed in through the other sign-in system (`nexoSettingsTabs`, src/lib/paths.ts, says why).
 */
export default settingsTab('passkeys', PasskeyList);

function PasskeyList() {
  const { t } = useTranslation('settings');
  const toast = useToast();
  const { data } = useSuspenseQuery({ ...passkeysQueryOptions(), refetchOnWindowFocus: false });
  const remove = useMutation(removePasskeyMutationOptions());
  const [renaming, setRenaming] = useState<string | null>(null);
  const [asking, setAsking] = useState<Passkey | null>(null);
  const [removingId, setRemovingId] = useState<string | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const listHeadingId = useId();
  // Where the focus goes once the dialog or the rename form has closed: the row's Rename button, or
  // the list's heading when the row itself is gone.
  const renameButtons = useRef(new Map<string, HTMLButtonElement>());
  const [focusTarget, setFocusTarget] = useState<{ rename: string } | 'heading' | null>(null);
  useEffect(() => {
    if (!focusTarget) return;
    if (focusTarget === 'heading') listHeading.current?.focus();
    else renameButtons.current.get(focusTarget.rename)?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  const removal = useAppAction<[Passkey]>({
    action: async (passkey) => {
      try {
        await remove.mutateAsync({ params: { path: { passkeyId: passkey.id } } });
      } catch (error) {
        if (!alreadyRemoved(error)) throw error;
      }
      toast.show({ type: 'success', message: t('passkeys.toasts.PASSKEY_REMOVED') });
      setFocusTarget('heading');
      return 'stay';
    },
  });

  const passkeys = data.passkeys;
  return (
    <div className="stack">
      <FormError error={removal.error} id={removal.errorId} slow={removal.slow} />
      <h3 id={listHeadingId} ref={listHeading} tabIndex={-1} className="contact-list__heading">
        {t('passkeys.listHeading')}
      </h3>
      {passkeys.length === 0 ? (
        <p>{t('passkeys.empty')}</p>
      ) : (
        <ul className="contact-list__items" aria-labelledby={listHeadingId}>
          {passkeys.map((passkey) => (
            <li key={passkey.id} className="contact-list__item">
              {renaming === passkey.id ? (
                <PasskeysRenameForm
                  passkey={passkey}
                  onDone={() => {
                    setRenaming(null);
                    setFocusTarget({ rename: passkey.id });
                  }}
                />
              ) : (
                <>
                  <PasskeyDetails passkey={passkey} />
                  <div className="contact-list__actions">
                    <Button
                      variant="link"
                      ref={(button) => {
                        if (button) renameButtons.current.set(passkey.id, button);
                        else renameButtons.current.delete(passkey.id);
                      }}
                      aria-label={t('passkeys.renameNamed', { name: passkey.name })}
                      onClick={() => setRenaming(passkey.id)}
                    >
                      {t('passkeys.rename')}
                    </Button>
                    <Button
                      variant="link"
                      aria-label={t('passkeys.removeNamed', { name: passkey.name })}
                      busy={removal.busy && removingId === passkey.id}
                      onClick={() => setAsking(passkey)}
                    >
                      {t('passkeys.remove')}
                    </Button>
                  </div>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <AddPasskey />
      <ConfirmDialog
        open={asking !== null}
        destructive
        title={t('passkeys.confirm.title')}
        message={<p>{t('passkeys.confirm.message', { name: asking?.name ?? '' })}</p>}
        confirmLabel={t('passkeys.confirm.confirm')}
        cancelLabel={t('passkeys.confirm.cancel')}
        // The removal runs in the tab, so its failure (with Try again) shows above the list.
        onConfirm={() => {
          if (!asking) return;
          setRemovingId(asking.id);
          removal.run(asking);
        }}
        onClose={() => setAsking(null)}
      />
    </div>
  );
}

function PasskeyDetails({ passkey }: { passkey: Passkey }) {
  const { t, i18n } = useTranslation('settings');
  const date = (iso: string) => formatDateTime(iso, i18n.language) ?? iso;
  return (
    <div className="contact-list__details">
      <span className="contact-list__value">{passkey.name}</span>
      <span className="contact-list__meta">
        <span>{t('passkeys.created', { date: date(passkey.createdAt) })}</span>
        <span aria-hidden="true">·</span>
        <span>
          {passkey.lastUsedAt
            ? t('passkeys.lastUsed', { date: date(passkey.lastUsedAt) })
            : t('passkeys.neverUsed')}
        </span>
      </span>
    </div>
  );
}

/**
 * Add: the browser creates the passkey, the server keeps it under a name of its own (the device's),
 * which Rename changes. Closing the browser's dialog is no failure; a browser without WebAuthn is told
 * why there is no Add.
 */
function AddPasskey() {
  const { t } = useTranslation('settings');
  const toast = useToast();
  const queryClient = useQueryClient();
  const add = useAppAction({
    action: async () => {
      try {
        await createPasskey();
      } catch (error) {
        if (isCeremonyCancelled(error)) return 'stay';
        throw error;
      }
      await queryClient.invalidateQueries({ queryKey: passkeysQueryOptions().queryKey });
      toast.show({ type: 'success', message: t('passkeys.toasts.PASSKEY_ADDED') });
      return 'stay';
    },
    failure: addPasskeyFailure,
  });

  if (!passkeysSupported()) {
    return (
      <Alert status="info" title={t('passkeys.unsupported.title')}>
        {t('passkeys.unsupported.message')}
      </Alert>
    );
  }
  return <ActionBlock action={add} label={t('passkeys.add')} />;
}
