import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import type { Passkey } from '../../api/passkeys';
import { renamePasskeyMutationOptions } from '../../api/queries/passkeys';
import { FormShell } from '../../common/form/FormShell';
import { useAppForm, type SubmitOutcome } from '../../common/form/useAppForm';
import { useApplyOutcome } from '../../common/outcome/useApplyOutcome';
import { VALIDATION_MESSAGES as M } from '../../lib/validation/messages';
import { TextField } from '../../ui/Field';
import { useToast } from '../../ui/Toasts';
import { PASSKEY_NAME_MAX, renamePasskeyFailure } from './PasskeysOutcomes';
import { useReportUnsavedChanges } from '../../common/form/unsavedChanges';

const schema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: M.required, abort: true }),
      z.maxLength(PASSKEY_NAME_MAX, { error: 'settings:passkeys.renameForm.tooLong' }),
    ),
});

/**
 * Renaming one passkey, in its row: the name (required, at most the contract's 64 characters), Save
 * and Cancel. A snag keeps the form and what was typed with Try again; `onDone` closes it.
 */
export function PasskeysRenameForm({ passkey, onDone }: { passkey: Passkey; onDone: () => void }) {
  const { t } = useTranslation('settings');
  const toast = useToast();
  const applyOutcome = useApplyOutcome();
  const rename = useMutation(renamePasskeyMutationOptions());
  const form = useAppForm({
    schema,
    defaultValues: { name: passkey.name },
    onSubmit: async ({ name }, controls): Promise<SubmitOutcome> => {
      try {
        // The list is read again before this resolves (the mutation's invalidation).
        await rename.mutateAsync({ params: { path: { passkeyId: passkey.id } }, body: { name } });
      } catch (error) {
        return applyOutcome(renamePasskeyFailure(error), error, controls);
      }
      toast.show({ type: 'success', message: t('passkeys.toasts.PASSKEY_RENAMED') });
      onDone();
      return 'leaving';
    },
  });
  useReportUnsavedChanges(() => form.form.getValues('name') !== passkey.name && !form.busy);

  return (
    <FormShell
      form={form}
      submitLabel={t('passkeys.renameForm.save')}
      secondary={{ label: t('passkeys.renameForm.cancel'), onClick: onDone }}
      className="stack stack--sm"
    >
      <TextField
        {...form.field('name')}
        label={t('passkeys.renameForm.label')}
        description={t('passkeys.renameForm.hint', { max: PASSKEY_NAME_MAX })}
        autoComplete="off"
        required
        autoFocus
      />
    </FormShell>
  );
}
