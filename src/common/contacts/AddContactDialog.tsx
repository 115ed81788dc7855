import { useId, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { addContactMethodMutationOptions } from '../../api/queries/contacts';
import { SelectField } from '../../ui/Field';
import { Modal } from '../../ui/Modal';
import { useToast } from '../../ui/Toasts';
import { FormShell } from '../form/FormShell';
import { useAppForm, type SubmitOutcome } from '../form/useAppForm';
import { formMessage } from '../outcome/outcome';
import { useApplyOutcome } from '../outcome/useApplyOutcome';
import { addContactFailure, type AddContactWords } from './addContactOutcome';
import {
  ContactValueField,
  contactValueSchemas,
  newContactMethod,
  type AddContactKind,
} from './ContactValueField';

export type { AddContactKind };

export interface AddContactDialogProps {
  /** Which method the modal adds; null: closed. */
  kind: AddContactKind | null;
  onClose: () => void;
}

/**
 * The add-contact modal: a
 * phone (a country and the number, sent in E.164) or an email, personal or business. Invalid phone,
 * invalid email, duplicate phone and duplicate email are said on the field; a refused request and
 * anything else above the form, which stays filled in for another try. On success the list reloads
 * and a toast says so. Its words are in the `contacts` catalogue.
 */
export function AddContactDialog({ kind, onClose }: AddContactDialogProps) {
  const { t } = useTranslation('contacts');
  const firstField = useRef<HTMLElement>(null);
  return (
    <Modal
      open={kind !== null}
      title={kind === 'email' ? t('addContact.emailTitle') : t('addContact.phoneTitle')}
      onClose={onClose}
      primaryAction={null}
      initialFocusRef={firstField}
    >
      {kind ? <AddContactForm kind={kind} onClose={onClose} firstField={firstField} /> : null}
    </Modal>
  );
}

const purpose = z.enum(['personal', 'business']);
const schemas = {
  phone: z.object({ value: contactValueSchemas.phone, purpose }),
  email: z.object({ value: contactValueSchemas.email, purpose }),
};

const DIALOG_WORDS: AddContactWords = {
  fieldErrors: 'contacts:addContact.errors',
  refused: formMessage('contacts:addContact.errorTitle', 'contacts:addContact.errors.form'),
  other: formMessage('contacts:addContact.errorTitle', 'contacts:addContact.errors.generic'),
};

function AddContactForm({
  kind,
  onClose,
  firstField,
}: {
  kind: AddContactKind;
  onClose: () => void;
  firstField: React.RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation(['contacts', 'validation']);
  const formId = useId();
  const toast = useToast();
  const add = useMutation(addContactMethodMutationOptions());
  const applyOutcome = useApplyOutcome();

  const form = useAppForm({
    schema: schemas[kind],
    defaultValues: { value: '', purpose: 'personal' },
    onSubmit: async ({ value, purpose: chosen }, controls): Promise<SubmitOutcome> => {
      try {
        await add.mutateAsync(newContactMethod(kind, value, chosen === 'personal'));
      } catch (error) {
        return applyOutcome(addContactFailure(error, DIALOG_WORDS), error, controls);
      }
      toast.show({ type: 'success', message: t('contacts:addContact.toasts.added', { value }) });
      onClose();
      return 'leaving';
    },
  });

  return (
    <FormShell
      form={form}
      submitLabel={t('contacts:addContact.save')}
      secondary={{ label: t('contacts:addContact.cancel'), onClick: onClose }}
      id={formId}
    >
      <ContactValueField
        form={form}
        kind={kind}
        label={kind === 'phone' ? t('contacts:addContact.phoneLabel') : t('contacts:addContact.emailLabel')}
        description={kind === 'phone' ? undefined : t('contacts:addContact.emailHint')}
        ref={firstField}
      />
      <SelectField
        {...form.field('purpose')}
        label={t('contacts:addContact.purposeLabel')}
        options={[
          { value: 'personal', label: t('contacts:personal') },
          { value: 'business', label: t('contacts:business') },
        ]}
      />
    </FormShell>
  );
}
