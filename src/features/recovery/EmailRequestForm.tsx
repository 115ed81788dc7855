import type { KeyboardEvent, ReactElement } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { emailSchema, isValidEmail } from '../../lib/validation/email';
import { FormShell } from '../../common/form/FormShell';
import { useAppForm, type FormControls, type SubmitOutcome } from '../../common/form/useAppForm';
import { TextField } from '../../ui/Field';
import type { MessageKey } from '../../lib/messageKey';

const schema = z.object({ email: emailSchema });

/**
 * What a screen may do to the form after its call failed (the form pattern's own controls, so an
 * outcome is applied to it by `useApplyOutcome`); the typed address always stays.
 */
export type EmailRequestFormControls = FormControls<{ email: string }>;

export interface EmailRequestFormProps {
  /**
   * Runs once per submit with the trimmed address; the form is busy until it settles. Resolve `'leaving'`
   * when the page is moving on (a result page): the form then stays locked until it unmounts, so no
   * click or Enter during the navigation can send a second request. `'stay'` unlocks it.
   */
  onSubmit: (email: string, controls: EmailRequestFormControls) => Promise<SubmitOutcome>;
  /** Cancel or Back (a secondary `LinkButton`), placed before the submit button. */
  secondaryAction: ReactElement;
  /** Defaults to "Submit". */
  submitLabel?: string;
  /** The hint under the field; defaults to "Use the email address on your account". */
  hintKey?: MessageKey;
}

/**
 * The email-only form of forgot password, forgot username, single sign-on and self-registration,
 * on the form pattern (src/common/form/useAppForm.ts): one address field, submit
 * enabled only while the text is an address, one request per submit however fast the clicks, Enter on
 * an invalid address shows why instead of doing nothing.
 */
export function EmailRequestForm({
  onSubmit,
  secondaryAction,
  submitLabel,
  hintKey = 'recovery:email.hint',
}: EmailRequestFormProps) {
  const { i18n } = useTranslation();
  const { t } = useTranslation(['recovery', 'validation']);
  const form = useAppForm({
    schema,
    defaultValues: { email: '' },
    onSubmit: ({ email }, controls) => onSubmit(email, controls),
  });
  // Whether the address may be sent, not the address: the form renders again when that answer changes,
  // not on every key.
  const canSubmit = useWatch({ control: form.form.control, name: 'email', compute: isValidEmail });

  // A disabled default button blocks implicit submission, so Enter on a bad address would do
  // nothing: validate instead, which shows the message and focuses the field.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !canSubmit) {
      event.preventDefault();
      form.submit();
    }
  };

  return (
    <FormShell
      form={form}
      submitLabel={submitLabel ?? t('recovery:actions.submit')}
      // The product's rule: an email-only form enables its submit only once the address is valid.
      blocked={{ when: !canSubmit, reason: t('recovery:email.submitWaits') }}
      secondary={secondaryAction}
      secondaryFirst
    >
      <TextField
        {...form.field('email')}
        onKeyDown={onKeyDown}
        label={t('recovery:email.label')}
        description={i18n.t(hintKey)}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        // Every email-only form marks its one field alike.
        required
      />
    </FormShell>
  );
}
