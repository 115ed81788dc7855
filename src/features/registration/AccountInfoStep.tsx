import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import {
  createPersonRequest,
  createPersonMutationOptions,
  validateTokenMutationOptions,
} from '../../api/queries/registration';
import { newPasswordSchema } from '../../lib/validation/password';
import { USERNAME_MAX_CREATE, USERNAME_MIN, USERNAME_PATTERN } from '../../lib/validation/username';
import { VALIDATION_MESSAGES as M } from '../../lib/validation/messages';
import { FormShell } from '../../common/form/FormShell';
import { useAppForm, type SubmitOutcome } from '../../common/form/useAppForm';
import { accountDraft, type AccountDraft } from './draft';
import { useApplyOutcome } from '../../common/outcome/useApplyOutcome';
import { createAccountFailure } from './outcomes';
import { registrationWords } from './credentialWords';
import { useFinishRegistration } from './useFinishRegistration';
import { NewCredentialsFields } from '../../common/password/NewCredentialsFields';
import { useLatest } from '../../ui/refs';

/** Username on create: required, 5 to 30, the format rule; same messages as elsewhere. */
export const createUsernameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: M.required, abort: true }),
    z.minLength(USERNAME_MIN, { error: M.usernameLength30, abort: true }),
    z.maxLength(USERNAME_MAX_CREATE, { error: M.usernameLength30, abort: true }),
    z.regex(USERNAME_PATTERN, M.usernamePattern),
  );

const schema = z.object({ username: createUsernameSchema, password: newPasswordSchema });

/**
 * Account info, the last step: the username (checked against the invitation first: USERNAME_EXISTS
 * outranks every other answer) and the password with its live requirements, then the account. The
 * username typed is handed up as the step goes (`onUsername`: the page's draft, not its storage, which
 * the step keeps itself), so going back to personal info, by the button or the browser, and on again
 * finds it as it was; the password never leaves the form.
 */
export function AccountInfoStep({
  token,
  draft,
  onUsername,
  onBack,
}: {
  token: string;
  draft: AccountDraft;
  onUsername: (username: string) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation(['registration', 'password']);
  const validate = useMutation(validateTokenMutationOptions());
  const create = useMutation(createPersonMutationOptions());
  const applyOutcome = useApplyOutcome();
  const finish = useFinishRegistration(token);

  const form = useAppForm({
    schema,
    defaultValues: { username: draft.username ?? '', password: '' },
    onSubmit: async ({ username, password }, controls): Promise<SubmitOutcome> => {
      try {
        const { data: answer } = await validate.mutateAsync({
          body: { kind: 'registration', token, data: { username } },
        });
        if (answer.username?.exists) {
          controls.setFieldError('username', 'registration:account.usernameExists');
          return 'stay';
        }
        await create.mutateAsync(
          createPersonRequest({
            token: draft.verificationToken ?? '',
            code: draft.code ?? '',
            personData: { firstName: draft.firstName, lastName: draft.lastName, username, password },
          }),
        );
      } catch (error) {
        return applyOutcome(createAccountFailure(error), error, controls);
      }
      finish();
      return 'leaving';
    },
  });

  // The username typed goes into the tab's draft at each key (a reload finds it) and up to the page once,
  // as the step goes: handed up as typed, it rendered the whole page on every key.
  const latest = useLatest({ token, draft, onUsername });
  const { watch, getValues } = form.form;
  useEffect(() => {
    const handUp = (username: string) => {
      const { draft, onUsername } = latest.current;
      if (username !== (draft.username ?? '')) onUsername(username);
    };
    const { unsubscribe } = watch(({ username = '' }, { name }) => {
      if (name === 'username')
        accountDraft.write(latest.current.token, { ...latest.current.draft, username });
    });
    return () => {
      unsubscribe();
      handUp(getValues('username'));
    };
  }, [watch, getValues, latest]);

  return (
    <FormShell
      form={form}
      submitLabel={t('registration:account.submit')}
      secondary={{ label: t('registration:create.backToPersonal'), onClick: onBack }}
    >
      <NewCredentialsFields form={form} words={registrationWords(t)} />
    </FormShell>
  );
}
