import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmContactInfoMutationOptions } from '../../api/queries/obligations';
import { AddContactDialog, type AddContactKind } from '../../common/contacts/AddContactDialog';
import { ContactList } from '../../common/contacts/ContactList';
import { FormError } from '../../common/form/FormError';
import { useAppAction } from '../../common/form/useAppAction';
import { Button } from '../../ui/Button';
import { PageHeading } from '../../ui/PageHeading';
import { useFinish } from '../../common/navigation/useFinish';

/**
 * /auth/review-contact-info, the review-contact-info login obligation: the person's contact methods without
 * their action buttons (the shared
 * list: loading, load error and empty states are its own), Add email and Add phone opening the shared
 * add-contact modal, and Confirm. Confirm: toast CONFIRMED_CONTACT_INFO, then on to the redirectUrl or
 * the product home; a failure that may pass on a retry stays here with Try again, any other ends on
 * the unsupported page.
 */
export default function ReviewContactInfoPage() {
  const { t } = useTranslation('obligations');
  const finish = useFinish({ recheckObligations: true });
  const confirm = useMutation(confirmContactInfoMutationOptions());
  const [adding, setAdding] = useState<AddContactKind | null>(null);
  // A snag stays here with Try again; any other failure ends on the unsupported page (the default).
  const confirmAction = useAppAction({
    action: async () => {
      await confirm.mutateAsync({});
      const outcome = await finish({ toast: t('contactInfo.toasts.CONFIRMED_CONTACT_INFO') });
      return outcome === 'left' ? 'leaving' : 'stay';
    },
  });

  return (
    <div className="stack">
      <PageHeading subtitle={t('contactInfo.intro')}>{t('contactInfo.title')}</PageHeading>
      <FormError error={confirmAction.error} id={confirmAction.errorId} slow={confirmAction.slow} />
      <ContactList addEmail={() => setAdding('email')} addPhone={() => setAdding('phone')} />
      <div className="actions">
        <Button onClick={() => confirmAction.run()} busy={confirmAction.busy}>
          {t('contactInfo.confirm')}
        </Button>
      </div>
      <AddContactDialog kind={adding} onClose={() => setAdding(null)} />
    </div>
  );
}
