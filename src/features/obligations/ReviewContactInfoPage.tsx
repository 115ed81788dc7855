import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isHandledGlobally } from '../../api/errors';
import { confirmContactInfoMutationOptions } from '../../api/queries/obligations';
import { AddContactDialog, type AddContactKind } from '../../common/contacts/AddContactDialog';
import { ContactList } from '../../common/contacts/ContactList';
import { FormError } from '../../common/form/FormError';
import { TRANSIENT_MESSAGE_KEYS, TRANSIENT_TITLE_KEY, transientFailure } from '../../common/form/transient';
import type { FormErrorContent } from '../../common/form/useAppForm';
import { useShowResult } from '../../common/navigation/useShowResult';
import { Button } from '../../ui/Button';
import { PageHeading } from '../../ui/PageHeading';
import { useToast } from '../../ui/Toasts';
import { useFinishObligation } from './finish';

/**
 * /auth/review-contact-info, the review-contact-info login obligation (spec sections 2 "Contact info"
 * and 4 "Contact info screen"): the person's contact methods without their action buttons (the shared
 * list: loading, load error and empty states are its own), Add email and Add phone opening the shared
 * add-contact modal, and Confirm. Confirm: toast CONFIRMED_CONTACT_INFO, then on to the redirectUrl or
 * the product home; a failure that may pass on a retry stays here with Try again, any other ends on
 * the unsupported page.
 */
export default function ReviewContactInfoPage() {
  const { t } = useTranslation('obligations');
  const toast = useToast();
  const showResult = useShowResult();
  const finish = useFinishObligation();
  const confirm = useMutation(confirmContactInfoMutationOptions());
  const [adding, setAdding] = useState<AddContactKind | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<(FormErrorContent & { key: number }) | null>(null);
  const errorCount = useRef(0);

  const onConfirm = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await confirm.mutateAsync();
    } catch (failure) {
      setBusy(false);
      if (isHandledGlobally(failure)) return;
      const transient = transientFailure(failure);
      if (transient) {
        setError({
          titleKey: TRANSIENT_TITLE_KEY,
          messageKey: TRANSIENT_MESSAGE_KEYS[transient],
          retry: () => void onConfirm(),
          key: ++errorCount.current,
        });
        return;
      }
      showResult('FAILURE_UNSUPPORTED', { replace: true });
      return;
    }
    toast.show({ type: 'success', message: t('contactInfo.toasts.CONFIRMED_CONTACT_INFO') });
    if ((await finish()) === 'stillRequired') setBusy(false);
  };

  return (
    <div className="stack">
      <PageHeading subtitle={t('contactInfo.intro')}>{t('contactInfo.title')}</PageHeading>
      <FormError error={error} />
      <ContactList addEmail={() => setAdding('email')} addPhone={() => setAdding('phone')} />
      <div className="actions">
        <Button onClick={() => void onConfirm()} busy={busy}>
          {t('contactInfo.confirm')}
        </Button>
      </div>
      <AddContactDialog kind={adding} onClose={() => setAdding(null)} />
    </div>
  );
}
