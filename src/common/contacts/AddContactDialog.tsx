import { useId, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { addContactMethodMutationOptions } from '../../api/queries/contacts';
import { emailSchema } from '../../lib/validation/email';
import { VALIDATION_MESSAGES as M } from '../../lib/validation/messages';
import { Button } from '../../ui/Button';
import { SelectField, TextField } from '../../ui/Field';
import { Modal } from '../../ui/Modal';
import { PHONE_INVALID } from '../../ui/PhoneInput';
import { PhoneField } from '../form/fields';
import { useToast } from '../../ui/Toasts';
import { FormError } from '../form/FormError';
import { useAppForm, type SubmitOutcome } from '../form/useAppForm';
import { formMessage } from '../outcome/outcome';
import { useApplyOutcome } from '../outcome/useApplyOutcome';
import { addContactFailure, type AddContactWords } from './addContactOutcome';

export type AddContactKind = 'phone' | 'email';

export interface AddContactDialogProps {
  /** Which method the modal adds; null: closed. */
  kind: AddContactKind | null;
  onClose: () => void;
}

/**
 * The add-contact modal (spec sections 2 "Contact info", 4 "Email verification and add contact"): a
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

/** PhoneInput's value: '' or E.164 or PHONE_INVALID. */
const phoneValue = z.string().check(
  z.minLength(1, { error: M.required, abort: true }),
  z.refine((value) => value !== PHONE_INVALID && /^\+\d{8,15}$/.test(value), { error: M.phoneInvalid }),
);
const purpose = z.enum(['personal', 'business']);
const schemas = {
  phone: z.object({ value: phoneValue, purpose }),
  email: z.object({ value: emailSchema, purpose }),
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
      const isPersonal = chosen === 'personal';
      try {
        await add.mutateAsync(
          kind === 'email'
            ? { type: 'EMAIL', emailAddress: value, isPersonal }
            : { type: 'PHONE', phoneNumber: value, isPersonal },
        );
      } catch (error) {
        return applyOutcome(addContactFailure(error, DIALOG_WORDS), error, controls);
      }
      toast.show({ type: 'success', message: t('contacts:addContact.toasts.added', { value }) });
      onClose();
      return 'leaving';
    },
  });

  return (
    <form id={formId} className="stack" noValidate onSubmit={form.submit}>
      <FormError error={form.formError} id={form.formErrorId} />
      {kind === 'phone' ? (
        <PhoneField
          form={form}
          name="value"
          label={t('contacts:addContact.phoneLabel')}
          required
          ref={(element) => {
            firstField.current = element;
          }}
        />
      ) : (
        <TextField
          {...form.field('value')}
          ref={(element) => {
            form.field('value').ref(element);
            firstField.current = element;
          }}
          type="email"
          autoComplete="email"
          label={t('contacts:addContact.emailLabel')}
          description={t('contacts:addContact.emailHint')}
          required
        />
      )}
      <SelectField
        {...form.field('purpose')}
        label={t('contacts:addContact.purposeLabel')}
        options={[
          { value: 'personal', label: t('contacts:personal') },
          { value: 'business', label: t('contacts:business') },
        ]}
      />
      <div className="actions">
        <Button {...form.submitProps()}>{t('contacts:addContact.save')}</Button>
        <Button variant="secondary" disabled={form.busy} onClick={onClose}>
          {t('contacts:addContact.cancel')}
        </Button>
      </div>
    </form>
  );
}
