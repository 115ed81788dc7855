import { useMutation } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { updateUsernameMutationOptions, useUsernameAvailability } from '../../api/queries/usernames';
import { FormShell } from '../../common/form/FormShell';
import { useAppForm, type SubmitOutcome } from '../../common/form/useAppForm';
import { useApplyOutcome } from '../../common/outcome/useApplyOutcome';
import { PasswordField, TextField } from '../../ui/Field';
import { PageHeading } from '../../ui/PageHeading';
import { namesToCheck, usernameFormSchema, usernameFormFailure } from './usernameOutcomes';
import type { UsernameStepProps } from './UsernameStepText';
import { useUsernamesSaved } from './useUsernamesSaved';

/**
 * The form step of the username pages: a user id per client
 * and the password; names that differ from the suggestion are checked remotely before the save.
 */
export function UsernameForm({
  headingId,
  settings,
  onCancel,
}: UsernameStepProps & { onCancel: () => void }) {
  const { t } = useTranslation(['obligations', 'validation', 'password']);
  const { associates } = settings;
  const count = associates.length;
  const isAvailable = useUsernameAvailability();
  const update = useMutation(updateUsernameMutationOptions());
  const applyOutcome = useApplyOutcome();
  const saved = useUsernamesSaved(count);
  const schema = useMemo(() => usernameFormSchema(settings.username), [settings.username]);
  const introId = `${useId()}-intro`;

  const form = useAppForm({
    schema,
    defaultValues: { usernames: associates.map((associate) => associate.userId), password: '' },
    onSubmit: async ({ usernames, password }, controls): Promise<SubmitOutcome> => {
      // The remote check for names that differ from the suggestion; a failed check counts as taken.
      const checked = namesToCheck(usernames, associates);
      const available = await Promise.all(checked.map((index) => isAvailable(usernames[index] ?? '')));
      const unavailable = checked.filter((_, position) => !available[position]);
      if (unavailable.length > 0) {
        // Only the first takes the focus: moving it on would blur the others, and a blur re-validates
        // a field, which drops its server error.
        const [first, ...rest] = unavailable;
        for (const index of rest)
          form.form.setError(
            `usernames.${index}`,
            { type: 'server', message: 'validation:userIdTaken' },
            { shouldFocus: false },
          );
        controls.setFieldError(`usernames.${first ?? 0}`, 'validation:userIdTaken');
        return 'stay';
      }
      try {
        await update.mutateAsync({
          body: {
            associateUsernames: associates.map(({ clientId, associateId }, index) => ({
              clientId,
              associateId,
              username: usernames[index] ?? '',
              password,
            })),
          },
        });
      } catch (error) {
        return applyOutcome(usernameFormFailure(error), error, controls);
      }
      return saved();
    },
  });

  return (
    <div className="stack">
      <PageHeading id={headingId}>{t('obligations:username.form.heading', { count })}</PageHeading>
      <p id={introId} className="text-muted">
        {t('obligations:username.form.intro')}
      </p>
      <FormShell
        form={form}
        submitLabel={t('obligations:username.form.submit')}
        secondary={{ label: t('obligations:username.form.cancel'), onClick: onCancel }}
      >
        {associates.map((associate, index) => (
          <TextField
            key={associate.associateId}
            {...form.field(`usernames.${index}`, { describedBy: introId })}
            label={t('obligations:username.form.label', { clientName: associate.clientName })}
            // The name being created: "username" lets a password manager store it with the password below.
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
          />
        ))}
        <PasswordField
          {...form.field('password')}
          label={t('obligations:username.form.password')}
          description={t('obligations:username.form.passwordHint')}
          autoComplete="current-password"
          required
        />
      </FormShell>
    </div>
  );
}
